import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  quickScoreChoices,
  HOLE_SCORE_LIMITS,
  canDecrementPutts,
  canDecrementScore,
  canIncrementPutts,
  canIncrementScore,
  decrementPenalty,
  decrementPutts,
  decrementScore,
  hasFairway,
  holeScoreWithDefaults,
  incrementPenalty,
  incrementPutts,
  incrementScore,
  penaltyCount,
  setFairway,
  setPenalty,
  setPutts,
  setScore,
  validateHoleScore,
} from './score-entry';
import type { FairwayHit, HoleScoreEntry, PenaltyKind } from './score-entry';

describe('holeScoreWithDefaults', () => {
  it.each([
    {
      entry: undefined,
      par: 4,
      expected: {
        score: 4,
        putts: 2,
        waterPenalties: 0,
        obPenalties: 0,
        dropPenalties: 0,
        fairwayHit: 'center',
      },
    },
    {
      entry: null,
      par: 3,
      expected: { score: 3, putts: 2, waterPenalties: 0, obPenalties: 0, dropPenalties: 0, fairwayHit: null },
    },
    {
      entry: { score: 0, putts: null, fairwayHit: null },
      par: 5,
      expected: {
        score: 5,
        putts: 2,
        waterPenalties: 0,
        obPenalties: 0,
        dropPenalties: 0,
        fairwayHit: 'center',
      },
    },
    {
      entry: {
        score: 6,
        putts: 3,
        waterPenalties: 1,
        obPenalties: 2,
        dropPenalties: 0,
        fairwayHit: 'left' as const,
      },
      par: 4,
      expected: {
        score: 6,
        putts: 3,
        waterPenalties: 1,
        obPenalties: 2,
        dropPenalties: 0,
        fairwayHit: 'left',
      },
    },
    {
      entry: { score: 2 },
      par: 3,
      expected: { score: 2, putts: 1, waterPenalties: 0, obPenalties: 0, dropPenalties: 0, fairwayHit: null },
    },
    {
      entry: { score: 1 },
      par: 3,
      expected: { score: 1, putts: 0, waterPenalties: 0, obPenalties: 0, dropPenalties: 0, fairwayHit: null },
    },
    {
      entry: { putts: 0 },
      par: 4,
      expected: {
        score: 4,
        putts: 0,
        waterPenalties: 0,
        obPenalties: 0,
        dropPenalties: 0,
        fairwayHit: 'center',
      },
    },
  ])('fills $entry on a par $par', ({ entry, par, expected }) => {
    expect(holeScoreWithDefaults(entry, par)).toEqual(expected);
  });
});

describe('score buttons', () => {
  it.each([
    { entry: {}, par: 4, expected: 5 },
    { entry: { score: 0 }, par: 3, expected: 4 },
    { entry: { score: 5 }, par: 4, expected: 6 },
    { entry: { score: 14 }, par: 4, expected: 15 },
    { entry: { score: 15 }, par: 4, expected: 15 },
  ])('plus on $entry (par $par) → $expected', ({ entry, par, expected }) => {
    expect(incrementScore(entry, par).score).toBe(expected);
  });

  it.each([
    { entry: {}, par: 4, expected: true },
    { entry: { score: 14 }, par: 4, expected: true },
    { entry: { score: 15 }, par: 4, expected: false },
  ])('plus enabled on $entry: $expected', ({ entry, par, expected }) => {
    expect(canIncrementScore(entry, par)).toBe(expected);
  });

  it.each([
    { entry: {}, par: 4, expected: { score: 4 } },
    { entry: { score: 0 }, par: 5, expected: { score: 5 } },
    { entry: { score: 5 }, par: 4, expected: { score: 4 } },
    { entry: { score: 1 }, par: 3, expected: { score: 1 } },
    { entry: { score: 3, putts: 2 }, par: 4, expected: { score: 2, putts: 1 } },
    { entry: { score: 2, putts: 1 }, par: 3, expected: { score: 1, putts: 0 } },
    { entry: { score: 5, putts: 2 }, par: 4, expected: { score: 4, putts: 2 } },
  ])('minus on $entry (par $par) → $expected', ({ entry, par, expected }) => {
    expect(decrementScore(entry, par)).toEqual(expected);
  });

  it.each([
    { entry: {}, par: 3, expected: true },
    { entry: { score: 2 }, par: 4, expected: true },
    { entry: { score: 1 }, par: 4, expected: false },
  ])('minus enabled on $entry: $expected', ({ entry, par, expected }) => {
    expect(canDecrementScore(entry, par)).toBe(expected);
  });

  it.each([
    { entry: {}, score: 20, expected: { score: 15 } },
    { entry: {}, score: 0, expected: { score: 1 } },
    { entry: {}, score: 4.6, expected: { score: 5 } },
    { entry: { putts: 3 }, score: 3, expected: { score: 3, putts: 2 } },
  ])('choosing $score on $entry → $expected', ({ entry, score, expected }) => {
    expect(setScore(entry, score)).toEqual(expected);
  });

  it('keeps the other fields', () => {
    const entry = { score: 5, putts: 2, waterPenalties: 1, fairwayHit: 'right' as const };
    expect(incrementScore(entry, 4)).toEqual({ ...entry, score: 6 });
  });
});

