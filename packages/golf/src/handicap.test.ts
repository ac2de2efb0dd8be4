import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handicapIndexOfRecord,
  exceptionalScoreReduction,
  FOURSOMES_ALLOWANCE,
  FOUR_BALL_MATCH_PLAY_ALLOWANCE,
  FOUR_BALL_STROKE_PLAY_ALLOWANCE,
  MATCH_PLAY_ALLOWANCE,
  SCRAMBLE_FOUR_PLAYER_ALLOWANCES,
  SCRAMBLE_TWO_PLAYER_ALLOWANCES,
  STABLEFORD_ALLOWANCE,
  STROKE_PLAY_ALLOWANCE,
  courseHandicap,
  differentialsCounted,
  foursomesTeamHandicap,
  handicapIndex,
  handicapsOffLowest,
  playingHandicap,
  scrambleAllowances,
  scrambleTeamHandicap,
  scoreDifferential,
} from './handicap';

/** Floor division of integers, exact for the small magnitudes used here. */
const floorDiv = (a: number, b: number): number => Math.floor(a / b);

describe('scoreDifferential', () => {
  it.each([
    { ags: 85, cr: 71.2, slope: 125, pcc: 0, expected: 12.5 }, // 113/125 × 13.8 = 12.4752
    { ags: 85, cr: 73.1, slope: 131, pcc: 0, expected: 10.3 }, // 113/131 × 11.9 = 10.2649
    { ags: 90, cr: 72, slope: 113, pcc: 0, expected: 18 },
    { ags: 90, cr: 72, slope: 113, pcc: 1, expected: 17 },
    { ags: 90, cr: 72, slope: 113, pcc: -1, expected: 19 },
    { ags: 95, cr: 70.5, slope: 140, pcc: 2, expected: 18.2 }, // 113/140 × 22.5 = 18.1607
    { ags: 68, cr: 70.1, slope: 120, pcc: 0, expected: -2 }, // 113/120 × -2.1 = -1.9775
    { ags: 72, cr: 73.5, slope: 130, pcc: 0, expected: -1.3 }, // 113/130 × -1.5 = -1.3038
    { ags: 70, cr: 70.45, slope: 113, pcc: 0, expected: -0.4 }, // -0.45 rounds half up
    { ags: 75, cr: 70.45, slope: 113, pcc: 0, expected: 4.6 }, // 4.55 rounds half up
  ])('AGS $ags on CR $cr / slope $slope, PCC $pcc → $expected', ({ ags, cr, slope, pcc, expected }) => {
    expect(scoreDifferential({ adjustedGrossScore: ags, courseRating: cr, slopeRating: slope, pcc })).toBe(
      expected,
    );
  });

  it('takes PCC as 0 when absent', () => {
    expect(scoreDifferential({ adjustedGrossScore: 85, courseRating: 71.2, slopeRating: 125 })).toBe(12.5);
  });

  it.each([0, -113, Number.NaN])('refuses slope rating %s', (slopeRating) => {
    expect(() => scoreDifferential({ adjustedGrossScore: 80, courseRating: 72, slopeRating })).toThrow(
      RangeError,
    );
  });

  it('refuses a non-finite score', () => {
    expect(() =>
      scoreDifferential({ adjustedGrossScore: Number.NaN, courseRating: 72, slopeRating: 113 }),
    ).toThrow(RangeError);
  });

  it('matches exact integer arithmetic on every realistic card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 55, max: 160 }),
        fc.integer({ min: 600, max: 800 }),
        fc.oneof(fc.constant(113), fc.integer({ min: 55, max: 155 })),
        fc.integer({ min: -1, max: 3 }),
        (ags, courseRatingTenths, slope, pcc) => {
          const differenceTenths = ags * 10 - courseRatingTenths - pcc * 10;
          const expectedTenths = floorDiv(2 * 113 * differenceTenths + slope, 2 * slope);
          const actual = scoreDifferential({
            adjustedGrossScore: ags,
            courseRating: courseRatingTenths / 10,
            slopeRating: slope,
            pcc,
          });
          expect(actual).toBe(expectedTenths / 10);
        },
      ),
    );
  });
});

