// Hole rules of the importer: reading a hole number from OSM `ref`/`name`, and turning a group of holes into a
// course only when its numbering, pars and stroke indexes are complete and consistent (data README, defects).
import { haversineMeters, pathLengthMeters } from '@fairway/golf';
import type { CourseType } from '@fairway/contract';
import type { DataSetGeometry, DataSetHole, DataSetTee, LngLat } from './types';

/** Why a single hole could not be placed in a course. */
export type HoleRejection = 'unreadable_hole_number' | 'ambiguous_hole_number' | 'ref_name_disagree';

/** Why a group of holes did not become a course. */
export type CourseRejection =
  | 'duplicate_hole_numbers'
  | 'incomplete_numbering'
  | 'par_si_swapped'
  | 'par_in_si_field'
  | 'par_out_of_range'
  | 'par_missing'
  | 'si_out_of_range'
  | 'si_duplicate'
  | 'si_incomplete'
  | 'si_not_permutation';

/** A hole number read from text, with the loop label around it (`"Le Breuil - Trou n°14"` → 14, "le breuil"). */
export interface ReadNumber {
  number: number;
  /** Folded loop label, '' when none. */
  label: string;
  /** The label as written, for course names. */
  labelText: string;
}

const HOLE_WORDS = new Set([
  'trou',
  'hole',
  'hoyo',
  'forat',
  'buca',
  'bahn',
  'loch',
  'hal',
  'hull',
  'n',
  'no',
  'nr',
  'num',
  'numero',
]);
/** "9 trous", "18 holes": the size of a loop, part of its label rather than a hole number. */
const LOOP_SIZE = /\b(\d{1,2})[\s_-]*(trous|holes|hoyos|forats|buche|loecher|hull)\b/g;

function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[°º#_]/g, ' ');
}

/**
 * Reads a hole number from a ref or name: one number token (1..27) and the words around it as the loop label.
 * `"B4"` → 4 "b"; `"9 trous - 6"` → 6 "9 trous"; `"1-10"` and `"3 ou 12"` (one hole played as n and n + 9)
 * → 1 and 3; `"10/12"` (hole 10 of 12) → 10. Answers `'ambiguous'` for several numbers or loops (`"A1;C1"`,
 * `"18Bis"`) and `undefined` when there is no number at all (`"*"`, `"La Rosta"`).
 */
export function readHoleNumber(text: string): ReadNumber | 'ambiguous' | undefined {
  const source = plain(text).trim();
  if (source.includes(';')) return 'ambiguous';
  const pair = /^(\d{1,2})\s*(-|\/|ou|or|o|y)\s*(\d{1,2})$/.exec(source);
  if (pair) {
    const first = Number(pair[1]);
    const second = Number(pair[3]);
    if (pair[2] === '/' ? first <= second : second === first + 9)
      return { number: first, label: '', labelText: '' };
    return 'ambiguous';
  }
  const sizeLabels: string[] = [];
  const withoutSizes = source.replace(LOOP_SIZE, (_match, size: string, word: string) => {
    sizeLabels.push(`${Number(size)} ${word}`);
    return ' ';
  });
  const tokens = withoutSizes
    .replace(/([a-z])(\d)/g, '$1 $2')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const numbers = tokens.filter((token) => /^\d+$/.test(token));
  if (numbers.length === 0) return undefined;
  if (numbers.length > 1) return 'ambiguous';
  const number = Number(numbers[0]);
  if (number < 1 || number > 27) return 'ambiguous';
  const words = tokens.filter((token) => !/^\d+$/.test(token) && !HOLE_WORDS.has(token));
  if (words.includes('bis') || words.includes('ter')) return 'ambiguous';
  const label = [...sizeLabels, ...words].join(' ');
  return { number, label, labelText: loopLabelText(text, label) };
}

