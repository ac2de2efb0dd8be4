import type {
  Club,
  ClubDetail,
  ClubPinsPage,
  ClubSummariesPage,
  ClubSuggestion,
  ClubsPage,
  CourseMap,
  CountryRegions,
  ErrorBody,
  SuggestionsPage,
} from '@fairway/contract';
import {
  ClubPin as ClubPinSchema,
  ClubPinsPage as ClubPinsPageSchema,
  ClubSummariesPage as ClubSummariesPageSchema,
  ClubSummary as ClubSummarySchema,
  ClubsPage as ClubsPageSchema,
} from '@fairway/contract';
import { greenDistances } from '@fairway/golf';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../../db/schema';
import { bearer, buildTestApp, createUser } from '../../test/app';
import type { TestApp, TestUser } from '../../test/app';
import { createClubsRepository } from './clubs.repository';
import type { ClubRow } from './clubs.repository';
import { toClub } from './clubs.service';
import { loadSeedData } from './seed';

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

/**
 * Two pages of clubs are the same: the same clubs in the same order, every field equal, their distances within a
 * micrometre (a page chosen in memory computes them by the database's formula, and the sine and cosine of the two
 * runtimes may differ in their last bit).
 */
function expectSameClubs<Row extends { distanceMeters: number | null }>(
  actual: { rows: Row[]; total: number },
  expected: { rows: Row[]; total: number },
  message?: string,
) {
  const withoutDistance = ({ rows, total }: { rows: Row[]; total: number }) => ({
    rows: rows.map(({ distanceMeters: _distance, ...row }) => row),
    total,
  });
  expect(withoutDistance(actual), message).toEqual(withoutDistance(expected));
  actual.rows.forEach((row, i) =>
    expect(Math.abs(row.distanceMeters! - expected.rows[i]!.distanceMeters!), message).toBeLessThan(1e-6),
  );
}