describe('differentialsCounted', () => {
  it.each([
    { count: 0, expected: null },
    { count: 2, expected: null },
    { count: 3, expected: { lowest: 1, adjustment: -2 } },
    { count: 4, expected: { lowest: 1, adjustment: -1 } },
    { count: 5, expected: { lowest: 1, adjustment: 0 } },
    { count: 6, expected: { lowest: 2, adjustment: -1 } },
    { count: 8, expected: { lowest: 2, adjustment: 0 } },
    { count: 11, expected: { lowest: 3, adjustment: 0 } },
    { count: 14, expected: { lowest: 4, adjustment: 0 } },
    { count: 16, expected: { lowest: 5, adjustment: 0 } },
    { count: 18, expected: { lowest: 6, adjustment: 0 } },
    { count: 19, expected: { lowest: 7, adjustment: 0 } },
    { count: 20, expected: { lowest: 8, adjustment: 0 } },
    { count: 40, expected: { lowest: 8, adjustment: 0 } },
  ])('$count scores → $expected', ({ count, expected }) => {
    expect(differentialsCounted(count)).toEqual(expected);
  });
});

/** `count` differentials 10.0, 11.0, 12.0 … given newest-worst so that the function must sort them. */
const ladder = (count: number): number[] => Array.from({ length: count }, (_, i) => 10 + i).reverse();

/** The WHS index computed independently in whole tenths, for comparison. */
function referenceIndexTenths(tenths: number[], lowTenths?: number): number | null {
  const window = tenths.slice(-20);
  const counted = differentialsCounted(window.length);
  if (!counted) return null;
  const lowest = [...window].sort((a, b) => a - b).slice(0, counted.lowest);
  const sum = lowest.reduce((a, b) => a + b, 0) + counted.adjustment * 10 * lowest.length;
  let index = floorDiv(2 * sum + lowest.length, 2 * lowest.length);
  if (lowTenths !== undefined && index - lowTenths > 30) {
    const increase = index - lowTenths;
    index = lowTenths + Math.min(floorDiv(2 * 30 + (increase - 30) + 1, 2), 50);
  }
  return Math.min(index, 540);
}

