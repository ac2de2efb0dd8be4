/** Keys of the scores that have a name of their own, best first. */
export const NAMED_SCORE_KEYS = [
  'hole_in_one',
  'condor',
  'double_eagle',
  'eagle',
  'birdie',
  'par',
  'bogey',
  'double_bogey',
  'triple_bogey',
  'quadruple_bogey',
] as const;

/** A score with a name of its own ('double_eagle' is also called an albatross). */
export type NamedScoreKey = (typeof NAMED_SCORE_KEYS)[number];

/**
 * Every key `scoreName` can return, for translation files: the named scores plus 'over_par' and
 * 'under_par', which come with a count.
 */
export const SCORE_NAME_KEYS = [...NAMED_SCORE_KEYS, 'over_par', 'under_par'] as const;

/**
 * What a hole score is called, as a translation key. `toPar` is strokes minus par (negative under par) and
 * drives colour coding; scores without a name carry `count`, the number of strokes over or under par, for
 * plural-aware messages such as "{{count}} over par".
 */
export type ScoreName =
  | { readonly key: NamedScoreKey; readonly toPar: number }
  | { readonly key: 'over_par' | 'under_par'; readonly toPar: number; readonly count: number };

const NAME_BY_TO_PAR: ReadonlyMap<number, NamedScoreKey> = new Map([
  [-4, 'condor'],
  [-3, 'double_eagle'],
  [-2, 'eagle'],
  [-1, 'birdie'],
  [0, 'par'],
  [1, 'bogey'],
  [2, 'double_bogey'],
  [3, 'triple_bogey'],
  [4, 'quadruple_bogey'],
]);

/**
 * Names a hole score: a hole in one first (1 stroke on any par), then by strokes minus par from condor
 * (-4) to quadruple bogey (+4), and beyond that 'over_par' / 'under_par' with a count. Throws a RangeError
 * unless strokes and par are positive integers: an unplayed hole (score 0) has no name.
 */
export function scoreName(strokes: number, par: number): ScoreName {
  if (!Number.isInteger(strokes) || strokes < 1) {
    throw new RangeError(`scoreName: strokes must be a positive integer, got ${strokes}`);
  }
  if (!Number.isInteger(par) || par < 1) {
    throw new RangeError(`scoreName: par must be a positive integer, got ${par}`);
  }
  const toPar = strokes - par;
  if (strokes === 1) return { key: 'hole_in_one', toPar };
  const named = NAME_BY_TO_PAR.get(toPar);
  if (named !== undefined) return { key: named, toPar };
  return toPar > 0 ? { key: 'over_par', toPar, count: toPar } : { key: 'under_par', toPar, count: -toPar };
}
