import type {
  ErrorBody,
  FriendRecommendations,
  FriendRequests,
  Friendship,
  FriendsList,
  UserSearchResult,
} from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, profiles } from '../../db/schema';
import { buildTestApp, callApi, createGolfer, createUser } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { buildCourse } from '../../test/factories';

type Golfer = TestUser & { username: string };
const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;

describe('friendships', () => {
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: Golfer;
  let ben: Golfer;
  let cat: Golfer;
  let dan: Golfer;

  beforeAll(async () => {
    t = await buildTestApp();
    ann = await createGolfer(t.app, { username: 'ann.friend', firstName: 'Ann', lastName: 'Albatross' });
    ben = await createGolfer(t.app, { username: 'ben.friend', firstName: 'Ben', lastName: 'Bogey' });
    cat = await createGolfer(t.app, { username: 'cat.friend', firstName: 'Cat', lastName: 'Chipper' });
    dan = await createGolfer(t.app, { username: 'dan.friend', firstName: 'Dan', lastName: 'Divot' });
  }, 120_000);
  afterAll(() => t.close());

  const status = async (viewer: Golfer, other: Golfer) =>
    (await call(viewer, 'GET', `/api/friendships?receiverId=${other.id}`)).json<Friendship>().status;
  const ask = (from: Golfer, to: { id: string }) =>
    call(from, 'POST', '/api/friendships', { receiverId: to.id });
  const removeBetween = (by: Golfer, a: { id: string }, b: { id: string }) =>
    call(by, 'DELETE', `/api/friendships?senderId=${a.id}&receiverId=${b.id}`);

  it.each([
    ['GET', '/api/friendships?receiverId=someone'],
    ['POST', '/api/friendships'],
    ['PUT', '/api/friendships'],
    ['DELETE', '/api/friendships?friendshipId=00000000-0000-4000-8000-000000000000'],
    ['GET', '/api/friendships/requests'],
    ['GET', '/api/friendships/recommendations'],
    ['GET', '/api/friendships/list'],
    ['GET', '/api/users/search?query=ann'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    expect(
      (await call(null, method, url, method === 'POST' || method === 'PUT' ? {} : undefined)).statusCode,
    ).toBe(401);
  });

  it('goes none → pending / received → friends, and each side sees its own status', async () => {
    expect(await status(ann, ben)).toBe('none');
    const sent = await ask(ann, ben);
    expect(sent.statusCode, sent.body).toBe(200);
    const friendship = sent.json<Friendship>();
    expect(friendship).toMatchObject({ status: 'pending', senderId: ann.id, receiverId: ben.id });
    expect(await status(ann, ben)).toBe('pending');
    expect(await status(ben, ann)).toBe('received');

    const requestsOfBen = (await call(ben, 'GET', '/api/friendships/requests')).json<FriendRequests>();
    expect(requestsOfBen.received.map((g) => g.username)).toEqual(['ann.friend']);
    expect(requestsOfBen.received[0]!.friendship.status).toBe('received');
    expect((await call(ann, 'GET', '/api/friendships/requests')).json<FriendRequests>().sent).toHaveLength(1);

    const accepted = await call(ben, 'PUT', '/api/friendships', { senderId: ann.id });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<Friendship>()).toMatchObject({
      status: 'friends',
      friendshipId: friendship.friendshipId,
    });
    expect(await status(ann, ben)).toBe('friends');
    expect(await status(ben, ann)).toBe('friends');
    const list = (await call(ann, 'GET', '/api/friendships/list')).json<FriendsList>();
    expect(list.friends.map((g) => g.username)).toEqual(['ben.friend']);
    expect(list.metadata).toMatchObject({ total: 1, totalPages: 1 });
    // Mutual: Ben's list has Ann, and anyone may read it.
    const bens = (await call(cat, 'GET', `/api/friendships/list?userId=${ben.id}`)).json<FriendsList>();
    expect(bens.friends.map((g) => g.username)).toEqual(['ann.friend']);
    expect(bens.friends[0]!.friendship.status).toBe('none');
  });

  it('refuses a request to oneself, a duplicate, a request to a friend, and to a golfer who does not exist', async () => {
    const self = await ask(cat, cat);
    expect(self.statusCode).toBe(400);
    expect(codeOf(self)).toBe('friendship_with_self');
    expect((await ask(cat, dan)).statusCode).toBe(200);
    const again = await ask(cat, dan);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('friendship_exists');
    expect(codeOf(await ask(ann, ben))).toBe('friendship_exists');
    const nobody = await ask(cat, { id: 'no-such-golfer' });
    expect(nobody.statusCode).toBe(404);
    expect(codeOf(nobody)).toBe('profile_not_found');
    const malformed = await call(cat, 'POST', '/api/friendships', { receiverId: 'not an id' });
    expect(malformed.statusCode).toBe(400);
  });

  it('asking a golfer who asked first accepts their request', async () => {
    const dansAnswer = await ask(dan, cat);
    expect(dansAnswer.statusCode).toBe(200);
    expect(dansAnswer.json<Friendship>()).toMatchObject({ status: 'friends', senderId: cat.id });
    await removeBetween(dan, cat, dan);
  });

  it('lets nobody but the receiver accept, and no stranger withdraw, decline or end a friendship', async () => {
    const { friendshipId } = (await ask(cat, dan)).json<Friendship>();
    // The sender cannot accept their own request; a stranger cannot accept it by id or by sender.
    for (const [by, body] of [
      [cat, { friendshipId }],
      [ann, { friendshipId }],
      [ann, { senderId: cat.id }],
      [cat, { senderId: dan.id }],
    ] as const) {
      const refused = await call(by, 'PUT', '/api/friendships', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(404);
      expect(codeOf(refused)).toBe('friendship_not_found');
    }
    // A stranger cannot cancel it, by id or by the two golfers; nor Ann and Ben's friendship.
    expect((await call(ben, 'DELETE', `/api/friendships?friendshipId=${friendshipId}`)).statusCode).toBe(404);
    expect((await removeBetween(ben, cat, dan)).statusCode).toBe(404);
    expect((await removeBetween(cat, ann, ben)).statusCode).toBe(404);
    expect(await status(cat, dan)).toBe('pending');
    expect(await status(ann, ben)).toBe('friends');
    // Malformed: neither an id nor both golfers.
    expect((await call(cat, 'DELETE', `/api/friendships?senderId=${cat.id}`)).statusCode).toBe(400);
    expect((await call(cat, 'PUT', '/api/friendships', {})).statusCode).toBe(400);
  });

  it('withdraws (sender), declines (receiver) and unfriends (either), back to none', async () => {
    const withdrawn = await removeBetween(cat, cat, dan);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<Friendship>().status).toBe('none');
    expect(await status(dan, cat)).toBe('none');

    const { friendshipId } = (await ask(cat, dan)).json<Friendship>();
    expect((await call(dan, 'DELETE', `/api/friendships?friendshipId=${friendshipId}`)).statusCode).toBe(200);
    expect(await status(cat, dan)).toBe('none');
    expect((await call(dan, 'DELETE', `/api/friendships?friendshipId=${friendshipId}`)).statusCode).toBe(404);

    await ask(cat, dan);
    await call(dan, 'PUT', '/api/friendships', { senderId: cat.id });
    expect((await removeBetween(dan, dan, cat)).statusCode).toBe(200);
    expect(await status(cat, dan)).toBe('none');
    expect((await call(cat, 'GET', '/api/friendships/list')).json<FriendsList>().friends).toEqual([]);
  });

  it('pages a friends list by name', async () => {
    const eve = await createGolfer(t.app, { username: 'eve.pages', firstName: 'Eve', lastName: 'Eagle' });
    for (const other of [ann, ben, cat]) {
      await ask(eve, other);
      await call(other, 'PUT', '/api/friendships', { senderId: eve.id });
    }
    const page = async (n: number) =>
      (await call(eve, 'GET', `/api/friendships/list?page=${n}&limit=2`)).json<FriendsList>();
    expect((await page(1)).friends.map((g) => g.firstName)).toEqual(['Ann', 'Ben']);
    expect((await page(2)).friends.map((g) => g.firstName)).toEqual(['Cat']);
    expect((await page(2)).metadata).toMatchObject({ page: 2, total: 3, totalPages: 2 });
    for (const other of [ann, ben, cat]) await removeBetween(eve, eve, other);
  });

  it('recommends friends of friends, the same home club and round partners; never self, friends or requests', async () => {
    const me = await createGolfer(t.app, { username: 'reco.me', firstName: 'Rita', lastName: 'Reco' });
    const friend = await createGolfer(t.app, { username: 'reco.friend' });
    const fof = await createGolfer(t.app, { username: 'reco.fof' });
    const clubmate = await createGolfer(t.app, { username: 'reco.clubmate' });
    const partner = await createGolfer(t.app, { username: 'reco.partner' });
    const asked = await createGolfer(t.app, { username: 'reco.asked' });
    await createGolfer(t.app, { username: 'reco.stranger' });
    const befriend = async (a: Golfer, b: Golfer) => {
      await ask(a, b);
      await call(b, 'PUT', '/api/friendships', { senderId: a.id });
    };
    await befriend(me, friend);
    await befriend(friend, fof);
    await befriend(friend, asked);
    await ask(asked, me);
    await t.app.db.update(profiles).set({ membershipId: 'club-reco' }).where(eq(profiles.userId, me.id));
    await t.app.db
      .update(profiles)
      .set({ membershipId: 'club-reco' })
      .where(eq(profiles.userId, clubmate.id));
    const course = await buildCourse(t.app.db);
    const game = await call(me, 'POST', '/api/game', {
      date: new Date(Date.now() + 86_400_000).toISOString(),
      courseId: course.courseId,
      players: [{ userId: me.id }, { userId: partner.id }],
    });
    expect(game.statusCode, game.body).toBe(201);

    const { recommendations } = (
      await call(me, 'GET', '/api/friendships/recommendations')
    ).json<FriendRecommendations>();
    expect(recommendations.map((g) => [g.username, g.reason])).toEqual([
      ['reco.fof', 'mutual_friends'],
      ['reco.partner', 'played_together'],
      ['reco.clubmate', 'same_club'],
    ]);
    expect(recommendations[0]).toMatchObject({ mutualFriends: 1, friendship: { status: 'none' } });
  });

  it('recommends the golfers most active lately to a golfer with no recommendation of their own', async () => {
    const newcomer = await createGolfer(t.app, { username: 'active.newcomer' });
    const keen = await createGolfer(t.app, { username: 'active.keen' });
    const secretive = await createGolfer(t.app, { username: 'active.secretive' });
    const course = await buildCourse(t.app.db);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    for (const [golfer, isPrivate] of [
      [keen, false],
      [keen, false],
      [secretive, true],
    ] as const) {
      const game = await call(golfer, 'POST', '/api/game', {
        date: new Date(Date.now() + 60_000).toISOString(),
        courseId: course.courseId,
        isPrivate,
        players: [{ userId: golfer.id }],
      });
      expect(game.statusCode, game.body).toBe(201);
      // Played last week: a round cannot be created in the past.
      await t.app.db
        .update(games)
        .set({ playedAt: lastWeek })
        .where(eq(games.id, game.json<{ gameId: string }>().gameId));
    }

    const reco = async () =>
      (await call(newcomer, 'GET', '/api/friendships/recommendations')).json<FriendRecommendations>()
        .recommendations;
    const found = await reco();
    expect(found[0]).toMatchObject({ username: 'active.keen', reason: 'active_golfer', mutualFriends: 0 });
    expect(found.map((g) => g.username)).not.toContain('active.secretive');
    expect(found.map((g) => g.username)).not.toContain('active.newcomer');

    // Once asked, keen is no longer a suggestion; and a golfer with recommendations of their own gets only those.
    await ask(newcomer, keen);
    expect((await reco()).map((g) => g.username)).not.toContain('active.keen');
  });

  it('searches golfers by name or username from 2 characters, a page at a time, with the friendship of each', async () => {
    const search = async (viewer: Golfer, query: string, extra = '') =>
      (await call(viewer, 'GET', `/api/users/search?query=${encodeURIComponent(query)}${extra}`)).json<
        UserSearchResult[]
      >();
    await ask(cat, ann);
    const statusFound = async (query: string) =>
      (await search(ann, query)).map((g) => [g.username, g.friendship.status]);
    expect(await statusFound('ben.')).toEqual([['ben.friend', 'friends']]);
    expect(await statusFound('cat.')).toEqual([['cat.friend', 'received']]);
    expect(await statusFound('dan.')).toEqual([['dan.friend', 'none']]);
    expect((await search(cat, 'ann.')).map((g) => g.friendship.status)).toEqual(['pending']);
    expect((await search(ann, 'Bogey')).map((g) => g.username)).toEqual(['ben.friend']);
    expect((await search(ann, 'ben.f')).map((g) => g.name)).toEqual(['Ben Bogey']);
    expect(await search(ann, ' b ')).toEqual([]);
    expect((await search(ann, 'ann.friend')).map((g) => g.username)).toEqual([]);
    for (const username of ['page.one', 'page.two', 'page.three']) await createGolfer(t.app, { username });
    expect((await search(ann, 'page.', '&limit=2')).map((g) => g.username)).toEqual([
      'page.one',
      'page.three',
    ]);
    expect((await search(ann, 'page.', '&page=2&limit=2')).map((g) => g.username)).toEqual(['page.two']);
  });

  it('needs a profile to send a request', async () => {
    const noProfile = await createUser(t.app);
    const refused = await call(noProfile, 'POST', '/api/friendships', { receiverId: ann.id });
    expect(refused.statusCode).toBe(404);
    expect(codeOf(refused)).toBe('profile_not_found');
  });
});