describe('handicapIndex', () => {
  it.each([
    { count: 3, expected: 8 },
    { count: 4, expected: 9 },
    { count: 5, expected: 10 },
    { count: 6, expected: 9.5 },
    { count: 7, expected: 10.5 },
    { count: 8, expected: 10.5 },
    { count: 9, expected: 11 },
    { count: 11, expected: 11 },
    { count: 12, expected: 11.5 },
    { count: 14, expected: 11.5 },
    { count: 15, expected: 12 },
    { count: 16, expected: 12 },
    { count: 17, expected: 12.5 },
    { count: 18, expected: 12.5 },
    { count: 19, expected: 13 },
    { count: 20, expected: 13.5 },
  ])('$count differentials 10.0, 11.0, … → $expected', ({ count, expected }) => {
    expect(handicapIndex(ladder(count))).toBe(expected);
  });

  it.each([[[]], [[12.3]], [[12.3, 15.1]]])('is null with fewer than 3 scores: %j', (differentials) => {
    expect(handicapIndex(differentials)).toBeNull();
  });

  it('counts only the 20 most recent differentials (most recent last)', () => {
    expect(handicapIndex([0, ...ladder(20)])).toBe(13.5);
    // the newest 0.0 pushes out the oldest 29.0: (0 + 10 + … + 16) / 8 = 11.375
    expect(handicapIndex([...ladder(20), 0])).toBe(11.4);
  });

  it.each([
    { differentials: [10.1, 10.2, 20, 20, 20, 20], expected: 9.2 }, // 10.15 − 1 = 9.15 → 9.2
    { differentials: [10.1, 10.2, 20, 20, 20, 20, 20], expected: 10.2 }, // 10.15 → 10.2
    { differentials: [-1.3, 1.4, 5, 5, 5, 5, 5], expected: 0.1 }, // 0.05 → 0.1, free of binary error
    { differentials: [-2, -3.1, 5, 5, 5, 5, 5], expected: -2.5 }, // -2.55 → -2.5 (half up)
    { differentials: [-1.5, 4, 6], expected: -3.5 }, // plus index: -1.5 − 2.0
    { differentials: [60, 60, 60, 60, 60], expected: 54 },
  ])('$differentials → $expected', ({ differentials, expected }) => {
    expect(handicapIndex(differentials)).toBe(expected);
  });

  it.each([
    { calculated: 8, low: 10, expected: 8 },
    { calculated: 12, low: 10, expected: 12 },
    { calculated: 13, low: 10, expected: 13 }, // exactly 3.0 above: no cap
    { calculated: 14.1, low: 10, expected: 13.6 }, // 13.0 + 1.1 / 2 = 13.55 → 13.6
    { calculated: 14.5, low: 10, expected: 13.8 }, // 13.0 + 0.75 = 13.75 → 13.8
    { calculated: 17, low: 10, expected: 15 }, // soft cap reaches the hard cap
    { calculated: 20, low: 10, expected: 15 }, // hard cap: at most 5.0 above
    { calculated: 5, low: -1, expected: 3.5 }, // plus low index: 2.0 + 3.0 / 2
    { calculated: 54, low: 50, expected: 53.5 }, // 50 + 3.0 + 1.0 / 2
    { calculated: 57, low: 51, expected: 54 }, // 51 + 3.0 + 3.0 / 2 = 55.5, above the 54.0 ceiling
  ])('soft and hard caps: $calculated against low $low → $expected', ({ calculated, low, expected }) => {
    // five scores: the index is the lowest differential
    const differentials = [calculated, 60, 60, 60, 60];
    expect(handicapIndex(differentials, { lowHandicapIndex: low })).toBe(expected);
  });

  it('refuses a non-finite differential', () => {
    expect(() => handicapIndex([10, Number.NaN, 12])).toThrow(RangeError);
  });

  const differential = fc.integer({ min: -100, max: 600 }).map((tenths) => tenths / 10);
  const history = fc.array(differential, { minLength: 0, maxLength: 25 });
  const lowIndex = fc.option(
    fc.integer({ min: -50, max: 540 }).map((tenths) => tenths / 10),
    { nil: undefined },
  );

  it('matches an independent calculation in whole tenths', () => {
    fc.assert(
      fc.property(history, lowIndex, (differentials, low) => {
        const expected = referenceIndexTenths(
          differentials.map((d) => Math.round(d * 10)),
          low === undefined ? undefined : Math.round(low * 10),
        );
        expect(handicapIndex(differentials, { lowHandicapIndex: low })).toBe(
          expected === null ? null : expected / 10,
        );
      }),
    );
  });

  it('never rises when a differential improves', () => {
    fc.assert(
      fc.property(
        history.filter((d) => d.length >= 3),
        fc.nat(),
        fc.integer({ min: 1, max: 100 }),
        lowIndex,
        (differentials, at, improvementTenths, low) => {
          const i = at % differentials.length;
          const improved = differentials.map((d, j) =>
            j === i ? (Math.round(d * 10) - improvementTenths) / 10 : d,
          );
          const before = handicapIndex(differentials, { lowHandicapIndex: low });
          const after = handicapIndex(improved, { lowHandicapIndex: low });
          expect(after).not.toBeNull();
          expect(after ?? 0).toBeLessThanOrEqual(before ?? 0);
        },
      ),
    );
  });

  it('stays within 54.0 and within 5.0 of the low index', () => {
    fc.assert(
      fc.property(history, lowIndex, (differentials, low) => {
        const index = handicapIndex(differentials, { lowHandicapIndex: low });
        expect(index === null).toBe(differentials.length < 3);
        if (index === null) return;
        expect(index).toBeLessThanOrEqual(54);
        if (low !== undefined) expect(index).toBeLessThanOrEqual(low + 5 + 1e-9);
      }),
    );
  });

  it('does not depend on the order of the counted scores', () => {
    fc.assert(
      fc.property(fc.array(differential, { minLength: 3, maxLength: 20 }), (differentials) => {
        expect(handicapIndex([...differentials].reverse())).toBe(handicapIndex(differentials));
      }),
    );
  });
});

describe('courseHandicap', () => {
  it.each([
    { hi: 14.2, slope: 125, cr: 71.2, par: 72, expected: 14.90796460177 }, // 14.2 × 125/113 − 0.8
    { hi: 10.4, slope: 135, cr: 72.6, par: 71, expected: 14.024778761062 },
    { hi: 0, slope: 113, cr: 72.5, par: 72, expected: 0.5 },
    { hi: -1.2, slope: 132, cr: 73.4, par: 72, expected: -0.001769911504 }, // +1.2 index
    { hi: -3.4, slope: 140, cr: 74, par: 72, expected: -2.212389380531 },
    { hi: 54, slope: 155, cr: 78, par: 72, expected: 80.070796460177 },
    { hi: 7.1, slope: 125, cr: 35.6, par: 36, expected: 7.453982300885 }, // 9 holes: half of 14.2
  ])('HI $hi, slope $slope, CR $cr, par $par → $expected', ({ hi, slope, cr, par, expected }) => {
    const result = courseHandicap({ handicapIndex: hi, slopeRating: slope, courseRating: cr, par });
    expect(result).toBeCloseTo(expected, 10);
  });

  it('is unrounded: HI 14.2 on slope 125, CR 71.2, par 72 is 14.9, playing 15 at 100% and 14 at 95%', () => {
    const result = courseHandicap({ handicapIndex: 14.2, slopeRating: 125, courseRating: 71.2, par: 72 });
    expect(result).not.toBe(15);
    expect(playingHandicap(result, 1)).toBe(15);
    expect(playingHandicap(result, STROKE_PLAY_ALLOWANCE)).toBe(14);
  });

  it('refuses a zero slope', () => {
    expect(() => courseHandicap({ handicapIndex: 10, slopeRating: 0, courseRating: 72, par: 72 })).toThrow(
      RangeError,
    );
  });
});

