import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import type { App } from '../app';
import { loadConfig } from '../config';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
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
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    AUTH_SECRET: TEST_AUTH_SECRET,
    DATA_DIR: path.join(tmpdir(), 'fairway-test-data'),
    WEB_DIST: path.join(tmpdir(), 'fairway-no-web-build'),
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const database = await openTestDatabase();
  const app = await buildApp({
    config,
    database,
    ...(options.realtime ? { realtime: options.realtime } : {}),
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

/**
 * Signs a user up through the real auth endpoint and returns its bearer token. `verified` marks the email
 * verified (as clicking the mailed link would); `role` grants a role directly in the database.
 */
export async function createUser(
  app: App,
  options: { email?: string; password?: string; name?: string; role?: 'user' | 'admin' } = {},
): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `golfer${counter}-${randomUUID().slice(0, 8)}@example.test`;
  const password = options.password ?? 'Fairway#Birdie42';
  const name = options.name ?? `Golfer ${counter}`;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password, name },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: string }; token?: string }>();
  const token = (response.headers['set-auth-token'] as string | undefined) ?? body.token;
  if (!token) throw new Error('sign-up returned no token');
  if (options.role) await app.db.update(users).set({ role: options.role }).where(eq(users.id, body.user.id));
  return { id: body.user.id, email, password, name, token };
}

/** Authorization header for a user. */
export function bearer(user: { token: string }): { authorization: string } {
  return { authorization: `Bearer ${user.token}` };
}
