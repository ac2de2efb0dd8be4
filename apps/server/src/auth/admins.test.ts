import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { users } from '../db/schema';
import { bearer, buildTestApp, createUser, type TestApp, type TestUser } from '../test/app';
import { syncAdminRoles } from './admins';

// Two instances on one database, as after a restart with a changed ADMIN_EMAILS (or a second instance started
// with it): the same secret, so that both accept the same tokens.
const env = { AUTH_SECRET: 'admins-test-secret-0123456789-abcdefghijklmnop' };

/** Whether the app treats the user as an admin: the suggestions list is theirs only (through the session cache). */
const isAdmin = async (app: App, user: TestUser) => {
  const response = await app.inject({
    method: 'GET',
    url: '/api/golf-clubs/suggestions',
    headers: bearer(user),
  });
  expect([200, 403]).toContain(response.statusCode);
  return response.statusCode === 200;
};

const roleOf = async (app: App, email: string) =>
  (await app.db.select({ role: users.role }).from(users).where(eq(users.email, email)))[0]?.role;

describe('admin roles follow ADMIN_EMAILS at start-up', () => {
  let first: TestApp;
  let restarted: App;
  let kept: TestUser;
  let dropped: TestUser;
  let promoted: TestUser;
  let golfer: TestUser;
  const unverified = 'not-yet@example.test';

  beforeAll(async () => {
    first = await buildTestApp({ env: { ...env, ADMIN_EMAILS: 'kept@example.test,dropped@example.test' } });
    kept = await createUser(first.app, { email: 'kept@example.test' });
    dropped = await createUser(first.app, { email: 'dropped@example.test' });
    promoted = await createUser(first.app, { email: 'promoted@example.test' });
    golfer = await createUser(first.app);
    const signUp = await first.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: unverified, password: 'Fairway#Birdie42', name: '' },
    });
    expect(signUp.statusCode).toBe(200);
    // Read through the first instance, so its cache holds the old roles.
    for (const user of [kept, dropped, promoted, golfer]) await isAdmin(first.app, user);
  });

  afterAll(async () => {
    await restarted?.close();
    await first.close();
  });

  it('grants the role to listed verified accounts and removes it from the others', async () => {
    expect(await isAdmin(first.app, dropped)).toBe(true);
    expect(await isAdmin(first.app, promoted)).toBe(false);

    const config = loadConfig({
      ...env,
      NODE_ENV: 'test',
      DATA_DIR: path.join(tmpdir(), 'fairway-test-data'),
      WEB_DIST: path.join(tmpdir(), 'fairway-no-web-build'),
      AUTH_RATE_LIMIT: 'false',
      LOG_LEVEL: 'silent',
      // Addresses are compared without case.
      ADMIN_EMAILS: `Kept@Example.test, PROMOTED@example.test, ${unverified}`,
    });
    restarted = await buildApp({ config, database: first.database });
    await restarted.ready();

    expect(await isAdmin(restarted, kept)).toBe(true);
    expect(await isAdmin(restarted, promoted)).toBe(true);
    expect(await isAdmin(restarted, dropped)).toBe(false);
    expect(await isAdmin(restarted, golfer)).toBe(false);
    // Not verified: whoever signed up with the address may not own it.
    expect(await roleOf(restarted, unverified)).toBe('user');
  });

  it('drops the old roles from the sessions another instance had cached', async () => {
    await expect.poll(() => isAdmin(first.app, dropped), { timeout: 5000 }).toBe(false);
    await expect.poll(() => isAdmin(first.app, promoted), { timeout: 5000 }).toBe(true);
    expect(await isAdmin(first.app, kept)).toBe(true);
  });

  it('changes nothing when the list is unchanged, and removes every admin when it is empty', async () => {
    const revoked: string[][] = [];
    const revoke = async ({ userIds }: { userIds?: string[] }) => {
      revoked.push(userIds ?? []);
    };
    const list = ['kept@example.test', 'promoted@example.test', unverified];
    expect(await syncAdminRoles(restarted.db, list, revoke)).toEqual({ granted: [], removed: [] });
    expect(revoked).toEqual([]);
    const none = await syncAdminRoles(restarted.db, [], revoke);
    expect(none.granted).toEqual([]);
    expect(new Set(none.removed)).toEqual(new Set([kept.id, promoted.id]));
    expect(new Set(revoked.flat())).toEqual(new Set([kept.id, promoted.id]));
  });
});
