import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clubSearchText, foldText, querySearchText, slugify } from '../text';
import { buildDataSet } from './build';
import type { BuildInput } from './build';
import { parseCsvRows, readClubsCsv } from './csv';
import { readInputFile } from './files';
import {
  assembleCourse,
  courseTypeOf,
  estimatePar,
  isStrokeIndexPermutation,
  numberHole,
  readHoleNumber,
} from './holes';
import type { NumberedHole } from './holes';
import { classifyPlace, groupPlaces } from './places';
import { ukNation } from './regions';
import { readSourceJson } from './sources';
import type { SourceHole, SourcePlace } from './sources';
import type { LngLat } from './types';

// Fixtures are small excerpts of /work/shared/data (ODbL, © OpenStreetMap contributors), copied verbatim.
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const FIXTURE_FILES = [
  'clubs-europe.sample.geojson',
  'clubs-fr-es.sample.json',
  'holes-fr-es.sample.json',
  'lyon-courses.sample.json',
  'hole-geometry.sample.geojson',
  'hole-features.sample.geojson',
];

async function fixtureInputs(): Promise<BuildInput[]> {
  const inputs: BuildInput[] = [];
  for (const file of FIXTURE_FILES) {
    const read = await readInputFile(path.join(FIXTURES, file));
    if (read.type !== 'source') throw new Error(`${file} is not a source`);
    inputs.push(read.input);
  }
  return inputs;
}

async function fixtureHoles(): Promise<SourceHole[]> {
  const read = await readInputFile(path.join(FIXTURES, 'holes-fr-es.sample.json'));
  if (read.type !== 'source' || !('file' in read.input) || read.input.file.kind !== 'holes-fr-es')
    throw new Error();
  return read.input.file.holes;
}

/** Holes of the fixture whose way ids lie in [first, last], numbered by their ref. */
function numbered(holes: SourceHole[], first: number, last: number): NumberedHole[] {
  return holes
    .filter((hole) => {
      const id = Number(hole.wayId?.slice(4));
      return id >= first && id <= last;
    })
    .map((hole) => {
      const read = numberHole(hole.ref, null);
      if (typeof read === 'string') throw new Error(read);
      return { ...hole, number: read.number, label: read.label, labelText: read.labelText };
    });
}

/** A synthetic course: `pars` and `sis` per hole 1..n, optional distances and lines. */
function course(
  pars: (number | null)[],
  sis: (number | null)[] = pars.map(() => null),
  extra: (n: number) => Partial<NumberedHole> = () => ({}),
): NumberedHole[] {
  return pars.map((par, i) => ({
    number: i + 1,
    label: '',
    labelText: '',
    par,
    handicap: sis[i] ?? null,
    distances: {},
    wayId: null,
    lat: null,
    lng: null,
    ...extra(i + 1),
  }));
}

const PARS_18 = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5];
const SI_18 = [7, 1, 15, 3, 11, 5, 17, 9, 13, 8, 2, 16, 4, 12, 6, 18, 10, 14];

