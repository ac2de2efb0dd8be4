import type { ErrorBody, Profile } from '@fairway/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, createGolfer, createUser } from '../../test/app';
import type { TestApp, TestUser } from '../../test/app';

const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

describe('onboarding: creating the profile', () => {
  let t: TestApp;
  let newcomer: TestUser;
  beforeAll(async () => {
    t = await buildTestApp();
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
});
