import type {
  ErrorBody,
  GameDetail,
  GameResults,
  GameSetupInput,
  PlayedGame,
  ScoreWriteResponse,
} from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePlayers, games as gamesTable, profiles } from '../../db/schema';
import { baseUrl, buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';
import { openSocket } from '../../test/socket';

type Golfer = TestUser & { username: string };
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
const today = () => new Date().toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('games', () => {
  let t: TestApp;
  let owner: Golfer;
  let friend: Golfer;
  let stranger: Golfer;
  let course: Awaited<ReturnType<typeof buildCourse>>;

  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    [owner, friend, stranger] = [
      await createGolfer(t.app, { firstName: 'Olive', lastName: 'Owner', handicap: 12.4 }),
      await createGolfer(t.app, { firstName: 'Fred', lastName: 'Friend', handicap: 24 }),
      await createGolfer(t.app, { firstName: 'Sam', lastName: 'Stranger' }),
    ];
    course = await buildCourse(t.app.db, {
      teeColors: ['red', 'white', 'blue', 'yellow'],
      withGeometry: true,
    });
  });
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  const setup = (overrides: Partial<GameSetupInput> = {}): GameSetupInput => ({
    name: 'Sunday four-ball',
    date: today(),
    courseId: course.courseId,
    format: 'stableford',
    players: [{ userId: owner.id }, { userId: friend.id }],
    ...overrides,
  });

  async function createGame(overrides: Partial<GameSetupInput> = {}, by: TestUser = owner): Promise<string> {
    const response = await call(by, 'POST', '/api/game', setup(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ gameId: string }>().gameId;
  }
  const detail = async (id: string, user: TestUser = owner) =>
    (await call(user, 'GET', `/api/game/${id}`)).json<GameDetail>();
  const score = (
    id: string,
    user: TestUser,
    playerId: string,
    holeNumber: number,
    scoreData: Record<string, unknown>,
  ) => call(user, 'PUT', `/api/game/${id}/score`, { playerId, holeNumber, scoreData });

  describe('creating a round', () => {
    it('needs a session', async () => {
      expect((await call(null, 'POST', '/api/game', setup())).statusCode).toBe(401);
    });

    it.each([
      [{ players: [] }, 'game_needs_players', 400],
      [
        { players: Array.from({ length: 5 }, () => ({ guestId: crypto.randomUUID() })) },
        'too_many_players',
        400,
      ],
      [{ courseId: '00000000-0000-4000-8000-000000000000' }, 'course_not_found', 404],
      [{ date: daysAgo(2) }, 'game_date_in_past', 400],
      [{ players: [{ userId: 'someone-else' }] }, 'validation_error', 400],
      [{ holes: 12 as never }, 'validation_error', 400],
      [{ format: 'calcutta' as never }, 'validation_error', 400],
    ])('refuses %j with %s', async (overrides, code, status) => {
      const response = await call(owner, 'POST', '/api/game', setup(overrides));
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).code).toBe(code);
    });

    it('refuses the same golfer twice, someone else’s guest, and 18 holes on a 9-hole course', async () => {
      const twice = await call(
        owner,
        'POST',
        '/api/game',
        setup({ players: [{ userId: owner.id }, { userId: owner.id }] }),
      );
      expect(errorOf(twice).code).toBe('duplicate_player');
      const theirGuest = (await call(friend, 'POST', '/api/guests', { name: 'Not yours' })).json<{
        id: string;
      }>();
      const borrowed = await call(
        owner,
        'POST',
        '/api/game',
        setup({ players: [{ userId: owner.id }, { guestId: theirGuest.id }] }),
      );
      expect(borrowed.statusCode).toBe(404);
      expect(errorOf(borrowed).code).toBe('guest_not_found');
      const nine = await buildCourse(t.app.db, { holes: 9 });
      const tooLong = await call(owner, 'POST', '/api/game', setup({ courseId: nine.courseId, holes: 18 }));
      expect(errorOf(tooLong).code).toBe('holes_not_on_course');
      const frontNine = await call(owner, 'POST', '/api/game', setup({ courseId: nine.courseId, holes: 0 }));
      expect(frontNine.statusCode).toBe(201);
    });

    it('creates it pending with the players in order, the default tee (blue before white) and guests', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: '  Gus  ', handicap: 30 })).json<{
        id: string;
      }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { guestId: guest.id }, { userId: friend.id }],
      });
      const game = await detail(id);
      expect(game.game).toMatchObject({
        status: 'pending',
        type: 'stableford',
        holes: 18,
        name: 'Sunday four-ball',
      });
      expect(game.game.courseLayout).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(game.players.map((player) => [player.name, player.isGuest, player.teeColor])).toEqual([
        ['Olive Owner', false, 'blue'],
        ['Gus', true, 'blue'],
        ['Fred Friend', false, 'blue'],
      ]);
      expect(game.players[1]?.userId).toBe(`guest-${guest.id}`);
      expect(game.isOwner).toBe(true);
      expect(game.gps).toBe(true);
      expect(game.gpsData['1']).toHaveLength(2);
      // Unrated tee: CR = par, slope 113, so the course handicap equals the index.
      expect(game.players[0]?.courseHandicap).toBe(12.4);
      expect(game.course.tees.every((tee) => tee.rated === false)).toBe(true);
      expect(game.preferences).toEqual({
        showLeaderboard: true,
        showLiveScores: true,
        showStats: true,
        autoAdvance: false,
      });
    });

    it('allows a past date for a round entered after it was played (add a score)', async () => {
      const response = await call(owner, 'POST', '/api/game', setup({ kind: 'recorded', date: daysAgo(7) }));
      expect(response.statusCode).toBe(201);
      const future = await call(
        owner,
        'POST',
        '/api/game',
        setup({ kind: 'recorded', date: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      );
      expect(future.statusCode).toBe(400);
    });
  });

  describe('who may do what', () => {
    let id: string;
    beforeAll(async () => {
      id = await createGame();
    });

    it('players read the round; a stranger gets 403 and an unknown id 404', async () => {
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(200);
      expect((await detail(id, friend)).isOwner).toBe(false);
      const denied = await call(stranger, 'GET', `/api/game/${id}`);
      expect(denied.statusCode).toBe(403);
      expect(errorOf(denied).code).toBe('forbidden');
      expect((await call(owner, 'GET', '/api/game/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      expect(errorOf(await call(owner, 'GET', '/api/game/not-a-uuid')).code).toBe('game_not_found');
    });

    it('only the owner changes the setup, the preferences, or deletes', async () => {
      expect((await call(friend, 'PUT', `/api/game/${id}`, setup({ format: 'matchplay' }))).statusCode).toBe(
        403,
      );
      expect((await call(stranger, 'PUT', `/api/game/${id}`, setup())).statusCode).toBe(403);
      const prefs = { showLeaderboard: false, showLiveScores: true, showStats: true, autoAdvance: true };
      expect((await call(friend, 'PUT', `/api/games/${id}/preferences`, prefs)).statusCode).toBe(403);
      expect((await call(friend, 'DELETE', `/api/game/${id}`)).statusCode).toBe(403);
      expect((await call(owner, 'PUT', `/api/games/${id}/preferences`, prefs)).json()).toEqual(prefs);
      expect((await detail(id, friend)).preferences).toEqual(prefs);
    });

    it('a setup change reaches the other players live, with the new version', async () => {
      const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      socket.send({ type: 'auth', token: friend.token });
      await socket.next('ready');
      socket.send({ type: 'subscribe', topic: `game:${id}` });
      await socket.next('subscribed');
      const before = (await detail(id)).game.version;
      const changed = await call(owner, 'PUT', `/api/game/${id}`, setup({ format: 'matchplay' }));
      expect(changed.statusCode).toBe(200);
      expect(changed.json<GameDetail>().game.type).toBe('matchplay');
      const message = await socket.next('events');
      expect(message.events[0]).toEqual({ name: 'game.updated', data: { gameId: id, version: before + 1 } });
      expect((await detail(id, friend)).game.type).toBe('matchplay');
      socket.close();

      const outsider = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      outsider.send({ type: 'auth', token: stranger.token });
      await outsider.next('ready');
      outsider.send({ type: 'subscribe', topic: `game:${id}` });
      expect(await outsider.next('error')).toMatchObject({ code: 'forbidden' });
      outsider.close();
    });

    it('the owner deletes the round', async () => {
      const doomed = await createGame();
      expect((await call(owner, 'DELETE', `/api/game/${doomed}`)).statusCode).toBe(204);
      expect((await call(owner, 'GET', `/api/game/${doomed}`)).statusCode).toBe(404);
    });
  });

  describe('scores', () => {
    let id: string;
    let ownerPlayer: string;
    let friendPlayer: string;
    beforeAll(async () => {
      id = await createGame();
      const game = await detail(id);
      [ownerPlayer, friendPlayer] = game.players.map((player) => player.id) as [string, string];
    });

    it('any player scores for any player; the writer is recorded; the round becomes active', async () => {
      const response = await score(id, friend, ownerPlayer, 1, { score: 5, putts: 2, fairwayHit: 'left' });
      expect(response.statusCode).toBe(200);
      const body = response.json<ScoreWriteResponse>();
      expect(body.applied).toBe(true);
      expect(body.score).toMatchObject({
        playerId: ownerPlayer,
        holeNumber: 1,
        score: 5,
        putts: 2,
        enteredBy: friend.id,
        version: 1,
      });
      const game = await detail(id);
      expect(game.scores['1']?.[ownerPlayer]?.score).toBe(5);
      expect(game.game.status).toBe('active');
    });

    it.each([
      [{ score: 16 }, 1, 'score_out_of_range'],
      [{ score: 4, putts: 4 }, 1, 'putts_not_below_score'],
      [{ score: 4, putts: 11 }, 1, 'putts_out_of_range'],
      [{ score: 3, fairwayHit: 'center' }, 3, 'fairway_on_par_three'],
      [{ score: 4, obPenalties: 10 }, 1, 'ob_penalties_out_of_range'],
    ])('refuses %j on hole %i with %s and keeps what was saved', async (scoreData, hole, code) => {
      const before = (await detail(id)).scores;
      const response = await score(id, owner, friendPlayer, hole, scoreData);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe(code);
      expect((await detail(id)).scores).toEqual(before);
    });

    it('refuses a hole outside the round, a player of another round, and a stranger', async () => {
      const front = await createGame({ holes: 0 });
      const frontPlayer = (await detail(front)).players[0]?.id as string;
      expect(errorOf(await score(front, owner, frontPlayer, 10, { score: 4 })).code).toBe('hole_not_in_game');
      expect(errorOf(await score(id, owner, frontPlayer, 2, { score: 4 })).code).toBe('player_not_found');
      const malformed = await score(id, owner, 'not-a-player-id', 2, { score: 4 });
      expect(malformed.statusCode).toBe(400);
      expect(errorOf(malformed)).toMatchObject({ field: 'body.playerId' });
      expect((await score(id, stranger, ownerPlayer, 2, { score: 4 })).statusCode).toBe(403);
      // a stranger is refused whoever the score is for, even a player of another round
      expect((await score(id, stranger, frontPlayer, 2, { score: 4 })).statusCode).toBe(403);
    });

    it('judges a player whose tee is gone by the course’s default tee', async () => {
      const game = await createGame();
      const player = (await detail(game)).players[0]?.id as string;
      await t.app.db.update(gamePlayers).set({ teeId: null }).where(eq(gamePlayers.id, player));
      // hole 3 is a par 3 on every tee of the card: no fairway there
      expect(errorOf(await score(game, owner, player, 3, { score: 3, fairwayHit: 'center' })).code).toBe(
        'fairway_on_par_three',
      );
      expect((await score(game, owner, player, 4, { score: 5, fairwayHit: 'center' })).statusCode).toBe(200);
    });

    it('is idempotent: the same entry twice changes nothing', async () => {
      const at = new Date().toISOString();
      const first = (
        await score(id, owner, friendPlayer, 2, { score: 6, enteredAt: at })
      ).json<ScoreWriteResponse>();
      const again = (
        await score(id, owner, friendPlayer, 2, { score: 6, enteredAt: at })
      ).json<ScoreWriteResponse>();
      expect(first.applied).toBe(true);
      expect(again.applied).toBe(false);
      expect(again.score.version).toBe(first.score.version);
      const offline = await call(owner, 'POST', `/api/game/${id}/scores`, {
        playerId: friendPlayer,
        holeNumber: 2,
        score: 6,
        enteredAt: at,
      });
      expect(offline.json<ScoreWriteResponse>()).toMatchObject({
        applied: false,
        score: { score: 6, version: first.score.version },
      });
    });

    it('the later entry wins whatever order they arrive in, and the other value stays in the history', async () => {
      const early = new Date(Date.now() - 60_000).toISOString();
      const late = new Date(Date.now() - 30_000).toISOString();
      // The later entry (friend's 4) arrives first; the earlier one (owner's 7) arrives late from an offline phone.
      expect(
        (await score(id, friend, friendPlayer, 5, { score: 4, enteredAt: late })).json<ScoreWriteResponse>()
          .applied,
      ).toBe(true);
      const stale = (
        await call(owner, 'POST', `/api/game/${id}/scores`, {
          playerId: friendPlayer,
          holeNumber: 5,
          score: 7,
          enteredAt: early,
        })
      ).json<ScoreWriteResponse>();
      expect(stale).toMatchObject({ applied: false, score: { score: 4, enteredBy: friend.id } });
      // A newer correction replaces it.
      const newer = (
        await score(id, owner, friendPlayer, 5, { score: 5, enteredAt: new Date().toISOString() })
      ).json<ScoreWriteResponse>();
      expect(newer).toMatchObject({ applied: true, score: { score: 5, version: 2 } });
      const history = (await call(friend, 'GET', `/api/game/${id}/history`)).json<
        { holeNumber: number; score: number; outcome: string; enteredBy: string; enteredAt: string }[]
      >();
      // Each value keeps the time it was entered at.
      expect(
        history
          .filter((entry) => entry.holeNumber === 5)
          .map(({ score: value, outcome, enteredBy, enteredAt }) => [
            value,
            outcome,
            enteredBy,
            new Date(enteredAt).toISOString(),
          ]),
      ).toEqual([
        [7, 'superseded', owner.id, early],
        [4, 'replaced', friend.id, late],
      ]);
      expect((await call(stranger, 'GET', `/api/game/${id}/history`)).statusCode).toBe(403);
    });

    it('saves of one hole arriving together: the latest entry wins and every other value is in the history', async () => {
      // Eight phones save hole 8 at once, the first save of that hole among them (on PostgreSQL, under
      // `npm run test:pg`, they run concurrently and race for the first insert and the row lock).
      const base = Date.now() - 120_000;
      const entries = [3, 4, 5, 6, 7, 8, 9, 10].map((value, i) => ({
        score: value,
        enteredAt: new Date(base + ((i * 5) % 8) * 1_000).toISOString(),
      }));
      const answers = await Promise.all(entries.map((entry) => score(id, owner, friendPlayer, 8, entry)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(entries.map(() => 200));
      const latest = entries.reduce((a, b) => (a.enteredAt > b.enteredAt ? a : b));
      const game = (await call(friend, 'GET', `/api/game/${id}`)).json<GameDetail>();
      expect(game.scores['8']?.[friendPlayer]).toMatchObject({ score: latest.score });
      const history = (await call(friend, 'GET', `/api/game/${id}/history`))
        .json<{ holeNumber: number; score: number }[]>()
        .filter((entry) => entry.holeNumber === 8);
      expect(history.map((entry) => entry.score).sort((a, b) => a - b)).toEqual(
        entries.map((entry) => entry.score).filter((value) => value !== latest.score),
      );
    });

    it('does not believe a device clock far in the future', async () => {
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const saved = (
        await score(id, owner, ownerPlayer, 6, { score: 4, enteredAt: future })
      ).json<ScoreWriteResponse>();
      expect(new Date(saved.score.enteredAt).getTime()).toBeLessThan(Date.now() + 60_000);
      // So a normal later correction still wins.
      const fixed = (await score(id, friend, ownerPlayer, 6, { score: 5 })).json<ScoreWriteResponse>();
      expect(fixed.applied).toBe(true);
    });

    it('a saved score reaches the other players live', async () => {
      const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      socket.send({ type: 'auth', token: friend.token });
      await socket.next('ready');
      socket.send({ type: 'subscribe', topic: `game:${id}` });
      await socket.next('subscribed');
      const saved = (
        await score(id, owner, ownerPlayer, 7, { score: 3, putts: 1 })
      ).json<ScoreWriteResponse>();
      const message = await socket.next('events', (m) => m.events.some((e) => e.name === 'score.saved'));
      expect(message.events).toContainEqual({
        name: 'score.saved',
        data: { gameId: id, playerId: ownerPlayer, holeNumber: 7, version: saved.score.version },
      });
      // A save that changes nothing (the same values, or an older entry) sends no event: the next event is hole 9's.
      await score(id, owner, ownerPlayer, 7, { score: 3, putts: 1 });
      await score(id, owner, ownerPlayer, 7, {
        score: 6,
        enteredAt: new Date(Date.now() - 3_600_000).toISOString(),
      });
      await score(id, friend, ownerPlayer, 9, { score: 4 });
      await socket.next('events', (m) =>
        m.events.some((e) => e.name === 'score.saved' && e.data.holeNumber === 9),
      );
      const saves = socket.messages.flatMap((m) => (m.type === 'events' ? m.events : []));
      expect(
        saves
          .filter((e) => e.name === 'score.saved')
          .map((e) => e.name === 'score.saved' && e.data.holeNumber),
      ).toEqual([7, 9]);
      socket.close();
    });
  });

  describe('finishing, results and played rounds', () => {
    it('finishes when every golfer has, and shares the result only then and only if not private', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gail', handicap: 18 })).json<{
        id: string;
      }>();
      const id = await createGame({
        format: 'stableford',
        players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
      });
      const [a, b, g] = (await detail(id)).players.map((player) => player.id) as [string, string, string];
      // Hole 1 par 4 SI 7. Olive (CH 12.4 → PH 12 at 95%) gets a stroke; Fred (CH 24 → 23) gets one; Gail (18 → 17) one.
      await score(id, owner, a, 1, { score: 4 });
      await score(id, owner, b, 1, { score: 5 });
      await score(id, owner, g, 1, { score: 6 });

      expect((await call(stranger, 'GET', `/api/game/${id}/results`)).statusCode).toBe(403);
      const mid = await call(owner, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      expect(mid.json()).toEqual({ status: 'finished', gameStatus: 'active' });
      expect(
        (await call(owner, 'GET', '/api/game/pending')).json<{ id: string }[]>().map((game) => game.id),
      ).toContain(id);
      const done = await call(friend, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      expect(done.json()).toEqual({ status: 'finished', gameStatus: 'finished' });
      expect(
        (await call(owner, 'GET', '/api/game/pending')).json<{ id: string }[]>().map((game) => game.id),
      ).not.toContain(id);
      expect((await detail(id)).players.map((player) => player.status)).toEqual([
        'finished',
        'finished',
        'finished',
      ]);

      const results = (await call(stranger, 'GET', `/api/game/${id}/results`)).json<GameResults>();
      expect(results.game).toMatchObject({ status: 'finished', format: 'stableford' });
      expect(results.leaderboard.map((row) => [row.playerIds[0], row.points])).toEqual([
        [a, 3],
        [b, 2],
        [g, 1],
      ]);
      expect(results.winnerId).toBe(a);
      expect(results.players.map((player) => [player.totalScore, player.toPar, player.thru])).toEqual([
        [4, 0, 1],
        [5, 1, 1],
        [6, 2, 1],
      ]);

      const hidden = await createGame({ isPrivate: true });
      const hiddenPlayer = (await detail(hidden)).players[0]?.id as string;
      await score(hidden, owner, hiddenPlayer, 1, { score: 4 });
      await call(owner, 'PUT', `/api/game/${hidden}/player/status`, { status: 'finished' });
      await call(friend, 'PUT', `/api/game/${hidden}/player/status`, { status: 'finished' });
      expect((await call(stranger, 'GET', `/api/game/${hidden}/results`)).statusCode).toBe(403);

      const mine = (await call(owner, 'GET', `/api/profile/${owner.id}/games`)).json<PlayedGame[]>();
      const theirs = (await call(stranger, 'GET', `/api/profile/${owner.id}/games`)).json<PlayedGame[]>();
      expect(mine.map((game) => game.id)).toEqual(expect.arrayContaining([id, hidden]));
      expect(theirs.map((game) => game.id)).toContain(id);
      expect(theirs.map((game) => game.id)).not.toContain(hidden);
      expect(mine.find((game) => game.id === id)).toMatchObject({
        score: 4,
        scoreDiff: 0,
        holes: 18,
        format: 'stableford',
      });
    });
  });

  describe('guests', () => {
    it('need a name, default to handicap 0, and belong to their creator', async () => {
      expect(errorOf(await call(owner, 'POST', '/api/guests', { name: '   ' })).code).toBe(
        'guest_name_required',
      );
      const created = await call(stranger, 'POST', '/api/guests', { name: 'Quinn' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Quinn', handicap: 0, email: null });
      const own = (await call(stranger, 'GET', '/api/guests')).json<{ name: string }[]>();
      const others = (await call(owner, 'GET', '/api/guests')).json<{ name: string }[]>();
      expect(own.map((guest) => guest.name)).toEqual(['Quinn']);
      expect(others.map((guest) => guest.name)).not.toContain('Quinn');
    });
  });
  describe('a golfer with no handicap', () => {
    it('plays off the default handicap (54) that the app shows, in stableford and net stroke play', async () => {
      const novice = await createGolfer(t.app, { firstName: 'Nina', lastName: 'Novice' });
      await t.app.db.update(profiles).set({ handicap: null }).where(eq(profiles.userId, novice.id));
      const id = await createGame({ players: [{ userId: owner.id }, { userId: novice.id }] });
      const players = (await detail(id)).players;
      const player = players[1]!;
      expect(player.handicapIndex).toBeNull();
      // Unrated tee: CR = par, slope 113, so the course handicap is the default index itself.
      expect(player.courseHandicap).toBe(54);
      // CH 54 → PH 51 at 95%: two strokes on every hole and a third on stroke indexes 1 to 15.
      // Hole 1 (par 4, SI 7): 8 is net 5, 1 point. Hole 2 (par 4, SI 11): 6 is net 3, 3 points.
      // Off a handicap of 0 both holes would be worth nothing.
      await score(id, owner, player.id, 1, { score: 8 });
      await score(id, owner, player.id, 2, { score: 6 });
      const board = (await call(owner, 'GET', `/api/game/${id}/results`)).json<GameResults>().leaderboard;
      expect(board.find((row) => row.playerIds[0] === player.id)).toMatchObject({
        points: 4,
        gross: 14,
        net: 8,
      });

      const strokePlay = await createGame({
        format: 'strokeplay',
        scoringMode: 'net',
        players: [{ userId: owner.id }, { userId: novice.id }],
      });
      const strokePlayer = (await detail(strokePlay)).players[1]!;
      await score(strokePlay, owner, strokePlayer.id, 1, { score: 8 });
      const net = (await call(owner, 'GET', `/api/game/${strokePlay}/results`)).json<GameResults>()
        .leaderboard;
      expect(net.find((row) => row.playerIds[0] === strokePlayer.id)).toMatchObject({
        gross: 8,
        net: 5,
        toPar: 1,
      });
    });
  });

  describe('the date of a round', () => {
    it('is checked against today whenever it changes, not only when the round is created', async () => {
      const id = await createGame();
      const moved = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: daysAgo(3) }));
      expect(moved.statusCode).toBe(400);
      expect(errorOf(moved)).toMatchObject({ code: 'game_date_in_past', field: 'body.date' });
      expect((await detail(id)).game.date.slice(0, 10)).toBe(today().slice(0, 10));

      // A round whose day has passed can still be edited while its date stays.
      const pastDate = daysAgo(2);
      await t.app.db
        .update(gamesTable)
        .set({ playedAt: new Date(pastDate) })
        .where(eq(gamesTable.id, id));
      const renamed = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: pastDate, name: 'Renamed' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      const earlier = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: daysAgo(5) }));
      expect(errorOf(earlier).code).toBe('game_date_in_past');
      const later = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: today() }));
      expect(later.statusCode).toBe(200);
    });

    it('keeps the past-date rule of a recorded round, and checks a recorded round turned live', async () => {
      const date = daysAgo(7);
      const id = await createGame({ kind: 'recorded', date });
      expect(
        (await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'recorded', date, name: 'Last week' })))
          .statusCode,
      ).toBe(200);
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
      expect(
        errorOf(await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'recorded', date: future }))).code,
      ).toBe('game_date_in_past');
      expect(errorOf(await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'live', date }))).code).toBe(
        'game_date_in_past',
      );
    });
  });

  describe('changing the setup after scores exist', () => {
    it('refuses another course (409), drops a removed player’s scores and keeps the others’', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gina' })).json<{ id: string }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
      });
      const [a, b, g] = (await detail(id)).players.map((player) => player.id) as [string, string, string];
      await score(id, owner, a, 1, { score: 4 });
      await score(id, owner, b, 1, { score: 5 });
      await score(id, owner, g, 1, { score: 6 });

      const other = await buildCourse(t.app.db);
      const moved = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({
          courseId: other.courseId,
          players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
        }),
      );
      expect(moved.statusCode).toBe(409);
      expect(errorOf(moved)).toMatchObject({ code: 'conflict', field: 'body.courseId' });
      expect((await detail(id)).course.id).toBe(course.courseId);

      // The friend leaves; the guest moves first; a new guest joins.
      const newcomer = (await call(owner, 'POST', '/api/guests', { name: 'Nico' })).json<{ id: string }>();
      const changed = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ guestId: guest.id }, { userId: owner.id }, { guestId: newcomer.id }] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await detail(id);
      expect(after.players.map((player) => player.name)).toEqual(['Gina', 'Olive Owner', 'Nico']);
      expect(after.players.slice(0, 2).map((player) => player.id)).toEqual([g, a]);
      expect(Object.keys(after.scores['1'] ?? {}).sort()).toEqual([a, g].sort());
      expect(after.scores['1']?.[a]?.score).toBe(4);
      expect(after.scores['1']?.[g]?.score).toBe(6);
      // The friend is no longer a player of the round.
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
    });
  });

  describe('holes and their order', () => {
    it.each([
      [{ holes: 18, startingHole: 10 }, [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [{ holes: 9, startingHole: 10 }, [10, 11, 12, 13, 14, 15, 16, 17, 18]],
      [{ holes: 9, startingHole: 14 }, [14, 15, 16, 17, 18, 10, 11, 12, 13]],
      [{ holes: 0, startingHole: 4 }, [4, 5, 6, 7, 8, 9, 1, 2, 3]],
    ] as const)('%j plays the holes %j', async (overrides, layout) => {
      const id = await createGame(overrides);
      expect((await detail(id)).game.courseLayout).toEqual(layout);
    });

    it('refuses a starting hole outside the holes played, and a score on a hole not played', async () => {
      const response = await call(owner, 'POST', '/api/game', setup({ holes: 9, startingHole: 3 }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'hole_not_in_game', field: 'body.startingHole' });
      const back = await createGame({ holes: 9, startingHole: 10 });
      const player = (await detail(back)).players[0]!.id;
      expect(errorOf(await score(back, owner, player, 9, { score: 4 })).code).toBe('hole_not_in_game');
      expect((await score(back, owner, player, 18, { score: 4 })).statusCode).toBe(200);
    });
  });

  describe('refusals', () => {
    it('a stranger cannot delete, change preferences, score or set a status; nothing changes', async () => {
      const id = await createGame();
      const player = (await detail(id)).players[0]!.id;
      const prefs = { showLeaderboard: false, showLiveScores: false, showStats: false, autoAdvance: true };
      const attempts = [
        await call(stranger, 'DELETE', `/api/game/${id}`),
        await call(stranger, 'PUT', `/api/games/${id}/preferences`, prefs),
        await call(stranger, 'POST', `/api/game/${id}/scores`, { playerId: player, holeNumber: 1, score: 4 }),
        await score(id, stranger, player, 1, { score: 4 }),
        await call(stranger, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' }),
        await call(stranger, 'GET', `/api/game/${id}/results`),
      ];
      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(403);
        expect(errorOf(attempt).code).toBe('forbidden');
      }
      const game = await detail(id);
      expect(game.preferences.showLeaderboard).toBe(true);
      expect(game.scores).toEqual({});
      expect(game.players.map((p) => p.status)).toEqual(['playing', 'playing']);
    });

    it('a player who is not the owner cannot change the setup, preferences or delete; nothing changes', async () => {
      const id = await createGame();
      const prefs = { showLeaderboard: false, showLiveScores: false, showStats: false, autoAdvance: true };
      for (const attempt of [
        await call(friend, 'PUT', `/api/game/${id}`, setup({ name: 'Hijacked' })),
        await call(friend, 'PUT', `/api/games/${id}/preferences`, prefs),
        await call(friend, 'DELETE', `/api/game/${id}`),
      ]) {
        expect(attempt.statusCode).toBe(403);
        expect(errorOf(attempt).code).toBe('forbidden');
      }
      const game = await detail(id, friend);
      expect(game.game.name).toBe('Sunday four-ball');
      expect(game.preferences.showLeaderboard).toBe(true);
    });

    describe('invalid scores (offline flush), each named, nothing saved lost', () => {
      let id: string;
      let player: string;
      beforeAll(async () => {
        id = await createGame();
        player = (await detail(id)).players[1]!.id;
        await call(owner, 'POST', `/api/game/${id}/scores`, {
          playerId: player,
          holeNumber: 1,
          score: 5,
          putts: 2,
        });
        await call(owner, 'POST', `/api/game/${id}/scores`, {
          playerId: player,
          holeNumber: 3,
          score: 3,
          putts: 1,
        });
      });

      it.each([
        [1, { score: 16 }, 'score_out_of_range', 'body.score'],
        [1, { score: 4, putts: 4 }, 'putts_not_below_score', 'body.putts'],
        [1, { score: 4, putts: 5 }, 'putts_not_below_score', 'body.putts'],
        [1, { score: 4, waterPenalties: 10 }, 'water_penalties_out_of_range', 'body.waterPenalties'],
        [1, { score: 4, obPenalties: 10 }, 'ob_penalties_out_of_range', 'body.obPenalties'],
        [1, { score: 4, dropPenalties: 10 }, 'drop_penalties_out_of_range', 'body.dropPenalties'],
        [3, { score: 3, fairwayHit: 'left' }, 'fairway_on_par_three', 'body.fairwayHit'],
        [1, { score: -1 }, 'validation_error', 'body.score'],
        [1, { score: 4, putts: -2 }, 'validation_error', 'body.putts'],
        [1, { score: 4, dropPenalties: -1 }, 'validation_error', 'body.dropPenalties'],
      ] as const)('hole %i %j: %s on %s', async (hole, values, code, field) => {
        const before = (await detail(id)).scores;
        const response = await call(owner, 'POST', `/api/game/${id}/scores`, {
          playerId: player,
          holeNumber: hole,
          ...values,
        });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toMatchObject({ code, field });
        expect((await detail(id)).scores).toEqual(before);
        expect(before['1']?.[player]).toMatchObject({ score: 5, putts: 2 });
      });

      it('names the field inside scoreData for PUT /score', async () => {
        const response = await score(id, owner, player, 1, { score: 4, putts: 4 });
        expect(errorOf(response)).toMatchObject({
          code: 'putts_not_below_score',
          field: 'body.scoreData.putts',
        });
      });

      it('an entry made at the same time as the stored one keeps what is stored', async () => {
        const at = new Date(Date.now() - 10_000).toISOString();
        const first = (
          await score(id, owner, player, 4, { score: 5, enteredAt: at })
        ).json<ScoreWriteResponse>();
        expect(first.applied).toBe(true);
        const tie = (
          await call(friend, 'POST', `/api/game/${id}/scores`, {
            playerId: player,
            holeNumber: 4,
            score: 6,
            enteredAt: at,
          })
        ).json<ScoreWriteResponse>();
        expect(tie).toMatchObject({ applied: false, score: { score: 5, enteredBy: owner.id, version: 1 } });
        expect((await detail(id)).scores['4']?.[player]?.score).toBe(5);
      });
    });
  });

  describe('guests in later rounds', () => {
    it('a guest is reused in a later round; another golfer’s guest is refused, also on a setup change', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Regular', handicap: 20 })).json<{
        id: string;
      }>();
      const first = await createGame({ players: [{ userId: owner.id }, { guestId: guest.id }] });
      const second = await createGame({ players: [{ userId: owner.id }, { guestId: guest.id }] });
      for (const id of [first, second]) {
        const player = (await detail(id)).players[1]!;
        expect(player).toMatchObject({
          guestId: guest.id,
          userId: `guest-${guest.id}`,
          name: 'Regular',
          handicapIndex: 20,
        });
      }
      expect(
        (await call(owner, 'GET', '/api/guests')).json<{ id: string }[]>().filter((g) => g.id === guest.id),
      ).toHaveLength(1);

      // The friend owns a round and tries to bring the owner's guest into it.
      const theirs = await createGame({ players: [{ userId: friend.id }] }, friend);
      const borrowed = await call(
        friend,
        'PUT',
        `/api/game/${theirs}`,
        setup({ players: [{ userId: friend.id }, { guestId: guest.id }] }),
      );
      expect(borrowed.statusCode).toBe(404);
      expect(errorOf(borrowed)).toMatchObject({ code: 'guest_not_found', field: 'body.players.1.guestId' });
      expect((await detail(theirs, friend)).players).toHaveLength(1);
    });
  });
});
