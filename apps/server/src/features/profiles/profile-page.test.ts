import type {
  ErrorBody,
  GameDetail,
  GameSetupInput,
  Profile,
  ProfileDetails,
  UserCard,
} from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { CARD_18, buildCourse } from '../../test/factories';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const errorOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error;

/** A complete edit form, as the web app sends it. */
const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Birdie',
  description: 'Weekend golfer, early tee times.',
  countryCode: 'IE',
  sex: 2,
  handicap: 14.2,
  golfStartYear: 2009,
  tee: 'blue',
  dexterity: 'left',
  socialLinks: [
    { platform: 'instagram', url: 'https://www.instagram.com/ada.birdie' },
    { platform: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' },
    { platform: 'facebook', url: '' },
  ],
  ...overrides,
});

describe('the profile page and its editing', () => {
  let t: TestApp;
  let owner: TestUser & { username: string };
  let stranger: TestUser & { username: string };
  let home: Awaited<ReturnType<typeof buildCourse>>;
  let abroad: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(async () => {
    t = await buildTestApp();
    owner = await createGolfer(t.app, { username: 'Ada.Page', handicap: 20 });
    stranger = await createGolfer(t.app, { username: 'sam-stranger' });
    home = await buildCourse(t.app.db, { name: 'Golf du Lac' });
    abroad = await buildCourse(t.app.db, { name: 'Private Links' });
  }, 60_000);
  afterAll(() => t.close());

  const call = (...args: ApiCall) => callApi(t.app, ...args);

  /** A finished one-golfer recorded round with a score on every hole (par + 1 each). */
  async function finishedRound(by: TestUser, courseId: string, setup: Partial<GameSetupInput> = {}) {
    const created = await call(by, 'POST', '/api/game', {
      date: daysAgo(10),
      courseId,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: by.id }],
      ...setup,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { gameId } = created.json<{ gameId: string }>();
    const detail = (await call(by, 'GET', `/api/game/${gameId}`)).json<GameDetail>();
    const playerId = detail.players[0]!.id;
    for (const [i, par] of CARD_18.pars.entries()) {
      const saved = await call(by, 'POST', `/api/game/${gameId}/scores`, {
        playerId,
        holeNumber: i + 1,
        score: par + 1,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const done = await call(by, 'PUT', `/api/game/${gameId}/player/status`, { status: 'finished' });
    expect(done.statusCode, done.body).toBe(200);
    return gameId;
  }

  const details = async (viewer: TestUser | null, username: string) => {
    const response = await call(viewer, 'GET', `/api/profile/${encodeURIComponent(username)}/details`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ProfileDetails>();
  };

  it('shows a signed-out visitor the public page, counting rounds that are not private', async () => {
    await finishedRound(owner, home.courseId);
    await finishedRound(owner, abroad.courseId, { isPrivate: true });

    const seen = await details(null, 'ada.page');
    expect(seen.isOwn).toBe(false);
    expect(seen.profile).toMatchObject({
      userId: owner.id,
      username: 'Ada.Page',
      followersCount: 0,
      followingCount: 0,
    });
    expect(seen.totalGames).toBe(1);
    expect(seen.playedCourses.map((club) => club.name)).toEqual(['Golf du Lac']);
    expect(seen.stats.countriesVisited).toBe(1);
    expect(seen.handicapSource).toBe('declared');
    expect(seen).not.toHaveProperty('profile.email');

    // Another golfer sees the same as the visitor; the owner also counts their private round.
    const byStranger = await details(stranger, 'Ada.Page');
    expect(byStranger).toEqual(seen);
    const own = await details(owner, 'Ada.Page');
    expect(own.isOwn).toBe(true);
    expect(own.totalGames).toBe(2);
    expect(own.playedCourses.map((club) => club.name)).toEqual(['Golf du Lac', 'Private Links']);
  }, 60_000);

  it('counts friends, not requests, as followers and following (friendship is mutual)', async () => {
    const friend = await createGolfer(t.app, { username: 'fran-friend' });
    const asker = await createGolfer(t.app, { username: 'ash-asker' });
    expect((await call(friend, 'POST', '/api/friendships', { receiverId: owner.id })).statusCode).toBe(200);
    expect((await call(owner, 'PUT', '/api/friendships', { senderId: friend.id })).statusCode).toBe(200);
    expect((await call(asker, 'POST', '/api/friendships', { receiverId: owner.id })).statusCode).toBe(200);
    const seen = await details(null, 'ada.page');
    expect(seen.profile).toMatchObject({ followersCount: 1, followingCount: 1 });
    // Unfriending takes it back at once.
    expect(
      (await call(owner, 'DELETE', `/api/friendships?senderId=${friend.id}&receiverId=${owner.id}`))
        .statusCode,
    ).toBe(200);
    expect((await details(null, 'ada.page')).profile).toMatchObject({ followersCount: 0, followingCount: 0 });
  }, 60_000);

  it('reads a broken session on the public page as a signed-out visitor, and 404s an unknown name', async () => {
    const broken = await call({ token: 'not-a-token' }, 'GET', '/api/profile/Ada.Page/details');
    expect(broken.statusCode).toBe(200);
    expect(broken.json<ProfileDetails>().isOwn).toBe(false);
    const missing = await call(null, 'GET', '/api/profile/nobody-here/details');
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('profile_not_found');
  });

  it('keeps everything but the profile page from a signed-out visitor', async () => {
    for (const url of [
      `/api/stats/${owner.id}`,
      `/api/golf-gear/users/${owner.id}/clubs`,
      `/api/profile/${owner.id}/games`,
      `/api/handicap/${owner.id}`,
      `/api/users/${owner.id}`,
      `/api/profiles/${owner.id}`,
    ]) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'PUT', '/api/profile', form())).statusCode).toBe(401);
  });

  it('answers GET /users/{userId} with the golfer in a few words', async () => {
    const response = await call(stranger, 'GET', `/api/users/${owner.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<UserCard>()).toEqual({
      userId: owner.id,
      username: 'Ada.Page',
      handicap: 20,
      profilePicture: null,
    });
  });

  it('shows a golfer’s presence only to friends and chat partners: offline to anyone else', async () => {
    const pal = await createGolfer(t.app, { username: 'pal-presence' });
    const seen = new Date();
    await t.app.db
      .update(profiles)
      .set({ online: true, lastSeen: seen })
      .where(eq(profiles.userId, owner.id));
    const presenceFor = async (viewer: TestUser) =>
      (await call(viewer, 'GET', `/api/profiles/${owner.id}`)).json<{
        online: boolean;
        lastSeen: string | null;
      }>();
    expect(await presenceFor(stranger)).toMatchObject({ online: false, lastSeen: null });
    expect(await presenceFor(pal)).toMatchObject({ online: false, lastSeen: null });
    await call(pal, 'POST', '/api/friendships', { receiverId: owner.id });
    expect(await presenceFor(pal)).toMatchObject({ online: false, lastSeen: null });
    expect((await call(owner, 'PUT', '/api/friendships', { senderId: pal.id })).statusCode).toBe(200);
    expect(await presenceFor(pal)).toMatchObject({ online: true, lastSeen: seen.toISOString() });
    expect(await presenceFor(owner)).toMatchObject({ online: true });
  });

  it('saves every field of the edit form on the caller’s own profile only', async () => {
    const saved = await call(owner, 'PUT', '/api/profile', form());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Profile>()).toMatchObject({ countryCode: 'IE', sex: 2, handicap: 14.2 });
    const page = await details(null, 'Ada.Page');
    expect(page.profile).toMatchObject({
      firstName: 'Ada',
      description: 'Weekend golfer, early tee times.',
      golfStartYear: 2009,
      tee: 'blue',
      dexterity: 'left',
      handicap: 14.2,
      socialLinks: {
        instagram: 'https://www.instagram.com/ada.birdie',
        youtube: 'https://youtu.be/dQw4w9WgXcQ',
      },
    });
    expect(page.profile.socialLinks).not.toHaveProperty('facebook');
    // The stranger's own profile is what their edit reaches.
    expect((await details(null, 'sam-stranger')).profile.countryCode).not.toBe('IE');
  });

  it.each([
    [
      { socialLinks: [{ platform: 'facebook', url: 'https://www.instagram.com/ada' }] },
      'invalid_social_link',
    ],
    [{ socialLinks: [{ platform: 'twitter', url: 'https://x.com' }] }, 'invalid_social_link'],
    [
      { socialLinks: [{ platform: 'tiktok', url: 'javascript:alert(1)//tiktok.com/x' }] },
      'invalid_social_link',
    ],
    [{ socialLinks: [{ platform: 'myspace', url: 'https://myspace.com/ada' }] }, 'invalid_social_link'],
    [{ golfStartYear: 1944 }, 'invalid_golf_start_year'],
    [{ golfStartYear: new Date().getFullYear() + 1 }, 'invalid_golf_start_year'],
    [{ tee: 'green' }, 'invalid_tee'],
    [{ dexterity: 'both' }, 'invalid_dexterity'],
    [{ description: 'x'.repeat(501) }, 'description_too_long'],
    [{ handicap: 55 }, 'invalid_handicap'],
    [{ firstName: ' ' }, 'first_name_required'],
    [{ countryCode: 'Ireland' }, 'invalid_country'],
  ])('refuses %j with %s', async (overrides, code) => {
    const response = await call(stranger, 'PUT', '/api/profile', form(overrides));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
  });

  it('keeps the computed index once 3 records exist, and says so on the page', async () => {
    const golfer = await createGolfer(t.app, { username: 'three-rounds', handicap: 30 });
    for (let i = 0; i < 3; i += 1) await finishedRound(golfer, home.courseId);
    const page = await details(null, 'three-rounds');
    expect(page.handicapSource).toBe('computed');
    const computed = page.profile.handicap;
    expect(computed).not.toBe(30);
    const saved = await call(golfer, 'PUT', '/api/profile', form({ handicap: 4 }));
    expect(saved.statusCode).toBe(200);
    expect((await details(null, 'three-rounds')).profile.handicap).toBe(computed);
  }, 90_000);
});