describe('text folding', () => {
  it.each([
    ['Golf du Léman', 'golf du leman'],
    ['Golf du Lemman', 'golf du lemman'],
    ['Schloß-Golf Öschberghof', 'schloss golf oschberghof'],
    ["Golf de l'Ailette", 'golf de l ailette'],
    ['Kiðjabergsvöllur', 'kidjabergsvollur'],
    ['Мини-гольф', 'мини гольф'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });

  it('searches by name and town, without the words every club name has', () => {
    expect(clubSearchText('Golf du Léman', 'Veigy-Foncenex')).toBe('leman veigy foncenex');
    expect(clubSearchText('Golf Club', null)).toBe('golf club');
    expect(querySearchText('Golf du Lemman')).toBe('lemman');
    expect(querySearchText('golf club')).toBe('');
  });

  it.each([
    ['Golf du Léman Veigy-Foncenex', 'golf-du-leman-veigy-foncenex'],
    ['Гольф клуб Москва', 'golf-klub-moskva'],
    ['Γκολφ Αφάντου', 'gkolf-afantou'],
    ['!!!', ''],
  ])('slugifies %s to %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long slugs at a word', () => {
    expect(slugify('golf '.repeat(30), 22)).toBe('golf-golf-golf-golf');
  });
});

describe('hole numbers', () => {
  it.each([
    ['1', 1, ''],
    ['01', 1, ''],
    ['B4', 4, 'b'],
    ['Compact 2', 2, 'compact'],
    ['9 trous - 6', 6, '9 trous'],
    ['9_trous_1', 1, '9 trous'],
    ['18 trous - 13', 13, '18 trous'],
    ['1-10', 1, ''],
    ['3 ou 12', 3, ''],
    ['10/12', 10, ''],
    ['17,centro', 17, 'centro'],
    ['Trou n°1', 1, ''],
    ['n°5 Les Brocards', 5, 'les brocards'],
    ['Le Breuil - Trou n°14', 14, 'le breuil'],
    ['HOYO 1', 1, ''],
  ])('reads %s as hole %i of loop "%s"', (text, number, label) => {
    expect(readHoleNumber(text)).toMatchObject({ number, label });
  });

  it.each(['A1;C1', 'A5;B7;C7', '18Bis', '9-17', '2 3'])('refuses the ambiguous %s', (text) => {
    expect(readHoleNumber(text)).toBe('ambiguous');
  });

  it.each(['*', 'C', 'La Rosta', 'Practice'])('finds no number in %s', (text) => {
    expect(readHoleNumber(text)).toBeUndefined();
  });

  it('rejects a hole whose name carries another number than its ref (README examples)', () => {
    expect(numberHole('15', 'Les Cerfs - 14')).toBe('ref_name_disagree');
    expect(numberHole('9', '3')).toBe('ref_name_disagree');
    expect(numberHole('5', '6 Rouge')).toBe('ref_name_disagree');
    expect(numberHole('14', 'Le Breuil - Trou n°14')).toMatchObject({ number: 14, label: 'le breuil' });
    expect(numberHole(null, 'Trou 6')).toMatchObject({ number: 6 });
    expect(numberHole('7', 'La Pointe de Chalune')).toMatchObject({ number: 7 });
    expect(numberHole('*', null)).toBe('unreadable_hole_number');
  });

  it('rejects the Cantabria holes named "Hole 1".."Hole 9" that all have ref 1', async () => {
    const holes = (await fixtureHoles()).filter((hole) => hole.name?.startsWith('Hole '));
    expect(holes.length).toBe(9);
    const results = holes.map((hole) => numberHole(hole.ref, hole.name));
    expect(results.filter((result) => result === 'ref_name_disagree')).toHaveLength(8);
  });

  it('rejects the Valencia holes named "HOYO 1".."HOYO 9" that all have ref 6', async () => {
    const holes = (await fixtureHoles()).filter((hole) => {
      const id = Number(hole.wayId?.slice(4));
      return id >= 1472997903 && id <= 1473000130;
    });
    expect(holes.length).toBe(9);
    expect(
      holes.map((hole) => numberHole(hole.ref, hole.name)).filter((r) => r === 'ref_name_disagree'),
    ).toHaveLength(8);
  });
});

describe('courses from holes', () => {
  it('builds a complete 18-hole course with its stroke indexes', () => {
    const result = assembleCourse(course(PARS_18, SI_18));
    expect(result).toMatchObject({
      ok: true,
      course: { holes: 18, par: 72, type: 'regulation', hasStrokeIndex: true },
    });
  });

  it('accepts a 9-hole card with odd or even stroke indexes', () => {
    const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5];
    expect(assembleCourse(course(pars, [1, 3, 5, 7, 9, 11, 13, 15, 17])).ok).toBe(true);
    expect(assembleCourse(course(pars, [2, 4, 6, 8, 10, 12, 14, 16, 18])).ok).toBe(true);
    expect(assembleCourse(course(pars, [9, 8, 7, 6, 5, 4, 3, 2, 1])).ok).toBe(true);
  });

  it('accepts a course without any stroke index (handicap null)', () => {
    const result = assembleCourse(course(PARS_18));
    expect(result.ok && result.course.hasStrokeIndex).toBe(false);
    expect(result.ok && result.course.tees[0]!.holes[0]).toEqual({ n: 1, par: 4 });
  });

  it.each([
    [
      'duplicate hole numbers',
      [...course(PARS_18.slice(0, 9)), ...course(PARS_18.slice(0, 9))],
      'duplicate_hole_numbers',
    ],
    ['17 holes', course(PARS_18.slice(0, 17)), 'incomplete_numbering'],
    ['a par of 2', course([2, ...PARS_18.slice(1)], SI_18), 'par_out_of_range'],
    ['a par of 433 (way 784731627)', course([433, ...PARS_18.slice(1)], SI_18), 'par_out_of_range'],
    ['a par of 0 (to_i of a non-numeric tag)', course([0, ...PARS_18.slice(1)]), 'par_out_of_range'],
    ['a missing par and nothing to estimate it from', course([null, ...PARS_18.slice(1)]), 'par_missing'],
    ['an SI of 0', course(PARS_18, [0, ...SI_18.slice(1)]), 'si_out_of_range'],
    ['an SI of 113', course(PARS_18, [113, ...SI_18.slice(1)]), 'si_out_of_range'],
    ['an SI missing on one hole', course(PARS_18, [null, ...SI_18.slice(1)]), 'si_incomplete'],
    [
      'an SI used twice (SI 6 twice, no 4)',
      course(
        PARS_18,
        SI_18.map((si) => (si === 4 ? 6 : si)),
      ),
      'si_duplicate',
    ],
    [
      '9 SIs that are no valid set',
      course(PARS_18.slice(0, 9), [1, 3, 5, 7, 10, 12, 14, 15, 18]),
      'si_not_permutation',
    ],
    [
      'pars in the SI field',
      course(
        PARS_18.map(() => null),
        PARS_18,
      ),
      'par_in_si_field',
    ],
  ] as const)('refuses %s', (_name, holes, reason) => {
    expect(assembleCourse(holes)).toMatchObject({ ok: false, reason });
  });

  it('refuses the Córdoba course whose par and SI are swapped (ways 1331888948–84 and two neighbours)', async () => {
    const all = await fixtureHoles();
    const holes = [
      ...numbered(all, 884198497, 884198497),
      ...numbered(all, 1331882550, 1331882550),
      ...numbered(all, 1331888948, 1331888984),
    ];
    expect(holes).toHaveLength(18);
    expect(assembleCourse(holes)).toMatchObject({ ok: false, reason: 'par_si_swapped' });
  });

  it('refuses Terre Blanche "Château" (SI 6 twice, no SI 4) and keeps its "Riou" loop', async () => {
    const data = buildDataSet(await fixtureInputs());
    const terreBlanche = data.dataSet.clubs.find((club) => club.name === 'Terre Blanche');
    expect(terreBlanche?.courses?.map((c) => c.name)).toEqual(['Terre Blanche Riou']);
    expect(data.report.examples).toContainEqual(
      expect.objectContaining({
        club: 'Terre Blanche',
        reason: 'si_duplicate',
        detail: 'SI 6 more than once',
      }),
    );
  });

  it('estimates a missing par from the hole line: par 3 up to 230 m, par 4 up to 430 m, else 5', () => {
    expect([100, 230, 231, 430, 431, 600].map(estimatePar)).toEqual([3, 3, 4, 4, 5, 5]);
    // A straight line north: 0.001° of latitude is about 111 m.
    const line = (meters: number): LngLat[] => [
      [4, 50],
      [4, 50 + meters / 111_195],
    ];
    const lengths = [150, 350, 480, 150, 350, 480, 150, 350, 480];
    const result = assembleCourse(
      course(
        lengths.map(() => null),
        undefined,
        (n) => ({ line: line(lengths[n - 1]!) }),
      ),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.course.tees[0]!.holes.map((hole) => hole.par)).toEqual([3, 4, 5, 3, 4, 5, 3, 4, 5]);
    expect(result.course.tees[0]!.holes.every((hole) => hole.est)).toBe(true);
    expect(result.course.parEstimated).toBe(9);
    expect(result.course.geometry?.[1]?.length).toBe(350);
  });

  it('derives one tee per colour with a distance on every hole, longest first', async () => {
    const data = buildDataSet(await fixtureInputs());
    const fregate = data.dataSet.clubs.find((club) => club.name === 'Golf Frégate Provence')!;
    const tees = fregate.courses![0]!.tees;
    expect(tees.map((tee) => tee.color)).toEqual(['black', 'white', 'yellow', 'blue', 'red']);
    const totals = tees.map((tee) => tee.holes.reduce((sum, hole) => sum + (hole.d ?? 0), 0));
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(tees[0]!.holes[0]).toEqual({ n: 1, par: 4, si: 7, d: 368 });
  });

  it('checks stroke index sets and course types', () => {
    expect(isStrokeIndexPermutation([1, 2, 3, 4, 5, 6, 7, 8, 9], 9)).toBe(true);
    expect(isStrokeIndexPermutation([1, 2, 3, 4, 5, 6, 7, 8, 8], 9)).toBe(false);
    expect(courseTypeOf([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe('par3');
    expect(courseTypeOf([4, 3, 3, 4, 3, 3, 4, 3, 3])).toBe('executive');
    expect(courseTypeOf(PARS_18)).toBe('regulation');
  });
});

describe('clubs from OSM elements', () => {
  const place = (
    osmId: string,
    name: string | null,
    lat: number,
    lng: number,
    extra: Partial<SourcePlace> = {},
  ): SourcePlace => ({
    osmId,
    name,
    country: 'FR',
    region: null,
    city: null,
    street: null,
    postcode: null,
    website: null,
    phone: null,
    email: null,
    operator: null,
    access: null,
    lat,
    lng,
    bbox: [lng - 0.005, lat - 0.005, lng + 0.005, lat + 0.005],
    golfTag: null,
    holesTag: null,
    ...extra,
  });

  it.each([
    ['Royal Zoute Golf Club', 'club'],
    ['Minigolf', 'rejected'],
    ['Swin Golf de Cesson', 'rejected'],
    ['H3', 'rejected'],
    ['Tee gul 1', 'rejected'],
    ['5', 'rejected'],
    ['Practice', 'part'],
    ['Old Course', 'part'],
    [null, 'part'],
  ])('reads "%s" as %s', (name, kind) => {
    expect(classifyPlace({ name, golfTag: null }).kind).toBe(kind);
  });

  it('reads a driving range tag as a practice area', () => {
    expect(classifyPlace({ name: 'Practice', golfTag: 'driving_range' })).toMatchObject({
      kind: 'part',
      amenity: 'drivingRange',
    });
  });

  it('joins polygons of one club, parts nearby, and keeps distant namesakes apart', () => {
    const { groups, rejected } = groupPlaces([
      place('way/1', 'Golf de Test', 45, 5),
      place('way/2', 'Golf de Test', 45.01, 5.01),
      place('way/3', 'Practice', 45.002, 5.002),
      place('way/4', null, 45.003, 5.0),
      place('way/5', 'Golf de Test', 47, 2),
      place('way/6', null, 40, 0),
      place('way/7', 'Minigolf', 45, 5),
    ]);
    expect(groups.map((group) => group.members.map((member) => member.osmId))).toEqual([
      ['way/1', 'way/2', 'way/3', 'way/4'],
      ['way/5'],
    ]);
    expect(groups[0]!.amenities).toEqual(new Set(['drivingRange']));
    expect(rejected.map((r) => [r.place.osmId, r.reason])).toEqual([
      ['way/6', 'no_name'],
      ['way/7', 'not_golf'],
    ]);
  });

  it('names a club by the part its polygons share ("The Strand - Portstewart Golf Club")', async () => {
    const data = buildDataSet(await fixtureInputs());
    const portstewart = data.dataSet.clubs.filter((club) => club.name.includes('Portstewart'));
    expect(portstewart.map((club) => [club.name, club.region])).toEqual([
      ['Portstewart Golf Club', 'northern-ireland'],
    ]);
  });

  it('makes the 9 polygons of "Club de Golf Novo Sancti Petri" one club with its loops as courses', async () => {
    const data = buildDataSet(await fixtureInputs());
    const clubs = data.dataSet.clubs.filter((club) => club.name === 'Club de Golf Novo Sancti Petri');
    expect(clubs).toHaveLength(1);
    expect(clubs[0]!.courses!.map((c) => [c.name, c.holes])).toEqual([
      ['Centro', 18],
      ['Mar', 9],
    ]);
  });

  it('places a GB club in its nation', () => {
    expect(ukNation(56.34, -2.8)).toBe('scotland');
    expect(ukNation(51.5, -3.2)).toBe('wales');
    expect(ukNation(53.39, -3.18)).toBe('england');
    expect(ukNation(55.2, -6.65)).toBe('northern-ireland');
  });
});

describe('the whole build on the fixture excerpts', () => {
  it('loads the clubs, merges both club files by OSM id and attaches holes and geometry', async () => {
    const { dataSet, report } = buildDataSet(await fixtureInputs());
    const leman = dataSet.clubs.find((club) => club.key === 'osm:way/159744729')!;
    expect(leman).toMatchObject({
      slug: 'golf-du-leman-veigy-foncenex',
      name: 'Golf du Léman',
      city: 'Veigy-Foncenex',
      region: 'auvergne-rhone-alpes',
      phone: '+33 4 50 94 99 52',
    });
    const zoute = dataSet.clubs.find((club) => club.key === 'osm:way/87967602')!;
    expect(zoute.courses![0]).toMatchObject({ holes: 18, tees: [{ name: 'Standard' }] });
    expect(zoute.courses![0]!.geometry).toHaveLength(18);
    expect(zoute.courses![0]!.tees[0]!.holes.every((hole) => hole.est)).toBe(true);
    const gouverneur = dataSet.clubs.find((club) => club.key === 'osm:relation/8362488')!;
    expect(gouverneur.courses!.map((c) => c.key)).toEqual(['osm:relation/8362488#le-breuil']);
    expect(dataSet.regions).toContainEqual({ country: 'ES', slug: 'andalucia', name: 'Andalucía' });
    expect(report.places.rejected).toEqual({ not_golf: 1, not_a_course_name: 1 });
    expect(report.courses.rejected).toMatchObject({
      par_si_swapped: 1,
      si_duplicate: 2,
      par_out_of_range: 1,
    });
    expect(report.holes.rejected.ref_name_disagree).toBe(18);
  });

  it('reads hole-features.geojson: fairway, bunker and water polygons by course key, lines and rough left out', async () => {
    const read = await readInputFile(path.join(FIXTURES, 'hole-features.sample.geojson'));
    if (read.type !== 'source' || !('file' in read.input) || read.input.file.kind !== 'hole-features')
      throw new Error('not read as hole features');
    const features = read.input.file.features;
    expect(features.map((feature) => `${feature.kind} ${feature.course}`)).toEqual([
      'fairway way/87967602|',
      'fairway way/87967602|',
      'bunker way/87967602|',
      'bunker way/87967602|',
      'bunker way/87967602|',
      'bunker way/230343241|',
      'water BE-cluster-3.34158,51.21641|',
    ]);
    for (const feature of features) {
      expect(feature.ring.length).toBeGreaterThanOrEqual(3);
      expect(feature.ring[0]).not.toEqual(feature.ring.at(-1));
    }
  });

  it('gives a course with hole geometry its tee and green outlines and its own fairways and bunkers', async () => {
    const { dataSet } = buildDataSet(await fixtureInputs());
    const course = dataSet.clubs.find((club) => club.key === 'osm:way/87967602')!.courses![0]!;
    const greens = course.geometry!.filter((hole) => hole.greenRing);
    expect(greens.length).toBeGreaterThan(10);
    expect(greens[0]!.greenRing!.length).toBeGreaterThanOrEqual(3);
    expect(course.geometry!.some((hole) => hole.teeRing)).toBe(true);
    // Only the course's own features: the other course's bunker and the cluster's water stay out.
    expect(course.features?.map((feature) => feature.k)).toEqual([
      'fairway',
      'fairway',
      'bunker',
      'bunker',
      'bunker',
    ]);
  });

  it('is deterministic: the same files give the same data set and version', async () => {
    const first = buildDataSet(await fixtureInputs()).dataSet;
    const second = buildDataSet([...(await fixtureInputs())].reverse()).dataSet;
    expect(second.version).toBe(first.version);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
  });

  it('refuses a file of an unknown format', () => {
    expect(() => readSourceJson({ hello: 'world' })).toThrow(/not a recognised format/);
  });
});

describe('the importer CSV', () => {
  const header =
    'club_id,club_name,country,state,latitude,longitude,city,amenities,course_name,tee_name,tee_color,course_rating,slope_rating,hole_number,par,handicap,distance_m';
  const holes = (tee: string, color: string, cr: string, slope: string, distances: number[]) =>
    PARS_18.slice(0, 9).map(
      (par, i) =>
        `F-1,"Golf ""Test""",FR,Bretagne,48.1,-1.6,Rennes,drivingRange;rentalCarts,Main,${tee},${color},${cr},${slope},${i + 1},${par},${2 * i + 1},${distances[i]}`,
    );
  const yellow = [300, 310, 150, 450, 320, 330, 140, 300, 470];
  const red = yellow.map((d) => d - 40);

  it('splits quoted fields', () => {
    expect(parseCsvRows('a,"b ""c"", d",e\r\n1,2,3\n')).toEqual([
      ['a', 'b "c", d', 'e'],
      ['1', '2', '3'],
    ]);
  });

  it('reads a club with a rated course and two tees', () => {
    const { clubs, problems } = readClubsCsv(
      [header, ...holes('Yellow', 'yellow', '34.1', '121', yellow), ...holes('Red', 'red', '', '', red)].join(
        '\n',
      ),
    );
    expect(problems).toEqual([]);
    expect(clubs).toHaveLength(1);
    const club = clubs[0]!;
    expect(club).toMatchObject({
      key: 'csv:F-1',
      name: 'Golf "Test"',
      country: 'FR',
      region: 'Bretagne',
      amenities: ['drivingRange', 'motorCart'],
    });
    expect(club.courses![0]).toMatchObject({ name: 'Main', holes: 9, par: 36 });
    expect(club.courses![0]!.tees.map((tee) => [tee.name, tee.cr, tee.slope])).toEqual([
      ['Yellow', 34.1, 121],
      ['Red', undefined, undefined],
    ]);
  });

  it('leaves out a club with a bad stroke index, a bad par or disagreeing rows, saying where', () => {
    const bad = holes('Yellow', 'yellow', '34.1', '121', yellow).map((row, i) =>
      i === 0
        ? row.replace(/,1,4,1,300$/, ',1,4,3,300')
        : i === 1
          ? row.replace(',34.1,', ',35.0,')
          : i === 2
            ? row.replace(/,3,3,5,150$/, ',3,7,5,150')
            : row,
    );
    const { clubs, problems } = readClubsCsv([header, ...bad].join('\n'));
    expect(clubs).toEqual([]);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/course_rating "35.0" differs/);
    expect(problems.map((p) => p.message).join('\n')).toMatch(/par "7" is not a number in 3..6/);
  });

  it('refuses unknown columns and amenities', () => {
    expect(readClubsCsv('club_id,colour\n1,red').problems[0]?.message).toMatch(/unknown columns: colour/);
    const { problems } = readClubsCsv(
      'club_id,club_name,country,latitude,longitude,amenities\n1,Golf,FR,48,2,sauna',
    );
    expect(problems[0]?.message).toMatch(/unknown amenity "sauna"/);
  });

  it('overrides the OSM club named by osm_id when built together', async () => {
    const csv = readClubsCsv(
      'club_id,osm_id,club_name,country,latitude,longitude,phone\nX,way/159744729,Golf du Léman,FR,46.27708,6.24885,+33 4 00 00 00 00',
    );
    const { dataSet } = buildDataSet([
      ...(await fixtureInputs()),
      { name: 'clubs.csv', csvClubs: csv.clubs },
    ]);
    const leman = dataSet.clubs.filter((club) => club.name === 'Golf du Léman');
    expect(leman).toHaveLength(1);
    expect(leman[0]).toMatchObject({ phone: '+33 4 00 00 00 00', city: 'Veigy-Foncenex' });
  });
});
