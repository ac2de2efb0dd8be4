import type { GameDetail, Statistics } from '@fairway/contract';
import { countedGames, periodStats, statsRates } from '@fairway/golf';
import type { RoundHole } from '@fairway/golf';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameScores, roundSummaries } from '../../db/schema';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';
import { createStatsRepository } from './stats.repository';
import { createStatsService } from './stats.service';

/** A deterministic pseudo-random sequence in [0, 1), so that a failure can be replayed. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

interface Card {
  /** Index in CARD_18 (hole number − 1) and the entry; holes left out were not entered. */
  entries: {
    hole: number;
    score: number | null;
    putts: number | null;
    fairwayHit: RoundHole['fairwayHit'];
  }[];
  playedAt: Date;
  isPrivate: boolean;
}

/** A random card: 1 to 18 holes entered (some without a score), putts and fairways often missing. */
function randomCard(random: () => number, index: number): Card {
  const holes = 1 + Math.floor(random() * 18);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  return {
    playedAt: new Date(Date.UTC(2025, 0, 1) + index * 86_400_000),
    isPrivate: random() < 0.2,
    entries: Array.from({ length: holes }, (_, hole) => ({
      hole,
      score: random() < 0.1 ? null : 1 + Math.floor(random() * 9),
      putts: random() < 0.3 ? null : Math.floor(random() * 5),
      fairwayHit: pick([null, 'left', 'center', 'right'] as const),
    })).filter(() => random() < 0.9),
  };
}

/** What the statistics were before the summaries: packages/golf over every recorded hole, oldest first. */
function fromHoles(cards: readonly Card[], timeframe?: 'recent') {
  const rounds = [...cards]
    .sort((a, b) => a.playedAt.getTime() - b.playedAt.getTime())
    .map((card) =>
      card.entries
        .filter((entry) => entry.score !== null && entry.score > 0)
        .map((entry): RoundHole => ({
          par: CARD_18.pars[entry.hole]!,
          score: entry.score,
          putts: entry.putts,
          fairwayHit: entry.fairwayHit,
        })),
    )
    .filter((holes) => holes.length > 0);
  const period = periodStats(rounds, { timeframe });
  const games = countedGames(rounds, { timeframe });
  return {
    ...period,
    rates: statsRates(period, games),
    rounds: games.map((stats) => ({
      holesPlayed: stats.holesPlayed,
      totalScore: stats.totalScore,
      toPar: stats.toPar,
      putts: stats.holesWithPuttsData > 0 ? stats.totalPutts : null,
      greensInRegulationCount: stats.greensInRegulationCount,
      girOpportunities: stats.girOpportunities,
      fairwaysHit: stats.fairwayAccuracy.middle,
      fairwayShots: stats.fairwayAccuracy.total,
    })),
  };
}

describe('statistics from round summaries', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    t = await buildTestApp();
    course = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  /** A recorded round of `card` through the API (its holes written as a device's sync would), then finished. */
  async function play(golfer: TestUser, card: Card, finish = true) {
    const created = await call(golfer, 'POST', '/api/game', {
      date: card.playedAt.toISOString(),
      courseId: course.courseId,
      format: 'strokeplay',
      kind: 'recorded',
      isPrivate: card.isPrivate,
      players: [{ userId: golfer.id }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = (await call(golfer, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    const playerId = detail.players[0]!.id;
    if (card.entries.length > 0) {
      await t.app.db.insert(gameScores).values(
        card.entries.map((entry) => ({
          gameId,
          playerId,
          holeNumber: entry.hole + 1,
          score: entry.score,
          putts: entry.putts,
          fairwayHit: entry.fairwayHit,
          enteredBy: golfer.id,
          enteredAt: new Date(),
        })),
      );
    }
    if (finish) {
      const done = await call(golfer, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
      expect(done.statusCode, done.body).toBe(200);
    }
    return { gameId, playerId };
  }

  const statsOf = async (viewer: TestUser, userId: string, query = '') => {
    const response = await call(viewer, 'GET', `/api/stats/${userId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Statistics>();
  };

  /** The fields `fromHoles` computes, from the API's answer. */
  const comparable = (stats: Statistics) => {
    const { userId: _userId, timeframe: _timeframe, handicap: _handicap, rounds, ...rest } = stats;
    return {
      ...rest,
      rounds: rounds.map(({ gameId: _gameId, date: _date, ...round }) => round),
    };
  };

  it('answer exactly what packages/golf computes from every hole, over randomized rounds', async () => {
    const random = sequence(2026);
    const golfer = await createGolfer(t.app);
    const stranger = await createGolfer(t.app);
    const cards = Array.from({ length: 26 }, (_, i) => randomCard(random, i));
    // played in a shuffled order: the statistics follow the date played, not the order of entry
    for (const card of [...cards].sort(() => random() - 0.5)) await play(golfer, card);
    // an unfinished round counts nowhere
    await play(golfer, randomCard(random, 40), false);

    const open = cards.filter((card) => !card.isPrivate);
    for (const timeframe of [undefined, 'recent'] as const) {
      const query = timeframe ? `?timeframe=${timeframe}` : '';
      expect(comparable(await statsOf(golfer, golfer.id, query))).toEqual(fromHoles(cards, timeframe));
      expect(comparable(await statsOf(stranger, golfer.id, query))).toEqual(fromHoles(open, timeframe));
    }
  }, 120_000);

  it('follow a score corrected after the round finished, and a round reopened', async () => {
    const golfer = await createGolfer(t.app);
    const card: Card = {
      playedAt: new Date(Date.UTC(2025, 5, 1)),
      isPrivate: false,
      entries: [
        { hole: 0, score: 4, putts: 2, fairwayHit: 'center' },
        { hole: 1, score: 5, putts: 2, fairwayHit: 'left' },
      ],
    };
    const { gameId, playerId } = await play(golfer, card);
    expect(comparable(await statsOf(golfer, golfer.id))).toEqual(fromHoles([card]));

    const corrected = await call(golfer, 'POST', `/api/game/${gameId}/scores`, {
      playerId,
      holeNumber: 2,
      score: 3,
      putts: 1,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const after: Card = {
      ...card,
      entries: [card.entries[0]!, { hole: 1, score: 3, putts: 1, fairwayHit: null }],
    };
    expect(comparable(await statsOf(golfer, golfer.id))).toEqual(fromHoles([after]));

    const reopened = await call(golfer, 'PUT', `/api/game/${gameId}/player/status`, { status: 'playing' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect((await statsOf(golfer, golfer.id)).totalGames).toBe(0);
    expect(await t.app.db.select().from(roundSummaries).where(eq(roundSummaries.gameId, gameId))).toEqual([]);
  }, 60_000);

  it('are written on start for finished rounds that have none', async () => {
    const golfer = await createGolfer(t.app);
    const cards = [randomCard(sequence(7), 0), randomCard(sequence(8), 1)];
    const played = [];
    for (const card of cards) played.push(await play(golfer, card));
    const before = await statsOf(golfer, golfer.id);
    for (const { gameId } of played)
      await t.app.db.delete(roundSummaries).where(eq(roundSummaries.gameId, gameId));
    expect((await statsOf(golfer, golfer.id)).totalGames).toBe(0);

    const stats = createStatsService({ repository: createStatsRepository(t.app.db) });
    expect(await stats.backfill()).toBeGreaterThanOrEqual(played.length);
    expect(await statsOf(golfer, golfer.id)).toEqual(before);
    expect(await stats.backfill()).toBe(0);
  }, 60_000);
});
