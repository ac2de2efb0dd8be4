import type { ErrorBody, GameDetail, GameSetupInput, HandicapSummary } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
/** A card of 18 hole scores: par plus `over` on every hole, with some holes set apart. */
const card = (over: number, holes: Record<number, number> = {}) =>
  CARD_18.pars.map((par, i) => holes[i + 1] ?? par + over);

describe('handicap records', () => {
  let t: TestApp;
  let rated: Awaited<ReturnType<typeof buildCourse>>;
  let unrated: Awaited<ReturnType<typeof buildCourse>>;

  beforeAll(async () => {
    t = await buildTestApp();
    // Every tee of `rated` has CR 71.2 and slope 125; `unrated` counts as CR = par (72) and slope 113.
    rated = await buildCourse(t.app.db, { rated: true });
    unrated = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  async function createRound(by: TestUser, setup: Partial<GameSetupInput>): Promise<GameDetail> {
    const created = await call(by, 'POST', '/api/game', {
      date: new Date().toISOString(),
      courseId: unrated.courseId,
      format: 'strokeplay',
      players: [{ userId: by.id }],
      ...setup,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    return (await call(by, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
  }

  async function enterCard(by: TestUser, gameId: string, playerId: string, strokes: readonly number[]) {
    for (const [i, score] of strokes.entries()) {
      const saved = await call(by, 'POST', `/api/game/${gameId}/scores`, {
        playerId,
        holeNumber: i + 1,
        score,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }

  const finish = (by: TestUser, gameId: string, status: 'finished' | 'playing' = 'finished') =>
    call(by, 'PUT', `/api/game/${gameId}/player/status`, { status });

  /** A finished one-golfer recorded round with this card; returns its id. */
  async function recordedRound(
    by: TestUser,
    strokes: readonly number[],
    setup: Partial<GameSetupInput> = {},
  ) {
    const game = await createRound(by, { kind: 'recorded', date: daysAgo(10), ...setup });
    await enterCard(by, game.id, game.players[0]!.id, strokes);
    expect((await finish(by, game.id)).json()).toMatchObject({ gameStatus: 'finished' });
    return game.id;
  }

  const handicapOf = async (viewer: TestUser, userId: string) =>
    (await call(viewer, 'GET', `/api/handicap/${userId}`)).json<HandicapSummary>();

  it('a recorded round gives a differential from the adjusted gross score and the tee’s ratings', async () => {
    const golfer = await createGolfer(t.app, { handicap: 12.4 });
    // Course handicap 12.4 × 125/113 + (71.2 − 72) = 12.9 → 13: a stroke on stroke indexes 1 to 13.
    // Hole 4 (par 5, SI 1): 10 is capped at net double bogey 5 + 2 + 1 = 8. Hole 11 (par 3, SI 18): 7 → 3 + 2 = 5.
    // Par elsewhere: gross 81, adjusted 72 − 5 − 3 + 8 + 5 = 77; differential 113 / 125 × (77 − 71.2) = 5.24 → 5.2.
    const gameId = await recordedRound(golfer, card(0, { 4: 10, 11: 7 }), {
      courseId: rated.courseId,
      date: daysAgo(7),
    });
    const summary = await handicapOf(golfer, golfer.id);
    expect(summary).toMatchObject({
      handicapIndex: 12.4,
      source: 'declared',
      computedIndex: null,
      scoreCount: 1,
    });
    expect(summary.records).toMatchObject([
      {
        gameId,
        date: expect.any(String) as string,
        holes: 18,
        adjustedGrossScore: 77,
        courseRating: 71.2,
        slopeRating: 125,
        differential: 5.2,
        exceptionalReduction: 0,
      },
    ]);
  });

  it('a live round gives each golfer with a full card a record, and follows corrections and reopening', async () => {
    const owner = await createGolfer(t.app, { handicap: 10 });
    const friend = await createGolfer(t.app, { handicap: 24 });
    const game = await createRound(owner, { players: [{ userId: owner.id }, { userId: friend.id }] });
    expect((await call(friend, 'POST', `/api/game/${game.id}/player`)).statusCode).toBe(204);
    const [ownerPlayer, friendPlayer] = game.players.map((player) => player.id) as [string, string];
    // Friend: course handicap 24 on an unrated tee, so 1 stroke everywhere and 2 on SI 1 to 6. Bogeys, plus
    // hole 4 (par 5, SI 1) 11 → capped at 5 + 2 + 2 = 9 and hole 11 (par 3, SI 18) 8 → 3 + 2 + 1 = 6.
    // Adjusted gross 90 − 6 − 4 + 9 + 6 = 95; differential 95 − 72 = 23.0.
    await enterCard(owner, game.id, friendPlayer, card(1, { 4: 11, 11: 8 }));
    // The owner skips hole 18: a round with a hole not played does not count.
    await enterCard(owner, game.id, ownerPlayer, card(0).slice(0, 17));
    await finish(owner, game.id);
    expect((await handicapOf(friend, friend.id)).records).toEqual([]);
    expect((await finish(friend, game.id)).json()).toMatchObject({ gameStatus: 'finished' });

    const records = (await handicapOf(friend, friend.id)).records;
    expect(records.map((record) => [record.gameId, record.adjustedGrossScore, record.differential])).toEqual([
      [game.id, 95, 23],
    ]);
    expect((await handicapOf(owner, owner.id)).records).toEqual([]);

    // A correction after the round finished: hole 1 parred instead of bogeyed.
    const fixed = await call(friend, 'POST', `/api/game/${game.id}/scores`, {
      playerId: friendPlayer,
      holeNumber: 1,
      score: 4,
    });
    expect(fixed.json<{ applied: boolean }>().applied).toBe(true);
    expect((await handicapOf(friend, friend.id)).records[0]).toMatchObject({
      adjustedGrossScore: 94,
      differential: 22,
    });

    // Reopened, the round does not count; finished again, it counts again.
    expect((await finish(friend, game.id, 'playing')).json()).toMatchObject({ gameStatus: 'active' });
    expect((await handicapOf(friend, friend.id)).records).toEqual([]);
    await finish(friend, game.id);
    expect((await handicapOf(friend, friend.id)).records).toHaveLength(1);
  });

  it('three rounds give an index by the WHS table that becomes the profile handicap; deleting one takes it back', async () => {
    const golfer = await createGolfer(t.app, { handicap: 30 });
    // Course handicap 30 on the unrated tee: nets double bogeys are at least par + 3, so nothing here is capped.
    await recordedRound(golfer, card(1), { date: daysAgo(30) }); // 90: 18.0
    await recordedRound(golfer, card(2), { date: daysAgo(20) }); // 108: 36.0
    expect(await handicapOf(golfer, golfer.id)).toMatchObject({
      source: 'declared',
      handicapIndex: 30,
      scoreCount: 2,
    });
    const third = await recordedRound(
      golfer,
      card(0, { 1: 5, 2: 5, 3: 4, 4: 6, 5: 5, 6: 5, 7: 4, 8: 5, 9: 6 }),
      {
        date: daysAgo(10),
      },
    ); // 81: 9.0
    const summary = await handicapOf(golfer, golfer.id);
    // Three scores: the lowest differential minus 2.0.
    expect(summary).toMatchObject({ source: 'computed', computedIndex: 7, handicapIndex: 7, scoreCount: 3 });
    expect(summary.records.map((record) => record.differential)).toEqual([9, 36, 18]);
    const profile = await call(golfer, 'GET', '/api/profile');
    expect(profile.json<{ handicap: number }>().handicap).toBe(7);
    // A round set up from now on plays off the computed index.
    const next = await createRound(golfer, {});
    expect(next.players[0]?.handicapIndex).toBe(7);

    expect((await call(golfer, 'DELETE', `/api/game/${third}`)).statusCode).toBe(204);
    const after = await handicapOf(golfer, golfer.id);
    expect(after).toMatchObject({ computedIndex: null, source: 'declared', scoreCount: 2 });
    expect(after.records.map((record) => record.gameId)).not.toContain(third);
  });

  it('a round 7.0 or more below the index it was played off lowers the index (exceptional score)', async () => {
    const golfer = await createGolfer(t.app, { handicap: 36 });
    // Three rounds of 108 (36.0) give 34.0, which the fourth round is played off.
    for (const days of [40, 30, 20]) await recordedRound(golfer, card(2), { date: daysAgo(days) });
    expect(await handicapOf(golfer, golfer.id)).toMatchObject({ computedIndex: 34 });
    // 90 is 18.0, 16.0 below 34.0: 2.0 off all four, so 34.0 × 3 and 16.0: the lowest minus 1.0 is 15.0 (17.0
    // without the reduction).
    await recordedRound(golfer, card(1), { date: daysAgo(10) });
    const summary = await handicapOf(golfer, golfer.id);
    expect(summary).toMatchObject({ computedIndex: 15, handicapIndex: 15, scoreCount: 4 });
    expect(summary.records.map((record) => [record.differential, record.exceptionalReduction])).toEqual([
      [18, -2],
      [36, -2],
      [36, -2],
      [36, -2],
    ]);
    const profile = await call(golfer, 'GET', '/api/profile');
    expect(profile.json<{ handicap: number }>().handicap).toBe(15);
  });

  it('a golfer without a handicap index has each hole capped at par + 5', async () => {
    const novice = await createGolfer(t.app);
    await t.app.db.update(profiles).set({ handicap: null }).where(eq(profiles.userId, novice.id));
    // Bogeys, but 12 on hole 1 (par 4, capped at 9) and 9 on hole 3 (par 3, capped at 8): 90 + 4 + 4 = 98.
    await recordedRound(novice, card(1, { 1: 12, 3: 9 }));
    expect((await handicapOf(novice, novice.id)).records[0]).toMatchObject({
      adjustedGrossScore: 98,
      differential: 26,
    });
  });

  it('a round that does not count for handicap, or of nine holes, gives no record', async () => {
    const golfer = await createGolfer(t.app, { handicap: 18 });
    await recordedRound(golfer, card(1), { countForHandicap: false });
    await recordedRound(golfer, card(1).slice(0, 9), { holes: 0 });
    expect(await handicapOf(golfer, golfer.id)).toMatchObject({ scoreCount: 0, records: [] });

    // A finished round's setup no longer changes (409): it cannot be turned into one that counts. Reopened, it
    // can; finished again, it counts.
    const game = await createRound(golfer, { kind: 'recorded', date: daysAgo(3), countForHandicap: false });
    await enterCard(golfer, game.id, game.players[0]!.id, card(1));
    await finish(golfer, game.id);
    const setup = {
      date: game.game.date,
      kind: 'recorded',
      courseId: unrated.courseId,
      format: 'strokeplay',
      players: [{ userId: golfer.id }],
    };
    const refused = await call(golfer, 'PUT', `/api/game/${game.id}`, { ...setup, countForHandicap: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error.code).toBe('game_finished');
    expect((await handicapOf(golfer, golfer.id)).records).toEqual([]);
    await finish(golfer, game.id, 'playing');
    const changed = await call(golfer, 'PUT', `/api/game/${game.id}`, { ...setup, countForHandicap: true });
    expect(changed.statusCode, changed.body).toBe(200);
    await finish(golfer, game.id);
    expect((await handicapOf(golfer, golfer.id)).records.map((record) => record.gameId)).toEqual([game.id]);
  });

  it('shows others the index but not the records of private rounds', async () => {
    const golfer = await createGolfer(t.app, { handicap: 20 });
    const stranger = await createGolfer(t.app);
    const shared = await recordedRound(golfer, card(1), { date: daysAgo(12) });
    const hidden = await recordedRound(golfer, card(2), { date: daysAgo(11), isPrivate: true });
    await recordedRound(golfer, card(3), { date: daysAgo(10), isPrivate: true });

    const own = await handicapOf(golfer, golfer.id);
    const seen = await handicapOf(stranger, golfer.id);
    expect(own.records).toHaveLength(3);
    expect(seen.records.map((record) => record.gameId)).toEqual([shared]);
    expect(seen.records.map((record) => record.gameId)).not.toContain(hidden);
    expect(seen).toMatchObject({ computedIndex: own.computedIndex, handicapIndex: 16, source: 'computed' });

    const missing = await call(stranger, 'GET', '/api/handicap/nobody');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().error.code).toBe('profile_not_found');
    expect((await t.app.inject({ method: 'GET', url: `/api/handicap/${golfer.id}` })).statusCode).toBe(401);
  });
});
