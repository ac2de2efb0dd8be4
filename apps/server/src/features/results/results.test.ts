import type { GameResults, PlayedGame } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { createGolfer } from '../../test/app';
import type { TestApp } from '../../test/app';
import { roundsTestKit } from '../games/games.test-kit';
import type { Golfer } from '../games/games.test-kit';

describe('results', () => {
  const kit = roundsTestKit();
  const { call, createGame, detail, score } = kit;
  let t: TestApp;
  let owner: Golfer;
  let friend: Golfer;
  let stranger: Golfer;
  beforeAll(() => {
    ({ t, owner, friend, stranger } = kit);
  });

  describe('finishing, results and played rounds', () => {
    it('finishes when every golfer has, and shares the result only then and only if not private', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gail', handicap: 18 })).json<{
        id: string;
      }>();
      const id = await createGame({
        format: 'stableford',
        players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
      });
      const [a, b, g] = (await detail(id)).players.map((player) => player.id) as [string, string, string];
      // Hole 1 par 4 SI 7. Olive (CH 12.4 → PH 12 at 95%) gets a stroke; Fred (CH 24 → 23) gets one; Gail (18 → 17) one.
      await score(id, owner, a, 1, { score: 4 });
      await score(id, owner, b, 1, { score: 5 });
      await score(id, owner, g, 1, { score: 6 });

      expect((await call(stranger, 'GET', `/api/game/${id}/results`)).statusCode).toBe(403);
      const mid = await call(owner, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      expect(mid.json()).toEqual({ status: 'finished', gameStatus: 'active' });
      expect(
        (await call(owner, 'GET', '/api/game/pending')).json<{ id: string }[]>().map((game) => game.id),
      ).toContain(id);
      const done = await call(friend, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      expect(done.json()).toEqual({ status: 'finished', gameStatus: 'finished' });
      expect(
        (await call(owner, 'GET', '/api/game/pending')).json<{ id: string }[]>().map((game) => game.id),
      ).not.toContain(id);
      expect((await detail(id)).players.map((player) => player.status)).toEqual([
        'finished',
        'finished',
        'finished',
      ]);

      const results = (await call(stranger, 'GET', `/api/game/${id}/results`)).json<GameResults>();
      expect(results.game).toMatchObject({ status: 'finished', format: 'stableford' });
      expect(results.leaderboard.map((row) => [row.playerIds[0], row.points])).toEqual([
        [a, 3],
        [b, 2],
        [g, 1],
      ]);
      expect(results.winnerId).toBe(a);
      expect(results.players.map((player) => [player.totalScore, player.toPar, player.thru])).toEqual([
        [4, 0, 1],
        [5, 1, 1],
        [6, 2, 1],
      ]);

      const hidden = await createGame({ isPrivate: true });
      const hiddenPlayer = (await detail(hidden)).players[0]?.id as string;
      await score(hidden, owner, hiddenPlayer, 1, { score: 4 });
      await call(owner, 'PUT', `/api/game/${hidden}/player/status`, { status: 'finished' });
      await call(friend, 'PUT', `/api/game/${hidden}/player/status`, { status: 'finished' });
      expect((await call(stranger, 'GET', `/api/game/${hidden}/results`)).statusCode).toBe(403);

      const mine = (await call(owner, 'GET', `/api/profile/${owner.id}/games`)).json<PlayedGame[]>();
      const theirs = (await call(stranger, 'GET', `/api/profile/${owner.id}/games`)).json<PlayedGame[]>();
      expect(mine.map((game) => game.id)).toEqual(expect.arrayContaining([id, hidden]));
      expect(theirs.map((game) => game.id)).toContain(id);
      expect(theirs.map((game) => game.id)).not.toContain(hidden);
      expect(mine.find((game) => game.id === id)).toMatchObject({
        score: 4,
        scoreDiff: 0,
        holes: 18,
        format: 'stableford',
      });
    });
  });

  describe('a golfer with no handicap', () => {
    it('plays off the default handicap (54) that the app shows, in stableford and net stroke play', async () => {
      const novice = await createGolfer(t.app, { firstName: 'Nina', lastName: 'Novice' });
      await t.app.db.update(profiles).set({ handicap: null }).where(eq(profiles.userId, novice.id));
      const id = await createGame({ players: [{ userId: owner.id }, { userId: novice.id }] });
      const players = (await detail(id)).players;
      const player = players[1]!;
      expect(player.handicapIndex).toBeNull();
      // Unrated tee: CR = par, slope 113, so the course handicap is the default index itself.
      expect(player.courseHandicap).toBe(54);
      // CH 54 → PH 51 at 95%: two strokes on every hole and a third on stroke indexes 1 to 15.
      // Hole 1 (par 4, SI 7): 8 is net 5, 1 point. Hole 2 (par 4, SI 11): 6 is net 3, 3 points.
      // Off a handicap of 0 both holes would be worth nothing.
      await score(id, owner, player.id, 1, { score: 8 });
      await score(id, owner, player.id, 2, { score: 6 });
      const board = (await call(owner, 'GET', `/api/game/${id}/results`)).json<GameResults>().leaderboard;
      expect(board.find((row) => row.playerIds[0] === player.id)).toMatchObject({
        points: 4,
        gross: 14,
        net: 8,
      });

      const strokePlay = await createGame({
        format: 'strokeplay',
        scoringMode: 'net',
        players: [{ userId: owner.id }, { userId: novice.id }],
      });
      const strokePlayer = (await detail(strokePlay)).players[1]!;
      await score(strokePlay, owner, strokePlayer.id, 1, { score: 8 });
      const net = (await call(owner, 'GET', `/api/game/${strokePlay}/results`)).json<GameResults>()
        .leaderboard;
      expect(net.find((row) => row.playerIds[0] === strokePlayer.id)).toMatchObject({
        gross: 8,
        net: 5,
        toPar: 1,
      });
    });
  });
});