describe('playingHandicap', () => {
  it.each([
    { ch: 14.5, allowance: 1, expected: 15 },
    { ch: -2.5, allowance: 1, expected: -2 }, // +2.5 rounds to +2
    { ch: -2.6, allowance: 1, expected: -3 },
    { ch: 10, allowance: 0.95, expected: 10 }, // 9.5 rounds up
    { ch: 14.907964601769912, allowance: 0.95, expected: 14 }, // 14.16
    { ch: 20, allowance: 0.85, expected: 17 },
    { ch: 20, allowance: 0.9, expected: 18 },
    { ch: 25, allowance: 0.9, expected: 23 }, // 22.5 rounds up
    { ch: -3, allowance: 0.95, expected: -3 }, // -2.85
    { ch: 0, allowance: 0.95, expected: 0 },
  ])('CH $ch at $allowance → $expected', ({ ch, allowance, expected }) => {
    expect(playingHandicap(ch, allowance)).toBe(expected);
  });

  it.each([-0.1, Number.NaN])('refuses allowance %s', (allowance) => {
    expect(() => playingHandicap(10, allowance)).toThrow(RangeError);
  });

  it('matches exact integer arithmetic from index, slope, rating and par', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 540 }),
        fc.oneof(fc.constant(113), fc.integer({ min: 55, max: 155 })),
        fc.integer({ min: 600, max: 800 }),
        fc.integer({ min: 62, max: 74 }),
        fc.constantFrom(100, 95, 90, 85, 50),
        (hiTenths, slope, crTenths, par, percent) => {
          // CH = N / 1130 exactly; PH = round half up of N × percent / 113000
          const n = hiTenths * slope + 113 * (crTenths - par * 10);
          const expected = floorDiv(2 * n * percent + 113000, 226000);
          const ch = courseHandicap({
            handicapIndex: hiTenths / 10,
            slopeRating: slope,
            courseRating: crTenths / 10,
            par,
          });
          expect(playingHandicap(ch, percent / 100)).toBe(expected);
        },
      ),
    );
  });
});

describe('allowances', () => {
  it('are the WHS recommendations', () => {
    expect({
      STROKE_PLAY_ALLOWANCE,
      STABLEFORD_ALLOWANCE,
      MATCH_PLAY_ALLOWANCE,
      FOUR_BALL_STROKE_PLAY_ALLOWANCE,
      FOUR_BALL_MATCH_PLAY_ALLOWANCE,
      FOURSOMES_ALLOWANCE,
      SCRAMBLE_TWO_PLAYER_ALLOWANCES,
      SCRAMBLE_FOUR_PLAYER_ALLOWANCES,
    }).toEqual({
      STROKE_PLAY_ALLOWANCE: 0.95,
      STABLEFORD_ALLOWANCE: 0.95,
      MATCH_PLAY_ALLOWANCE: 1,
      FOUR_BALL_STROKE_PLAY_ALLOWANCE: 0.85,
      FOUR_BALL_MATCH_PLAY_ALLOWANCE: 0.9,
      FOURSOMES_ALLOWANCE: 0.5,
      SCRAMBLE_TWO_PLAYER_ALLOWANCES: [0.35, 0.15],
      SCRAMBLE_FOUR_PLAYER_ALLOWANCES: [0.25, 0.2, 0.15, 0.1],
    });
  });

  it.each([
    { size: 1, expected: [0.95] },
    { size: 2, expected: [0.35, 0.15] },
    { size: 3, expected: [0.3, 0.2, 0.1] },
    { size: 4, expected: [0.25, 0.2, 0.15, 0.1] },
  ])('a scramble team of $size gets $expected', ({ size, expected }) => {
    expect(scrambleAllowances(size)).toEqual(expected);
  });

  it.each([0, 5])('a scramble team of %s is refused', (size) => {
    expect(() => scrambleAllowances(size)).toThrow(RangeError);
  });
});

