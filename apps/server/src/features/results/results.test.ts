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

  describe('played rounds and results say what was played, in the format of the round', () => {
    it('counts only the holes scored: a round finished after four holes is four of eighteen', async () => {
      const id = await createGame({ format: 'stableford' });
      const [a, b] = (await detail(id)).players.map((player) => player.id) as [string, string];
      for (const hole of [1, 2, 3, 4]) {
        await score(id, owner, a, hole, { score: 5 });
        await score(id, owner, b, hole, { score: 6 });
      }
      await call(owner, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      await call(friend, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      const board = (await call(owner, 'GET', `/api/game/${id}/results`)).json<GameResults>().leaderboard;
      const mine = (await call(owner, 'GET', `/api/profile/${owner.id}/games`))
        .json<PlayedGame[]>()
        .find((game) => game.id === id);
      const olive = board.find((row) => row.playerIds[0] === a);
      expect(mine).toMatchObject({ holes: 18, holesPlayed: 4, score: 20, match: null });
      // Stableford shows its points, the leaderboard's; the net figure is there, marked as such.
      expect(mine?.points).toBe(olive?.points);
      expect(mine?.netDiff).toBe(olive?.toPar);
    });

    it('gives a match play round its match from each side, and a gross stroke play round no net', async () => {
      const match = await createGame({ format: 'matchplay', useHandicaps: false });
      const [a, b] = (await detail(match)).players.map((player) => player.id) as [string, string];
      await score(match, owner, a, 1, { score: 3 });
      await score(match, owner, b, 1, { score: 5 });
      const played = async (who: Golfer, id: string) =>
        (await call(who, 'GET', `/api/profile/${who.id}/games`))
          .json<PlayedGame[]>()
          .find((game) => game.id === id);
      expect((await played(owner, match))?.match).toEqual({ outcome: null, holesUp: 1, result: null });
      expect((await played(friend, match))?.match).toEqual({ outcome: null, holesUp: -1, result: null });
      const results = (await call(owner, 'GET', `/api/game/${match}/results`)).json<GameResults>();
      expect(
        results.leaderboard.map((row) => [row.playerIds[0], row.matchHolesUp, row.matchOutcome]),
      ).toEqual([
        [a, 1, null],
        [b, -1, null],
      ]);
      expect(results.game.useHandicaps).toBe(false);
      expect(results.game.courseLayout).toHaveLength(18);

      const gross = await createGame({ format: 'strokeplay', scoringMode: 'gross' });
      const [g] = (await detail(gross)).players.map((player) => player.id) as [string];
      await score(gross, owner, g, 1, { score: 5 });
      expect(await played(owner, gross)).toMatchObject({
        holesPlayed: 1,
        netDiff: null,
        points: null,
        match: null,
      });
    });
  });

  describe('recording a round stopped after a nine as a 9-hole round', () => {
    async function roundWith(holes: readonly number[], guest = false) {
      const players = [{ userId: owner.id }, { userId: friend.id }];
      if (guest) {
        const created = (await call(owner, 'POST', '/api/guests', { name: 'Gus', handicap: 20 })).json<{
          id: string;
        }>();
        players.push({ guestId: created.id } as unknown as (typeof players)[number]);
      }
      const id = await createGame({ format: 'stableford', players });
      const ids = (await detail(id)).players.map((player) => player.id);
      for (const hole of holes) for (const player of ids) await score(id, owner, player, hole, { score: 5 });
      return { id, ids };
    }
    const front = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    const back = [10, 11, 12, 13, 14, 15, 16, 17, 18];

    it('records a complete front nine as the front nine: its holes, par and handicaps count, no other', async () => {
      const { id, ids } = await roundWith([...front, 10], true);
      const before = await detail(id);
      const answer = await call(friend, 'PUT', `/api/game/${id}/holes`, { holes: 0 });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ holes: 0, courseLayout: front });
      const after = await detail(id);
      expect(after.game).toMatchObject({ holes: 0, courseLayout: front });
      // A 9-hole round plays off a 9-hole course handicap: about half the 18-hole one.
      const ch = (list: typeof before.players) => list.map((player) => player.courseHandicap ?? 0);
      ch(after.players).forEach((value, i) => expect(value).toBeLessThan(ch(before.players)[i]! / 2 + 2));
      await call(owner, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      await call(friend, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      const results = (await call(owner, 'GET', `/api/game/${id}/results`)).json<GameResults>();
      expect(results.game).toMatchObject({ holes: 0, courseLayout: front, status: 'finished' });
      expect(
        Object.keys(results.scores)
          .map(Number)
          .sort((x, y) => x - y),
      ).toEqual(front);
      expect(results.leaderboard.every((row) => row.thru === 9)).toBe(true);
      const mine = (await call(owner, 'GET', `/api/profile/${owner.id}/games`))
        .json<PlayedGame[]>()
        .find((game) => game.id === id);
      expect(mine).toMatchObject({ holes: 9, holesPlayed: 9, score: 45 });
      expect(ids).toHaveLength(3);
    });

    it('records a complete back nine as the back nine', async () => {
      const { id } = await roundWith(back);
      const answer = await call(owner, 'PUT', `/api/game/${id}/holes`, { holes: 9 });
      expect(answer.json()).toEqual({ holes: 9, courseLayout: back });
    });

    it.each([
      { name: 'four holes', holes: [1, 2, 3, 4], nine: 0 },
      { name: 'the other nine', holes: front, nine: 9 },
      { name: 'every hole (a whole round)', holes: [...front, ...back], nine: 0 },
    ])('refuses $name (409 nine_not_complete)', async ({ holes, nine }) => {
      const { id } = await roundWith(holes);
      const answer = await call(owner, 'PUT', `/api/game/${id}/holes`, { holes: nine });
      expect(answer.statusCode).toBe(409);
      expect(answer.json<{ error: { code: string } }>().error.code).toBe('nine_not_complete');
      expect((await detail(id)).game.holes).toBe(18);
    });

    it('refuses a nine one player has not finished, another setting, a stranger, anonymous, a finished round', async () => {
      const { id, ids } = await roundWith(front.slice(0, 8));
      await score(id, owner, ids[0]!, 9, { score: 4 });
      expect((await call(owner, 'PUT', `/api/game/${id}/holes`, { holes: 0 })).statusCode).toBe(409);
      const bad = await call(owner, 'PUT', `/api/game/${id}/holes`, { holes: 18 });
      expect(bad.statusCode).toBe(400);
      await score(id, owner, ids[1]!, 9, { score: 4 });
      expect((await call(stranger, 'PUT', `/api/game/${id}/holes`, { holes: 0 })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'PUT', url: `/api/game/${id}/holes`, payload: { holes: 0 } }))
          .statusCode,
      ).toBe(401);
      await call(owner, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      await call(friend, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' });
      const finished = await call(owner, 'PUT', `/api/game/${id}/holes`, { holes: 0 });
      expect(finished.statusCode).toBe(409);
      expect(finished.json<{ error: { code: string } }>().error.code).toBe('game_finished');
    });
  });
});
