import type {
  ErrorBody,
  GameDetail,
  GameSetupInput,
  HandicapSummary,
  PendingGame,
  PlayedGame,
} from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
/** A card of 18 hole scores: par plus `over` on every hole. */
const card = (over: number) => CARD_18.pars.map((par) => par + over);
const THREES = CARD_18.pars.map(() => 3);

/**
 * Issue #19 item 1: a golfer's handicap changes only through their own play. Every way found of writing someone
 * else's record (finish a round, then add them and score for them; add them and score for them; reopen, add,
 * score) leaves their index where it was; a golfer leaves any round they did not create, and its record goes.
 */
describe('handicaps only their owner’s play can change', { timeout: 60_000 }, () => {
  let t: TestApp;
  let course: Awaited<ReturnType<typeof buildCourse>>;

  beforeAll(async () => {
    t = await buildTestApp();
    course = await buildCourse(t.app.db);
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const base = (by: TestUser, overrides: Partial<GameSetupInput> = {}): GameSetupInput => ({
    date: daysAgo(2),
    kind: 'recorded',
    courseId: course.courseId,
    format: 'strokeplay',
    players: [{ userId: by.id }],
    ...overrides,
  });
  async function createRound(by: TestUser, overrides: Partial<GameSetupInput> = {}): Promise<string> {
    const created = await call(by, 'POST', '/api/game', base(by, overrides));
    expect(created.statusCode, created.body).toBe(201);
    return created.json<{ gameId: string }>().gameId;
  }
  const detail = async (id: string, by: TestUser) =>
    (await call(by, 'GET', `/api/game/${id}`)).json<GameDetail>();
  const playerOf = async (id: string, by: TestUser, golfer: TestUser) =>
    (await detail(id, by)).players.find((player) => player.userId === golfer.id)!;
  async function enterCard(by: TestUser, id: string, playerId: string, strokes: readonly number[]) {
    for (const [i, score] of strokes.entries()) {
      const saved = await call(by, 'POST', `/api/game/${id}/scores`, { playerId, holeNumber: i + 1, score });
      expect(saved.statusCode, saved.body).toBe(200);
    }
  }
  const setStatus = (by: TestUser, id: string, status: 'finished' | 'playing') =>
    call(by, 'PUT', `/api/game/${id}/player/status`, { status });
  const handicapOf = async (viewer: TestUser, userId: string) =>
    (await call(viewer, 'GET', `/api/handicap/${userId}`)).json<HandicapSummary>();
  const profileHandicap = async (user: TestUser) =>
    (await call(user, 'GET', '/api/profile')).json<{ handicap: number | null }>().handicap;
  const join = (id: string, by: TestUser) => call(by, 'POST', `/api/game/${id}/player`);
  const leave = (id: string, by: TestUser) => call(by, 'DELETE', `/api/game/${id}/player`);

  /** A finished one-golfer round of `by` with this card. */
  async function ownRound(by: TestUser, strokes: readonly number[], days: number): Promise<string> {
    const id = await createRound(by, { date: daysAgo(days) });
    await enterCard(by, id, (await playerOf(id, by, by)).id, strokes);
    expect((await setStatus(by, id, 'finished')).json()).toMatchObject({ gameStatus: 'finished' });
    return id;
  }

  it('the exact attack: a finished solo round refuses a new player (409), so 18 threes cannot be entered for them', async () => {
    const attacker = await createGolfer(t.app, { handicap: 30 });
    const victim = await createGolfer(t.app, { handicap: 21.3 });
    const viewer = await createGolfer(t.app);
    for (let round = 0; round < 2; round++) {
      const id = await ownRound(attacker, card(1), 5 + round);
      const added = await call(
        attacker,
        'PUT',
        `/api/game/${id}`,
        base(attacker, {
          date: daysAgo(5 + round),
          players: [{ userId: attacker.id }, { userId: victim.id }],
        }),
      );
      expect(added.statusCode).toBe(409);
      expect(errorOf(added).code).toBe('game_finished');
      const players = (await detail(id, attacker)).players;
      expect(players.map((player) => player.userId)).toEqual([attacker.id]);
      expect((await call(victim, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
    }
    expect(await handicapOf(viewer, victim.id)).toMatchObject({
      handicapIndex: 21.3,
      scoreCount: 0,
      records: [],
    });
    expect(await profileHandicap(victim)).toBe(21.3);
  });

  it('a golfer added by someone else is only invited: 18 threes entered for them in rounds they never joined give no record', async () => {
    const attacker = await createGolfer(t.app, { handicap: 30 });
    const victim = await createGolfer(t.app, { handicap: 21.3 });
    for (const days of [9, 8, 7]) {
      const id = await createRound(attacker, {
        date: daysAgo(days),
        players: [{ userId: attacker.id }, { userId: victim.id }],
      });
      const victimPlayer = await playerOf(id, attacker, victim);
      expect(victimPlayer.status).toBe('invited');
      await enterCard(attacker, id, victimPlayer.id, THREES);
      await enterCard(attacker, id, (await playerOf(id, attacker, attacker)).id, card(1));
      // The attacker finishing alone finishes the round: the golfer only invited does not hold it open.
      expect((await setStatus(attacker, id, 'finished')).json()).toMatchObject({ gameStatus: 'finished' });
      // Too late to join a finished round.
      const late = await join(id, victim);
      expect(late.statusCode).toBe(409);
      expect(errorOf(late).code).toBe('game_finished');
    }
    expect(await handicapOf(victim, victim.id)).toMatchObject({ handicapIndex: 21.3, scoreCount: 0 });
    expect(await profileHandicap(victim)).toBe(21.3);
    // Nor are they the victim's played rounds.
    const played = (await call(victim, 'GET', `/api/profile/${victim.id}/games`)).json<PlayedGame[]>();
    expect(played).toEqual([]);
  });

  it('reopening a finished round and adding a golfer then is the same: invited, no record', async () => {
    const attacker = await createGolfer(t.app, { handicap: 30 });
    const victim = await createGolfer(t.app, { handicap: 21.3 });
    const id = await ownRound(attacker, card(1), 4);
    expect((await setStatus(attacker, id, 'playing')).json()).toMatchObject({ gameStatus: 'active' });
    const added = await call(
      attacker,
      'PUT',
      `/api/game/${id}`,
      base(attacker, { date: daysAgo(4), players: [{ userId: attacker.id }, { userId: victim.id }] }),
    );
    expect(added.statusCode, added.body).toBe(200);
    await enterCard(attacker, id, (await playerOf(id, attacker, victim)).id, THREES);
    expect((await setStatus(attacker, id, 'finished')).json()).toMatchObject({ gameStatus: 'finished' });
    expect(await handicapOf(victim, victim.id)).toMatchObject({ handicapIndex: 21.3, scoreCount: 0 });
  });

  it('an invited golfer reads the round but neither scores nor finishes in it before joining', async () => {
    const owner = await createGolfer(t.app);
    const friend = await createGolfer(t.app);
    const id = await createRound(owner, {
      date: new Date().toISOString(),
      kind: 'live',
      players: [{ userId: owner.id }, { userId: friend.id }],
    });
    const pending = (await call(friend, 'GET', '/api/game/pending')).json<PendingGame[]>();
    expect(pending.find((game) => game.id === id)).toMatchObject({ invited: true, ownerId: owner.id });
    const ownPending = (await call(owner, 'GET', '/api/game/pending')).json<PendingGame[]>();
    expect(ownPending.find((game) => game.id === id)).toMatchObject({ invited: false });
    const friendPlayer = await playerOf(id, friend, friend);
    const scored = await call(friend, 'POST', `/api/game/${id}/scores`, {
      playerId: friendPlayer.id,
      holeNumber: 1,
      score: 4,
    });
    expect(scored.statusCode).toBe(403);
    expect((await setStatus(friend, id, 'finished')).statusCode).toBe(403);

    expect((await join(id, friend)).statusCode).toBe(204);
    expect((await playerOf(id, friend, friend)).status).toBe('playing');
    // Joining again changes nothing.
    const version = (await detail(id, owner)).game.version;
    expect((await join(id, friend)).statusCode).toBe(204);
    expect((await detail(id, owner)).game.version).toBe(version);
    const after = (await call(friend, 'GET', '/api/game/pending')).json<PendingGame[]>();
    expect(after.find((game) => game.id === id)).toMatchObject({ invited: false });
    const now = await call(friend, 'POST', `/api/game/${id}/scores`, {
      playerId: friendPlayer.id,
      holeNumber: 1,
      score: 4,
    });
    expect(now.statusCode, now.body).toBe(200);
  });

  it('joining is only for oneself, in a round one is in: anonymous 401, a stranger 403, the owner a no-op', async () => {
    const owner = await createGolfer(t.app);
    const friend = await createGolfer(t.app);
    const stranger = await createGolfer(t.app);
    const id = await createRound(owner, { players: [{ userId: owner.id }, { userId: friend.id }] });
    expect((await call(null, 'POST', `/api/game/${id}/player`)).statusCode).toBe(401);
    const refused = await join(id, stranger);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect((await join(id, owner)).statusCode).toBe(204);
    expect((await playerOf(id, owner, friend)).status).toBe('invited');
  });

  it('a golfer who joined counts; leaving a finished round takes its record away and computes the index again', async () => {
    const owner = await createGolfer(t.app, { handicap: 30 });
    const golfer = await createGolfer(t.app, { handicap: 30 });
    // Three own rounds: 18.0, 36.0 and 18.0 → the lowest minus 2.0 = 16.0.
    await ownRound(golfer, card(1), 40);
    await ownRound(golfer, card(2), 30);
    await ownRound(golfer, card(1), 20);
    expect(await handicapOf(golfer, golfer.id)).toMatchObject({ computedIndex: 16, scoreCount: 3 });

    // The owner's round, joined: bogeys for the golfer (18.0) → four scores: the lowest minus 1.0 = 17.0.
    const id = await createRound(owner, {
      date: daysAgo(10),
      players: [{ userId: owner.id }, { userId: golfer.id }],
    });
    expect((await join(id, golfer)).statusCode).toBe(204);
    await enterCard(owner, id, (await playerOf(id, owner, golfer)).id, card(1));
    await enterCard(owner, id, (await playerOf(id, owner, owner)).id, card(1));
    await setStatus(golfer, id, 'finished');
    expect((await setStatus(owner, id, 'finished')).json()).toMatchObject({ gameStatus: 'finished' });
    expect(await handicapOf(golfer, golfer.id)).toMatchObject({ computedIndex: 17, scoreCount: 4 });
    expect(await profileHandicap(golfer)).toBe(17);
    const before = (await call(golfer, 'GET', `/api/profile/${golfer.id}/games`)).json<PlayedGame[]>();
    expect(before.map((game) => game.id)).toContain(id);

    // Scores or not, finished or not, the golfer leaves: the record goes, the index is the three own rounds' again.
    const left = await leave(id, golfer);
    expect(left.statusCode, left.body).toBe(204);
    const summary = await handicapOf(golfer, golfer.id);
    expect(summary).toMatchObject({ computedIndex: 16, scoreCount: 3 });
    expect(summary.records.map((record) => record.gameId)).not.toContain(id);
    expect(await profileHandicap(golfer)).toBe(16);
    const after = (await call(golfer, 'GET', `/api/profile/${golfer.id}/games`)).json<PlayedGame[]>();
    expect(after.map((game) => game.id)).not.toContain(id);
    expect((await call(golfer, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
    // The owner's round goes on without them.
    expect((await detail(id, owner)).players.map((player) => player.userId)).toEqual([owner.id]);
  });

  it('the last golfer still playing leaves: the others had finished, so the round finishes and counts for them', async () => {
    const owner = await createGolfer(t.app, { handicap: 30 });
    const friend = await createGolfer(t.app);
    const id = await createRound(owner, { players: [{ userId: owner.id }, { userId: friend.id }] });
    expect((await join(id, friend)).statusCode).toBe(204);
    await enterCard(owner, id, (await playerOf(id, owner, owner)).id, card(1));
    await enterCard(friend, id, (await playerOf(id, owner, friend)).id, card(1).slice(0, 5));
    expect((await setStatus(owner, id, 'finished')).json()).toMatchObject({ gameStatus: 'active' });
    expect((await leave(id, friend)).statusCode).toBe(204);
    expect((await detail(id, owner)).game.status).toBe('finished');
    expect((await handicapOf(owner, owner.id)).records.map((record) => record.gameId)).toEqual([id]);
  });

  it('the owner cannot leave their own round (403): they delete it', async () => {
    const owner = await createGolfer(t.app);
    const id = await createRound(owner);
    const refused = await leave(id, owner);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('game_owner_cannot_decline');
  });

  it('an index stays within the contract’s bounds: never better than +10, whatever the scores', async () => {
    const golfer = await createGolfer(t.app, { handicap: 5 });
    const aces = CARD_18.pars.map(() => 1);
    for (const days of [30, 20, 10]) await ownRound(golfer, aces, days);
    const summary = await handicapOf(golfer, golfer.id);
    // 18 on a par-72 unrated tee is -54.0; the lowest minus 2.0 would be -56.0.
    expect(summary.records.map((record) => record.differential)).toEqual([-54, -54, -54]);
    expect(summary).toMatchObject({ computedIndex: -10, handicapIndex: -10, source: 'computed' });
    expect(await profileHandicap(golfer)).toBe(-10);
  });
});
