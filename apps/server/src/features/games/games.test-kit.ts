import type { ErrorBody, GameDetail, GameSetupInput } from '@fairway/contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

/** A golfer of the round tests. */
export type Golfer = TestUser & { username: string };

export const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;
export const today = () => new Date().toISOString();
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * The world of the rounds, scores and results API tests: a listening app, three golfers (Olive the owner, HI
 * 12.4; Fred her friend, HI 24; Sam a stranger, no handicap) and an 18-hole course with four tees and GPS.
 * Call it inside a `describe`: its fields are set once that describe's `beforeAll` has run.
 */
export function roundsTestKit() {
  const world = {
    t: undefined as unknown as TestApp,
    owner: undefined as unknown as Golfer,
    friend: undefined as unknown as Golfer,
    stranger: undefined as unknown as Golfer,
    course: undefined as unknown as Awaited<ReturnType<typeof buildCourse>>,
  };
  const call = (...args: ApiCall) => callApi(world.t.app, ...args);
  const setup = (overrides: Partial<GameSetupInput> = {}): GameSetupInput => ({
    name: 'Sunday four-ball',
    date: today(),
    courseId: world.course.courseId,
    format: 'stableford',
    players: [{ userId: world.owner.id }, { userId: world.friend.id }],
    ...overrides,
  });
  /** `POST /api/game/{id}/player`: an invited golfer joins. */
  async function join(id: string, user: TestUser): Promise<void> {
    const response = await call(user, 'POST', `/api/game/${id}/player`);
    expect(response.statusCode, response.body).toBe(204);
  }
  /**
   * Creates a round; the other golfers of it join it at once (they are only invited until they do), unless
   * `invitedOnly`.
   */
  async function createGame(
    overrides: Partial<GameSetupInput> = {},
    by?: TestUser,
    { invitedOnly = false } = {},
  ): Promise<string> {
    const creator = by ?? world.owner;
    const body = setup(overrides);
    const response = await call(creator, 'POST', '/api/game', body);
    expect(response.statusCode, response.body).toBe(201);
    const { gameId } = response.json<{ gameId: string }>();
    if (!invitedOnly) {
      const golfers = [world.owner, world.friend, world.stranger].filter(
        (golfer) => golfer.id !== creator.id && body.players.some((player) => player.userId === golfer.id),
      );
      for (const golfer of golfers) await join(gameId, golfer);
    }
    return gameId;
  }
  const detail = async (id: string, user?: TestUser) =>
    (await call(user ?? world.owner, 'GET', `/api/game/${id}`)).json<GameDetail>();
  const score = (
    id: string,
    user: TestUser,
    playerId: string,
    holeNumber: number,
    scoreData: Record<string, unknown>,
  ) => call(user, 'PUT', `/api/game/${id}/score`, { playerId, holeNumber, scoreData });
  const kit = Object.assign(world, { call, setup, createGame, join, detail, score });

  beforeAll(async () => {
    kit.t = await buildTestApp({ listen: true });
    [kit.owner, kit.friend, kit.stranger] = [
      await createGolfer(kit.t.app, { firstName: 'Olive', lastName: 'Owner', handicap: 12.4 }),
      await createGolfer(kit.t.app, { firstName: 'Fred', lastName: 'Friend', handicap: 24 }),
      await createGolfer(kit.t.app, { firstName: 'Sam', lastName: 'Stranger' }),
    ];
    kit.course = await buildCourse(kit.t.app.db, {
      teeColors: ['red', 'white', 'blue', 'yellow'],
      withGeometry: true,
    });
  });
  afterAll(() => kit.t.close());
  return kit;
}
