// The importer's CSV: how a club or a federation loads its own (licensed) clubs, courses, tees and holes. The
// columns are documented in apps/server/seed-data/README.md; one row per tee per hole, or one row per club
// for a club without courses. Values repeated on several rows of one club or tee must agree.
import { AMENITY_FLAGS, amenityFlagOf } from '@fairway/contract';
import type { AmenityFlag } from '@fairway/contract';
import { isStrokeIndexPermutation, courseTypeOf } from './holes';
import type { DataSetClub, DataSetCourse, DataSetHole, DataSetTee } from './types';

/** The columns, in the documented order. `club_id`, `country` and the club's location are required. */
export const CSV_COLUMNS = [
  'club_id',
  'osm_id',
  'club_name',
  'address',
  'city',
  'zip',
  'country',
  'state',
  'latitude',
  'longitude',
  'phone',
  'email',
  'website_url',
  'description',
  'architect',
  'club_membership',
  'amenities',
  'course_name',
  'guest_policy',
  'tee_name',
  'tee_color',
  'course_rating',
  'slope_rating',
  'course_rating_w',
  'slope_rating_w',
  'hole_number',
  'par',
  'par_w',
  'handicap',
  'handicap_w',
  'distance_m',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

/** A problem with a CSV, with the 1-based line it was found on (0 for the file as a whole). */
export interface CsvProblem {
  line: number;
  message: string;
}

/** Splits RFC 4180 CSV text (quoted fields, doubled quotes, CRLF or LF) into rows of fields. */
export function parseCsvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

interface Row {
  line: number;
  get(column: Column): string;
}

const OSM_ID = /^(way|relation|node)\/\d+$/;

/**
 * Reads an importer CSV into data-set clubs. Every problem is reported with its line; a club with any problem is
 * left out whole, so a partly wrong scorecard never loads.
 */
export function readClubsCsv(text: string): { clubs: DataSetClub[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const rows = parseCsvRows(text);
  const header = (rows.shift() ?? []).map((cell) => cell.trim().toLowerCase());
  const unknown = header.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (unknown.length) problems.push({ line: 1, message: `unknown columns: ${unknown.join(', ')}` });
  for (const required of ['club_id', 'country', 'latitude', 'longitude'] as const) {
    if (!header.includes(required)) problems.push({ line: 1, message: `missing column ${required}` });
  }
  if (problems.length) return { clubs: [], problems };
  const index = new Map(header.map((name, i) => [name, i]));
  const records: Row[] = rows.map((cells, i) => ({
    line: i + 2,
    get: (column) => (index.has(column) ? (cells[index.get(column)!] ?? '').trim() : ''),
  }));

  const byClub = new Map<string, Row[]>();
  for (const row of records) {
    const id = row.get('club_id');
    if (!id) {
      problems.push({ line: row.line, message: 'club_id is empty' });
      continue;
    }
    const list = byClub.get(id);
    if (list) list.push(row);
    else byClub.set(id, [row]);
  }
  const clubs: DataSetClub[] = [];
  for (const [clubId, clubRows] of byClub) {
    const before = problems.length;
    const club = readClub(clubId, clubRows, problems);
    if (club && problems.length === before) clubs.push(club);
  }
  return { clubs, problems };
}

/** The one value of `column` over rows (empty ones ignored); a disagreement is a problem. */
function single(rows: readonly Row[], column: Column, problems: CsvProblem[]): string {
  let value = '';
  for (const row of rows) {
    const cell = row.get(column);
    if (!cell) continue;
    if (value && cell !== value) {
      problems.push({
        line: row.line,
        message: `${column} "${cell}" differs from "${value}" on an earlier row`,
      });
    } else value = cell;
  }
  return value;
}

function number(
  row: Row | undefined,
  value: string,
  column: string,
  problems: CsvProblem[],
  range: [number, number],
  integer = true,
): number | undefined {
  if (!value) return undefined;
  const parsed = Number(value);
  if (
    !Number.isFinite(parsed) ||
    (integer && !Number.isInteger(parsed)) ||
    parsed < range[0] ||
    parsed > range[1]
  ) {
    problems.push({
      line: row?.line ?? 0,
      message: `${column} "${value}" is not a number in ${range[0]}..${range[1]}`,
    });
    return undefined;
  }
  return parsed;
}

function readClub(clubId: string, rows: Row[], problems: CsvProblem[]): DataSetClub | undefined {
  const first = rows[0]!;
  const get = (column: Column) => single(rows, column, problems);
  const osmId = get('osm_id');
  if (osmId && !OSM_ID.test(osmId))
    problems.push({ line: first.line, message: `osm_id "${osmId}" is not like way/123` });
  const name = get('club_name');
  const country = get('country').toUpperCase();
  if (!/^[A-Z]{2}$/.test(country))
    problems.push({ line: first.line, message: 'country must be an ISO 3166-1 alpha-2 code' });
  const lat = number(first, get('latitude'), 'latitude', problems, [-90, 90], false);
  const lng = number(first, get('longitude'), 'longitude', problems, [-180, 180], false);
  if (lat === undefined || lng === undefined)
    problems.push({ line: first.line, message: 'latitude and longitude are required' });
  if (!name && !osmId) problems.push({ line: first.line, message: 'club_name is required' });
  const membership = get('club_membership');
  if (membership && membership !== 'required' && membership !== 'not_required') {
    problems.push({ line: first.line, message: 'club_membership must be required or not_required' });
  }
  const amenities: AmenityFlag[] = [];
  for (const item of get('amenities')
    .split(/[;|]/)
    .map((part) => part.trim())
    .filter(Boolean)) {
    const flag = amenityFlagOf(item);
    if (!flag)
      problems.push({
        line: first.line,
        message: `unknown amenity "${item}" (one of ${AMENITY_FLAGS.join(', ')})`,
      });
    else if (!amenities.includes(flag)) amenities.push(flag);
  }
  const courseRows = rows.filter((row) => row.get('course_name'));
  const courses = courseRows.length
    ? readCourses(osmId ? `osm:${osmId}` : `csv:${clubId}`, courseRows, problems)
    : undefined;
  if (lat === undefined || lng === undefined) return undefined;
  const optional = <K extends string>(key: K, value: string) =>
    (value ? { [key]: value } : {}) as Partial<Record<K, string>>;
  return {
    key: osmId ? `osm:${osmId}` : `csv:${clubId}`,
    slug: '',
    name: name || osmId,
    country,
    ...optional('region', get('state')),
    ...optional('address', get('address')),
    ...optional('city', get('city')),
    ...optional('zip', get('zip')),
    ...optional('phone', get('phone')),
    ...optional('email', get('email')),
    ...optional('website', get('website_url')),
    ...optional('description', get('description')),
    ...optional('architect', get('architect')),
    ...(membership === 'required' || membership === 'not_required' ? { membership: membership } : {}),
    lat,
    lng,
    ...(amenities.length ? { amenities } : {}),
    ...(courses ? { courses } : {}),
  };
}

function readCourses(clubKey: string, rows: Row[], problems: CsvProblem[]): DataSetCourse[] {
  const byCourse = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byCourse.get(row.get('course_name'));
    if (list) list.push(row);
    else byCourse.set(row.get('course_name'), [row]);
  }
  const courses: DataSetCourse[] = [];
  for (const [courseName, courseRows] of byCourse) {
    const byTee = new Map<string, Row[]>();
    for (const row of courseRows) {
      const tee = row.get('tee_name') || 'Standard';
      const list = byTee.get(tee);
      if (list) list.push(row);
      else byTee.set(tee, [row]);
    }
    const tees: DataSetTee[] = [];
    let size = 0;
    for (const [teeName, teeRows] of byTee) {
      const first = teeRows[0]!;
      const get = (column: Column) => single(teeRows, column, problems);
      const holes: DataSetHole[] = [];
      const seen = new Set<number>();
      for (const row of teeRows) {
        const n = number(row, row.get('hole_number'), 'hole_number', problems, [1, 18]);
        const par = number(row, row.get('par'), 'par', problems, [3, 6]);
        if (n === undefined || par === undefined) {
          if (!row.get('hole_number') || !row.get('par'))
            problems.push({ line: row.line, message: 'hole_number and par are required on a course row' });
          continue;
        }
        if (seen.has(n))
          problems.push({ line: row.line, message: `hole ${n} appears twice for tee ${teeName}` });
        seen.add(n);
        const parW = number(row, row.get('par_w'), 'par_w', problems, [3, 6]);
        const si = number(row, row.get('handicap'), 'handicap', problems, [1, 18]);
        const siW = number(row, row.get('handicap_w'), 'handicap_w', problems, [1, 18]);
        const d = number(row, row.get('distance_m'), 'distance_m', problems, [1, 1000]);
        holes.push({
          n,
          par,
          ...(parW !== undefined ? { parW } : {}),
          ...(si !== undefined ? { si } : {}),
          ...(siW !== undefined ? { siW } : {}),
          ...(d !== undefined ? { d } : {}),
        });
      }
      holes.sort((a, b) => a.n - b.n);
      const count = holes.length;
      if (!(count === 9 || count === 18) || holes.some((hole, i) => hole.n !== i + 1)) {
        problems.push({
          line: first.line,
          message: `course "${courseName}" tee "${teeName}" must have holes 1..9 or 1..18 once each`,
        });
      }
      const sis = holes.map((hole) => hole.si).filter((si): si is number => si !== undefined);
      if (sis.length && (sis.length !== count || !isStrokeIndexPermutation(sis, count))) {
        problems.push({
          line: first.line,
          message: `course "${courseName}" tee "${teeName}": handicap (stroke index) must be a permutation of 1..${count} (or odd/even for 9 holes)`,
        });
      }
      if (size && size !== count)
        problems.push({
          line: first.line,
          message: `course "${courseName}": tees have different hole counts`,
        });
      size = count;
      const cr = number(first, get('course_rating'), 'course_rating', problems, [20, 90], false);
      const slope = number(first, get('slope_rating'), 'slope_rating', problems, [55, 155]);
      const crW = number(first, get('course_rating_w'), 'course_rating_w', problems, [20, 90], false);
      const slopeW = number(first, get('slope_rating_w'), 'slope_rating_w', problems, [55, 155]);
      const color = get('tee_color').toLowerCase();
      tees.push({
        name: teeName,
        ...(color ? { color } : {}),
        ...(cr !== undefined ? { cr } : {}),
        ...(slope !== undefined ? { slope } : {}),
        ...(crW !== undefined ? { crW } : {}),
        ...(slopeW !== undefined ? { slopeW } : {}),
        holes,
      });
    }
    const card = tees[0]?.holes ?? [];
    const guestPolicy = single(courseRows, 'guest_policy', problems);
    courses.push({
      key: `${clubKey}#csv:${courseName.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-')}`,
      name: courseName,
      holes: size,
      par: card.reduce((sum, hole) => sum + hole.par, 0),
      ...(card.length ? { type: courseTypeOf(card.map((hole) => hole.par)) } : {}),
      ...(guestPolicy ? { guestPolicy } : {}),
      tees,
    });
  }
  return courses;
}