describe('putts buttons', () => {
  it.each([
    { entry: {}, putts: 2, par: 4, expected: { score: 4, putts: 2 } },
    { entry: { score: 3 }, putts: 3, par: 4, expected: { score: 4, putts: 3 } },
    { entry: { score: 3 }, putts: 4, par: 3, expected: { score: 5, putts: 4 } },
    { entry: { score: 5 }, putts: 12, par: 4, expected: { score: 11, putts: 10 } },
    { entry: { score: 5 }, putts: -1, par: 4, expected: { score: 5, putts: 0 } },
    { entry: { score: 1 }, putts: 0, par: 3, expected: { score: 1, putts: 0 } },
  ])('setting $putts putts on $entry (par $par) → $expected', ({ entry, putts, par, expected }) => {
    expect(setPutts(entry, putts, par)).toEqual(expected);
  });

  it.each([
    { entry: {}, par: 4, expected: { score: 4, putts: 2 } },
    { entry: { score: 6 }, par: 4, expected: { score: 6, putts: 2 } },
    { entry: { score: 3, putts: 2 }, par: 4, expected: { score: 4, putts: 3 } },
    { entry: { score: 11, putts: 10 }, par: 4, expected: { score: 11, putts: 10 } },
  ])('putts plus on $entry (par $par) → $expected', ({ entry, par, expected }) => {
    expect(incrementPutts(entry, par)).toEqual(expected);
  });

  it.each([
    { entry: {}, par: 3, expected: { score: 3, putts: 2 } },
    { entry: { score: 4, putts: 2 }, par: 4, expected: { score: 4, putts: 1 } },
    { entry: { score: 4, putts: 0 }, par: 4, expected: { score: 4, putts: 0 } },
  ])('putts minus on $entry (par $par) → $expected', ({ entry, par, expected }) => {
    expect(decrementPutts(entry, par)).toEqual(expected);
  });

  it.each([
    { entry: {}, plus: true, minus: true },
    { entry: { putts: 10 }, plus: false, minus: true },
    { entry: { putts: 0 }, plus: true, minus: false },
  ])('putts buttons on $entry: plus $plus, minus $minus', ({ entry, plus, minus }) => {
    expect(canIncrementPutts(entry)).toBe(plus);
    expect(canDecrementPutts(entry)).toBe(minus);
  });
});

describe('penalties and fairway', () => {
  it.each([
    { kind: 'water', field: 'waterPenalties' },
    { kind: 'ob', field: 'obPenalties' },
    { kind: 'drop', field: 'dropPenalties' },
  ] as const)('counts $kind penalties in $field from 0 to 9, leaving the score alone', ({ kind, field }) => {
    let entry: HoleScoreEntry = {};
    expect(penaltyCount(entry, kind)).toBe(0);
    entry = decrementPenalty(entry, kind);
    expect(entry[field]).toBe(0);
    for (let i = 0; i < 12; i += 1) entry = incrementPenalty(entry, kind);
    expect(entry[field]).toBe(9);
    expect(decrementPenalty(entry, kind)[field]).toBe(8);
    expect(setPenalty<HoleScoreEntry>({}, kind, 42)[field]).toBe(9);
    expect(entry.score).toBeUndefined();
  });

  it.each([
    { par: 3, expected: false },
    { par: 4, expected: true },
    { par: 5, expected: true },
    { par: 6, expected: true },
  ])('a par $par has a fairway: $expected', ({ par, expected }) => {
    expect(hasFairway(par)).toBe(expected);
  });

  it.each([
    { fairway: 'left', par: 4, expected: 'left' },
    { fairway: 'right', par: 5, expected: 'right' },
    { fairway: 'center', par: 3, expected: null },
    { fairway: null, par: 4, expected: null },
  ] as const)('setting fairway $fairway on a par $par keeps $expected', ({ fairway, par, expected }) => {
    expect(setFairway({ score: 4 }, fairway, par)).toEqual({ score: 4, fairwayHit: expected });
  });
});

