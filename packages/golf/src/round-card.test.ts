import { describe, expect, it } from 'vitest';
import type { GameFormat } from './formats';
import type { PlayerHoleScores } from './leaderboard';
import { roundLeaderboard } from './round';
import type { RoundLeaderboardInput } from './round';
import { holesWithoutScore, leaderboardRanking, recordableNine, roundCard, rowMatch } from './round-card';

const span = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);
/** 18 holes of par 4, stroke index = hole number. */
const card18 = span(1, 18).map((number) => ({ number, par: 4, strokeIndex: number }));
const byHole = (strokes: (number | null)[], first = 1): PlayerHoleScores =>
  Object.fromEntries(strokes.map((score, i) => [first + i, score]));

function input(
  format: GameFormat,
  players: { id: string; courseHandicap: number | null }[],
  scores: Record<string, PlayerHoleScores>,
  useHandicaps = true,
): RoundLeaderboardInput {
  return { format, useHandicaps, scoringMode: 'gross', holes: card18, players, scores };
}

describe('roundCard', () => {
  it.each([
    // CH 20 → PH 19 at 95%: 2 strokes on SI 1, 1 on the others.
    { hole: 1, strokes: 5, received: 2, net: 3, points: 3 },
    { hole: 2, strokes: 6, received: 1, net: 5, points: 1 },
    { hole: 3, strokes: 9, received: 1, net: 8, points: 0 },
    { hole: 4, strokes: null, received: 1, net: null, points: null },
  ])('stableford hole $hole: $strokes strokes, $received received, net $net, $points points', (row) => {
    const card = roundCard(
      input('stableford', [{ id: 'ann', courseHandicap: 20 }], { ann: byHole([5, 6, 9]) }),
    );
    expect(card.scoringMode).toBe('net');
    expect(card.players[0]?.playingHandicap).toBe(19);
    expect(card.players[0]?.holes.find((hole) => hole.number === row.hole)).toMatchObject({
      strokes: row.strokes,
      strokesReceived: row.received,
      net: row.net,
      points: row.points,
      skinsWon: null,
      match: null,
    });
  });

  it('adds up to the leaderboard: points and net of every player', () => {
    const round = input(
      'stableford',
      [
        { id: 'ann', courseHandicap: 20 },
        { id: 'ben', courseHandicap: 3.4 },
        { id: 'cy', courseHandicap: -2 },
      ],
      {
        ann: byHole([5, 6, 9, 4, 5]),
        ben: byHole([4, 4, 5, 3, 6, 4]),
        cy: byHole([3, 4, 4, 4]),
      },
    );
    const card = roundCard(round);
    for (const row of roundLeaderboard(round)) {
      const line = card.players.find((player) => player.playerId === row.id);
      const sum = (pick: (hole: NonNullable<typeof line>['holes'][number]) => number | null) =>
        (line?.holes ?? []).reduce((total, hole) => total + (pick(hole) ?? 0), 0);
      expect(sum((hole) => hole.points)).toBe(row.points);
      expect(sum((hole) => hole.net)).toBe(row.net);
    }
  });

  it('receives no strokes in a gross game', () => {
    const card = roundCard(
      input('strokeplay', [{ id: 'ann', courseHandicap: 20 }], { ann: byHole([5]) }, true),
    );
    expect(card.scoringMode).toBe('gross');
    expect(card.players[0]?.holes[0]).toMatchObject({ strokesReceived: 0, net: 5, points: null });
  });

  it('gives the skins won on each hole, carried skins on the hole that wins them', () => {
    const card = roundCard(
      input(
        'skins',
        [
          { id: 'ann', courseHandicap: 0 },
          { id: 'ben', courseHandicap: 0 },
        ],
        { ann: byHole([4, 4, 3, 5]), ben: byHole([4, 5, 4, 4]) },
        false,
      ),
    );
    const skins = (id: string) =>
      card.players
        .find((player) => player.playerId === id)
        ?.holes.slice(0, 5)
        .map((hole) => hole.skinsWon);
    expect(skins('ann')).toEqual([0, 2, 1, 0, 0]);
    expect(skins('ben')).toEqual([0, 0, 0, 1, 0]);
  });

  it('gives the match status after each hole from each side, none on a hole one side has not scored', () => {
    const card = roundCard(
      input(
        'matchplay',
        [
          { id: 'ann', courseHandicap: 0 },
          { id: 'ben', courseHandicap: 0 },
        ],
        { ann: byHole([4, 4, 4, 4]), ben: byHole([5, 4, 3]) },
        false,
      ),
    );
    const status = (id: string) =>
      card.players
        .find((player) => player.playerId === id)
        ?.holes.slice(0, 4)
        .map((hole) => (hole.match ? [hole.match.leader, hole.match.holesUp] : null));
    expect(status('ann')).toEqual([['A', 1], ['A', 1], [null, 0], null]);
    expect(status('ben')).toEqual([['B', 1], ['B', 1], [null, 0], null]);
  });

  it('stops the match status once the match is decided', () => {
    // Ann wins the first 10 holes: 10&8 after the 10th; the 11th no longer counts.
    const card = roundCard(
      input(
        'matchplay',
        [
          { id: 'ann', courseHandicap: 0 },
          { id: 'ben', courseHandicap: 0 },
        ],
        { ann: byHole(span(1, 11).map(() => 3)), ben: byHole(span(1, 11).map(() => 5)) },
        false,
      ),
    );
    const holes = card.players[0]?.holes ?? [];
    expect(holes[9]?.match?.result?.text).toBe('10&8');
    expect(holes[10]?.match).toBeNull();
  });
});

