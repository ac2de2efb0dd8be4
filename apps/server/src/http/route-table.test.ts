import { randomUUID } from 'node:crypto';
import { PATHS, routes, type ErrorBody, type Route, type RouteName } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, callApi, createGolfer, createUser } from '../test/app';
import type { TestApp, TestUser } from '../test/app';

/** Served under `/api` but not in the table: Better Auth's own handler, the API docs, and the WebSocket. */
const NOT_IN_TABLE = [/^\/api\/auth\/\*$/, /^\/api\/docs/, /^\/api\/realtime$/];

/** `/golf-clubs/:id/courses` → `/golf-clubs/:/courses`: Fastify's tree merges parameter names. */
const shapeOf = (path: string) => path.replace(/:[A-Za-z|:]+/g, ':');

/** Every `METHOD /path` Fastify serves, read from `printRoutes` (one line a node, four columns a level). */
function servedRoutes(tree: string): string[] {
  const parents: string[] = [];
  const served: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    parents.length = depth;
    const path = parents.join('') + match[2]!;
    parents.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') served.push(`${method} ${path}`);
    }
  }
  return served;
}

/** A table path with its parameters filled in. */
function urlOf(route: Route, params: Record<string, string>): string {
  return `/api${route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
}

describe('the route table', () => {
  let t: TestApp;
  let golfer: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createGolfer(t.app);
  }, 60_000);
  afterAll(async () => t.close());

  it('is what the server serves: no route missing from it, no entry unserved', () => {
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(' /api/'))
      .filter((route) => !NOT_IN_TABLE.some((pattern) => pattern.test(route.split(' ')[1]!)))
      .map(shapeOf)
      .sort();
    const table = Object.values(routes)
      .map((route) => shapeOf(`${route.method} /api${route.path}`))
      .sort();
    expect(served).toEqual(table);
  });

  it('names the same routes as the zod-free paths, with the same method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(PATHS).sort());
    for (const [name, route] of Object.entries(routes)) {
      expect(`${route.method} ${route.path}`).toBe(PATHS[name as RouteName]);
    }
  });

  it('is the API docs: every entry is in the OpenAPI document with its summary', () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, { summary?: string }>> };
    for (const route of Object.values(routes)) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      expect(document.paths[path]?.[route.method.toLowerCase()]?.summary, path).toBe(route.summary);
    }
  });

  it('refuses a signed-out caller on every route that is not public, and a non-admin on admin routes', async () => {
    for (const route of Object.values(routes)) {
      if (route.access === 'public') continue;
      const url = urlOf(route, {
        gameId: randomUUID(),
        userId: golfer.id,
        uid: golfer.id,
        id: randomUUID(),
        clubId: randomUUID(),
        username: 'someone',
        providerId: 'google',
        uploadId: randomUUID(),
        chatId: randomUUID(),
        memberId: golfer.id,
        messageId: randomUUID(),
      });
      const anonymous = await callApi(t.app, null, route.method, url);
      expect(anonymous.statusCode, `${route.method} ${route.path}`).toBe(401);
      if (route.access !== 'admin') continue;
      const user = await callApi(t.app, golfer, route.method, url, {});
      expect(user.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
  });
});

/**
 * Every id in a path is validated as what it is: a malformed one answers 400 before any query runs (PostgreSQL
 * would fail on a uuid column with 500), an unknown one 404 (403 for a golfer's own-only route).
 */
describe('ids in paths', () => {
  let t: TestApp;
  let golfer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createGolfer(t.app);
    admin = await createUser(t.app, { role: 'admin' });
  }, 60_000);
  afterAll(async () => t.close());

  /** A valid body for each route that takes one, so that only the id can be wrong. */
  const bodies: Partial<Record<RouteName, unknown>> = {
    updateGame: {
      date: new Date(Date.now() + 86_400_000).toISOString(),
      courseId: randomUUID(),
      players: [{ userId: 'someone' }],
    },
    setPlayerStatus: { status: 'playing' },
    recordNine: { holes: 0 },
    putScore: { playerId: randomUUID(), holeNumber: 1, scoreData: { score: 4 } },
    postScore: { playerId: randomUUID(), holeNumber: 1, score: 4 },
    setGamePreferences: {},
    setAvatar: { image: '/avatars/eagle.svg' },
    editClub: { name: 'A better name' },
    suggestClubChange: { changes: { name: 'A better name' } },
    updateBagClub: { type: 'driver' },
    createComment: { content: 'Nice round' },
    completeUpload: {},
  };

  const malformed: Record<string, string[]> = {
    gameId: ['-'.repeat(36), '0'.repeat(36), 'not-a-uuid'],
    // A club's id or slug, a suggestion's uuid or a user's id.
    id: ['a b', '!'.repeat(36)],
    clubId: ['-'.repeat(36), 'a b'],
    userId: ['a b', 'x'.repeat(65)],
    uid: ['a b', 'x'.repeat(65)],
    uploadId: ['-'.repeat(36), 'not-a-uuid'],
  };

  /** What an unknown id answers, per route (404 unless said). */
  const unknownAnswer: Partial<Record<RouteName, number>> = {
    setAvatar: 403, // only one's own avatar: any other id is refused
    playedGames: 200, // an unknown golfer has played no rounds
  };

  const withIds = (Object.entries(routes) as [RouteName, Route][]).filter(([, route]) =>
    /:(gameId|userId|uid|id|clubId|uploadId)\b/.test(route.path),
  );

  it.each(withIds)('%s: a malformed id answers 400, an unknown one 404', async (name, route) => {
    const [, param] = /:(gameId|userId|uid|id|clubId|uploadId)\b/.exec(route.path)!;
    const caller = route.access === 'admin' ? admin : golfer;
    const call = (id: string) =>
      callApi(t.app, caller, route.method as 'GET', urlOf(route, { [param!]: id }), bodies[name]);

    for (const id of malformed[param!]!) {
      const response = await call(id);
      expect(response.statusCode, `${name} ${id}`).toBe(400);
      expect(response.json<ErrorBody>().error.code).toBe('validation_error');
    }
    const unknown = await call(randomUUID());
    expect(unknown.statusCode, name).toBe(unknownAnswer[name] ?? 404);
  });

  it('answers a suggestion id that is not a uuid with 400', async () => {
    const url = urlOf(routes.acceptClubSuggestion, { id: '-'.repeat(36) });
    expect((await callApi(t.app, admin, 'POST', url)).statusCode).toBe(400);
  });

  it('takes a club by id or by slug: a slug-shaped key that is no club answers 404', async () => {
    const response = await callApi(t.app, golfer, 'GET', urlOf(routes.clubDetail, { id: '0'.repeat(36) }));
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().error.code).toBe('club_not_found');
  });
});
