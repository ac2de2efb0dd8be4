import type { ErrorBody, GameDetail, GameSetupInput, Statistics } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer, createUser } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

interface Hole {
  score: number;
  putts?: number;
  fairwayHit?: 'left' | 'center' | 'right';
}

describe('statistics', () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    t = await buildTestApp();
    course = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

  /** A one-golfer recorded round with these holes (from hole 1), finished unless `finish` is false. */
  async function round(
    by: TestUser,
    holes: readonly Hole[],
    { setup = {}, finish = true }: { setup?: Partial<GameSetupInput>; finish?: boolean } = {},
  ): Promise<string> {
    const created = await call(by, 'POST', '/api/game', {
      date: daysAgo(30),
      courseId: course.courseId,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: by.id }],
      ...setup,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = (await call(by, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    const playerId = detail.players[0]!.id;
    for (const [i, hole] of holes.entries()) {
      const saved = await call(by, 'POST', `/api/game/${gameId}/scores`, {
        playerId,
        holeNumber: i + 1,
        ...hole,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    if (finish) {
      const done = await call(by, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
      expect(done.statusCode, done.body).toBe(200);
    }
    return gameId;
  }

  const statsOf = async (viewer: TestUser, userId: string, query = '') => {
    const response = await call(viewer, 'GET', `/api/stats/${userId}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Statistics>();
  };

  it('refuses a request without a session (401) and an unknown golfer (404)', async () => {
    const golfer = await createGolfer(t.app);
    expect((await call(null, 'GET', `/api/stats/${golfer.id}`)).statusCode).toBe(401);
    const unknown = await call(golfer, 'GET', '/api/stats/nobody-at-all');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('profile_not_found');
    const bad = await call(golfer, 'GET', `/api/stats/${golfer.id}?timeframe=forever`);
    expect(bad.statusCode).toBe(400);
  });

  it('gives a golfer without rounds zeros and nulls, and their declared handicap', async () => {
    const golfer = await createGolfer(t.app, { handicap: 21.3 });
    const stats = await statsOf(golfer, golfer.id);
    expect(stats).toMatchObject({
      totalGames: 0,
      avgScore: null,
      handicap: 21.3,
      eagles: 0,
      girOpportunities: 0,
      par3Score: { total: 0, toPar: 0, count: 0 },
      rates: { girPercent: null, puttsPerRound: null, par4Average: null },
      rounds: [],
    });
  });

  it('computes every figure from the recorded scores of finished rounds', async () => {
    const golfer = await createGolfer(t.app, { handicap: 12 });
    // Holes 1–4 of CARD_18: par 4, 4, 3, 5.
    await round(golfer, [
      { score: 3, putts: 1, fairwayHit: 'center' }, // birdie, GIR
      { score: 5, putts: 2, fairwayHit: 'left' }, // bogey, no GIR
      { score: 3, putts: 2 }, // par, GIR
      { score: 3, putts: 1, fairwayHit: 'right' }, // eagle, GIR
    ]);
    await round(golfer, [
      { score: 6, putts: 3, fairwayHit: 'center' }, // double, no GIR
      { score: 4, putts: 2, fairwayHit: 'center' }, // par, GIR
    ]);
    // An unfinished round does not count.
    await round(golfer, [{ score: 9, putts: 4 }], { finish: false });

    const stats = await statsOf(golfer, golfer.id);
    expect(stats).toMatchObject({
      userId: golfer.id,
      timeframe: 'all',
      totalGames: 2,
      avgScore: 12, // (14 + 10) / 2
      handicap: 12,
      eagles: 1,
      birdies: 1,
      pars: 2,
      bogeys: 1,
      doubleBogeys: 1,
      totalPutts: 11,
      holesWithPuttsData: 6,
      fairwayAccuracy: { left: 1, middle: 3, right: 1, total: 5 },
      fairwaysHitCenter: 3,
      fairwayOpportunities: 5,
      greensInRegulationCount: 4,
      girOpportunities: 6,
      par3Score: { total: 3, toPar: 0, count: 1 },
      par4Score: { total: 18, toPar: 2, count: 4 },
      par5Score: { total: 3, toPar: -2, count: 1 },
      rates: {
        girPercent: 66.7,
        fairwayHitPercent: 60,
        puttsPerHole: 1.83,
        puttsPerRound: 5.5,
        par3Average: 3,
        par4Average: 4.5,
        par5Average: 3,
      },
    });
    expect(stats.rounds.map((r) => [r.totalScore, r.toPar, r.putts])).toEqual([
      [14, -2, 6],
      [10, 2, 5],
    ]);
  });

  it('keeps the last 20 rounds for timeframe=recent', async () => {
    const golfer = await createGolfer(t.app);
    for (let i = 0; i < 21; i += 1) {
      // The oldest round (i = 0) is the only one with a 9 on hole 1.
      await round(golfer, [{ score: i === 0 ? 9 : 4 }], { setup: { date: daysAgo(60 - i) } });
    }
    const all = await statsOf(golfer, golfer.id);
    const recent = await statsOf(golfer, golfer.id, '?timeframe=recent');
    expect(all.totalGames).toBe(21);
    expect(recent).toMatchObject({ timeframe: 'recent', totalGames: 20, avgScore: 4, doubleBogeys: 0 });
    expect(all.doubleBogeys).toBe(1);
    expect(recent.rounds).toHaveLength(20);
    expect(recent.rounds[0]!.date < recent.rounds[19]!.date).toBe(true);
  }, 60_000);

  it('shows another golfer only the rounds that are not private', async () => {
    const golfer = await createGolfer(t.app);
    const stranger = await createGolfer(t.app);
    await round(golfer, [{ score: 4 }]);
    await round(golfer, [{ score: 6 }], { setup: { isPrivate: true } });
    expect((await statsOf(golfer, golfer.id)).totalGames).toBe(2);
    const seen = await statsOf(stranger, golfer.id);
    expect(seen).toMatchObject({ totalGames: 1, avgScore: 4, doubleBogeys: 0 });
    expect(seen.rounds).toHaveLength(1);
  });

  it('refuses the statistics of a user without a golf profile', async () => {
    const golfer = await createGolfer(t.app);
    const bare = await createUser(t.app);
    const response = await call(golfer, 'GET', `/api/stats/${bare.id}`);
    expect(response.statusCode).toBe(404);
  });
});
