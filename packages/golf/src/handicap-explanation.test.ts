import { describe, expect, it } from 'vitest';
import { handicapIndexOfRecord } from './handicap';
import { explainHandicapIndex } from './handicap-explanation';

const day = 86_400_000;
const start = Date.UTC(2026, 0, 1);
const record = (differentials: readonly number[]) =>
  differentials.map((differential, i) => ({ playedAt: start + i * day, differential }));

describe('explainHandicapIndex', () => {
  it('has nothing to explain under 3 scores', () => {
    const explained = explainHandicapIndex(record([20.1, 18.3]));
    expect(explained).toMatchObject({ table: null, uncappedIndex: null, handicapIndex: null, cap: 'none' });
    expect(explained.scores.map((score) => score.counts)).toEqual([false, false]);
    expect(explained.history).toEqual([null, null]);
  });

  it('counts the lowest score of 3 with the -2.0 adjustment, and gives the index after each score', () => {
    const explained = explainHandicapIndex(record([20.1, 18.3, 22.4]));
    expect(explained.table).toEqual({ scores: 3, lowest: 1, adjustment: -2 });
    expect(explained.scores.map((score) => score.counts)).toEqual([false, true, false]);
    expect(explained.handicapIndex).toBe(16.3);
    expect(explained.history).toEqual([null, null, 16.3]);
  });

  it('counts the lowest 8 of the last 20 only, the older scores out of the window', () => {
    const differentials = Array.from({ length: 23 }, (_, i) => 10 + (i % 9));
    const explained = explainHandicapIndex(record(differentials));
    expect(explained.table).toEqual({ scores: 20, lowest: 8, adjustment: 0 });
    expect(explained.scores.slice(0, 3).every((score) => !score.inWindow && !score.counts)).toBe(true);
    expect(explained.scores.filter((score) => score.counts)).toHaveLength(8);
    expect(explained.handicapIndex).toBe(handicapIndexOfRecord(record(differentials)).handicapIndex);
    expect(explained.cap).toBe('none');
  });

  it('shows an exceptional score’s reduction in the differentials used', () => {
    // Index 16.3 after three scores; 8.0 is 8.3 below it: 1.0 comes off it and the scores before it.
    const explained = explainHandicapIndex(record([20.1, 18.3, 22.4, 8]));
    expect(explained.scores.map((score) => score.usedDifferential)).toEqual([19.1, 17.3, 21.4, 7]);
    expect(explained.scores.map((score) => score.counts)).toEqual([false, false, false, true]);
    expect(explained.handicapIndex).toBe(6);
  });

  it.each([
    // 20 scores of 10.0 establish a low index of 10.0; then 20 scores of 14.0 would make 14.0: soft cap 13.5.
    { later: 14, uncapped: 14, cap: 'soft', index: 13.5 },
    // 20 scores of 25.0 would make 25.0: the soft cap gives 19.0, the hard cap holds it at 15.0.
    { later: 25, uncapped: 25, cap: 'hard', index: 15 },
    // A rise of 3.0 or less is not capped.
    { later: 13, uncapped: 13, cap: 'none', index: 13 },
  ])(
    'names the $cap cap when later scores of $later rise above the low index',
    ({ later, uncapped, cap, index }) => {
      const explained = explainHandicapIndex(
        record([...Array<number>(20).fill(10), ...Array<number>(20).fill(later)]),
      );
      expect(explained).toMatchObject({
        lowHandicapIndex: 10,
        uncappedIndex: uncapped,
        cap,
        handicapIndex: index,
      });
    },
  );
});