describe('team handicaps', () => {
  it.each([
    { chs: [10, 20], expected: 7 }, // 3.5 + 3.0 = 6.5 → 7
    { chs: [20, 10], expected: 7 },
    { chs: [-2, 10], expected: 1 }, // -0.7 + 1.5 = 0.8
    { chs: [6, 12, 18], expected: 6 }, // 1.8 + 2.4 + 1.8
    { chs: [5, 10, 15, 20], expected: 8 }, // 1.25 + 2 + 2.25 + 2 = 7.5 → 8
    { chs: [20, 5, 15, 10], expected: 8 },
    { chs: [14.9, 3.2, 27.5, 8.8], expected: 8 }, // 0.8 + 1.76 + 2.235 + 2.75 = 7.545
    { chs: [10], expected: 10 }, // a team of one: 95%
  ])('scramble team of course handicaps $chs plays off $expected', ({ chs, expected }) => {
    expect(scrambleTeamHandicap(chs)).toBe(expected);
  });

  it('refuses a scramble team of five', () => {
    expect(() => scrambleTeamHandicap([1, 2, 3, 4, 5])).toThrow(RangeError);
  });

  it.each([
    { chs: [10, 15], expected: 13 }, // 12.5 rounds up
    { chs: [14.9, 7.3], expected: 11 }, // 11.1
    { chs: [-2, 4], expected: 1 },
    { chs: [-3, 0], expected: -1 }, // -1.5 rounds to -1
  ])('foursomes team of course handicaps $chs plays off $expected', ({ chs, expected }) => {
    expect(foursomesTeamHandicap(chs)).toBe(expected);
  });

  it('refuses an empty foursomes team', () => {
    expect(() => foursomesTeamHandicap([])).toThrow(RangeError);
  });

  it.each([
    { handicaps: [12, 5, 20], expected: [7, 0, 15] },
    { handicaps: [-2, 4], expected: [0, 6] },
    { handicaps: [9, 9], expected: [0, 0] },
    { handicaps: [], expected: [] },
  ])('off the lowest: $handicaps → $expected', ({ handicaps, expected }) => {
    expect(handicapsOffLowest(handicaps)).toEqual(expected);
  });
});