describe('validateHoleScore', () => {
  it.each([
    { entry: {}, par: 4, expected: [] },
    { entry: { score: 0 }, par: 4, expected: [] },
    { entry: { score: 4, putts: 2, fairwayHit: 'center' as const }, par: 4, expected: [] },
    { entry: { score: 1, putts: 0 }, par: 3, expected: [] },
    {
      entry: { score: 15, putts: 10, waterPenalties: 9, obPenalties: 9, dropPenalties: 9 },
      par: 5,
      expected: [],
    },
    { entry: { score: 16 }, par: 4, expected: ['score_out_of_range'] },
    { entry: { score: -1 }, par: 4, expected: ['score_out_of_range'] },
    { entry: { score: 4.5 }, par: 4, expected: ['score_out_of_range'] },
    { entry: { score: 12, putts: 11 }, par: 4, expected: ['putts_out_of_range'] },
    { entry: { score: 4, putts: -1 }, par: 4, expected: ['putts_out_of_range'] },
    { entry: { score: 3, putts: 3 }, par: 4, expected: ['putts_not_below_score'] },
    { entry: { score: 2, putts: 5 }, par: 4, expected: ['putts_not_below_score'] },
    { entry: { putts: 5 }, par: 4, expected: [] },
    { entry: { score: 5, waterPenalties: 10 }, par: 4, expected: ['water_penalties_out_of_range'] },
    { entry: { score: 5, obPenalties: -1 }, par: 4, expected: ['ob_penalties_out_of_range'] },
    { entry: { score: 5, dropPenalties: 1.5 }, par: 4, expected: ['drop_penalties_out_of_range'] },
    { entry: { score: 3, fairwayHit: 'left' as const }, par: 3, expected: ['fairway_on_par_three'] },
    { entry: { score: 3, fairwayHit: 'long' as FairwayHit }, par: 4, expected: ['fairway_invalid'] },
    {
      entry: { score: 20, putts: 20, waterPenalties: 20, fairwayHit: 'right' as const },
      par: 3,
      expected: [
        'score_out_of_range',
        'putts_out_of_range',
        'putts_not_below_score',
        'water_penalties_out_of_range',
        'fairway_on_par_three',
      ],
    },
  ])('$entry on a par $par breaks $expected', ({ entry, par, expected }) => {
    expect(validateHoleScore(entry, par)).toEqual(expected);
  });

  it('exposes the limits the rules use', () => {
    expect(HOLE_SCORE_LIMITS).toMatchObject({ minScore: 1, maxScore: 15, maxPutts: 10, maxPenalties: 9 });
  });

  type Press =
    | { type: 'score+' | 'score-' | 'putts+' | 'putts-' }
    | { type: 'penalty+' | 'penalty-'; kind: PenaltyKind }
    | { type: 'fairway'; fairway: FairwayHit | null }
    | { type: 'setPutts' | 'setScore'; value: number };
  const press: fc.Arbitrary<Press> = fc.oneof(
    fc.constantFrom<Press>({ type: 'score+' }, { type: 'score-' }, { type: 'putts+' }, { type: 'putts-' }),
    fc.record({
      type: fc.constantFrom('penalty+' as const, 'penalty-' as const),
      kind: fc.constantFrom<PenaltyKind>('water', 'ob', 'drop'),
    }),
    fc.record({
      type: fc.constant('fairway' as const),
      fairway: fc.constantFrom<FairwayHit | null>('left', 'center', 'right', null),
    }),
    fc.record({
      type: fc.constantFrom('setPutts' as const, 'setScore' as const),
      value: fc.integer({ min: -5, max: 25 }),
    }),
  );
  const apply = (entry: HoleScoreEntry, p: Press, par: number): HoleScoreEntry => {
    switch (p.type) {
      case 'score+':
        return incrementScore(entry, par);
      case 'score-':
        return decrementScore(entry, par);
      case 'putts+':
        return incrementPutts(entry, par);
      case 'putts-':
        return decrementPutts(entry, par);
      case 'penalty+':
        return incrementPenalty(entry, p.kind);
      case 'penalty-':
        return decrementPenalty(entry, p.kind);
      case 'fairway':
        return setFairway(entry, p.fairway, par);
      case 'setPutts':
        return setPutts(entry, p.value, par);
      case 'setScore':
        return setScore(entry, p.value);
    }
  };

  it('accepts whatever the score view produces, with its defaults filled in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 5 }), fc.array(press, { maxLength: 40 }), (par, presses) => {
        let entry: HoleScoreEntry = {};
        for (const p of presses) {
          entry = apply(entry, p, par);
          expect(validateHoleScore(entry, par)).toEqual([]);
          expect(validateHoleScore(holeScoreWithDefaults(entry, par), par)).toEqual([]);
        }
      }),
    );
  });
});

describe('quickScoreChoices', () => {
  it.each([
    { par: 3, choices: [2, 3, 4, 5] },
    { par: 4, choices: [3, 4, 5, 6] },
    { par: 5, choices: [4, 5, 6, 7] },
    { par: 1, choices: [1, 2, 3, 4] },
  ])('par $par offers $choices', ({ par, choices }) => {
    expect(quickScoreChoices(par)).toEqual(choices);
  });
});