/** The label in the original spelling: the text minus the number, hole words and separators at the ends. */
function loopLabelText(text: string, label: string): string {
  if (!label) return '';
  const cleaned = text
    .replace(/_+/g, ' ')
    .replace(/\b(trou|hole|hoyo|forat|buca|bahn|loch)\b/gi, ' ')
    .replace(/\bn[°º]\s*/gi, ' ')
    .replace(/(^|[^\d])\d{1,2}(?![\d]|\s*(trous|holes|hoyos))/i, '$1 ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–:,.;/#]+|[\s\-–:,.;/#]+$/g, '')
    .trim();
  return cleaned || label;
}

/** A hole with its number read and its loop label decided. */
export interface NumberedHole {
  number: number;
  label: string;
  labelText: string;
  par: number | null;
  handicap: number | null;
  distances: Record<string, number>;
  wayId: string | null;
  lat: number | null;
  lng: number | null;
  line?: LngLat[];
  tee?: LngLat | null;
  green?: LngLat | null;
  teeOutline?: LngLat[] | null;
  greenOutline?: LngLat[] | null;
}

/**
 * Reads the number of an OSM hole from its `ref`, checked against its `name`: a name that carries a different
 * number (`"Les Cerfs - 14"` with ref 15; `"Hole 5"` with ref 1) rejects the hole. A hole without a ref takes
 * the number of its name. The loop label comes from the ref, else from the name.
 */
export function numberHole(ref: string | null, name: string | null): ReadNumber | HoleRejection {
  const fromRef = ref ? readHoleNumber(ref) : undefined;
  const fromName = name ? readHoleNumber(name) : undefined;
  if (fromRef === 'ambiguous') return 'ambiguous_hole_number';
  if (!fromRef) {
    if (fromName && fromName !== 'ambiguous' && !ref) return fromName;
    return 'unreadable_hole_number';
  }
  if (fromName && fromName !== 'ambiguous') {
    if (fromName.number !== fromRef.number) return 'ref_name_disagree';
    if (!fromRef.label && fromName.label) return fromName;
  }
  return fromRef;
}

/** Par estimation thresholds, metres of hole length (men's guidance): par 3 up to 230 m, par 4 up to 430 m. */
export const PAR_ESTIMATE_METERS = { par3Max: 230, par4Max: 430 } as const;

/** Par for a hole of `meters` by {@link PAR_ESTIMATE_METERS}: 3, 4 or 5 (never 6). */
export function estimatePar(meters: number): number {
  if (meters <= PAR_ESTIMATE_METERS.par3Max) return 3;
  if (meters <= PAR_ESTIMATE_METERS.par4Max) return 4;
  return 5;
}

/** Tee distances outside this range (metres) are dropped as implausible. */
const DISTANCE_RANGE = { min: 40, max: 750 } as const;

/** Colours in the order tees are listed when their lengths tie; others follow alphabetically. */
const COLOUR_ORDER = ['black', 'gold', 'blue', 'white', 'yellow', 'green', 'red', 'orange', 'purple', 'grey'];

/** Whether stroke indexes form a valid set for a course of `holes` holes (9: 1..9, odd 1..17 or even 2..18). */
export function isStrokeIndexPermutation(indexes: readonly number[], holes: number): boolean {
  const sorted = [...indexes].sort((a, b) => a - b);
  const expect = (make: (i: number) => number) => sorted.every((value, i) => value === make(i));
  if (sorted.length !== holes) return false;
  if (holes === 18) return expect((i) => i + 1);
  if (holes === 9) return expect((i) => i + 1) || expect((i) => 2 * i + 1) || expect((i) => 2 * i + 2);
  return false;
}

/** A course assembled from its holes, ready for the data set. */
export interface AssembledCourse {
  holes: number;
  par: number;
  type: CourseType;
  tees: DataSetTee[];
  geometry?: DataSetGeometry[];
  parEstimated: number;
  hasStrokeIndex: boolean;
}

/** The text with its first letter upper-cased ("blanc" → "Blanc"). */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Course type from the pars: all par 3 → `par3`; par ≥ 68 (18 holes) or ≥ 34 (9) → `regulation`; else `executive`. */
export function courseTypeOf(pars: readonly number[]): CourseType {
  if (pars.every((par) => par === 3)) return 'par3';
  const total = pars.reduce((sum, par) => sum + par, 0);
  return total >= (pars.length >= 18 ? 68 : 34) ? 'regulation' : 'executive';
}

/**
 * Turns one group of holes into a course, or says why not. The group must hold holes 1..9 or 1..18 exactly once;
 * pars must be 3..6 (a missing par is estimated from the hole line, or from the longest tee distance, and
 * marked); stroke indexes must be a valid permutation, or absent on every hole. Swapped par/SI fields and pars
 * in the SI field are recognised and refused. Tees are the colours with a distance on every hole.
 */
export function assembleCourse(
  group: readonly NumberedHole[],
): { ok: true; course: AssembledCourse } | { ok: false; reason: CourseRejection; detail: string } {
  const fail = (reason: CourseRejection, detail: string) => ({ ok: false as const, reason, detail });
  const byNumber = new Map<number, NumberedHole>();
  const duplicates = new Set<number>();
  for (const hole of group) {
    if (byNumber.has(hole.number)) duplicates.add(hole.number);
    byNumber.set(hole.number, hole);
  }
  if (duplicates.size > 0)
    return fail('duplicate_hole_numbers', `holes ${[...duplicates].sort((a, b) => a - b).join(', ')} twice`);
  const size = group.length;
  const missing = (n: number) => Array.from({ length: n }, (_, i) => i + 1).filter((i) => !byNumber.has(i));
  if ((size !== 9 && size !== 18) || missing(size).length > 0) {
    const target = size <= 9 ? 9 : 18;
    return fail(
      'incomplete_numbering',
      `${size} holes; missing ${missing(target).join(', ') || 'none'} of 1..${target}`,
    );
  }
  const holes = [...byNumber.values()].sort((a, b) => a.number - b.number);

  const presentSi = holes.map((hole) => hole.handicap).filter((si): si is number => si !== null);
  const presentPar = holes.map((hole) => hole.par).filter((par): par is number => par !== null);
  const bigPars = presentPar.filter((par) => par > 6).length;
  const siLookLikePars = presentSi.length > 0 && presentSi.every((si) => si >= 3 && si <= 6);
  if (bigPars >= size / 2 && siLookLikePars)
    return fail('par_si_swapped', `${bigPars} pars above 6 and every SI in 3..6`);
  if (presentSi.length === size && siLookLikePars)
    return fail('par_in_si_field', 'every SI is in 3..6: they are pars');
  const badPar = holes.find((hole) => hole.par !== null && (hole.par < 3 || hole.par > 6));
  if (badPar) return fail('par_out_of_range', `hole ${badPar.number} has par ${badPar.par}`);

  const geometry: DataSetGeometry[] = [];
  const pars: number[] = [];
  const estimated: boolean[] = [];
  for (const hole of holes) {
    const length = hole.line && hole.line.length >= 2 ? lineLength(hole.line) : null;
    if (length !== null && hole.line) {
      geometry.push({
        n: hole.number,
        ...(hole.tee ? { tee: hole.tee } : {}),
        ...(hole.green ? { green: hole.green } : {}),
        line: hole.line,
        length: Math.round(length),
        ...(hole.teeOutline ? { teeRing: hole.teeOutline } : {}),
        ...(hole.greenOutline ? { greenRing: hole.greenOutline } : {}),
      });
    }
    if (hole.par !== null) {
      pars.push(hole.par);
      estimated.push(false);
      continue;
    }
    const longest = Math.max(0, ...Object.values(validDistances(hole.distances)));
    const basis = length ?? (longest > 0 ? longest : null);
    if (basis === null) return fail('par_missing', `hole ${hole.number} has no par, no line and no distance`);
    pars.push(estimatePar(basis));
    estimated.push(true);
  }

  let hasStrokeIndex = false;
  if (presentSi.length > 0) {
    const outOfRange = holes.find(
      (hole) => hole.handicap !== null && (hole.handicap < 1 || hole.handicap > 18),
    );
    if (outOfRange) return fail('si_out_of_range', `hole ${outOfRange.number} has SI ${outOfRange.handicap}`);
    if (presentSi.length < size) return fail('si_incomplete', `${size - presentSi.length} holes without SI`);
    const seen = new Set<number>();
    const repeated = presentSi.filter((si) => (seen.has(si) ? true : (seen.add(si), false)));
    if (repeated.length > 0)
      return fail('si_duplicate', `SI ${[...new Set(repeated)].join(', ')} more than once`);
    if (!isStrokeIndexPermutation(presentSi, size))
      return fail('si_not_permutation', `SIs ${[...presentSi].sort((a, b) => a - b).join(',')}`);
    hasStrokeIndex = true;
  }

  const colours = new Set(holes.flatMap((hole) => Object.keys(validDistances(hole.distances))));
  const fullColours = [...colours].filter((colour) =>
    holes.every((hole) => validDistances(hole.distances)[colour] !== undefined),
  );
  const teeHoles = (colour: string | null): DataSetHole[] =>
    holes.map((hole, i) => {
      const distance = colour ? validDistances(hole.distances)[colour] : undefined;
      return {
        n: hole.number,
        par: pars[i]!,
        ...(hole.handicap !== null ? { si: hole.handicap } : {}),
        ...(distance !== undefined ? { d: distance } : {}),
        ...(estimated[i] ? { est: true as const } : {}),
      };
    });
  const tees: DataSetTee[] = fullColours.length
    ? fullColours
        .map((colour) => ({ name: capitalise(colour), color: colour, holes: teeHoles(colour) }))
        .sort(
          (a, b) =>
            totalOf(b) - totalOf(a) ||
            colourRank(a.color) - colourRank(b.color) ||
            a.color.localeCompare(b.color),
        )
    : [{ name: 'Standard', holes: teeHoles(null) }];

  return {
    ok: true,
    course: {
      holes: size,
      par: pars.reduce((sum, par) => sum + par, 0),
      type: courseTypeOf(pars),
      tees,
      ...(geometry.length === size ? { geometry } : {}),
      parEstimated: estimated.filter(Boolean).length,
      hasStrokeIndex,
    },
  };
}

function validDistances(distances: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [colour, metres] of Object.entries(distances)) {
    if (Number.isInteger(metres) && metres >= DISTANCE_RANGE.min && metres <= DISTANCE_RANGE.max)
      out[colour] = metres;
  }
  return out;
}

const totalOf = (tee: DataSetTee): number => tee.holes.reduce((sum, hole) => sum + (hole.d ?? 0), 0);
const colourRank = (colour: string): number => {
  const rank = COLOUR_ORDER.indexOf(colour);
  return rank === -1 ? COLOUR_ORDER.length : rank;
};

function lineLength(line: readonly LngLat[]): number {
  return pathLengthMeters(line.map(([lng, lat]) => ({ lat, lng })));
}

/** Metres between two `[lng, lat]` points. */
export function metersBetween(a: LngLat, b: LngLat): number {
  return haversineMeters({ lat: a[1], lng: a[0] }, { lat: b[1], lng: b[0] });
}
