import type { GameDetail, GameSetupInput, HandicapSummary } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/** `GET /api/handicap/{userId}` explains the index: the cards, which count, the table row, the history. */
describe('the handicap explained', () => {
  let t: TestApp;
  let rated: Awaited<ReturnType<typeof buildCourse>>;
  let unrated: Awaited<ReturnType<typeof buildCourse>>;
  let golfer: TestUser;
  let stranger: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    rated = await buildCourse(t.app.db, { rated: true, name: 'Rated Links' });
    unrated = await buildCourse(t.app.db, { name: 'Unrated Park' });
    golfer = await createGolfer(t.app, { handicap: 24 });
    stranger = await createGolfer(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  /** A finished recorded round, par + `over` on every hole. */
  async function round(over: number, days: number, setup: Partial<GameSetupInput> = {}) {
    const created = await call(golfer, 'POST', '/api/game', {
      date: daysAgo(days),
      courseId: rated.courseId,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: golfer.id }],
      ...setup,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = (await call(golfer, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    for (const [i, par] of CARD_18.pars.entries()) {
      await call(golfer, 'POST', `/api/game/${gameId}/scores`, {
        playerId: detail.players[0]!.id,
        holeNumber: i + 1,
        score: par + over,
      });
    }
    await call(golfer, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
    return gameId;
  }

  it('marks the counted score, the table row, each card, and the index over time', async () => {
    const first = await round(1, 30); // AGS 90 on CR 71.2 / 125: 17.0
    await round(0, 20, { courseId: unrated.courseId }); // AGS 72 = par on an unrated tee: 0.0
    const hidden = await round(2, 10, { isPrivate: true }); // AGS 108: 33.3

    const own = (await call(golfer, 'GET', `/api/handicap/${golfer.id}`)).json<HandicapSummary>();
    expect(own.source).toBe('computed');
    expect(own.calculation).toEqual({ scores: 3, lowest: 1, adjustment: -2, uncappedIndex: -2, cap: 'none' });
    expect(own.computedIndex).toBe(-2);
    // Newest first: the private round, the unrated one (counted), the first.
    expect(own.records.map((record) => [record.differential, record.counts, record.unrated])).toEqual([
      [33.3, false, false],
      [0, true, true],
      [17, false, false],
    ]);
    expect(own.records[2]).toMatchObject({
      gameId: first,
      adjustedGrossScore: 90,
      courseRating: 71.2,
      slopeRating: 125,
      clubName: 'Rated Links',
      courseName: 'Championship',
      inWindow: true,
    });
    expect(own.history.map((point) => point.index)).toEqual([-2]);

    // Another golfer sees the same index, without the private round's card or point.
    const seen = (await call(stranger, 'GET', `/api/handicap/${golfer.id}`)).json<HandicapSummary>();
    expect(seen.computedIndex).toBe(-2);
    expect(seen.records.map((record) => record.gameId)).not.toContain(hidden);
    expect(seen.history).toEqual([]);
    expect((await call(null, 'GET', `/api/handicap/${golfer.id}`)).statusCode).toBe(401);
  }, 90_000);
});
