import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses, games, profiles, users } from '../db/schema';
import { loadSeedData } from '../features/clubs/seed';
import { buildTestApp, signIn } from '../test/app';
import { DEMO_ACCOUNT, loadDemoData } from './demo-data';

describe('demo data', () => {
  it('gives a newcomer a demo golfer with friends and rounds at a real course, once', async () => {
    const t = await buildTestApp();
    await loadSeedData(t.database, { info: () => undefined });
    const messages: string[] = [];
    await loadDemoData(t.app, { info: (message) => messages.push(message) });
    await loadDemoData(t.app, { info: (message) => messages.push(message) });

    const { token } = await signIn(t.app, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(token).toBeTruthy();
    expect((await t.app.db.select().from(profiles)).map((profile) => profile.username).sort()).toEqual([
      'demo',
      'ines.garcia',
      'lea.martin',
      'marco.rossi',
      'sam.okafor',
      'tom.berg',
      'yuki.sato',
    ]);
    const [demo] = await t.app.db.select().from(users).where(eq(users.email, DEMO_ACCOUNT.email));
    const rounds = await t.app.db.select().from(games).where(eq(games.ownerId, demo!.id));
    expect(rounds.map((round) => round.status).sort()).toEqual([
      'active',
      'finished',
      'finished',
      'finished',
    ]);
    // The round in progress opens on the hole map: its course has hole geometry.
    const live = rounds.find((round) => round.status === 'active');
    const [liveCourse] = await t.app.db.select().from(courses).where(eq(courses.id, live!.courseId));
    expect(liveCourse?.hasGps).toBe(true);
    const played = await t.app.inject({
      method: 'GET',
      url: `/api/profile/${demo!.id}/games`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(played.json<unknown[]>().length).toBe(4);
    // A friend's round waits for the demo golfer's answer: an invitation among their unfinished rounds.
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/game/pending',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      pending.json<{ invited: boolean; status: string }[]>().map(({ invited, status }) => [status, invited]),
    ).toEqual([
      ['active', false],
      ['pending', true],
    ]);
    const bag = await t.app.inject({
      method: 'GET',
      url: '/api/golf-gear/my-bag',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bag.json<{ clubs: unknown[] }>().clubs).toHaveLength(12);
    // Trophies earned from the demo's real data: the first round, a birdie, a round with friends.
    const trophies = await t.app.inject({
      method: 'GET',
      url: `/api/achievements/${demo!.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const earned = trophies
      .json<{ achievements: { id: string; earned: boolean }[] }>()
      .achievements.filter((achievement) => achievement.earned)
      .map((achievement) => achievement.id);
    expect(earned).toEqual(expect.arrayContaining(['rounds-1', 'first-birdie', 'first-partner']));
    expect(earned).not.toContain('rounds-5');
    // /friends is lived in: three friends, a request received, one sent, a friend's friend to recommend.
    const call = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const friendsList = (await call('/api/friendships/list')).json<{ friends: { username: string }[] }>();
    expect(friendsList.friends.map((friend) => friend.username).sort()).toEqual([
      'lea.martin',
      'tom.berg',
      'yuki.sato',
    ]);
    const requests = (await call('/api/friendships/requests')).json<{
      received: { username: string }[];
      sent: { username: string }[];
    }>();
    expect(requests.received.map((golfer) => golfer.username)).toEqual(['sam.okafor']);
    expect(requests.sent.map((golfer) => golfer.username)).toEqual(['ines.garcia']);
    const recommended = (await call('/api/friendships/recommendations')).json<{
      recommendations: { username: string }[];
    }>();
    expect(recommended.recommendations.map((golfer) => golfer.username)).toContain('marco.rossi');
    // /notifications: the history read, Sam's request still to answer, the friend's invitation new.
    const { notifications } = (await call('/api/notifications?limit=100')).json<{
      notifications: { type: string; status: string | null; read: boolean }[];
    }>();
    const find = (type: string) => notifications.find((notification) => notification.type === type);
    expect(find('friend_request')).toMatchObject({ status: 'pending', read: true });
    expect(find('game_invitation')).toMatchObject({ status: 'pending', read: false });
    expect(notifications.filter((notification) => notification.read).length).toBeGreaterThan(2);
    // The home's feeds are lived in: the friends' posts (one with photos and a course), liked and commented.
    const feed = (await call('/api/posts?type=followed')).json<{
      posts: { author: { username: string }; media: unknown[]; likes: number; comments: number }[];
    }>();
    expect(feed.posts).toHaveLength(4);
    expect(feed.posts.some((post) => post.media.length === 2 && post.likes === 2)).toBe(true);
    expect(feed.posts.filter((post) => post.comments > 0)).toHaveLength(2);
    expect(messages).toEqual(['demo data: 7 golfers and 5 rounds loaded']);
    await t.close();
  }, 120_000);
});
