import type { RoundLeaderboardInput } from '@fairway/golf';
import { describe, expect, it } from 'vitest';
import { cardExtras } from './card-lines';

const holes = Array.from({ length: 18 }, (_, i) => ({ number: i + 1, par: 4, strokeIndex: i + 1 }));
const strokes = (list: number[]) => Object.fromEntries(list.map((score, i) => [i + 1, score]));

function round(overrides: Partial<RoundLeaderboardInput>): RoundLeaderboardInput {
  return {
    format: 'stableford',
    useHandicaps: true,
    scoringMode: 'gross',
    holes,
    players: [
      { id: 'ann', courseHandicap: 20 },
      { id: 'ben', courseHandicap: 0 },
    ],
    scores: { ann: strokes([5, 6]), ben: strokes([4, 3]) },
    ...overrides,
  };
}

describe('the card extras', () => {
  it.each([
    { format: 'stableford', useHandicaps: true, kinds: ['net', 'points'], dots: [2, 1] },
    { format: 'stableford', useHandicaps: false, kinds: ['points'], dots: [] },
    { format: 'strokeplay', useHandicaps: true, kinds: [], dots: [] },
    { format: 'skins', useHandicaps: true, kinds: ['net', 'skins'], dots: [2, 2, 1] },
    { format: 'matchplay', useHandicaps: false, kinds: ['match'], dots: [] },
  ] as const)('$format (handicaps $useHandicaps): rows $kinds', ({ format, useHandicaps, kinds, dots }) => {
    const ann = cardExtras(round({ format, useHandicaps })).ann;
    expect(ann?.lines.map((line) => line.kind)).toEqual(kinds);
    expect(ann?.strokesReceived.slice(0, dots.length)).toEqual(dots);
  });

  it('gives the points and net per hole by hole number', () => {
    const ann = cardExtras(round({})).ann;
    // PH 19: 2 strokes on SI 1 (5 → net 3, 3 points), 1 on SI 2 (6 → net 5, 1 point).
    expect(ann?.lines.find((line) => line.kind === 'points')?.values.slice(0, 3)).toEqual([3, 1, null]);
    expect(ann?.lines.find((line) => line.kind === 'net')?.values.slice(0, 3)).toEqual([3, 5, null]);
  });

  it("gives the match's state from each side and its result once decided", () => {
    const won = strokes(Array.from({ length: 10 }, () => 3));
    const lost = strokes(Array.from({ length: 10 }, () => 5));
    const extras = cardExtras(
      round({ format: 'matchplay', useHandicaps: false, scores: { ann: won, ben: lost } }),
    );
    const ann = extras.ann?.lines[0];
    const ben = extras.ben?.lines[0];
    expect(ann?.values.slice(0, 3)).toEqual([1, 2, 3]);
    expect(ben?.values.slice(0, 3)).toEqual([-1, -2, -3]);
    expect(ann?.result).toEqual({ outcome: 'won', text: '10&8' });
    expect(ben?.result).toEqual({ outcome: 'lost', text: '10&8' });
  });
});
