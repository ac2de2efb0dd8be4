import { routes, type Route } from '@fairway/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, buildTestApp, createGolfer } from '../test/app';
import type { TestApp, TestUser } from '../test/app';
import { buildCourse } from '../test/factories';

/**
 * Issue #19 item 3: no input makes a 500. Every route of the contract's table gets malformed path parameters,
 * queries and bodies from a signed-in golfer, mixed with real ids (their own round, profile, course) so that the
 * inputs reach the handlers, not only the validation; any 5xx, or any error answer outside the
 * `{error:{code,message}}` shape, fails with the request that caused it (fast-check shrinks it).
 */

/** Runs per route: the whole table stays well under a minute. */
const RUNS_PER_ROUTE = 24;
/** Runs for a route with a valid example to break field by field. */
const RUNS_PER_WRITE = 80;

/** The keys a schema part names (an object's fields), so the fuzzed objects hit real fields too. */
function keysOf(schema: unknown): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Values that have broken parsers before: dates out of range, huge numbers, odd strings, wrong types. */
const nasty = fc.constantFrom<unknown>(
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00+14:00',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '',
  ' ',
  '\u0000',
  '%',
  '%00',
  '../../etc/passwd',
  "'; drop table games; --",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'x'.repeat(2_000),
  '\ud800',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  Number.MAX_VALUE,
  -1,
  0.5,
  true,
  null,
  [],
  {},
  [null],
  { __proto__: { polluted: true } },
  { constructor: { prototype: { polluted: true } } },
);

/** A part of a request (a query value, a body field): anything JSON, a nasty value, or a real id. */
const valueOf = (realIds: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: nasty },
    { weight: 2, arbitrary: fc.constantFrom(...realIds) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.double() },
  );

/** A path parameter: text only (it travels in the URL), odd or real. */
const paramOf = (realIds: readonly string[]) =>
  fc.oneof(
    fc.constantFrom(...realIds),
    fc.constantFrom(
      '0',
      '-1',
      'null',
      'undefined',
      '%',
      '%2F',
      '..',
      'x'.repeat(600),
      '\u00e9\u{1F3CC}',
      ' ',
    ),
    fc.uuid(),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  );

/** An object with some of `keys` and some other keys, each with any value. */
const objectOf = (keys: readonly string[], realIds: readonly string[]) => {
  const key =
    keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 12 })) : fc.string();
  return fc.dictionary(key, valueOf(realIds), { maxKeys: Math.max(3, keys.length + 2) });
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/** A value of the same kind as `valid`, but broken: any year for an instant, any number for a number. */
function brokenLike(valid: unknown, realIds: readonly string[]): fc.Arbitrary<unknown> {
  if (typeof valid === 'string' && ISO_INSTANT.test(valid)) {
    return fc.oneof(
      fc.integer({ min: 0, max: 9999 }).map((year) => `${String(year).padStart(4, '0')}${valid.slice(4)}`),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      valueOf(realIds),
    );
  }
  if (typeof valid === 'number') {
    return fc.oneof(
      fc.integer(),
      fc.double(),
      fc.constantFrom(-1, 0, 2 ** 15, 2 ** 31, 2 ** 53),
      valueOf(realIds),
    );
  }
  return fc.option(valueOf(realIds), { nil: undefined });
}

/** Each field of an example, nested objects' fields too, as a path of keys. */
function pathsOf(value: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, field]) =>
    field && typeof field === 'object' && !Array.isArray(field)
      ? [[...prefix, key], ...pathsOf(field as Record<string, unknown>, [...prefix, key])]
      : [[...prefix, key]],
  );
}

/** A copy of `value` with the field at `path` set to `field` (undefined takes it away). */
function withField(
  value: Record<string, unknown>,
  [key, ...rest]: string[],
  field: unknown,
): Record<string, unknown> {
  if (key === undefined) return value;
  if (rest.length === 0) return { ...value, [key]: field };
  return { ...value, [key]: withField(value[key] as Record<string, unknown>, rest, field) };
}

/** A valid example with one field (nested ones too) broken, so the input gets past the other fields' checks. */
const mutationOf = (example: Record<string, unknown>, realIds: readonly string[]) =>
  fc
    .constantFrom(...pathsOf(example))
    .chain((path) =>
      brokenLike(
        path.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], example),
        realIds,
      ).map((field) => withField(example, path, field)),
    )
    .map((value) => ({ payload: JSON.stringify(value), type: 'application/json' }));

/**
 * A body as sent on the wire: JSON of any shape, a valid example with one field broken (so the input gets past the
 * other fields' checks), or text that is not JSON at all, with its content type.
 */
