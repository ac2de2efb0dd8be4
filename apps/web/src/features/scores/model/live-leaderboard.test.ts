import type { GameDetail } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  formatToPar,
  holePoints,
  leaderboardHoles,
  leaderboardMode,
  liveLeaderboard,
  rowOfPlayer,
  standingOf,
} from './live-leaderboard';

function detail(
  overrides: Partial<GameDetail['game']> = {},
  handicaps: [number | null, number | null] = [0, 18],
) {
  const holes = Array.from({ length: 18 }, (_, i) => ({
    holeNumber: i + 1,
    par: i % 3 === 0 ? 3 : 4,
    handicap: i + 1,
    distance: null,
  }));
  return {
    game: {
      type: 'stableford',
      scoringMode: 'gross',
      useHandicaps: true,
      holes: 18,
      courseLayout: holes.map((hole) => hole.holeNumber),
      ...overrides,
    },
    players: [
      { id: 'a', teeId: 't', courseHandicap: handicaps[0], teamId: null },
      { id: 'b', teeId: 't', courseHandicap: handicaps[1], teamId: null },
    ],
    holes,
    holesByTee: { t: holes },
  } as unknown as GameDetail;
}

describe('the live leaderboard', () => {
  it('plays net for a handicap game, gross for a gross stroke play', () => {
    expect(leaderboardMode(detail().game)).toBe('net');
    expect(leaderboardMode(detail({ type: 'strokeplay' }).game)).toBe('gross');
    expect(leaderboardMode(detail({ type: 'strokeplay', scoringMode: 'net' }).game)).toBe('net');
    expect(leaderboardMode(detail({ useHandicaps: false }).game)).toBe('gross');
  });

  it('counts stableford points with handicap strokes', () => {
    const d = detail();
    // Hole 1 is a par 3, stroke index 1: b (18) receives one stroke (95% of 18 = 17, SI 1 ≤ 17).
    const scores = { '1': { a: { score: 3 }, b: { score: 4 } } };
    const rows = liveLeaderboard(d, scores);
    expect(rowOfPlayer(rows, 'a')?.points).toBe(2);
    expect(rowOfPlayer(rows, 'b')?.points).toBe(2);
    expect(holePoints(d, rows, 'b', 1, 4)).toBe(2);
    expect(holePoints(d, rows, 'b', 1, null)).toBeNull();
    expect(standingOf('stableford', rows[0]!)).toEqual({ kind: 'points', points: 2 });
  });

  it('ranks stroke play by to par and leaves players without a score last', () => {
    const rows = liveLeaderboard(detail({ type: 'strokeplay' }), { '2': { b: { score: 3 } } });
    expect(rows.map((row) => [row.id, row.position])).toEqual([
      ['b', 1],
      ['a', null],
    ]);
    expect(standingOf('strokeplay', rows[0]!)).toEqual({ kind: 'toPar', toPar: -1, net: false });
    expect(standingOf('strokeplay', rows[0]!, true)).toEqual({ kind: 'toPar', toPar: -1, net: true });
  });

  it('shows match play status and skins', () => {
    const match = liveLeaderboard(detail({ type: 'matchplay', useHandicaps: false }), {
      '2': { a: { score: 3 }, b: { score: 4 } },
    });
    expect(standingOf('matchplay', rowOfPlayer(match, 'a')!)).toMatchObject({
      kind: 'match',
      leader: true,
      holesUp: 1,
    });
    const skins = liveLeaderboard(detail({ type: 'skins', useHandicaps: false }), {
      '2': { a: { score: 3 }, b: { score: 4 } },
    });
    expect(standingOf('skins', rowOfPlayer(skins, 'a')!)).toEqual({ kind: 'skins', skins: 1 });
  });

  it('falls back to hole order when stroke indexes are missing or repeated', () => {
    const d = detail();
    const holes = d.holes.map((hole) => ({ ...hole, handicap: null }));
    const noIndex = { ...d, holes, holesByTee: { t: holes } };
    expect(leaderboardHoles(noIndex).map((hole) => hole.strokeIndex)).toEqual(
      Array.from({ length: 18 }, (_, i) => i + 1),
    );
  });

  it('writes to par as golfers do', () => {
    expect(formatToPar(0)).toBe('E');
    expect(formatToPar(3)).toBe('+3');
    expect(formatToPar(-2)).toBe('−2');
  });
});
