import type { ErrorBody, GameDetail, GameSetupInput, PendingGame } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';
import { openSocket } from '../../test/socket';
import type { TestSocket } from '../../test/socket';

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
/** Long enough for an event that was published to have arrived (events of a quiet topic go out at once). */
const QUIET_MS = 400;

describe('being added to a round, and declining it', () => {
  let t: TestApp;
  let owner: TestUser;
  let friend: TestUser;
  let third: TestUser;
  let stranger: TestUser;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    [owner, friend, third, stranger] = [
      await createGolfer(t.app, { firstName: 'Olive', lastName: 'Owner' }),
      await createGolfer(t.app, { firstName: 'Fred', lastName: 'Friend' }),
      await createGolfer(t.app, { firstName: 'Tina', lastName: 'Third' }),
      await createGolfer(t.app, { firstName: 'Sam', lastName: 'Stranger' }),
    ];
    course = await buildCourse(t.app.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  const setup = (overrides: Partial<GameSetupInput> = {}): GameSetupInput => ({
    name: 'Sunday four-ball',
    date: new Date().toISOString(),
    courseId: course.courseId,
    format: 'strokeplay',
    players: [{ userId: owner.id }, { userId: friend.id }],
    ...overrides,
  });

  async function createGame(overrides: Partial<GameSetupInput> = {}): Promise<string> {
    const response = await call(owner, 'POST', '/api/game', setup(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ gameId: string }>().gameId;
  }
  const detail = async (id: string, user: TestUser = owner) =>
    (await call(user, 'GET', `/api/game/${id}`)).json<GameDetail>();
  const decline = (id: string, user: TestUser | null) => call(user, 'DELETE', `/api/game/${id}/player`);
  const join = async (id: string, ...users: TestUser[]) => {
    for (const user of users) {
      const joined = await call(user, 'POST', `/api/game/${id}/player`);
      expect(joined.statusCode, joined.body).toBe(204);
    }
  };

  /** A socket signed in as `user`, following `topic` (their own topic by default). */
  async function follow(user: TestUser, topic = `user:${user.id}`): Promise<TestSocket> {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    sockets.push(socket);
    socket.send({ type: 'auth', token: user.token });
    await socket.next('ready');
    socket.send({ type: 'subscribe', topic });
    await socket.next('subscribed');
    return socket;
  }
  const eventsOn = (socket: TestSocket) =>
    socket.messages.flatMap((message) => (message.type === 'events' ? message.events : []));

  describe('the event on the golfer’s own topic', () => {
    it('tells a golfer added at creation, as an invitation (pending); not the owner, not anyone else', async () => {
      const [ownerSocket, friendSocket, strangerSocket] = [
        await follow(owner),
        await follow(friend),
        await follow(stranger),
      ];
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gus Guest' })).json<{ id: string }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { guestId: guest.id }, { userId: friend.id }],
      });
      const message = await friendSocket.next('events');
      expect(message.topic).toBe(`user:${friend.id}`);
      expect(message.events).toEqual([
        { name: 'game.player.added', data: { gameId: id, status: 'pending' } },
      ]);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(eventsOn(ownerSocket)).toEqual([]);
      expect(eventsOn(strangerSocket)).toEqual([]);
      for (const socket of [ownerSocket, friendSocket, strangerSocket]) socket.close();
    });

    it('tells a golfer added by a setup change to an active round (resume); players already in it hear nothing', async () => {
      const id = await createGame();
      const [ownerPlayer] = (await detail(id)).players;
      const scored = await call(owner, 'PUT', `/api/game/${id}/score`, {
        playerId: ownerPlayer?.id,
        holeNumber: 1,
        scoreData: { score: 5 },
      });
      expect(scored.statusCode, scored.body).toBe(200);
      expect((await detail(id)).game.status).toBe('active');

      const [friendSocket, thirdSocket, strangerSocket] = [
        await follow(friend),
        await follow(third),
        await follow(stranger),
      ];
      const changed = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const message = await thirdSocket.next('events');
      expect(message.events).toEqual([{ name: 'game.player.added', data: { gameId: id, status: 'active' } }]);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(eventsOn(friendSocket)).toEqual([]);
      expect(eventsOn(strangerSocket)).toEqual([]);
      for (const socket of [friendSocket, thirdSocket, strangerSocket]) socket.close();
    });

    it('is only for that golfer: nobody else may follow their topic', async () => {
      const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      sockets.push(socket);
      socket.send({ type: 'auth', token: stranger.token });
      await socket.next('ready');
      socket.send({ type: 'subscribe', topic: `user:${friend.id}` });
      expect(await socket.next('error')).toMatchObject({ code: 'forbidden', topic: `user:${friend.id}` });
      socket.close();
    });
  });

  describe('declining', () => {
    it('takes the golfer out of the pending round; the others’ screens hear of it and the order closes up', async () => {
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }],
      });
      const before = await detail(id);
      const roundSocket = await follow(owner, `game:${id}`);

      const response = await decline(id, friend);
      expect(response.statusCode, response.body).toBe(204);

      const message = await roundSocket.next('events');
      expect(message.events).toEqual([
        { name: 'game.updated', data: { gameId: id, version: before.game.version + 1 } },
      ]);
      const after = await detail(id);
      expect(after.players.map((player) => [player.userId, player.position])).toEqual([
        [owner.id, 0],
        [third.id, 1],
      ]);
      expect(after.game.status).toBe('pending');
      // The golfer who declined no longer reads it or has it among their rounds.
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
      const pending = (await call(friend, 'GET', '/api/game/pending')).json<PendingGame[]>();
      expect(pending.map((game) => game.id)).not.toContain(id);
      roundSocket.close();
    });

    it('is only ever for oneself: another player declining leaves, and the golfer stays', async () => {
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }],
      });
      expect((await decline(id, third)).statusCode).toBe(204);
      expect((await detail(id)).players.map((player) => player.userId)).toEqual([owner.id, friend.id]);
    });

    it.each([
      ['without a session', null, 401, 'unauthorized'],
      ['by a stranger', 'stranger', 403, 'forbidden'],
      ['by the owner', 'owner', 403, 'game_owner_cannot_decline'],
    ] as const)('is refused %s, and nothing changes', async (_case, who, status, code) => {
      const id = await createGame();
      const before = await detail(id);
      const user = who === null ? null : { owner, stranger }[who];
      const response = await decline(id, user);
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).code).toBe(code);
      expect(await detail(id)).toEqual(before);
    });

    it('is refused for a round that does not exist', async () => {
      const unknown = await decline('00000000-0000-4000-8000-000000000000', friend);
      expect(unknown.statusCode).toBe(404);
      expect(errorOf(unknown).code).toBe('game_not_found');
      expect(errorOf(await decline('not-a-round', friend)).code).toBe('validation_error');
    });

    it('is possible at any time, scores or not: a started round, a finished one; the card goes with the golfer', async () => {
      const active = await createGame();
      await join(active, friend);
      const [ownerPlayer, friendPlayer] = (await detail(active)).players;
      for (const player of [ownerPlayer, friendPlayer]) {
        const saved = await call(owner, 'PUT', `/api/game/${active}/score`, {
          playerId: player?.id,
          holeNumber: 1,
          scoreData: { score: 4 },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      expect((await decline(active, friend)).statusCode).toBe(204);
      const after = await detail(active);
      expect(after.players.map((player) => player.userId)).toEqual([owner.id]);
      expect(Object.keys(after.scores['1'] ?? {})).toEqual([ownerPlayer?.id]);
      expect(after.game.status).toBe('active');

      const finished = await createGame();
      await join(finished, friend);
      for (const golfer of [owner, friend]) {
        const done = await call(golfer, 'PUT', `/api/game/${finished}/player/status`, { status: 'finished' });
        expect(done.statusCode, done.body).toBe(200);
      }
      expect((await detail(finished)).game.status).toBe('finished');
      expect((await decline(finished, friend)).statusCode).toBe(204);
      expect((await detail(finished)).players.map((player) => player.userId)).toEqual([owner.id]);
      expect((await call(friend, 'GET', `/api/game/${finished}`)).statusCode).toBe(403);
    });

    it('cannot be done twice: the golfer is no longer a player (403)', async () => {
      const id = await createGame();
      expect((await decline(id, friend)).statusCode).toBe(204);
      const again = await decline(id, friend);
      expect(again.statusCode).toBe(403);
      expect(errorOf(again).code).toBe('forbidden');
    });
  });

  describe('being taken out of a round, and the round changing under the golfer', () => {
    const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));
    const finish = async (id: string, golfer: TestUser, status: 'finished' | 'playing' = 'finished') => {
      const response = await call(golfer, 'PUT', `/api/game/${id}/player/status`, { status });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ gameStatus: string }>();
    };

    it('tells a golfer the owner takes out in a setup change; the owner and the golfers who stay hear nothing', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gail Guest' })).json<{ id: string }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }, { userId: third.id }],
      });
      const [ownerSocket, friendSocket, thirdSocket, strangerSocket] = [
        await follow(owner),
        await follow(friend),
        await follow(third),
        await follow(stranger),
      ];

      // The friend and the guest go; the third golfer stays.
      const changed = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ userId: owner.id }, { userId: third.id }] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const message = await friendSocket.next('events');
      expect(message.topic).toBe(`user:${friend.id}`);
      expect(message.events).toEqual([{ name: 'game.player.removed', data: { gameId: id } }]);
      // Published after the commit: the golfer told is already out of the round.
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
      await quiet();
      expect(eventsOn(friendSocket)).toHaveLength(1);
      expect(eventsOn(ownerSocket)).toEqual([]);
      expect(eventsOn(thirdSocket)).toEqual([]);
      expect(eventsOn(strangerSocket)).toEqual([]);
      for (const socket of [ownerSocket, friendSocket, thirdSocket, strangerSocket]) socket.close();
    });

    it('tells a golfer taken out of an active round in the same change that adds another', async () => {
      const id = await createGame();
      const [ownerPlayer] = (await detail(id)).players;
      await call(owner, 'PUT', `/api/game/${id}/score`, {
        playerId: ownerPlayer?.id,
        holeNumber: 1,
        scoreData: { score: 5 },
      });
      const [friendSocket, thirdSocket] = [await follow(friend), await follow(third)];
      const changed = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ userId: owner.id }, { userId: third.id }] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await friendSocket.next('events')).events).toEqual([
        { name: 'game.player.removed', data: { gameId: id } },
      ]);
      expect((await thirdSocket.next('events')).events).toEqual([
        { name: 'game.player.added', data: { gameId: id, status: 'active' } },
      ]);
      for (const socket of [friendSocket, thirdSocket]) socket.close();
    });

    it('tells every golfer of a deleted round but the owner who deleted it', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gil Guest' })).json<{ id: string }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }, { guestId: guest.id }],
      });
      const [ownerSocket, friendSocket, thirdSocket, strangerSocket] = [
        await follow(owner),
        await follow(friend),
        await follow(third),
        await follow(stranger),
      ];
      const deleted = await call(owner, 'DELETE', `/api/game/${id}`);
      expect(deleted.statusCode, deleted.body).toBe(204);
      for (const [socket, golfer] of [
        [friendSocket, friend],
        [thirdSocket, third],
      ] as const) {
        const message = await socket.next('events');
        expect(message.topic).toBe(`user:${golfer.id}`);
        expect(message.events).toEqual([{ name: 'game.player.removed', data: { gameId: id } }]);
        expect((await call(golfer, 'GET', `/api/game/${id}`)).statusCode).toBe(404);
      }
      await quiet();
      expect(eventsOn(ownerSocket)).toEqual([]);
      expect(eventsOn(strangerSocket)).toEqual([]);
      for (const socket of [ownerSocket, friendSocket, thirdSocket, strangerSocket]) socket.close();
    });

    it('a refused removal or deletion tells nobody', async () => {
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }],
      });
      const thirdSocket = await follow(third);
      // Only the owner changes the players or deletes the round.
      const byFriend = await call(
        friend,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ userId: owner.id }, { userId: friend.id }] }),
      );
      expect(byFriend.statusCode).toBe(403);
      expect((await call(friend, 'DELETE', `/api/game/${id}`)).statusCode).toBe(403);
      await quiet();
      expect(eventsOn(thirdSocket)).toEqual([]);
      expect((await detail(id)).players.map((player) => player.userId)).toContain(third.id);
      thirdSocket.close();
    });

    it('tells the other golfers when the last one’s finishing finishes the round, and when it reopens; nothing before', async () => {
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { userId: third.id }],
      });
      await join(id, friend, third);
      const [ownerSocket, friendSocket, thirdSocket] = [
        await follow(owner),
        await follow(friend),
        await follow(third),
      ];
      await finish(id, owner);
      await finish(id, friend);
      await quiet();
      // A golfer finishing alone changes nothing of the round's.
      for (const socket of [ownerSocket, friendSocket, thirdSocket]) expect(eventsOn(socket)).toEqual([]);

      expect((await finish(id, third)).gameStatus).toBe('finished');
      for (const socket of [ownerSocket, friendSocket]) {
        expect((await socket.next('events')).events).toEqual([
          { name: 'game.status.changed', data: { gameId: id, status: 'finished' } },
        ]);
      }
      expect((await finish(id, friend, 'playing')).gameStatus).toBe('active');
      for (const socket of [ownerSocket, thirdSocket]) {
        expect((await socket.next('events')).events).toEqual([
          { name: 'game.status.changed', data: { gameId: id, status: 'active' } },
        ]);
      }
      await quiet();
      // The golfer who acted is told nothing of their own change.
      expect(eventsOn(thirdSocket)).toEqual([
        { name: 'game.status.changed', data: { gameId: id, status: 'active' } },
      ]);
      expect(eventsOn(friendSocket)).toEqual([
        { name: 'game.status.changed', data: { gameId: id, status: 'finished' } },
      ]);
      for (const socket of [ownerSocket, friendSocket, thirdSocket]) socket.close();
    });

    it('score saves publish nothing on the golfers’ own topics, not even the first, which starts the round', async () => {
      const id = await createGame();
      await join(id, friend);
      const [ownerSocket, friendSocket] = [await follow(owner), await follow(friend)];
      const players = (await detail(id)).players;
      for (const [holeNumber, player] of [
        [1, players[0]],
        [1, players[1]],
        [2, players[0]],
      ] as const) {
        const saved = await call(friend, 'PUT', `/api/game/${id}/score`, {
          playerId: player?.id,
          holeNumber,
          scoreData: { score: 4 },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      expect((await detail(id)).game.status).toBe('active');
      await quiet();
      expect(eventsOn(ownerSocket)).toEqual([]);
      expect(eventsOn(friendSocket)).toEqual([]);
      for (const socket of [ownerSocket, friendSocket]) socket.close();
    });
  });
});
