// The server the realtime benchmark measures, run as its own process (`node --import tsx bench/realtime-server.ts`,
// forked with an IPC channel) so that the load generator does not share its event loop. It opens the database the
// environment names (PGlite in DATA_DIR, or DATABASE_URL), builds the real app (`buildApp`, every plugin), adds the
// bare score routes the throughput comparison needs, listens, and then answers the load generator's messages:
//
//   { type: 'setup', rounds }  creates 4 golfers per round and the rounds; answers { type: 'setup', port, kind, rounds }
//   { type: 'stats' }          answers { type: 'stats', memory, cpu, eventLoop, hub } (memory and CPU of this process)
//
// Golfers are created through the app's own Better Auth instance (its internal adapter: a verified user and a
// session, no password hashing or mail round trip) and the profiles repository; rounds through `POST /api/game`.
import { createHmac } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { topicOf } from '@fairway/contract';
import type { FastifyRequest } from 'fastify';
import { fillPlaceholders } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import { createGamesRepository } from '../apps/server/src/features/games/games.repository';
import { SCORE_UPSERT, scoreUpsertValues } from '../apps/server/src/features/scores/score-upsert';
import { createOnboardingRepository } from '../apps/server/src/features/onboarding/onboarding.repository';
import { buildCourse } from '../apps/server/src/test/factories';

export interface SetupRound {
  gameId: string;
  players: { playerId: string; userId: string; token: string }[];
}
export type ServerReply =
  | { type: 'ready'; port: number; kind: string }
  | { type: 'setup'; port: number; kind: string; rounds: SetupRound[]; courseId: string; millis: number }
  | {
      type: 'stats';
      memory: NodeJS.MemoryUsage;
      cpu: NodeJS.CpuUsage;
      uptimeMs: number;
      eventLoop: { p50: number; p99: number; max: number };
      hub: { sockets: number; authenticated: number; topics: number };
    }
  | { type: 'memory'; breakdown: MemoryBreakdown; snapshot: string | null }
  | { type: 'profile' };
export type ServerRequest =
  | { type: 'setup'; rounds: number }
  | { type: 'stats'; resetEventLoop?: boolean }
  /** After a full garbage collection (the server runs with --expose-gc): where the process's memory is. */
  | { type: 'memory'; snapshotDir?: string }
  /** Starts the CPU profiler, or stops it and writes the profile to `path` (a .cpuprofile). */
  | { type: 'profile'; path?: string };

/** The process's memory by owner, in bytes. */
export interface MemoryBreakdown {
  usage: NodeJS.MemoryUsage;
  /** PGlite's WebAssembly memory (its whole PostgreSQL: shared buffers, catalog caches, work memory); 0 on PostgreSQL. */
  pgliteWasm: number;
  /** V8's heap spaces, used bytes. */
  heapSpaces: Record<string, number>;
}

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'warn',
  AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
  RATE_LIMIT_PER_MINUTE: '100000000',
  WEB_DIST: '/nonexistent-fairway-web-dist',
});
const database = await openDatabase(config);
const app = await buildApp({ config, database, logger: false });
const games = createGamesRepository(database.db);
const profiles = createOnboardingRepository(database.db);

// The bare routes: the score upsert of `PUT /api/game/{id}/score` (the repository's one statement: the stored row
// locked, then the insert, or the update and the replaced value into the history), the same prepared statement run
// straight on the driver, with no session check, validation, game or course look-up, event or response schema.
interface BareScore {
  gameId: string;
  playerId: string;
  holeNumber: number;
  score: number;
  putts: number;
  enteredBy: string;
}
type BareRow = { applied: boolean; version: number };

async function bareUpsert(input: BareScore) {
  const values = fillPlaceholders(
    SCORE_UPSERT.query.params,
    scoreUpsertValues({
      gameId: input.gameId,
      playerId: input.playerId,
      holeNumber: input.holeNumber,
      teeId: null,
      values: { ...NO_VALUES, score: input.score, putts: input.putts },
      enteredBy: input.enteredBy,
      enteredAt: new Date(),
    }),
  );
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  // As the repository runs it: named (parsed once per connection) on PostgreSQL; on PGlite, whose Drizzle driver
  // does not name statements, as a plain query.
  const { rows } =
    database.kind === 'pglite'
      ? await (client as PGlite).query<BareRow>(SCORE_UPSERT.query.sql, values)
      : await (client as pg.Pool).query<BareRow>({
          name: SCORE_UPSERT.name,
          text: SCORE_UPSERT.query.sql,
          values,
        });
  return { applied: rows[0]?.applied ?? false, version: rows[0]?.version };
}

const NO_VALUES = {
  score: null,
  putts: null,
  waterPenalties: null,
  obPenalties: null,
  dropPenalties: null,
  fairwayHit: null,
};

