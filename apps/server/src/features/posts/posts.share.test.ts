import type { GameResults, Post, PostsPage } from '@fairway/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorOf, roundsTestKit } from '../games/games.test-kit';

/** Sharing a finished round as a `game_result` post, and the round its card shows. */
describe('sharing a round', () => {
  const kit = roundsTestKit();
  const share = (by: { id: string; token: string } | null, body: Record<string, unknown>) =>
    kit.call(by, 'POST', '/api/posts', { kind: 'game_result', ...body });
  let gameId: string;
  let ownerPlayer: string;

  beforeAll(async () => {
    const { call, owner, friend } = kit;
    expect((await call(owner, 'POST', '/api/friendships', { receiverId: friend.id })).statusCode).toBe(200);
    expect((await call(friend, 'PUT', '/api/friendships', { senderId: owner.id })).statusCode).toBe(200);
    gameId = await kit.createGame({ format: 'stableford' });
    const [a, b] = (await kit.detail(gameId)).players.map((player) => player.id) as [string, string];
    ownerPlayer = a;
    await kit.score(gameId, owner, a, 1, { score: 4 });
    await kit.score(gameId, owner, b, 1, { score: 7 });
  });

  const finish = async () => {
    for (const golfer of [kit.owner, kit.friend]) {
      const response = await kit.call(golfer, 'PUT', `/api/game/${gameId}/player/status`, {
        status: 'finished',
      });
      expect(response.statusCode, response.body).toBe(200);
    }
  };

  it('refuses an unfinished round (409), a stranger (403), no round (404, 400) and the anonymous (401)', async () => {
    const early = await share(kit.owner, { gameId });
    expect(early.statusCode).toBe(409);
    expect(errorOf(early).code).toBe('game_not_finished');
    await finish();

    const stranger = await share(kit.stranger, { gameId });
    expect(stranger.statusCode).toBe(403);
    expect(errorOf(stranger).code).toBe('post_game_not_played');
    const unknown = await share(kit.owner, { gameId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('game_not_found');
    const noRound = await share(kit.owner, {});
    expect(noRound.statusCode).toBe(400);
    expect(errorOf(noRound).code).toBe('post_game_invalid');
    const standardWithRound = await kit.call(kit.owner, 'POST', '/api/posts', { caption: 'x', gameId });
    expect(standardWithRound.statusCode).toBe(400);
    expect(errorOf(standardWithRound).code).toBe('post_game_invalid');
    expect((await share(null, { gameId })).statusCode).toBe(401);
  });

  it('a player shares the finished round without a caption: friends see its card, with the sharer’s line only', async () => {
    const response = await share(kit.owner, { gameId, audience: 'friends' });
    expect(response.statusCode, response.body).toBe(201);
    const post = response.json<Post>();
    expect(post).toMatchObject({ kind: 'game_result', gameId, caption: '', audience: 'friends' });
    // tagged with the round's course
    expect(post.course?.id).toBe(kit.course.courseId);

    const followed = (await kit.call(kit.friend, 'GET', '/api/posts?type=followed')).json<PostsPage>();
    expect(followed.posts.map((item) => item.id)).toContain(post.id);

    const card = await kit.call(kit.friend, 'GET', `/api/posts/${post.id}/result`);
    expect(card.statusCode, card.body).toBe(200);
    const result = card.json<GameResults>();
    expect(result.game).toMatchObject({ id: gameId, status: 'finished', format: 'stableford' });
    expect(result.players.map((player) => player.userId)).toEqual([kit.owner.id]);
    expect(Object.keys(result.scores)).toEqual(['1']);
    expect(Object.keys(result.scores['1'] ?? {})).toEqual([ownerPlayer]);
    expect(result.scores['1']?.[ownerPlayer]?.score).toBe(4);
    expect(result.leaderboard).toHaveLength(1);
    expect(result.leaderboard[0]).toMatchObject({ playerIds: [ownerPlayer], points: 3 });

    // a friends-only share stays hidden from a stranger, its round too
    expect((await kit.call(kit.stranger, 'GET', `/api/posts/${post.id}/result`)).statusCode).toBe(404);
    expect((await kit.call(kit.stranger, 'GET', `/api/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('the other player shares it too; a public share stays out of discover; a standard post has no round', async () => {
    const shared = (
      await share(kit.friend, { gameId, caption: 'Tough day', audience: 'public' })
    ).json<Post>();
    const discover = (await kit.call(kit.stranger, 'GET', '/api/posts?type=discover')).json<PostsPage>();
    expect(discover.posts.map((item) => item.id)).not.toContain(shared.id);
    const card = (await kit.call(kit.stranger, 'GET', `/api/posts/${shared.id}/result`)).json<GameResults>();
    expect(card.players.map((player) => player.userId)).toEqual([kit.friend.id]);

    const plain = (await kit.call(kit.owner, 'POST', '/api/posts', { caption: 'Range day' })).json<Post>();
    const none = await kit.call(kit.owner, 'GET', `/api/posts/${plain.id}/result`);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none).code).toBe('game_not_found');
  });
});