const bodyOf = (
  keys: readonly string[],
  realIds: readonly string[],
  example: Record<string, unknown> | undefined,
) =>
  fc.oneof(
    ...(example ? [{ weight: 8, arbitrary: mutationOf(example, realIds) }] : []),
    {
      weight: 4,
      arbitrary: objectOf(keys, realIds).map((value) => ({
        payload: JSON.stringify(value),
        type: 'application/json',
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue()
        .map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { payload: '{', type: 'application/json' },
        { payload: '', type: 'application/json' },
        { payload: 'null', type: 'application/json' },
        { payload: '{"a":1}', type: 'text/plain' },
        { payload: 'score=3&holeNumber=1', type: 'application/x-www-form-urlencoded' },
        { payload: '\u0000\u0001', type: 'application/octet-stream' },
        { payload: '{"__proto__":{"x":1}}', type: 'application/json' },
      ),
    },
  );

/** A query string built from an object; arrays repeat their key. */
function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe('no input makes a 500 (property-based, every route of the table)', () => {
  let t: TestApp;
  let golfer: TestUser & { username: string };
  let realIds: string[];
  /** Valid bodies of the routes that write, by route name: the fuzzer breaks one field at a time. */
  let examples: Record<string, Record<string, unknown>>;

  beforeAll(async () => {
    t = await buildTestApp();
    golfer = await createGolfer(t.app);
    const course = await buildCourse(t.app.db, { rated: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/game',
      headers: bearer(golfer),
      payload: {
        date: new Date().toISOString(),
        courseId: course.courseId,
        players: [{ userId: golfer.id }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = await t.app.inject({ method: 'GET', url: `/api/game/${gameId}`, headers: bearer(golfer) });
    const playerId = detail.json<{ players: { id: string }[] }>().players[0]!.id;
    realIds = [golfer.id, golfer.username, gameId, course.courseId, playerId];
    const setup = {
      name: 'Fuzz',
      date: new Date(Date.now() - 86_400_000).toISOString(),
      courseId: course.courseId,
      holes: 18,
      startingHole: 1,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: golfer.id }],
    };
    const score = { holeNumber: 1, playerId, score: 4, putts: 2, enteredAt: new Date().toISOString() };
    examples = {
      createGame: setup,
      updateGame: setup,
      postScore: score,
      putScore: {
        holeNumber: 1,
        playerId,
        scoreData: { score: 4, putts: 2, enteredAt: new Date().toISOString() },
      },
      setPlayerStatus: { status: 'playing' },
      setGamePreferences: {
        showLeaderboard: true,
        showLiveScores: true,
        showStats: true,
        autoAdvance: false,
      },
      createGuest: { name: 'Gus', handicap: 12, email: 'gus@example.com' },
    };
  }, 60_000);
  afterAll(() => t.close());

  it('a score entered in year 0000 is refused with a 400, not a 500 from the database', async () => {
    const [, , gameId, , playerId] = realIds;
    for (const enteredAt of ['0000-01-01T00:00:00Z', '+275760-09-13T00:00:00.000Z', '1899-12-31T23:59:59Z']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/game/${gameId}/scores`,
        headers: bearer(golfer),
        payload: { holeNumber: 2, playerId, score: 4, enteredAt },
      });
      expect(response.statusCode, `${enteredAt}: ${response.body}`).toBe(400);
      expect(response.json<{ error: { code: string; field: string } }>().error).toMatchObject({
        code: 'validation_error',
        field: 'body.enteredAt',
      });
    }
  });

  it('a NUL character anywhere in the input is refused with a 400 (PostgreSQL text cannot hold one)', async () => {
    const [, , gameId] = realIds;
    for (const [method, url, payload] of [
      ['GET', '/api/golf-gear/brands?query=%00', undefined],
      ['GET', '/api/users/search?query=a%00b', undefined],
      ['POST', '/api/guests', { name: 'Gus\u0000' }],
      ['PUT', `/api/games/${gameId}/preferences`, { showStats: true, ['\u0000']: 1 }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: bearer(golfer),
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(400);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('validation_error');
    }
  });

  // The golfer's own sessions are left alone: a revoked session would only make the rest of the table 401.
  const fuzzed = Object.entries(routes).filter(([name]) => name !== 'revokeSession') as [string, Route][];

  it.each(fuzzed)('%s answers malformed input with a 4xx in the error shape', async (name, route) => {
    const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const request = fc.record({
      params: fc.record(Object.fromEntries(paramNames.map((name) => [name, paramOf(realIds)]))),
      query: objectOf(keysOf(route.query), realIds),
      body: bodyOf(keysOf(route.body), realIds, examples[name]),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ params, query, body }) => {
        const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent((params as Record<string, string>)[name] ?? ''),
        );
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const response = await t.app.inject({
          method: route.method,
          url: `/api${path}${queryString(query)}`,
          headers: { ...bearer(golfer), ...(hasBody ? { 'content-type': body.type } : {}) },
          ...(hasBody ? { payload: body.payload } : {}),
        });
        const where = `${route.method} ${path} → ${response.statusCode} ${response.body.slice(0, 300)}`;
        expect(response.statusCode, where).toBeLessThan(500);
        if (response.statusCode >= 400) {
          const answer = JSON.parse(response.body) as { error?: { code?: unknown; message?: unknown } };
          expect(typeof answer.error?.code, where).toBe('string');
          expect(typeof answer.error?.message, where).toBe('string');
        }
      }),
      {
        numRuns: examples[name] ? RUNS_PER_WRITE : RUNS_PER_ROUTE,
        seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31),
      },
    );
  });
});
