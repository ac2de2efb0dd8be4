import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import type { App, AppDeps } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { readMailbox } from '../mail/mailer';
import { openTestDatabase } from './db';

/** A test-only secret: long enough for the config rules, never used outside tests. */
const TEST_AUTH_SECRET = 'test-secret-for-fairway-tests-only-0123456789';

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A real Fairway server on a fresh database, not listening (use `app.inject`), or listening on a random port
 * when `listen` is set (for WebSocket tests). `env` overrides configuration as the environment would.
 * `prepare` runs before the app is ready, to add test-only routes.
 */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    listen?: boolean;
    prepare?: (app: App) => void | Promise<void>;
    realtime?: { authTimeoutMs?: number; heartbeatMs?: number };
    sessionCache?: { ttlMs?: number };
    media?: { chunkBytes?: number };
    sites?: AppDeps['sites'];
    push?: AppDeps['push'];
    /** An open database to build on (a restarted server); closed by the caller. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    DATA_DIR: path.join(tmpdir(), 'fairway-test-data'),
    WEB_DIST: path.join(tmpdir(), 'fairway-no-web-build'),
    RATE_LIMIT_PER_MINUTE: '100000',
    AUTH_RATE_LIMIT: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    config,
    database,
    ...(options.realtime ? { realtime: options.realtime } : {}),
    ...(options.sessionCache ? { sessionCache: options.sessionCache } : {}),
    ...(options.media ? { media: options.media } : {}),
    ...(options.sites ? { sites: options.sites } : {}),
    ...(options.push ? { push: options.push } : {}),
  });
  await options.prepare?.(app);
  if (options.listen) await app.listen({ host: '127.0.0.1', port: 0 });
  else await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The base URL of a listening test app. */
export function baseUrl(app: App): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('app is not listening on a port');
  return `http://127.0.0.1:${address.port}`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  name: string;
  token: string;
}

let counter = 0;

/** The link in the newest mail to an address whose text contains `marker`. */
export async function mailedLink(app: App, to: string, marker: string): Promise<string> {
  const mails = await readMailbox(app.db, to);
  const mail = mails.find((candidate) => candidate.text.includes(marker));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link)
    throw new Error(`no mail with "${marker}" to ${to}: ${JSON.stringify(mails.map((m) => m.subject))}`);
  return link;
}

/** Follows a link of a mail through the app (it lives on the app's own PUBLIC_URL). */
export async function follow(app: App, link: string) {
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

/** Signs in by email (or username when it has no @) and returns the bearer token, or the failed response. */
export async function signIn(
  app: App,
  login: string,
  password: string,
  headers: Record<string, string> = {},
) {
  const byUsername = !login.includes('@');
  const response = await app.inject({
    method: 'POST',
    url: byUsername ? '/api/auth/sign-in/username' : '/api/auth/sign-in/email',
    payload: byUsername ? { username: login, password } : { email: login, password },
    headers,
  });
  const token = response.headers['set-auth-token'] as string | undefined;
  return { response, token };
}

/**
 * Signs a user up through the real auth endpoints: sign-up, the verification link from the mailbox, sign-in.
 * `role` grants a role directly in the database; `verified: false` stops after sign-up (no token then).
 */
export async function createUser(
  app: App,
  options: {
    email?: string;
    password?: string;
    name?: string;
    role?: 'user' | 'admin';
    locale?: string;
  } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `golfer${counter}-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? 'Fairway#Birdie42';
  const name = options.name ?? `Golfer ${counter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name, ...(options.locale ? { locale: options.locale } : {}) },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const verify = await follow(app, await mailedLink(app, email, '/verify-email'));
  if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  const { response: signedIn, token } = await signIn(app, email, password);
  if (!token) throw new Error(`sign-in failed: ${signedIn.statusCode} ${signedIn.body}`);
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('user row missing');
  if (options.role) {
    // Written outside Better Auth, so its hooks do not see it: drop what the session cache holds by hand.
    await app.db.update(users).set({ role: options.role }).where(eq(users.id, row.id));
    await app.sessionCache.revoke({ userIds: [row.id] });
  }
  return { id: row.id, email, password, name, token };
}

/** Authorization header for a user. */
export function bearer(user: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${user.token}` };
}

/** Who calls (`null`: signed out), the method, the URL and an optional JSON body, for {@link callApi}. */
export type ApiCall = [
  user: { token: string } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
];

/** An API call through `app.inject` with the user's bearer token: `const call = (...a: ApiCall) => callApi(t.app, ...a)`. */
export function callApi(app: App, ...[user, method, url, payload]: ApiCall) {
  return app.inject({
    method,
    url,
    ...(user ? { headers: bearer(user) } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Creates a user with a golf profile (onboarding done). */
export async function createGolfer(
  app: App,
  options: Parameters<typeof createUser>[1] & {
    username?: string;
    firstName?: string;
    lastName?: string;
    handicap?: number;
  } = {},
): Promise<TestUser & { username: string }> {
  const user = await createUser(app, options);
  const username = options.username ?? `golfer-${user.id.slice(0, 8)}`;
  const response = await app.inject({
    method: 'POST',
    url: `/api/profile/${username}`,
    headers: bearer(user),
    payload: {
      username,
      firstName: options.firstName ?? 'Ada',
      lastName: options.lastName ?? 'Birdie',
      handicap: options.handicap ?? 18.4,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`profile creation failed: ${response.statusCode} ${response.body}`);
  return { ...user, username };
}
