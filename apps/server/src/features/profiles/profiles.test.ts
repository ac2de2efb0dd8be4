import type { ErrorBody, Profile, PublicProfile } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { baseUrl, bearer, buildTestApp, createGolfer, createUser } from '../../test/app';
import type { TestApp, TestUser } from '../../test/app';
import { openSocket } from '../../test/socket';

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

describe('profiles', () => {
  let t: TestApp;
  let newcomer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp({ listen: true });
    newcomer = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('GET /profile needs a session, and answers 404 profile_not_found before onboarding', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(newcomer) });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('profile_not_found');
  });

  it('tells an admin (ADMIN_EMAILS) so on their own profile only', async () => {
    const admin = await createGolfer(t.app, { role: 'admin', username: 'club-admin' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(admin) })).json<Profile>()
        .isAdmin,
    ).toBe(true);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${admin.id}`,
      headers: bearer(newcomer),
    });
    expect(seen.json()).not.toHaveProperty('isAdmin');
  });

  it('GET /profiles/{id} shows public fields only, and 404 for nobody', async () => {
    const golfer = await createGolfer(t.app, { username: 'public-one', handicap: 7.3 });
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/profiles/${golfer.id}`,
      headers: bearer(newcomer),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicProfile>();
    expect(body).toMatchObject({ userId: golfer.id, username: 'public-one', handicap: 7.3, online: false });
    expect(Object.keys(body).sort()).toEqual(
      [
        'countryCode',
        'firstName',
        'handicap',
        'imageUrl',
        'lastName',
        'lastSeen',
        'online',
        'userId',
        'username',
        'verified',
      ].sort(),
    );
    expect(response.body).not.toContain(golfer.email);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/nobody',
      headers: bearer(newcomer),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('records presence from the realtime connection', async () => {
    const golfer = await createGolfer(t.app);
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    socket.send({ type: 'auth', token: golfer.token });
    await socket.next('ready');
    const read = async () =>
      (await t.app.db.select().from(profiles).where(eq(profiles.userId, golfer.id)))[0];
    await expect.poll(async () => (await read())?.online, { timeout: 3000 }).toBe(true);
    socket.close();
    await expect.poll(async () => (await read())?.online, { timeout: 3000 }).toBe(false);
    expect((await read())?.lastSeen).toBeInstanceOf(Date);
  });
});

describe('GET /users/search', () => {
  it('finds golfers by username prefix or name, typo-tolerant, never the searcher, 2+ characters', async () => {
    const t = await buildTestApp();
    const me = await createGolfer(t.app, { username: 'me-myself', firstName: 'Mia', lastName: 'Searcher' });
    await createGolfer(t.app, { username: 'seve.b', firstName: 'Severiano', lastName: 'Ballesteros' });
    await createGolfer(t.app, { username: 'jose.m', firstName: 'José María', lastName: 'Olazábal' });
    const search = async (query: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/users/search?query=${encodeURIComponent(query)}`,
          headers: bearer(me),
        })
      ).json<{ username: string; name: string }[]>();
    expect((await search('seve')).map((user) => user.username)).toEqual(['seve.b']);
    expect((await search('ballesteros')).map((user) => user.username)).toEqual(['seve.b']);
    expect((await search('balesteros')).map((user) => user.username)).toEqual(['seve.b']);
    expect(await search('s')).toEqual([]);
    expect((await search('me-my')).map((user) => user.username)).toEqual([]);
    expect((await search('%')).length).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/search?query=seve' })).statusCode).toBe(401);
    await t.close();
  });
});
