// Feed benchmark: `GET /api/posts?type=followed` for a golfer following 500 golfers among 100,000 posts, in-process
// through the whole app (session check, validation, the one feed statement, the response schema), on PGlite and on
// PostgreSQL. Target: p95 under 20 ms at one client on PostgreSQL (PGlite beside it), and the throughput at 50
// clients beside a bare route running the same SQL (the repository's page query, no framework work).
//
//   npm run bench -- posts                    both databases, 100,000 posts, 500 friends
//   npm run bench -- posts pglite 10000 100   one database, another number of posts and of friends
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import type { App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/client';
import type { Database } from '../apps/server/src/db/client';
import { friendships, postHashtags, postLikes, posts, profiles, users } from '../apps/server/src/db/schema';
import { createPostsRepository } from '../apps/server/src/features/posts';
import { latencies, sequence } from './measure';

export const FEED_TARGET_MS = 20;
const CLIENTS = 50;
const THROUGHPUT_REQUESTS = 1000;
/** Golfers who post; the bench golfer's friends are the first `friends` of them. */
const AUTHORS = 2000;

/** The bench golfer (signed in), `AUTHORS` golfers, `friends` of them friends, and `total` posts among them. */
export async function seed(app: App, database: Database, total: number, friends: number) {
  const { db } = database;
  const email = `bench-posts-${Date.now()}@example.test`;
  const password = 'Fairway#Birdie42';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name: 'Bench' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
  const token = signIn.headers['set-auth-token'];
  if (typeof token !== 'string') throw new Error(`sign-in failed: ${signIn.statusCode}`);
  const userId = signIn.json<{ user: { id: string } }>().user.id;
  await db
    .insert(profiles)
    .values({ userId, username: `bench${Date.now()}`, firstName: 'Bench', lastName: 'Golfer' });

  const authorIds = Array.from({ length: AUTHORS }, () => randomUUID());
  for (let first = 0; first < AUTHORS; first += 500) {
    const ids = authorIds.slice(first, first + 500);
    await db
      .insert(users)
      .values(ids.map((id, i) => ({ id, name: `Author ${first + i}`, email: `${id}@bench.test` })));
    await db.insert(profiles).values(
      ids.map((id, i) => ({
        userId: id,
        username: `author${first + i}-${id.slice(0, 6)}`,
        firstName: 'Author',
        lastName: String(first + i),
      })),
    );
  }
  await db.insert(friendships).values(
    authorIds.slice(0, friends).map((id, i) => ({
      senderId: i % 2 ? userId : id,
      receiverId: i % 2 ? id : userId,
      status: 'accepted' as const,
      acceptedAt: new Date(),
    })),
  );
  const random = sequence(7);
  const audiences = ['public', 'public', 'public', 'friends', 'friends', 'private'] as const;
  const start = Date.UTC(2025, 0, 1);
  for (let first = 0; first < total; first += 1000) {
    const rows = Array.from({ length: Math.min(1000, total - first) }, (_, i) => ({
      userId: authorIds[Math.floor(random() * AUTHORS)]!,
      caption: `Round ${first + i} #golf`,
      audience: audiences[Math.floor(random() * audiences.length)]!,
      media:
        random() < 0.5
          ? [
              {
                type: 'image' as const,
                url: `/media/images/${randomUUID()}.webp`,
                thumbnailUrl: null,
                width: 1200,
                height: 900,
              },
            ]
          : [],
      likesCount: 1,
      createdAt: new Date(start + (first + i) * 60_000),
    }));
    const inserted = await db.insert(posts).values(rows).returning({ id: posts.id, userId: posts.userId });
    await db.insert(postHashtags).values(inserted.map((post) => ({ postId: post.id, topic: 'golf' })));
    // one like each, by the author, so "liked by me" has rows to look through
    await db.insert(postLikes).values(inserted.map((post) => ({ postId: post.id, userId: post.userId })));
  }
  // what autovacuum does to a live database after such a load: statistics for the planner, and the visibility
  // map that lets the feed read its page and total from the index alone
  await db.execute(sql`VACUUM ANALYZE posts, post_likes, post_hashtags, friendships, profiles`);
  return { token, userId };
}

async function measure(database: Database, total: number, friends: number): Promise<boolean> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
    RATE_LIMIT_PER_MINUTE: '100000000',
    WEB_DIST: '/nonexistent-fairway-web-dist',
  });
  const app = await buildApp({ config, database, logger: false });
  const repository = createPostsRepository(database.db);
  let benchUser = '';
  // The bare route: the same page statement, its rows sent as they are.
  app.get('/bench/feed', async () =>
    JSON.stringify((await repository.page(benchUser, { kind: 'followed' }, 10, 0)).rows),
  );
  await app.ready();
  try {
    const seeded = Date.now();
    const { token, userId } = await seed(app, database, total, friends);
    benchUser = userId;
    console.log(
      `  ${database.kind}: seeded ${total} posts, ${friends} friends in ${((Date.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const url = '/api/posts?type=followed&page=1&limit=10';
    const headers = { authorization: `Bearer ${token}` };
    const send = async () => {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
      return response;
    };
    const total_ = (await send()).json<{ metadata: { total: number } }>().metadata.total;
    const { p50, p95 } = await latencies(send);
    const met = p95 < FEED_TARGET_MS;
    console.log(
      `  ${database.kind.padEnd(8)} followed feed (${total_} posts visible): p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target < ${FEED_TARGET_MS} ms) ${met ? 'ok' : 'MISSED'}`,
    );

    const throughput = async (target: string, withSession: boolean) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (next < THROUGHPUT_REQUESTS) {
            next += 1;
            const response = await app.inject({
              method: 'GET',
              url: target,
              ...(withSession ? { headers } : {}),
            });
            if (response.statusCode !== 200) throw new Error(`${target}: ${response.statusCode}`);
          }
        }),
      );
      return THROUGHPUT_REQUESTS / ((performance.now() - started) / 1000);
    };
    const api = await throughput(url, true);
    const bare = await throughput('/bench/feed', false);
    console.log(
      `  ${database.kind.padEnd(8)} ${CLIENTS} clients: API ${api.toFixed(0)} req/s, bare SQL ${bare.toFixed(0)} req/s, API / bare ${(api / bare).toFixed(2)}`,
    );
    return met;
  } finally {
    await app.close();
  }
}

/** Runs the feed benchmark; resolves to whether p95 stayed under 20 ms on each database measured. */
export async function postsBench(args: string[]): Promise<boolean> {
  const which = args.find((arg) => ['pglite', 'postgres', 'both'].includes(arg)) ?? 'both';
  const numbers = args.filter((arg) => /^\d+$/.test(arg)).map(Number);
  const total = numbers[0] ?? 100_000;
  const friends = Math.min(numbers[1] ?? 500, AUTHORS);
  console.log(
    `posts: GET /api/posts?type=followed, ${total} posts by ${AUTHORS} golfers, ${friends} friends, ${which}`,
  );
  let ok = true;
  if (which !== 'postgres') {
    const dir = mkdtempSync(join(tmpdir(), 'fairway-bench-posts-'));
    const config = loadConfig({
      ...process.env,
      DATA_DIR: join(dir, 'data'),
      AUTH_SECRET: 'bench-secret-for-fairway-benchmarks-0123456789',
    });
    const database = await openDatabase(config);
    try {
      ok = (await measure(database, total, friends)) && ok;
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
        ok = (await measure(database, total, friends)) && ok;
      } finally {
        await database.close();
      }
    } finally {
      await pg.stop();
    }
  }
  return ok;
}
