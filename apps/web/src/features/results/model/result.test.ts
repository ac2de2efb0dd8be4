import type { GameResults } from '@fairway/contract';
import { describe, expect, it } from 'vitest';
import {
  fairwayBars,
  featuredPlayer,
  hasNoGameData,
  playerStats,
  resultCard,
  scoreByPar,
  scoreDistribution,
} from './result';

const holes = Array.from({ length: 18 }, (_, i) => ({
  holeNumber: i + 1,
  par: [4, 3, 5][i % 3] ?? 4,
  handicap: i + 1,
  distance: 300 + i,
}));

function player(id: string, name: string, teeId = 't1') {
  return {
    id,
    userId: `u-${id}`,
    name,
    avatar: null,
    isGuest: false,
    guestId: null,
    handicapIndex: 10,
    courseHandicap: 10,
    teeId,
    teeName: 'White',
    teeColor: 'white',
    teamId: null,
    status: 'finished' as const,
    position: 0,
    totalScore: 0,
    toPar: 0,
    thru: 0,
  };
}

function score(playerId: string, holeNumber: number, strokes: number, extra: object = {}) {
  return {
    playerId,
    holeNumber,
    score: strokes,
    putts: 2,
    waterPenalties: 0,
    obPenalties: 0,
    dropPenalties: 0,
    fairwayHit: null,
    enteredBy: 'u',
    enteredAt: '2026-05-01T10:00:00Z',
    version: 1,
    ...extra,
  };
}

function results(overrides: Partial<GameResults> = {}): GameResults {
  return {
    game: {
      id: 'g',
      name: '',
      clubName: 'Club',
      courseName: 'Course',
      date: '2026-05-01T10:00:00Z',
      status: 'finished',
      format: 'stableford',
      scoringMode: 'gross',
      holes: 18,
      useHandicaps: true,
      courseLayout: Array.from({ length: 18 }, (_, i) => i + 1),
    },
    players: [player('a', 'Ann'), { ...player('b', 'Ben', 't2'), teeName: 'Blue', teeColor: 'blue' }],
    holesByTee: { t1: holes, t2: holes.map((hole) => ({ ...hole, distance: hole.distance - 50 })) },
    totalPar: 72,
    scores: {
      '1': { a: score('a', 1, 4, { fairwayHit: 'center' }), b: score('b', 1, 5) },
      '2': { a: score('a', 2, 2) },
      '10': { a: score('a', 10, 6, { fairwayHit: 'left' }) },
    },
    leaderboard: [],
    winnerId: 'a',
    ...overrides,
  };
}

describe('the result', () => {
  it('features the winner, else the golfer, else the leader', () => {
    expect(featuredPlayer(results(), 'u-b')?.id).toBe('a');
    expect(featuredPlayer(results({ winnerId: null }), 'u-b')?.id).toBe('b');
    expect(featuredPlayer(results({ winnerId: null }), 'nobody')?.id).toBe('a');
  });

  it('builds the card by nine with subtotals, zero for holes not played', () => {
    const card = resultCard(results(), results().players[0]!);
    expect(card.nines.map((nine) => [nine.side, nine.holes.length, nine.score])).toEqual([
      ['out', 9, 6],
      ['in', 9, 6],
    ]);
    expect(card.nines[0]?.holes[2]?.score).toBe(0);
    expect(card.totalPar).toBe(72);
    expect(card.totalScore).toBe(12);
    expect(card.toPar).toBe(1);
    expect(card.tees.map((tee) => [tee.teeId, tee.name, tee.color])).toEqual([
      ['t1', 'White', 'white'],
      ['t2', 'Blue', 'blue'],
    ]);
    expect(card.wide).toBe(false);
  });

  it('names a tee by its name, and leaves out a tee nobody played (it has no name to show)', () => {
    const unplayed = results({ holesByTee: { t1: holes, t2: holes, '2d8f0c1e': holes } });
    expect(resultCard(unplayed, unplayed.players[0]!).tees.map((tee) => tee.name)).toEqual(['White', 'Blue']);
  });

  it('uses the wide layout with more than 3 tees, and shows only the nine played', () => {
    const ids = ['t1', 't2', 't3', 't4'];
    const many = Object.fromEntries(ids.map((id) => [id, holes]));
    const players = ids.map((id, index) => ({ ...player(`p${index}`, `P${index}`, id), teeName: id }));
    const noLengths = { t1: holes.map((hole) => ({ ...hole, distance: null })) };
    expect(resultCard(results({ holesByTee: noLengths }), results().players[0]!).tees).toEqual([]);
    expect(resultCard(results({ holesByTee: many, players }), players[0]!).wide).toBe(true);
    const back = resultCard(results({ game: { ...results().game, holes: 9 } }), results().players[0]!);
    expect(back.nines.map((nine) => nine.side)).toEqual(['in']);
  });

  it('derives the stats and chart data with packages/golf', () => {
    const stats = playerStats(results(), results().players[0]!);
    expect(stats.holesPlayed).toBe(3);
    expect(scoreDistribution(stats).find((bar) => bar.key === 'birdies')?.value).toBe(1);
    expect(fairwayBars(stats).map((bar) => bar.value)).toEqual([1, 1, 0]);
    expect(scoreByPar(stats)).toEqual([
      { key: 'par3', par: 3, value: -1, count: 1 },
      { key: 'par4', par: 4, value: 1, count: 2 },
      { key: 'par5', par: 5, value: null, count: 0 },
    ]);
  });

  it('has no game data without players or scores', () => {
    expect(hasNoGameData(undefined)).toBe(true);
    expect(hasNoGameData(results({ scores: {} }))).toBe(true);
    expect(hasNoGameData(results({ players: [] }))).toBe(true);
    expect(hasNoGameData(results())).toBe(false);
  });
});
