import { describe, expect, it } from 'vitest';
import { buildGameDetail } from '../../games/test-factories';
import { finishCheck } from './finish-check';

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

describe('the finish check', () => {
  const detail = buildGameDetail();
  const players = detail.players;
  const scored = (holes: number[], who = players) =>
    Object.fromEntries(
      holes.map((hole) => [String(hole), Object.fromEntries(who.map((player) => [player.id, { score: 4 }]))]),
    );

  it.each([
    { name: 'four holes of 18', scores: scored(span(1, 4)), missing: 14, nine: null },
    { name: 'the front nine', scores: scored(span(1, 9)), missing: 9, nine: 0 },
    { name: 'the back nine', scores: scored(span(10, 18)), missing: 9, nine: 9 },
    { name: 'every hole', scores: scored(span(1, 18)), missing: 0, nine: null },
    {
      name: 'the front nine but one player',
      scores: { ...scored(span(1, 8)), ...scored([9], players.slice(1)) },
      missing: 10,
      nine: null,
    },
  ])('$name: $missing without a score, nine $nine', ({ scores, missing, nine }) => {
    expect(finishCheck(detail, span(1, 18), players, scores)).toEqual({ missing, nine });
  });
});
