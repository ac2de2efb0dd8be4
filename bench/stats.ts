// Statistics benchmark: `GET /api/stats/{userId}` for a golfer with 500 finished 18-hole rounds (9,000 recorded
// holes, summed into one row per round when written), in-process through the whole app (session check,
// validation, the one statement, the golf package's sums, the response schema), on PGlite and on PostgreSQL.
// Target: p95 under 20 ms for every round and for the last 20 (timeframe=recent).
//
//   npm run bench -- stats              both databases, 500 rounds
//   npm run bench -- stats pglite 1000  one database (pglite | postgres), another number of rounds
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import type { Database } from '../apps/server/src/db/client';
import { gamePlayers, games, gameScores, profiles, users } from '../apps/server/src/db/schema';
import { createStatsRepository } from '../apps/server/src/features/stats/stats.repository';
import { createStatsService } from '../apps/server/src/features/stats/stats.service';
import { CARD_18, buildCourse } from '../apps/server/src/test/factories';
import { latencies, sequence } from './measure';

export const STATS_TARGET_MS = 20;

/** A signed-in golfer with a profile and `rounds` finished rounds of 18 recorded holes. */
export async function golferWithRounds(app: App, database: Database, rounds: number) {
  const email = `bench-stats-${Date.now()}@example.test`;
  const password = 'Fairway#Birdie42';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: 'Bench' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const { db } = database;
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  const token = signIn.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error(`sign-in failed: ${signIn.statusCode}`);
  const userId = signIn.json<{ user: { id: string } }>().user.id;
  await db.insert(profiles).values({
    userId,
    username: `bench${Date.now()}`,
    firstName: 'Bench',
    lastName: 'Golfer',
    handicap: 14.2,
  });
  const course = await buildCourse(db);
  const teeId = course.tees[0]!.id;
  const random = sequence(42);
  for (let first = 0; first < rounds; first += 50) {
    const count = Math.min(50, rounds - first);
    const gameRows = await db
      .insert(games)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ownerId: userId,
          courseId: course.courseId,
          playedAt: new Date(Date.UTC(2020, 0, 1) + (first + i) * 86_400_000),
          kind: 'recorded' as const,
          status: 'finished' as const,
        })),
      )
      .returning({ id: games.id });
    const playerRows = await db
      .insert(gamePlayers)
      .values(gameRows.map((game) => ({ gameId: game.id, userId, position: 0, name: 'Bench Golfer', teeId })))
      .returning({ id: gamePlayers.id, gameId: gamePlayers.gameId });
    await db.insert(gameScores).values(
      playerRows.flatMap((player) =>
        CARD_18.pars.map((par, hole) => ({
          gameId: player.gameId,
          playerId: player.id,
          holeNumber: hole + 1,
          score: par + Math.floor(random() * 4) - 1,
          putts: 1 + Math.floor(random() * 3),
          fairwayHit: par > 3 ? (['left', 'center', 'right'] as const)[Math.floor(random() * 3)]! : null,
          enteredBy: userId,
          enteredAt: new Date(),
        })),
      ),
    );
  }
  // the rounds went in straight to the tables, not through finishing: sum them as the start-up does
  await createStatsService({ repository: createStatsRepository(db) }).backfill();
  return { token, userId };
}

async function measure(database: Database, rounds: number): Promise<boolean> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: '/nonexistent-fairway-web-dist',
  });
  const app = await buildApp({ config, database, logger: false });
  try {
    const { token, userId } = await golferWithRounds(app, database, rounds);
    let ok = true;
    for (const query of ['', '?timeframe=recent']) {
      const url = `/api/stats/${userId}${query}`;
      const headers = { authorization: `Bearer ${token}` };
      const send = async () => {
        const response = await app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        return response;
      };
      const games = (await send()).json<{ totalGames: number }>().totalGames;
      const { p50, p95 } = await latencies(send);
      const met = p95 < STATS_TARGET_MS;
      ok &&= met;
      console.log(
        `  ${database.kind.padEnd(8)} ${query ? 'recent' : 'all   '} ${String(games).padStart(4)} rounds: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${STATS_TARGET_MS} ms) ${met ? 'ok' : 'MISSED'}`,
      );
    }
    return ok;
  } finally {
    await app.close();
  }
}

/** Runs the statistics benchmark; resolves to whether p95 stayed under 20 ms everywhere. */
export async function stats(args: string[]): Promise<boolean> {
  const which = args.find((arg) => ['pglite', 'postgres', 'both'].includes(arg)) ?? 'both';
  const rounds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 500);
  console.log(`stats: GET /api/stats/{userId}, ${rounds} finished rounds of 18 holes, ${which}`);
  let ok = true;
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-stats-'));
    const config = loadConfig({
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
    });
    const database = await openDatabase(config);
    try {
      ok = (await measure(database, rounds)) && ok;
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (which !== 'pglite') {
    // @ts-expect-error: a plain ES module of the repository's scripts, without type declarations
    const { startThrowawayPostgres } = (await import('../scripts/postgres.mjs')) as {
      startThrowawayPostgres: (options?: {
        log?: (line: string) => void;
      }) => Promise<{ url: string; stop: () => Promise<void> }>;
    };
    const pg = await startThrowawayPostgres({ log: (line) => console.log(`  ${line}`) });
    try {
      const config = loadConfig({
        ...process.env,
        DATABASE_URL: pg.url,
        AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
      });
      const database = await openDatabase(config);
      try {
        ok = (await measure(database, rounds)) && ok;
      } finally {
        await database.close();
      }
    } finally {
      await pg.stop();
    }
  }
  return ok;
}
