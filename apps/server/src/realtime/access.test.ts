import type { GameDetail, GameSetupInput, RealtimeEvent } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, buildTestApp, callApi, createGolfer } from '../test/app';
import type { ApiCall, TestApp, TestUser } from '../test/app';
import { buildCourse } from '../test/factories';
import { openSocket } from '../test/socket';
import type { TestSocket } from '../test/socket';

/** Long enough for an event that was published to have arrived (events of a quiet topic go out at once). */
const QUIET_MS = 400;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

/**
 * Issue #19 item 4: a subscription follows the membership it rests on. A golfer taken out of a round, who left
 * or declined it, or whose round was deleted, stops receiving its events at once, on the socket they already
 * had open.
 */
describe('realtime follows access to a round', () => {
  let t: TestApp;
  let owner: TestUser;
  let friend: TestUser;
  let third: TestUser;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    [owner, friend, third] = [
      await createGolfer(t.app),
      await createGolfer(t.app),
      await createGolfer(t.app),
    ];
    course = await buildCourse(t.app.db);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t.close();
  });

  const call = (...args: ApiCall) => callApi(t.app, ...args);
  const setup = (players: TestUser[]): GameSetupInput => ({
    date: new Date().toISOString(),
    courseId: course.courseId,
    format: 'strokeplay',
    players: players.map((player) => ({ userId: player.id })),
  });
  /** A live round of the owner, the friend and the third golfer, who have joined it. */
  async function createRound(): Promise<GameDetail> {
    const created = await call(owner, 'POST', '/api/game', setup([owner, friend, third]));
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    for (const golfer of [friend, third]) {
      expect((await call(golfer, 'POST', `/api/game/${gameId}/player`)).statusCode).toBe(204);
    }
    return (await call(owner, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
  }
  async function follow(user: TestUser, topic: string): Promise<TestSocket> {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    sockets.push(socket);
    socket.send({ type: 'auth', token: user.token });
    await socket.next('ready');
    socket.send({ type: 'subscribe', topic });
    await socket.next('subscribed');
    return socket;
  }
  const scoresOn = (socket: TestSocket): RealtimeEvent[] =>
    socket.messages.flatMap((message) =>
      message.type === 'events' ? message.events.filter((event) => event.name === 'score.saved') : [],
    );
  async function saveScore(game: GameDetail, holeNumber: number) {
    const saved = await call(owner, 'PUT', `/api/game/${game.id}/score`, {
      playerId: game.players[0]?.id,
      holeNumber,
      scoreData: { score: 4 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  it.each([
    [
      'taken out by the owner',
      (game: GameDetail) => call(owner, 'PUT', `/api/game/${game.id}`, setup([owner, third])),
      200,
    ],
    ['who left', (game: GameDetail) => call(friend, 'DELETE', `/api/game/${game.id}/player`), 204],
  ] as const)(
    'a golfer %s gets no further score.saved; the others keep theirs',
    async (_case, act, status) => {
      const game = await createRound();
      const topic = `game:${game.id}`;
      const [ownerSocket, friendSocket, thirdSocket] = [
        await follow(owner, topic),
        await follow(friend, topic),
        await follow(third, topic),
      ];
      await saveScore(game, 1);
      await friendSocket.next('events', (message) =>
        message.events.some((event) => event.name === 'score.saved'),
      );
      const seenBefore = scoresOn(friendSocket).length;

      expect((await act(game)).statusCode).toBe(status);
      // The socket is told it lost the topic, as a refused subscription is.
      expect(await friendSocket.next('error')).toMatchObject({ code: 'forbidden', topic });
      await saveScore(game, 2);
      for (const socket of [ownerSocket, thirdSocket]) {
        await socket.next('events', (message) =>
          message.events.some((event) => event.name === 'score.saved' && event.data.holeNumber === 2),
        );
      }
      await quiet();
      expect(scoresOn(friendSocket)).toHaveLength(seenBefore);
      // Nor can it follow the round again.
      friendSocket.send({ type: 'subscribe', topic });
      expect(await friendSocket.next('error', (message) => message.topic === topic)).toMatchObject({
        code: 'forbidden',
      });
    },
  );

  it('a golfer who declined an invitation no longer hears the round', async () => {
    const created = await call(owner, 'POST', '/api/game', setup([owner, friend]));
    const { gameId } = created.json<{ gameId: string }>();
    const topic = `game:${gameId}`;
    const friendSocket = await follow(friend, topic);
    const ownerSocket = await follow(owner, topic);
    expect((await call(friend, 'DELETE', `/api/game/${gameId}/player`)).statusCode).toBe(204);
    expect(await friendSocket.next('error')).toMatchObject({ code: 'forbidden', topic });
    const game = (await call(owner, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    await saveScore(game, 1);
    await ownerSocket.next('events', (message) =>
      message.events.some((event) => event.name === 'score.saved'),
    );
    await quiet();
    expect(scoresOn(friendSocket)).toEqual([]);
  });

  it('every follower of a deleted round leaves its topic', async () => {
    const game = await createRound();
    const topic = `game:${game.id}`;
    const [ownerSocket, friendSocket] = [await follow(owner, topic), await follow(friend, topic)];
    expect((await call(owner, 'DELETE', `/api/game/${game.id}`)).statusCode).toBe(204);
    for (const socket of [ownerSocket, friendSocket]) {
      expect(await socket.next('error')).toMatchObject({ code: 'forbidden', topic });
    }
  });
});