describe('clubs API on the committed data set', () => {
  let t: TestApp;
  let golfer: TestUser;
  let admin: TestUser;
  let total: number;
  beforeAll(async () => {
    t = await buildTestApp();
    total = (await loadSeedData(t.database, { info: () => undefined })).clubs;
    golfer = await createUser(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(() => t.close());

  const get = (url: string, user: TestUser = golfer) =>
    t.app.inject({ method: 'GET', url, headers: bearer(user) });
  const list = async (query: string, user?: TestUser) => {
    const response = await get(`/api/golf-clubs?${query}`, user);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = response.json<ClubsPage>();
    // The route writes its answer without the schema's check (clubs.routes.ts): each must still be exactly one,
    // nothing missing, nothing of the wrong type, nothing more.
    expect(ClubsPageSchema.parse(page)).toEqual(page);
    return page;
  };
  const post = (url: string, payload: unknown, user: TestUser = golfer) =>
    t.app.inject({ method: 'POST', url, headers: bearer(user), payload: payload as Record<string, unknown> });

  it.each([
    ['GET', '/api/golf-clubs'],
    ['GET', '/api/golf-clubs/golf-du-leman-veigy-foncenex'],
    ['GET', '/api/golf-clubs/golf-du-leman-veigy-foncenex/courses'],
    ['GET', '/api/golf-clubs/by-country?country=france'],
    ['POST', '/api/golf-clubs/golf-du-leman-veigy-foncenex'],
    ['POST', '/api/golf-clubs/golf-du-leman-veigy-foncenex/suggestions'],
    ['GET', '/api/golf-clubs/suggestions'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? { name: 'X' } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('unauthorized');
  });

  describe('GET /golf-clubs', () => {
    it('pages through every club by name, 20 at a time', async () => {
      const page = await list('');
      expect(page.metadata).toEqual({ page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) });
      expect(page.clubs).toHaveLength(20);
      const names = page.clubs.map((club) => club.name);
      expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
      const second = await list('page=2&limit=100');
      expect(second.clubs).toHaveLength(100);
      expect(second.metadata.page).toBe(2);
      const past = await list(`page=${Math.ceil(total / 100) + 1}&limit=100`);
      expect(past).toEqual({
        clubs: [],
        metadata: { page: Math.ceil(total / 100) + 1, limit: 100, total, totalPages: Math.ceil(total / 100) },
      });
    });

    it('answers the contract shape: amenities as 16 flags, not a favorite, no distance without a location', async () => {
      const [club] = (await list('limit=1')).clubs;
      expect(Object.keys(club!.amenities)).toHaveLength(16);
      expect(club).toMatchObject({ isFavorite: false, distance: null });
      expect(club).not.toHaveProperty('courses');
    });

    it.each(['golf du leman', 'Golf du Lemman', 'GOLF DU LÉMAN', 'golf du leman veigy', 'du leman'])(
      'finds "Golf du Léman" first for "%s" (accents, case, typos)',
      async (text) => {
        const page = await list(`query=${encodeURIComponent(text)}`);
        expect(page.clubs[0]).toMatchObject({
          name: 'Golf du Léman',
          slug: 'golf-du-leman-veigy-foncenex',
          city: 'Veigy-Foncenex',
        });
      },
    );

    it('finds clubs by town and ignores an empty query', async () => {
      const page = await list('query=Veigy');
      expect(page.clubs.map((club) => club.name)).toContain('Golf du Léman');
      expect((await list('query=%20%20')).metadata.total).toBe(total);
    });

    it('lists the nearest clubs with their distance in km, within 50 km by default', async () => {
      const page = await list('latitude=46.2044&longitude=6.1432&limit=10');
      expect(page.clubs).toHaveLength(10);
      const distances = page.clubs.map((club) => club.distance!);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(Math.max(...distances)).toBeLessThanOrEqual(50);
      expect(page.metadata.total).toBeGreaterThan(10);
      const close = await list('latitude=46.2044&longitude=6.1432&maxDistance=8');
      expect(close.clubs.length).toBeGreaterThan(0);
      expect(close.clubs.every((club) => club.distance! <= 8)).toBe(true);
      const next = await list('latitude=46.2044&longitude=6.1432&limit=10&page=2');
      expect(next.metadata.total).toBe(page.metadata.total);
      expect(next.clubs[0]!.distance!).toBeGreaterThanOrEqual(distances[9]!);
      expect(next.clubs.map((club) => club.id)).not.toContain(page.clubs[0]!.id);
      const byName = await list('latitude=46.2044&longitude=6.1432&sortBy=name&limit=100');
      expect(byName.metadata.total).toBe(page.metadata.total);
    });

    it('counts the nearest clubs as the database counts the clubs within the radius', async () => {
      // The count of a page of nearest clubs comes from the catalogue (catalogue.ts); here the database's own rule.
      const counted = async (lat: number, lng: number, metres: number) => {
        const [row] = await t.database.db
          .select({ n: count() })
          .from(clubs)
          .where(
            sql`cube_distance(earth_point, ll_to_earth(${lat}, ${lng})) <= 2 * earth() * sin(${metres}::float8 / (2 * earth()))`,
          );
        return row!.n;
      };
      const places = [
        [46.2044, 6.1432], // Geneva
        [51.5074, -0.1278], // London
        [48.8566, 2.3522], // Paris
        [55.9533, -3.1883], // Edinburgh
        [40.4168, -3.7038], // Madrid
        [59.3293, 18.0686], // Stockholm
        [64.1466, -21.9426], // Reykjavik
        [45.0, 25.0],
      ] as const;
      let big = 0;
      for (const [lat, lng] of places) {
        for (const km of [5, 50, 200]) {
          const page = await list(`latitude=${lat}&longitude=${lng}&maxDistance=${km}&limit=1`);
          const expected = await counted(lat, lng, km * 1000);
          expect(page.metadata.total, `${lat}, ${lng} within ${km} km`).toBe(expected);
          if (expected > 100) big += 1;
        }
      }
      expect(big).toBeGreaterThan(3);
    });

    it('reads the nearest clubs from memory as the database reads them: the same clubs, fields and order', async () => {
      // The nearest clubs come from the catalogue (catalogue.ts); a filter that keeps every club (no amenity
      // required) sends the same list through the database's statement.
      const repository = createClubsRepository(t.database.db);
      const fan = await createUser(t.app);
      const geneva = { location: { lat: 46.2044, lng: 6.1432 }, radiusMeters: 50_000 };
      const third = (await repository.list(geneva, 'distance', { limit: 3, offset: 0 }, fan.id)).rows[2]!;
      const favorite = await post('/api/favorites-clubs', { clubId: third.id }, fan);
      expect(favorite.statusCode, favorite.body).toBe(200);
      let favorites = 0;
      for (const [lat, lng] of [
        [46.2044, 6.1432],
        [51.5074, -0.1278],
        [55.9533, -3.1883],
      ] as const) {
        const filter = { location: { lat, lng }, radiusMeters: 50_000 };
        for (const page of [
          { limit: 20, offset: 5 },
          { limit: 10, offset: 0 },
        ]) {
          const inMemory = await repository.list(filter, 'distance', page, fan.id);
          expect(inMemory.rows.length).toBe(page.limit);
          expectSameClubs(
            inMemory,
            await repository.list({ ...filter, amenities: [] }, 'distance', page, fan.id),
          );
          expect(inMemory.rows[0]!.createdAt).toBeInstanceOf(Date);
          favorites += inMemory.rows.filter((club) => club.isFavorite).length;
        }
      }
      expect(favorites).toBeGreaterThan(0);
    });

    it('pages the nearest clubs consistently: two pages of 10 are the first 20, with the same total', async () => {
      const repository = createClubsRepository(t.database.db);
      const places = [
        [46.2044, 6.1432],
        [45.764, 4.8357],
        [48.8566, 2.3522],
        [51.5074, -0.1278],
        [43.2965, 5.3698],
        [55.9533, -3.1883],
        [40.4168, -3.7038],
        [44.8378, -0.5792],
      ] as const;
      let full = 0;
      for (const [lat, lng] of places) {
        const filter = { location: { lat, lng }, radiusMeters: 50_000 };
        const first = await repository.list(filter, 'distance', { limit: 10, offset: 0 }, golfer.id);
        const second = await repository.list(filter, 'distance', { limit: 10, offset: 10 }, golfer.id);
        const both = await repository.list(filter, 'distance', { limit: 20, offset: 0 }, golfer.id);
        expect([...first.rows, ...second.rows]).toEqual(both.rows);
        if (both.rows.length === 20) {
          full += 1;
          expect(first.total).toBe(both.total);
          expect(second.total).toBe(both.total);
        }
      }
      expect(full).toBeGreaterThan(3);
    });

    it('writes a club row from its own fields: a copy changed since carries nothing of the club it copies', async () => {
      const repository = createClubsRepository(t.database.db);
      const geneva = { location: { lat: 46.2044, lng: 6.1432 }, radiusMeters: 50_000 };
      const [row] = (await repository.list(geneva, 'distance', { limit: 1, offset: 0 }, '')).rows;
      expect(Object.getOwnPropertySymbols(row!)).toEqual([]);
      const copy: ClubRow = { ...row!, name: 'Golf du "Lac" Bleu', amenities: ['restaurant'] };
      expect(JSON.parse(JSON.stringify(toClub(copy))) as Club).toMatchObject({
        name: 'Golf du "Lac" Bleu',
        amenities: { restaurant: true, drivingRange: false },
      });
      expect(JSON.parse(JSON.stringify(toClub(row!))) as Club).toMatchObject({ name: row!.name });
    });

    it('finds clubs by every word as a substring, or by similar words when none matches', async () => {
      const repository = createClubsRepository(t.database.db);
      const search = (text: string, fuzzy = false) =>
        repository.list(
          { text, ...(fuzzy ? { fuzzy } : {}) },
          'relevance',
          { limit: 20, offset: 0 },
          golfer.id,
        );
      expect((await search('leman')).rows.some((club) => club.name.includes('Léman'))).toBe(true);
      expect((await search('lyon')).rows.every((club) => !club.name.includes('Léman'))).toBe(true);
      expect((await search('lemman')).rows).toEqual([]);
      expect((await search('lemman', true)).rows[0]?.name).toMatch(/Léman/);
    });

    it('counts the clubs of a map view as the database counts the clubs inside its bounds', async () => {
      const counted = async (west: number, south: number, east: number, north: number) => {
        const inBox = (w: number, e: number) =>
          sql`point(${clubs.longitude}, ${clubs.latitude}) <@ box(point(${w}, ${south}), point(${e}, ${north}))`;
        const [row] = await t.database.db
          .select({ n: count() })
          .from(clubs)
          .where(west <= east ? inBox(west, east) : sql`(${inBox(west, 180)} OR ${inBox(-180, east)})`);
        return row!.n;
      };
      const views = [
        [5.8, 46.0, 6.5, 46.4], // Geneva at zoom ~10
        [-0.5, 51.3, 0.3, 51.7], // London
        [-11, 35, 11, 46], // France and Spain at zoom 4
        [-25, 50, 30, 72], // the north of Europe
        [170, -50, -170, -30], // across the antimeridian
        [-180, -90, 180, 90], // the world
      ] as const;
      for (const [west, south, east, north] of views) {
        const page = await list(`bounds=${west},${south},${east},${north}&limit=1`);
        expect(page.metadata.total, `${west},${south},${east},${north}`).toBe(
          await counted(west, south, east, north),
        );
        const located = await list(
          `bounds=${west},${south},${east},${north}&latitude=${south}&longitude=${west}&sortBy=distance&limit=1`,
        );
        expect(located.metadata.total).toBe(page.metadata.total);
      }
      expect((await list('bounds=-11,35,11,46&limit=1')).metadata.total).toBeGreaterThan(500);
    });

    it('chooses a map’s page from the clubs’ positions in memory exactly as the database chooses it, in every view', async () => {
      // A map's page (bounds, nearest the centre first, nothing else filtering) comes from the catalogue
      // (catalogue.ts); a filter that keeps every club (no amenity required) sends the same list through the
      // database's statement by place.
      const repository = createClubsRepository(t.database.db);
      const views = [
        { bounds: { west: 5.8, south: 46.0, east: 6.5, north: 46.4 }, location: { lat: 46.2, lng: 6.14 } },
        { bounds: { west: -0.5, south: 51.3, east: 0.3, north: 51.7 }, location: { lat: 51.5, lng: -0.1 } },
        { bounds: { west: -11, south: 35, east: 11, north: 46 }, location: { lat: 43, lng: 2 } },
        { bounds: { west: -25, south: 50, east: 30, north: 72 }, location: { lat: 60, lng: 10 } },
        { bounds: { west: 170, south: -50, east: -170, north: -30 }, location: { lat: -40, lng: 175 } },
        { bounds: { west: -180, south: -90, east: 180, north: 90 }, location: { lat: 46, lng: 2 } },
      ];
      let full = 0;
      for (const filter of views)
        for (const page of [
          { limit: 100, offset: 0 },
          { limit: 20, offset: 20 },
        ]) {
          const inMemory = await repository.listPins(filter, 'distance', page);
          const byDatabase = await repository.listPins({ ...filter, amenities: [] }, 'distance', page);
          // A pin's distance is computed in memory by the database's formula: the same to well under a micrometre
          // (the sine and cosine of the two runtimes may differ in their last bit), the rest exactly the same.
          expectSameClubs(inMemory, byDatabase, JSON.stringify({ filter, page }));
          if (inMemory.rows.length === page.limit) full += 1;
          expectSameClubs(
            await repository.listSummaries(filter, 'distance', page, golfer.id),
            await repository.listSummaries({ ...filter, amenities: [] }, 'distance', page, golfer.id),
          );
          expectSameClubs(
            await repository.list(filter, 'distance', page, golfer.id),
            await repository.list({ ...filter, amenities: [] }, 'distance', page, golfer.id),
          );
        }
      expect(full).toBeGreaterThan(4);

      // through the API too, as the search screen's map asks
      const api = await get(
        '/api/golf-clubs?bounds=5.8,46,6.5,46.4&latitude=46.2&longitude=6.14&sortBy=distance&limit=100&view=map',
      );
      const pins = api.json<ClubPinsPage>();
      expect(ClubPinsPageSchema.parse(pins)).toEqual(pins);
      expect(pins.clubs.map((club) => club.id)).toEqual(
        (
          await repository.listPins({ ...views[0]!, amenities: [] }, 'distance', { limit: 100, offset: 0 })
        ).rows.map((club) => club.id),
      );
      const distances = pins.clubs.map((club) => club.distance!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('keeps the text search beyond 50 km of the location and still gives the distance', async () => {
      const page = await list('query=golf%20du%20leman&latitude=48.8566&longitude=2.3522');
      expect(page.clubs[0]!.name).toBe('Golf du Léman');
      expect(page.clubs[0]!.distance).toBeGreaterThan(400);
    });

    it('reads bounds as west,south,east,north (= swLng,swLat,neLng,neLat)', async () => {
      const page = await list('bounds=5.8,45.9,6.6,46.5&limit=100');
      expect(page.clubs.length).toBeGreaterThan(5);
      for (const club of page.clubs) {
        expect(club.longitude).toBeGreaterThanOrEqual(5.8);
        expect(club.longitude).toBeLessThanOrEqual(6.6);
        expect(club.latitude).toBeGreaterThanOrEqual(45.9);
        expect(club.latitude).toBeLessThanOrEqual(46.5);
      }
      expect(page.clubs.map((club) => club.name)).toContain('Golf du Léman');
      // A viewport with a location: distances, no 50 km cut.
      const located = await list('bounds=-10,35,20,60&latitude=46.2&longitude=6.1&limit=5');
      expect(located.metadata.total).toBeGreaterThan(1000);
      expect(located.clubs[0]!.distance).not.toBeNull();
    });

    it('handles a viewport across the antimeridian', async () => {
      expect((await list('bounds=170,-10,-170,10')).metadata.total).toBe(0);
      // West of east is one box, east of west two (to 180° and from -180°): a list of one kind must not answer
      // with the other's statement, whichever ran first.
      const box = await list('bounds=5.8,45.9,6.6,46.5&limit=100');
      const across = await list('bounds=6.6,45.9,5.8,46.5&limit=100');
      expect(box.clubs.map((club) => club.name)).toContain('Golf du Léman');
      expect(across.clubs.map((club) => club.name)).not.toContain('Golf du Léman');
      expect(across.clubs.length).toBeGreaterThan(0);
      expect(across.clubs.every((club) => club.longitude >= 6.6 || club.longitude <= 5.8)).toBe(true);
    });

    it('filters by country (code, name slug, UK nation) and region', async () => {
      const france = await list('country=france&limit=100');
      expect(france.clubs.every((club) => club.country === 'FR' && club.countryName === 'France')).toBe(true);
      expect((await list('country=FR')).metadata.total).toBe(france.metadata.total);
      const scotland = await list('country=scotland&limit=100');
      expect(scotland.metadata.total).toBeGreaterThan(100);
      expect(scotland.clubs.every((club) => club.country === 'GB' && club.stateSlug === 'scotland')).toBe(
        true,
      );
      const region = await list('country=france&state=auvergne-rhone-alpes&limit=100');
      expect(region.clubs.every((club) => club.state === 'Auvergne-Rhône-Alpes')).toBe(true);
      expect(region.metadata.total).toBeLessThan(france.metadata.total);
      expect((await list('country=france&state=Auvergne-Rh%C3%B4ne-Alpes')).metadata.total).toBe(
        region.metadata.total,
      );
      expect((await list('country=france&state=atlantis')).metadata.total).toBe(0);
    });

    it('filters by holes and by amenities (all required; the spec’s aliases accepted)', async () => {
      const eighteen = await list('minHoles=18&limit=100');
      expect(eighteen.metadata.total).toBeGreaterThan(100);
      expect(eighteen.clubs.every((club) => club.holes! >= 18)).toBe(true);
      const nine = await list('maxHoles=9&limit=100');
      expect(nine.clubs.every((club) => club.holes! <= 9)).toBe(true);
      const ranges = await list('amenities=drivingRange&limit=100');
      expect(ranges.metadata.total).toBeGreaterThan(20);
      expect(ranges.clubs.every((club) => club.amenities.drivingRange)).toBe(true);
      expect((await list('amenities=drivingRange,lockerRooms')).metadata.total).toBe(0);
    });

    it('adds the courses (without hole geometry) when withCourses=true', async () => {
      const page = await list('query=golf%20du%20gouverneur&withCourses=true');
      const gouverneur = page.clubs.find((club) => club.slug === 'golf-du-gouverneur')!;
      expect(gouverneur.courses?.map((course) => course.courseName)).toEqual(['Le Breuil']);
      expect(gouverneur.courses?.[0]).not.toHaveProperty('holeGeometry');
      expect((await list('withCourses=false&limit=1')).clubs[0]).not.toHaveProperty('courses');
    });

    it.each([
      ['map', 'pins', ClubPinsPageSchema, ClubPinSchema],
      ['summary', 'a list’s rows', ClubSummariesPageSchema, ClubSummarySchema],
    ] as const)(
      'answers view=%s (%s): the same clubs, order and count, only the view’s fields',
      async (view, _what, pageSchema, clubSchema) => {
        const other = await createUser(t.app);
        const favorite = (await list('query=golf%20du%20leman&limit=1')).clubs[0]!;
        expect((await post('/api/favorites-clubs', { clubId: favorite.id }, other)).statusCode).toBe(200);
        const viewOf = async (query: string) => {
          const response = await get(`/api/golf-clubs?${query}&view=${view}`, other);
          expect(response.statusCode, response.body).toBe(200);
          const page = response.json<ClubPinsPage | ClubSummariesPage>();
          // exactly the view's fields, each of its type: nothing missing, nothing more
          expect(pageSchema.parse(page)).toEqual(page);
          for (const club of page.clubs)
            expect(Object.keys(club).sort()).toEqual(Object.keys(clubSchema.shape).sort());
          return page;
        };
        for (const query of [
          'bounds=5.8,45.9,6.6,46.5&latitude=46.2&longitude=6.2&sortBy=distance&limit=100', // Geneva, as the map asks
          'bounds=-11,35,11,46&latitude=40&longitude=0&sortBy=distance&limit=100', // France and Spain at zoom 4
          'bounds=-11,35,11,46&minHoles=18&limit=20&page=2', // filters, a second page
          'query=golf%20du%20leman&limit=5', // a search, the golfer's favorite among the clubs
          'query=golf%20du%20lemman&limit=5', // a misspelled search, found by similarity
          'latitude=55.95&longitude=-3.19&limit=10', // the nearest clubs
        ]) {
          const full = await list(query, other);
          const viewed = await viewOf(query);
          expect(viewed.metadata, query).toEqual(full.metadata);
          expect(full.clubs.length, query).toBeGreaterThan(0);
          expect(viewed.clubs, query).toEqual(
            full.clubs.map((club) => ({
              id: club.id,
              slug: club.slug,
              name: club.name,
              city: club.city,
              country: club.country,
              countryName: club.countryName,
              state: club.state,
              latitude: club.latitude,
              longitude: club.longitude,
              holes: club.holes,
              distance: club.distance,
              ...(view === 'summary' ? { isFavorite: club.isFavorite } : {}),
            })),
          );
        }
        if (view === 'summary') {
          const rows = (await viewOf('query=golf%20du%20leman&limit=5')).clubs as ClubSummariesPage['clubs'];
          expect(rows.find((club) => club.id === favorite.id)?.isFavorite).toBe(true);
          expect(rows.filter((club) => club.isFavorite)).toHaveLength(1);
          const golfers = (
            await get('/api/golf-clubs?query=golf%20du%20leman&limit=5&view=summary')
          ).json<ClubSummariesPage>();
          expect(golfers.clubs.find((club) => club.id === favorite.id)?.isFavorite).toBe(false); // someone else's
        }
        // and far fewer bytes
        const url = '/api/golf-clubs?bounds=-11,35,11,46&limit=100';
        const [fullBytes, viewBytes] = [
          (await get(url)).body.length,
          (await get(`${url}&view=${view}`)).body.length,
        ];
        expect(viewBytes).toBeLessThan(fullBytes / 2);
      },
    );

    it.each([
      ['page=0', 'validation_error', 'querystring.page'],
      ['page=abc', 'validation_error', 'querystring.page'],
      ['limit=101', 'validation_error', 'querystring.limit'],
      ['limit=0', 'validation_error', 'querystring.limit'],
      ['bounds=1,2,3', 'invalid_bounds', 'querystring.bounds'],
      ['bounds=a,b,c,d', 'invalid_bounds', 'querystring.bounds'],
      ['bounds=0,50,10,40', 'invalid_bounds', 'querystring.bounds'],
      ['bounds=0,-95,10,40', 'invalid_bounds', 'querystring.bounds'],
      ['bounds=-190,40,10,50', 'invalid_bounds', 'querystring.bounds'],
      ['latitude=100&longitude=3', 'invalid_location', 'querystring.latitude'],
      ['latitude=45&longitude=-181', 'invalid_location', 'querystring.longitude'],
      ['latitude=abc&longitude=3', 'validation_error', 'querystring.latitude'],
      ['latitude=45', 'invalid_location', 'querystring.longitude'],
      ['longitude=5', 'invalid_location', 'querystring.latitude'],
      ['sortBy=distance', 'invalid_location', 'querystring.latitude'],
      ['maxDistance=10', 'invalid_location', 'querystring.latitude'],
      ['latitude=45&longitude=5&maxDistance=-1', 'validation_error', 'querystring.maxDistance'],
      ['sortBy=price', 'validation_error', 'querystring.sortBy'],
      ['amenities=sauna', 'unknown_amenity', 'querystring.amenities'],
      ['amenities=drivingRange,sauna', 'unknown_amenity', 'querystring.amenities'],
      ['minHoles=18&maxHoles=9', 'validation_error', 'querystring.maxHoles'],
      ['withCourses=yes', 'validation_error', 'querystring.withCourses'],
      ['view=pins', 'validation_error', 'querystring.view'],
      ['view=map&withCourses=true', 'validation_error', 'querystring.withCourses'],
      ['view=summary&withCourses=true', 'validation_error', 'querystring.withCourses'],
      ['country=narnia', 'unknown_country', 'query.country'],
    ])('refuses %s with 400 %s on %s', async (query, code, field) => {
      const response = await get(`/api/golf-clubs?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
    });
  });

  describe('GET /golf-clubs/{id}', () => {
    it('answers a club by slug or id with courses, unrated tees, holes and hole geometry', async () => {
      const bySlug = await get('/api/golf-clubs/royal-zoute-golf-club');
      expect(bySlug.statusCode).toBe(200);
      const club = bySlug.json<ClubDetail>();
      expect((await get(`/api/golf-clubs/${club.id}`)).json<ClubDetail>()).toEqual(club);
      expect(club).toMatchObject({ country: 'BE', holes: 18, numberOfHoles: 18 });
      const [course] = club.courses;
      expect(course).toMatchObject({
        holes: 18,
        hasGps: true,
        facilityId: club.id,
        courseType: 'regulation',
      });
      const [tee] = course!.tees;
      expect(tee).toMatchObject({
        teeName: 'Standard',
        rated: false,
        courseCr: null,
        courseSlope: null,
        courseCrW: null,
        courseSlopeW: null,
      });
      expect(tee!.holes.map((hole) => hole.holeNumber)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(tee!.holes.every((hole) => hole.parEstimated && hole.handicap === null)).toBe(true);
      expect(course!.holeGeometry).toHaveLength(18);
      const [first] = course!.holeGeometry!;
      expect(first!.line.length).toBeGreaterThan(1);
      expect(first!.lengthMeters).toBeGreaterThan(50);
      expect(typeof first!.tee?.lat).toBe('number');
      expect(typeof first!.tee?.lng).toBe('number');
    });

    it('serves a course map: tee and green outlines per hole, fairways and bunkers, that the green distances read', async () => {
      const club = (await get('/api/golf-clubs/royal-zoute-golf-club')).json<ClubDetail>();
      const course = club.courses[0]!;
      const response = await get(`/api/courses/${course.id}/map`);
      expect(response.statusCode).toBe(200);
      const map = response.json<CourseMap>();
      expect(map.courseId).toBe(course.id);
      const kinds = new Set(map.features.map((feature) => feature.kind));
      expect([...kinds].sort()).toEqual(expect.arrayContaining(['bunker', 'fairway', 'green', 'tee']));
      const greens = map.features.filter((feature) => feature.kind === 'green');
      expect(greens.every((green) => green.holeNumber !== null && green.ring.length >= 3)).toBe(true);
      expect(
        map.features.filter((feature) => feature.kind === 'bunker').every((f) => f.holeNumber === null),
      ).toBe(true);
      // The green of hole 1 seen from its tee: front before centre before back, a green some metres deep.
      const green = greens.find((feature) => feature.holeNumber === 1)!;
      const line = course.holeGeometry!.find((hole) => hole.holeNumber === 1)!.line;
      const distances = greenDistances(
        line[0]!,
        green.ring.map(([lng, lat]) => ({ lat, lng })),
      );
      expect(distances.front).toBeLessThan(distances.centre);
      expect(distances.centre).toBeLessThan(distances.back);
      expect(Math.abs(distances.centre - course.holeGeometry![0]!.lengthMeters)).toBeLessThan(40);
    });

    it('answers an empty course map for a course without mapped polygons, 404 for no course', async () => {
      const club = (await get('/api/golf-clubs/golf-du-gouverneur')).json<ClubDetail>();
      const map = (await get(`/api/courses/${club.courses[0]!.id}/map`)).json<CourseMap>();
      expect(map.features).toEqual([]);
      const missing = await get('/api/courses/00000000-0000-4000-8000-000000000000/map');
      expect(missing.statusCode).toBe(404);
      expect(errorOf(missing).code).toBe('course_not_found');
    });

    it('gives a scorecard with stroke indexes and coloured tees where the data has them', async () => {
      const club = (await get('/api/golf-clubs/golf-du-gouverneur')).json<ClubDetail>();
      const [course] = club.courses;
      expect(course).toMatchObject({
        courseName: 'Le Breuil',
        par: 72,
        hasGps: false,
        courseId: 'osm:relation/8362488#le-breuil',
      });
      expect(course!.tees.map((tee) => tee.teeColor)).toEqual(['black', 'white', 'yellow']);
      expect(course!.tees[0]).toMatchObject({ totalDistance: 6432, rated: false });
      expect(course!.tees[0]!.holes[0]).toEqual({
        holeNumber: 1,
        par: 4,
        parW: null,
        handicap: 8,
        handicapW: null,
        distance: 377,
        parEstimated: false,
      });
    });

    it('answers 404 club_not_found for an unknown id or slug', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'no-such-club']) {
        const response = await get(`/api/golf-clubs/${id}`);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).code).toBe('club_not_found');
        expect((await get(`/api/golf-clubs/${id}/courses`)).statusCode).toBe(404);
      }
    });

    it('GET /golf-clubs/{id}/courses answers the courses alone', async () => {
      const response = await get('/api/golf-clubs/golf-du-gouverneur/courses');
      expect(response.statusCode).toBe(200);
      expect(response.json<{ courses: unknown[] }>().courses).toHaveLength(1);
      const empty = await get('/api/golf-clubs/golf-du-leman-veigy-foncenex/courses');
      expect(empty.json()).toEqual({ courses: [] });
    });
  });

  describe('GET /golf-clubs/by-country', () => {
    it('lists the regions of a country with their club counts', async () => {
      const response = await get('/api/golf-clubs/by-country?country=france');
      expect(response.statusCode).toBe(200);
      const { country, regions } = response.json<CountryRegions>();
      expect(country).toEqual({ code: 'FR', name: 'France', slug: 'france' });
      expect(regions.map((region) => region.slug)).toContain('corse');
      const rhone = regions.find((region) => region.slug === 'auvergne-rhone-alpes')!;
      expect(rhone.count).toBe((await list('country=FR&state=auvergne-rhone-alpes')).metadata.total);
      const uk = (await get('/api/golf-clubs/by-country?country=gb')).json<CountryRegions>();
      expect(uk.regions.map((region) => region.name)).toEqual([
        'England',
        'Northern Ireland',
        'Scotland',
        'Wales',
      ]);
      expect((await get('/api/golf-clubs/by-country?country=de')).json<CountryRegions>().regions).toEqual([]);
    });

    it('refuses a missing or unknown country', async () => {
      const missing = await get('/api/golf-clubs/by-country');
      expect(missing.statusCode).toBe(400);
      expect(errorOf(missing).field).toBe('querystring.country');
      const unknown = await get('/api/golf-clubs/by-country?country=atlantis');
      expect(errorOf(unknown)).toMatchObject({ code: 'unknown_country' });
    });
  });

  describe('editing a club', () => {
    const leman = '/api/golf-clubs/golf-du-leman-veigy-foncenex';

    it('refuses a normal user (403) and lets an admin edit (200)', async () => {
      const refused = await post(leman, { description: 'Vue sur le lac' });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused).code).toBe('forbidden');
      const edited = await post(
        leman,
        {
          description: 'Vue sur le lac',
          architect: 'Robert Berthet',
          amenities: { drivingRange: true, restaurant: true },
        },
        admin,
      );
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json<ClubDetail>()).toMatchObject({
        description: 'Vue sur le lac',
        architect: 'Robert Berthet',
        amenities: { drivingRange: true, restaurant: true, proShop: false },
        slug: 'golf-du-leman-veigy-foncenex',
      });
      const again = await post(leman, { amenities: { restaurant: false } }, admin);
      expect(again.json<ClubDetail>().amenities).toMatchObject({ drivingRange: true, restaurant: false });
      expect((await get(`${leman}`)).json<ClubDetail>().description).toBe('Vue sur le lac');
    });

    it('counts a club an admin moves at its new place at once, and shows it on the map there', async () => {
      // Around Geneva (a page of one is full, so the total is the count); Misery moves there and back. Both the
      // count and a map's page come from the catalogue.
      const near = 'latitude=46.2044&longitude=6.1432&maxDistance=15&limit=1';
      const map = async () => {
        const response = await get(
          '/api/golf-clubs?bounds=6.14,46.2,6.16,46.22&latitude=46.21&longitude=6.15&sortBy=distance&view=map',
        );
        return response.json<ClubPinsPage>().clubs.map((club) => club.slug);
      };
      const before = (await list(near)).metadata.total;
      expect(before).toBeGreaterThan(1);
      expect(await map()).not.toContain('golf-de-misery');
      const misery = (await get('/api/golf-clubs/golf-de-misery')).json<ClubDetail>();
      const moved = await post('/api/golf-clubs/golf-de-misery', { latitude: 46.21, longitude: 6.15 }, admin);
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await list(near)).metadata.total).toBe(before + 1);
      expect((await map())[0]).toBe('golf-de-misery');
      await post(
        '/api/golf-clubs/golf-de-misery',
        { latitude: misery.latitude, longitude: misery.longitude },
        admin,
      );
      expect((await list(near)).metadata.total).toBe(before);
      expect(await map()).not.toContain('golf-de-misery');
    });

    it('renames a club so that search finds its new name and its map pin shows it at once, and clears fields sent as null', async () => {
      // A map's pins come from the catalogue: read them once before the change.
      const misery = (await get('/api/golf-clubs/golf-de-misery')).json<ClubDetail>();
      const around = (lat: number, lng: number) =>
        `bounds=${lng - 0.1},${lat - 0.05},${lng + 0.1},${lat + 0.05}&latitude=${lat}&longitude=${lng}`;
      const pinOf = async () =>
        (await get(`/api/golf-clubs?${around(misery.latitude, misery.longitude)}&sortBy=distance&view=map`))
          .json<ClubPinsPage>()
          .clubs.find((club) => club.slug === 'golf-de-misery');
      expect((await pinOf())?.name).toBe(misery.name);
      // So do the nearest clubs: read them once before the change too.
      const nearestOf = async () =>
        (await list(`latitude=${misery.latitude}&longitude=${misery.longitude}&limit=3`)).clubs.find(
          (club) => club.slug === 'golf-de-misery',
        );
      expect((await nearestOf())?.phone).toBe(misery.phone);
      const renamed = await post(
        '/api/golf-clubs/golf-de-misery',
        { name: 'Golf des Mirabelles', phone: null },
        admin,
      );
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json<ClubDetail>().phone).toBeNull();
      expect((await list('query=mirabelles')).clubs[0]?.slug).toBe('golf-de-misery');
      expect((await pinOf())?.name).toBe('Golf des Mirabelles');
      expect(await nearestOf()).toMatchObject({ name: 'Golf des Mirabelles', phone: null });
    });

    it('enters tee ratings, which make the tee rated', async () => {
      const club = (await get('/api/golf-clubs/golf-du-gouverneur')).json<ClubDetail>();
      const tee = club.courses[0]!.tees[0]!;
      const response = await post(
        '/api/golf-clubs/golf-du-gouverneur',
        { tees: [{ teeId: tee.teeId, courseCr: 73.4, courseSlope: 138 }] },
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<ClubDetail>().courses[0]!.tees[0]).toMatchObject({
        courseCr: 73.4,
        courseSlope: 138,
        rated: true,
      });
    });

    it.each([
      [{}, 'validation_error', 'body'],
      [{ email: 'not-an-email' }, 'invalid_email', 'body.email'],
      [{ name: 'X' }, 'club_name_required', 'body.name'],
      [{ latitude: 91 }, 'invalid_location', 'body.latitude'],
      [{ websiteUrl: 'javascript:alert(1)' }, 'validation_error', 'body.websiteUrl'],
      [{ slug: 'new-slug' }, 'validation_error', 'body'],
      [{ amenities: { sauna: true } }, 'validation_error', 'body.amenities'],
      [
        { tees: [{ teeId: '00000000-0000-4000-8000-000000000000', courseSlope: 113 }] },
        'unknown_tee',
        'body.tees.0.teeId',
      ],
      [
        { tees: [{ teeId: '00000000-0000-4000-8000-000000000000', courseSlope: 200 }] },
        'validation_error',
        'body.tees.0.courseSlope',
      ],
    ])('refuses the edit %j with 400 %s on %s', async (payload, code, field) => {
      const response = await post(leman, payload, admin);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
    });

    it('answers 404 for an unknown club, even to an admin', async () => {
      const response = await post('/api/golf-clubs/no-such-club', { description: 'x' }, admin);
      expect(response.statusCode).toBe(404);
    });
  });

  describe('suggested corrections', () => {
    it('lets any user suggest, and only admins list, accept and reject', async () => {
      const created = await post('/api/golf-clubs/golf-du-gouverneur/suggestions', {
        changes: { phone: '+33 4 74 00 00 00', amenities: { proShop: true } },
        note: 'Numéro du club-house',
      });
      expect(created.statusCode, created.body).toBe(201);
      const suggestion = created.json<ClubSuggestion>();
      expect(suggestion).toMatchObject({
        status: 'pending',
        userId: golfer.id,
        clubSlug: 'golf-du-gouverneur',
        reviewedAt: null,
      });

      expect((await get('/api/golf-clubs/suggestions')).statusCode).toBe(403);
      expect((await post(`/api/golf-clubs/suggestions/${suggestion.id}/accept`, {})).statusCode).toBe(403);

      const pending = (await get('/api/golf-clubs/suggestions', admin)).json<SuggestionsPage>();
      expect(pending.suggestions.map((s) => s.id)).toContain(suggestion.id);

      const accepted = await post(`/api/golf-clubs/suggestions/${suggestion.id}/accept`, {}, admin);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json<ClubSuggestion>()).toMatchObject({ status: 'accepted', reviewedBy: admin.id });
      const club = (await get('/api/golf-clubs/golf-du-gouverneur')).json<ClubDetail>();
      expect(club).toMatchObject({ phone: '+33 4 74 00 00 00', amenities: { proShop: true } });

      const twice = await post(`/api/golf-clubs/suggestions/${suggestion.id}/reject`, {}, admin);
      expect(twice.statusCode).toBe(409);
      expect(errorOf(twice).code).toBe('suggestion_already_reviewed');
      const reviewed = (
        await get('/api/golf-clubs/suggestions?status=accepted', admin)
      ).json<SuggestionsPage>();
      expect(reviewed.suggestions.map((s) => s.id)).toContain(suggestion.id);
    });

    it('leaves the club alone when a suggestion is rejected', async () => {
      const created = (
        await post('/api/golf-clubs/golf-du-gouverneur/suggestions', {
          changes: { name: 'Golf du Gouverneur (fermé)' },
        })
      ).json<ClubSuggestion>();
      const rejected = await post(`/api/golf-clubs/suggestions/${created.id}/reject`, {}, admin);
      expect(rejected.json<ClubSuggestion>().status).toBe('rejected');
      expect((await get('/api/golf-clubs/golf-du-gouverneur')).json<Club>().name).toBe('Golf du Gouverneur');
    });

    it('refuses an invalid suggestion (400), an unknown club (404) and an unknown suggestion (404)', async () => {
      const invalid = await post('/api/golf-clubs/golf-du-gouverneur/suggestions', {
        changes: { email: 'nope' },
      });
      expect(invalid.statusCode).toBe(400);
      expect(errorOf(invalid).field).toBe('body.changes.email');
      expect((await post('/api/golf-clubs/nope/suggestions', { changes: { phone: '1' } })).statusCode).toBe(
        404,
      );
      const unknown = await post(
        '/api/golf-clubs/suggestions/00000000-0000-4000-8000-000000000000/accept',
        {},
        admin,
      );
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('suggestion_not_found');
      const malformed = await post('/api/golf-clubs/suggestions/not-a-uuid/accept', {}, admin);
      expect(errorOf(malformed).code).toBe('validation_error');
    });
  });

  it('documents the club routes and names their schemas in the OpenAPI reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<{
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/golf-clubs',
        '/api/golf-clubs/{id}',
        '/api/golf-clubs/{id}/courses',
        '/api/favorites-clubs',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Club',
        'ClubDetail',
        'Course',
        'Tee',
        'TeeHole',
        'HoleGeometry',
        'Amenities',
        'Region',
        'ClubEditBody',
      ]),
    );
  });

  it('tells each user whether a club is their favorite', async () => {
    const other = await createUser(t.app);
    expect((await post('/api/favorites-clubs', { clubId: 'golf-du-leman-veigy-foncenex' })).statusCode).toBe(
      200,
    );
    const mine = (await list('query=golf%20du%20leman')).clubs[0]!;
    const theirs = (await list('query=golf%20du%20leman', other)).clubs[0]!;
    expect([mine.isFavorite, theirs.isFavorite]).toEqual([true, false]);
    // The nearest clubs share the whole clubs kept in memory; the favorite flag is each viewer's own.
    const near = `latitude=${mine.latitude}&longitude=${mine.longitude}&limit=1`;
    expect((await list(near, other)).clubs[0]).toMatchObject({ id: mine.id, isFavorite: false });
    expect((await list(near)).clubs[0]).toMatchObject({ id: mine.id, isFavorite: true });
    expect((await post('/api/favorites-clubs', { clubId: mine.id }, other)).statusCode).toBe(200);
    expect((await list(near, other)).clubs[0]).toMatchObject({ id: mine.id, isFavorite: true });
    expect((await get('/api/golf-clubs/golf-du-leman-veigy-foncenex')).json<Club>().isFavorite).toBe(true);
  });
});