const bareScore = (request: FastifyRequest) => bareUpsert(request.body as BareScore);
app.post('/bench/bare-score', bareScore);
// The same, behind the app's session check: what the games feature itself adds is API / this.
app.post('/bench/bare-score-signed-in', { onRequest: app.authenticate }, bareScore);
// The repository's own upsert (Drizzle), with no session check or service around it.
app.post('/bench/repository-score', async (request) => {
  const input = request.body as BareScore;
  const { applied, row } = await games.upsertScore({
    gameId: input.gameId,
    playerId: input.playerId,
    holeNumber: input.holeNumber,
    teeId: null,
    values: { ...NO_VALUES, score: input.score, putts: input.putts },
    enteredBy: input.enteredBy,
    enteredAt: new Date(),
  });
  return { applied, version: row.version };
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const course = await buildCourse(database.db, { teeColors: ['white', 'yellow', 'red'], rated: true });
let golfers = 0;

/** A verified golfer with a profile and a session, through the app's own Better Auth and onboarding repository. */
async function createGolfer(): Promise<{ userId: string; token: string }> {
  golfers += 1;
  const n = golfers;
  const context = await app.auth.$context;
  const user = await context.internalAdapter.createUser(
    {
      email: `bench-golfer-${n}-${process.pid}@example.test`,
      name: `Golfer ${n}`,
      emailVerified: true,
    },
    { method: 'email-password' },
  );
  await profiles.create({
    userId: user.id,
    username: `bench-${process.pid}-${n}`,
    firstName: 'Golfer',
    lastName: String(n),
    handicap: (n % 36) + 0.4,
  });
  const session = await context.internalAdapter.createSession(user.id);
  // A bearer token is the session token with its signature, as sign-in hands it out (unsigned ones are refused).
  const signature = createHmac('sha256', context.secret).update(session.token).digest('base64');
  return { userId: user.id, token: encodeURIComponent(`${session.token}.${signature}`) };
}

async function createRound(index: number): Promise<SetupRound> {
  const people = [await createGolfer(), await createGolfer(), await createGolfer(), await createGolfer()];
  const response = await app.inject({
    method: 'POST',
    url: '/api/game',
    headers: { authorization: `Bearer ${people[0]!.token}` },
    payload: {
      name: `Bench round ${index + 1}`,
      date: new Date().toISOString(),
      courseId: course.courseId,
      format: 'strokeplay',
      players: people.map((person) => ({ userId: person.userId })),
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`round not created: ${response.statusCode} ${response.body}`);
  const { gameId } = response.json<{ gameId: string }>();
  // the others are invited until they join, as they do from the invitation
  for (const person of people.slice(1)) {
    const joined = await app.inject({
      method: 'POST',
      url: `/api/game/${gameId}/player`,
      headers: { authorization: `Bearer ${person.token}` },
    });
    if (joined.statusCode >= 300) throw new Error(`not joined: ${joined.statusCode} ${joined.body}`);
  }
  const rows = await games.playersOf(gameId);
  return {
    gameId,
    players: people.map((person) => {
      const row = rows.find((candidate) => candidate.userId === person.userId);
      if (!row) throw new Error('player row missing');
      return { playerId: row.id, userId: person.userId, token: person.token };
    }),
  };
}

async function setup(count: number): Promise<SetupRound[]> {
  const rounds: SetupRound[] = new Array<SetupRound>(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      rounds[index] = await createRound(index);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  // Sanity check on the topic names the load generator will subscribe to.
  if (rounds.some((round) => !topicOf.game(round.gameId).startsWith('game:'))) throw new Error('bad topic');
  return rounds;
}

const inspector = new Session();
inspector.connect();
async function profile(path?: string): Promise<void> {
  if (!path) {
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
    return;
  }
  const { profile } = await inspector.post('Profiler.stop');
  writeFileSync(path, JSON.stringify(profile));
}

function memoryReport(snapshotDir?: string): ServerReply {
  (globalThis as { gc?: () => void }).gc?.();
  const client = (database.db as unknown as { $client: unknown }).$client;
  const wasm =
    database.kind === 'pglite'
      ? ((client as { Module?: { HEAPU8?: Uint8Array } }).Module?.HEAPU8?.buffer.byteLength ?? 0)
      : 0;
  return {
    type: 'memory',
    breakdown: {
      usage: process.memoryUsage(),
      pgliteWasm: wasm,
      heapSpaces: Object.fromEntries(
        getHeapSpaceStatistics().map((space) => [space.space_name, space.space_used_size]),
      ),
    },
    snapshot: snapshotDir ? writeHeapSnapshot(`${snapshotDir}/server-${process.pid}.heapsnapshot`) : null,
  };
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const reply = (message: ServerReply) => process.send?.(message);
process.on('message', (message: ServerRequest) => {
  if (message.type === 'setup') {
    const started = performance.now();
    setup(message.rounds).then(
      (rounds) =>
        reply({
          type: 'setup',
          port,
          kind: database.kind,
          rounds,
          courseId: course.courseId,
          millis: performance.now() - started,
        }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.type === 'profile') {
    profile(message.path).then(
      () => reply({ type: 'profile' }),
      (error: unknown) => console.error(error),
    );
  } else if (message.type === 'memory') {
    reply(memoryReport(message.snapshotDir));
  } else {
    reply({
      type: 'stats',
      memory: process.memoryUsage(),
      cpu: process.cpuUsage(),
      uptimeMs: performance.now(),
      eventLoop: {
        p50: loop.percentile(50) / 1e6,
        p99: loop.percentile(99) / 1e6,
        max: loop.max / 1e6,
      },
      hub: app.hub.stats(),
    });
    if (message.resetEventLoop) loop.reset();
  }
});
reply({ type: 'ready', port, kind: database.kind });

const stop = () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
process.once('disconnect', stop);
