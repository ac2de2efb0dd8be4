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

  const create = (user: TestUser, username: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/profile/${encodeURIComponent(username)}`,
      headers: bearer(user),
      payload,
    });

  it('GET /profile needs a session, and answers 404 profile_not_found before onboarding', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(newcomer) });
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('profile_not_found');
  });

  it.each([
    [{ lastName: 'Birdie', username: 'ada' }, 'first_name_required', 'body.firstName'],
    [{ firstName: '   ', lastName: 'Birdie', username: 'ada' }, 'first_name_required', 'body.firstName'],
    [
      { firstName: 'A'.repeat(51), lastName: 'Birdie', username: 'ada' },
      'first_name_too_long',
      'body.firstName',
    ],
    [{ firstName: 'Ada', username: 'ada' }, 'last_name_required', 'body.lastName'],
    [{ firstName: 'Ada', lastName: 'B'.repeat(51), username: 'ada' }, 'last_name_too_long', 'body.lastName'],
    [{ firstName: 'Ada', lastName: 'Birdie', username: 'a' }, 'username_too_short', 'body.username'],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'a'.repeat(33) },
      'username_too_long',
      'body.username',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada birdie' },
      'username_invalid_characters',
      'body.username',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada_b' },
      'username_invalid_characters',
      'body.username',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada', handicap: 54.1 },
      'invalid_handicap',
      'body.handicap',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada', handicap: -10.5 },
      'invalid_handicap',
      'body.handicap',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada', handicap: 12.34 },
      'invalid_handicap',
      'body.handicap',
    ],
    [
      { firstName: 'Ada', lastName: 'Birdie', username: 'ada', countryCode: 'France' },
      'invalid_country',
      'body.countryCode',
    ],
  ])('refuses %j with %s', async (payload, code, field) => {
    const response = await create(newcomer, String(payload.username), payload);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code, field });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(newcomer) })).statusCode,
    ).toBe(404);
  });

  it('refuses a body whose username differs from the path', async () => {
    const response = await create(newcomer, 'ada', { firstName: 'Ada', lastName: 'Birdie', username: 'bob' });
    expect(response.statusCode).toBe(400);
  });

  it('creates the profile with the spec’s defaults, once', async () => {
    const user = await createUser(t.app);
    const response = await create(user, 'Ada.Birdie', {
      firstName: ' Ada ',
      lastName: 'Birdie',
      username: 'Ada.Birdie',
    });
    expect(response.statusCode).toBe(201);
    const profile = response.json<Profile>();
    expect(profile).toMatchObject({
      userId: user.id,
      username: 'Ada.Birdie',
      firstName: 'Ada',
      lastName: 'Birdie',
      countryCode: 'FR',
      handicap: 54,
      sex: 0,
      membershipId: null,
      verified: false,
    });
    const own = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(user) });
    expect(own.json()).toEqual({ ...profile, isAdmin: false });
    const again = await create(user, 'ada-2', { firstName: 'Ada', lastName: 'Birdie', username: 'ada-2' });
    expect(again.statusCode).toBe(409);
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

  it('keeps a plus handicap as a negative number', async () => {
    const user = await createUser(t.app);
    const response = await create(user, 'scratch-plus', {
      firstName: 'Rory',
      lastName: 'M',
      username: 'scratch-plus',
      handicap: -3.2,
      gender: 1,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Profile>()).toMatchObject({ handicap: -3.2, sex: 1 });
  });

  describe('usernames', () => {
    const taken = async (name: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/username/${encodeURIComponent(name)}`,
          headers: bearer(newcomer),
        })
      ).json<boolean>();

    it('are unique case-insensitively, and the server re-checks on create', async () => {
      const first = await createGolfer(t.app, { username: 'Tiger.W' });
      expect(first.username).toBe('Tiger.W');
      expect(await taken('tiger.w')).toBe(true);
      expect(await taken('TIGER.W')).toBe(true);
      expect(await taken('tiger.x')).toBe(false);
      const clash = await create(newcomer, 'TIGER.w', { firstName: 'T', lastName: 'W', username: 'TIGER.w' });
      expect(clash.statusCode).toBe(409);
      expect(errorOf(clash)).toMatchObject({ code: 'username_already_used', field: 'body.username' });
    });

    it('reports reserved and malformed names as unavailable, and refuses creating them', async () => {
      expect(await taken('admin')).toBe(true);
      expect(await taken('Fairway')).toBe(true);
      expect(await taken('no spaces')).toBe(true);
      expect(await taken('x')).toBe(true);
      const reserved = await create(newcomer, 'support', {
        firstName: 'S',
        lastName: 'T',
        username: 'support',
      });
      expect(reserved.statusCode).toBe(409);
      expect(errorOf(reserved).code).toBe('username_forbidden');
    });

    it('lets two golfers race for one name: exactly one wins', async () => {
      const [a, b] = [await createUser(t.app), await createUser(t.app)];
      const results = await Promise.all([
        create(a, 'race', { firstName: 'A', lastName: 'A', username: 'race' }),
        create(b, 'RACE', { firstName: 'B', lastName: 'B', username: 'RACE' }),
      ]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
    });
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