describe('holesWithoutScore', () => {
  it.each([
    { scores: { a: byHole([4, 5]), b: byHole([4, 5]) }, missing: [3, 4] },
    { scores: { a: byHole([4, 5, 4, 4]), b: byHole([4, 0, 4, null]) }, missing: [2, 4] },
    { scores: { a: byHole([4, 5, 4, 4]), b: byHole([4, 5, 4, 4]) }, missing: [] },
    { scores: {}, missing: [1, 2, 3, 4] },
  ])('$missing', ({ scores, missing }) => {
    expect(holesWithoutScore([1, 2, 3, 4], ['a', 'b'], scores)).toEqual(missing);
  });
});

describe('recordableNine', () => {
  const nine = (first: number) =>
    byHole(
      span(1, 9).map(() => 4),
      first,
    );
  const both = (scores: PlayerHoleScores) => ({ a: scores, b: scores });
  it.each([
    { name: 'front nine complete', setting: 18, course: 18, scores: both(nine(1)), nine: 0 },
    { name: 'back nine complete', setting: 18, course: 18, scores: both(nine(10)), nine: 9 },
    {
      name: 'front nine and part of the back',
      setting: 18,
      course: 18,
      scores: both({ ...nine(1), 10: 4 }),
      nine: 0,
    },
    { name: 'four holes only', setting: 18, course: 18, scores: both(byHole([4, 4, 4, 4])), nine: null },
    {
      name: 'one player short of the front nine',
      setting: 18,
      course: 18,
      scores: { a: nine(1), b: byHole([4, 4, 4, 4, 4, 4, 4, 4]) },
      nine: null,
    },
    {
      name: 'every hole scored',
      setting: 18,
      course: 18,
      scores: both({ ...nine(1), ...nine(10) }),
      nine: null,
    },
    { name: 'already a nine', setting: 0, course: 18, scores: both(nine(1)), nine: null },
    { name: 'a 9-hole course', setting: 18, course: 9, scores: both(nine(1)), nine: null },
  ])('$name: $nine', ({ setting, course, scores, nine: expected }) => {
    expect(recordableNine(setting, course, ['a', 'b'], scores)).toBe(expected);
  });

  it('is null without players', () => {
    expect(recordableNine(18, 18, [], {})).toBeNull();
  });
});

describe('leaderboardRanking', () => {
  it.each([
    { format: 'stableford', mode: 'net', ranking: 'points' },
    { format: 'skins', mode: 'net', ranking: 'skins' },
    { format: 'matchplay', mode: 'gross', ranking: 'holesUp' },
    { format: 'strokeplay', mode: 'net', ranking: 'netStrokes' },
    { format: 'strokeplay', mode: 'gross', ranking: 'grossStrokes' },
    { format: 'bestball', mode: 'net', ranking: 'netStrokes' },
    { format: 'scramble', mode: 'gross', ranking: 'grossStrokes' },
  ] as const)('$format ($mode) ranks by $ranking', ({ format, mode, ranking }) => {
    expect(leaderboardRanking(format, mode)).toBe(ranking);
  });
});

describe('rowMatch', () => {
  const players = [
    { id: 'ann', courseHandicap: 0 },
    { id: 'ben', courseHandicap: 0 },
  ];
  const match = (ann: (number | null)[], ben: (number | null)[]) =>
    roundLeaderboard(input('matchplay', players, { ann: byHole(ann), ben: byHole(ben) }, false)).map(
      (row) => [row.id, rowMatch(row)],
    );
  it.each([
    {
      name: 'two up after three',
      ann: [3, 3, 4],
      ben: [4, 4, 4],
      rows: [
        ['ann', { outcome: null, holesUp: 2, result: null }],
        ['ben', { outcome: null, holesUp: -2, result: null }],
      ],
    },
    {
      name: 'all square',
      ann: [3],
      ben: [3],
      rows: [
        ['ann', { outcome: null, holesUp: 0, result: null }],
        ['ben', { outcome: null, holesUp: 0, result: null }],
      ],
    },
    {
      name: 'won 10&8',
      ann: span(1, 10).map(() => 4),
      ben: span(1, 10).map(() => 5),
      rows: [
        ['ann', { outcome: 'won', holesUp: 10, result: '10&8' }],
        ['ben', { outcome: 'lost', holesUp: -10, result: '10&8' }],
      ],
    },
  ])('$name', ({ ann, ben, rows }) => {
    expect(match(ann, ben)).toEqual(rows);
  });

  it('is null outside match play', () => {
    const [row] = roundLeaderboard(input('strokeplay', [{ id: 'ann', courseHandicap: 0 }], {}));
    expect(row && rowMatch(row)).toBeNull();
  });
});