describe('handicapIndexOfRecord', () => {
  const day = 86_400_000;
  const start = Date.UTC(2026, 0, 1);
  const record = (differentials: readonly number[], daysApart = 1) =>
    differentials.map((differential, i) => ({ playedAt: start + i * daysApart * day, differential }));

  it('has no index under 3 scores and follows the WHS table from 3', () => {
    expect(handicapIndexOfRecord([])).toEqual({
      handicapIndex: null,
      lowHandicapIndex: null,
      exceptionalScoreReductions: [],
    });
    expect(handicapIndexOfRecord(record([20.1, 18.3])).handicapIndex).toBeNull();
    // 3 scores: the lowest minus 2.0.
    expect(handicapIndexOfRecord(record([20.1, 18.3, 22.4]))).toEqual({
      handicapIndex: 16.3,
      lowHandicapIndex: null,
      exceptionalScoreReductions: [0, 0, 0],
    });
  });

  it('is the plain index of the last 20 scores while no low index is established', () => {
    const differentials = Array.from({ length: 25 }, (_, i) => 10 + (i % 7));
    expect(handicapIndexOfRecord(record(differentials)).handicapIndex).toBe(handicapIndex(differentials));
  });

  it('caps a rise against the lowest index of the last 365 days once 20 scores exist', () => {
    // 20 scores of 10.0 give 10.0; 20 more of 20.0 would give 20.0, a rise of 10: soft cap 3 + 7/2, hard cap 5.
    const result = handicapIndexOfRecord(
      record([...Array<number>(20).fill(10), ...Array<number>(20).fill(20)]),
    );
    expect(result).toEqual({
      handicapIndex: 15,
      lowHandicapIndex: 10,
      exceptionalScoreReductions: Array<number>(40).fill(0),
    });
  });

  it('forgets a low index older than 365 days', () => {
    // 20 scores of 10.0 on consecutive days, then 40 of 20.0 a month apart: within the last 365 days every index
    // was already 20.0, so the old 10.0 no longer caps it (with it, the index would stay at 15.0).
    const tens = record(Array<number>(20).fill(10));
    const last = tens.at(-1)!.playedAt;
    const twenties = Array.from({ length: 40 }, (_, i) => ({
      playedAt: last + (i + 1) * 30 * day,
      differential: 20,
    }));
    expect(handicapIndexOfRecord([...tens, ...twenties])).toEqual({
      handicapIndex: 20,
      // the capped climb towards 20.0 reached 18.5 a year before the last score
      lowHandicapIndex: 18.5,
      exceptionalScoreReductions: Array<number>(60).fill(0),
    });
  });

  it('takes 1.0 off every score to date for a score 7.0 below the index it was played off, not off later ones', () => {
    // Five scores of 20.0 give 20.0; a 12.0 is 8.0 below: the six become 19.0 × 5 and 11.0, whose lowest two
    // average 15.0, minus 1.0 for six scores: 14.0 (15.0 without the reduction).
    const six = handicapIndexOfRecord(record([20, 20, 20, 20, 20, 12]));
    expect(six.handicapIndex).toBe(14);
    expect(six.exceptionalScoreReductions).toEqual([-1, -1, -1, -1, -1, -1]);
    // The next score is not exceptional and carries nothing: (11.0 + 19.0) / 2 for seven scores.
    const seven = handicapIndexOfRecord(record([20, 20, 20, 20, 20, 12, 20]));
    expect(seven.handicapIndex).toBe(15);
    expect(seven.exceptionalScoreReductions).toEqual([-1, -1, -1, -1, -1, -1, 0]);
  });

  it('takes 2.0 for a score 10.0 or more below, and adds up several exceptional scores', () => {
    // 9.9 is 10.1 below 20.0: 18.0 × 5 and 7.9, (7.9 + 18.0) / 2 − 1.0 = 11.95, rounded half up 12.0.
    expect(handicapIndexOfRecord(record([20, 20, 20, 20, 20, 9.9])).handicapIndex).toBe(12);
    // 30.0 × 5 → 30.0; 22.0 is 8.0 below: 1.0 off all six → 24.0; 12.0 is 12.0 below that: 2.0 more off all seven,
    // so 27.0 × 5, 19.0, 10.0: (10.0 + 19.0) / 2 = 14.5.
    const result = handicapIndexOfRecord(record([30, 30, 30, 30, 30, 22, 12]));
    expect(result.handicapIndex).toBe(14.5);
    expect(result.exceptionalScoreReductions).toEqual([-3, -3, -3, -3, -3, -3, -2]);
  });

  it('reaches back only 20 scores, the exceptional one included, and caps still apply after it', () => {
    // 25 scores of 20.0, then 12.0: scores 7 to 26 lose 1.0, the six oldest (out of the window) keep theirs.
    const result = handicapIndexOfRecord(record([...Array<number>(25).fill(20), 12]));
    expect(result.exceptionalScoreReductions).toEqual([
      ...Array<number>(6).fill(0),
      ...Array<number>(20).fill(-1),
    ]);
    // Lowest 8 of 19.0 × 19 and 11.0: (11.0 + 7 × 19.0) / 8 = 18.0 (19.0 without the reduction).
    expect(result.handicapIndex).toBe(18);
    expect(result.lowHandicapIndex).toBe(20);
  });

  it('never finds the first three scores exceptional: they were played off a handicap the record did not give', () => {
    const result = handicapIndexOfRecord(record([30, 30, 10]));
    expect(result.exceptionalScoreReductions).toEqual([0, 0, 0]);
    expect(result.handicapIndex).toBe(8);
  });
});

describe('exceptionalScoreReduction', () => {
  it.each([
    { index: 20, differential: 13.1, expected: 0 },
    { index: 20, differential: 13, expected: 1 },
    { index: 20, differential: 10.1, expected: 1 },
    { index: 20, differential: 10, expected: 2 },
    { index: 20, differential: -4, expected: 2 },
    // 10.1 − 3.1 is 6.999… in binary floating point: compared in tenths, it is 7.0.
    { index: 10.1, differential: 3.1, expected: 1 },
    // A plus handicap (+2.0 is stored as −2.0).
    { index: -2, differential: -9, expected: 1 },
    { index: 20, differential: 25, expected: 0 },
  ])('$differential against $index: $expected', ({ index, differential, expected }) => {
    expect(exceptionalScoreReduction(index, differential)).toBe(expected);
  });
});
