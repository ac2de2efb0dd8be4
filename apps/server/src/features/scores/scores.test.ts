import { ServerMessage } from '@fairway/contract';
import type { GameDetail, ScoreWriteResponse } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../../auth/actor';
import { gamePlayers, gameScores } from '../../db/schema';
import { AppError } from '../../http/errors';
import { baseUrl } from '../../test/app';
import type { TestApp } from '../../test/app';
import { openSocket } from '../../test/socket';
import { errorOf, roundsTestKit } from '../games/games.test-kit';
import type { Golfer } from '../games/games.test-kit';
import { createGamesRepository } from '../games/games.repository';
import { createScoresService } from './scores.service';

describe('scores', () => {
  const kit = roundsTestKit();
  const { call, createGame, detail, score } = kit;
  let t: TestApp;
  let owner: Golfer;
  let friend: Golfer;
  let stranger: Golfer;
  beforeAll(() => {
    ({ t, owner, friend, stranger } = kit);
  });

  let id: string;
  let ownerPlayer: string;
  let friendPlayer: string;
  beforeAll(async () => {
    id = await createGame();
    const game = await detail(id);
    [ownerPlayer, friendPlayer] = game.players.map((player) => player.id) as [string, string];
  });

  it('any player scores for any player; the writer is recorded; the round becomes active', async () => {
    const response = await score(id, friend, ownerPlayer, 1, { score: 5, putts: 2, fairwayHit: 'left' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ScoreWriteResponse>();
    expect(body.applied).toBe(true);
    expect(body.score).toMatchObject({
      playerId: ownerPlayer,
      holeNumber: 1,
      score: 5,
      putts: 2,
      enteredBy: friend.id,
      version: 1,
    });
    const game = await detail(id);
    expect(game.scores['1']?.[ownerPlayer]?.score).toBe(5);
    expect(game.game.status).toBe('active');
  });

  it.each([
    [{ score: 16 }, 1, 'score_out_of_range'],
    [{ score: 4, putts: 4 }, 1, 'putts_not_below_score'],
    [{ score: 4, putts: 11 }, 1, 'putts_out_of_range'],
    [{ score: 3, fairwayHit: 'center' }, 3, 'fairway_on_par_three'],
    [{ score: 4, obPenalties: 10 }, 1, 'ob_penalties_out_of_range'],
  ])('refuses %j on hole %i with %s and keeps what was saved', async (scoreData, hole, code) => {
    const before = (await detail(id)).scores;
    const response = await score(id, owner, friendPlayer, hole, scoreData);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe(code);
    expect((await detail(id)).scores).toEqual(before);
  });

  it('refuses a hole outside the round, a player of another round, and a stranger', async () => {
    const front = await createGame({ holes: 0 });
    const frontPlayer = (await detail(front)).players[0]?.id as string;
    expect(errorOf(await score(front, owner, frontPlayer, 10, { score: 4 })).code).toBe('hole_not_in_game');
    expect(errorOf(await score(id, owner, frontPlayer, 2, { score: 4 })).code).toBe('player_not_found');
    const malformed = await score(id, owner, 'not-a-player-id', 2, { score: 4 });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed)).toMatchObject({ field: 'body.playerId' });
    expect((await score(id, stranger, ownerPlayer, 2, { score: 4 })).statusCode).toBe(403);
    // a stranger is refused whoever the score is for, even a player of another round
    expect((await score(id, stranger, frontPlayer, 2, { score: 4 })).statusCode).toBe(403);
  });

  it('judges a player whose tee is gone by the course’s default tee', async () => {
    const game = await createGame();
    const player = (await detail(game)).players[0]?.id as string;
    await t.app.db.update(gamePlayers).set({ teeId: null }).where(eq(gamePlayers.id, player));
    // hole 3 is a par 3 on every tee of the card: no fairway there
    expect(errorOf(await score(game, owner, player, 3, { score: 3, fairwayHit: 'center' })).code).toBe(
      'fairway_on_par_three',
    );
    expect((await score(game, owner, player, 4, { score: 5, fairwayHit: 'center' })).statusCode).toBe(200);
  });

  it('is idempotent: the same entry twice changes nothing', async () => {
    const at = new Date().toISOString();
    const first = (
      await score(id, owner, friendPlayer, 2, { score: 6, enteredAt: at })
    ).json<ScoreWriteResponse>();
    const again = (
      await score(id, owner, friendPlayer, 2, { score: 6, enteredAt: at })
    ).json<ScoreWriteResponse>();
    expect(first.applied).toBe(true);
    expect(again.applied).toBe(false);
    expect(again.score.version).toBe(first.score.version);
    const offline = await call(owner, 'POST', `/api/game/${id}/scores`, {
      playerId: friendPlayer,
      holeNumber: 2,
      score: 6,
      enteredAt: at,
    });
    expect(offline.json<ScoreWriteResponse>()).toMatchObject({
      applied: false,
      score: { score: 6, version: first.score.version },
    });
  });

  it('the later entry wins whatever order they arrive in, and the other value stays in the history', async () => {
    const early = new Date(Date.now() - 60_000).toISOString();
    const late = new Date(Date.now() - 30_000).toISOString();
    // The later entry (friend's 4) arrives first; the earlier one (owner's 7) arrives late from an offline phone.
    expect(
      (await score(id, friend, friendPlayer, 5, { score: 4, enteredAt: late })).json<ScoreWriteResponse>()
        .applied,
    ).toBe(true);
    const stale = (
      await call(owner, 'POST', `/api/game/${id}/scores`, {
        playerId: friendPlayer,
        holeNumber: 5,
        score: 7,
        enteredAt: early,
      })
    ).json<ScoreWriteResponse>();
    expect(stale).toMatchObject({ applied: false, score: { score: 4, enteredBy: friend.id } });
    // A newer correction replaces it.
    const newer = (
      await score(id, owner, friendPlayer, 5, { score: 5, enteredAt: new Date().toISOString() })
    ).json<ScoreWriteResponse>();
    expect(newer).toMatchObject({ applied: true, score: { score: 5, version: 2 } });
    const history = (await call(friend, 'GET', `/api/game/${id}/history`)).json<
      { holeNumber: number; score: number; outcome: string; enteredBy: string; enteredAt: string }[]
    >();
    // Each value keeps the time it was entered at.
    expect(
      history
        .filter((entry) => entry.holeNumber === 5)
        .map(({ score: value, outcome, enteredBy, enteredAt }) => [
          value,
          outcome,
          enteredBy,
          new Date(enteredAt).toISOString(),
        ]),
    ).toEqual([
      [7, 'superseded', owner.id, early],
      [4, 'replaced', friend.id, late],
    ]);
    expect((await call(stranger, 'GET', `/api/game/${id}/history`)).statusCode).toBe(403);
  });

  it('saves of one hole arriving together: the latest entry wins and every other value is in the history', async () => {
    // Eight phones save hole 8 at once, the first save of that hole among them (on PostgreSQL, under
    // `npm run test:pg`, they run concurrently and race for the first insert and the row lock).
    const base = Date.now() - 120_000;
    const entries = [3, 4, 5, 6, 7, 8, 9, 10].map((value, i) => ({
      score: value,
      enteredAt: new Date(base + ((i * 5) % 8) * 1_000).toISOString(),
    }));
    const answers = await Promise.all(entries.map((entry) => score(id, owner, friendPlayer, 8, entry)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(entries.map(() => 200));
    const latest = entries.reduce((a, b) => (a.enteredAt > b.enteredAt ? a : b));
    const game = (await call(friend, 'GET', `/api/game/${id}`)).json<GameDetail>();
    expect(game.scores['8']?.[friendPlayer]).toMatchObject({ score: latest.score });
    const history = (await call(friend, 'GET', `/api/game/${id}/history`))
      .json<{ holeNumber: number; score: number }[]>()
      .filter((entry) => entry.holeNumber === 8);
    expect(history.map((entry) => entry.score).sort((a, b) => a - b)).toEqual(
      entries.map((entry) => entry.score).filter((value) => value !== latest.score),
    );
  });

  it('does not believe a device clock far in the future', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const saved = (
      await score(id, owner, ownerPlayer, 6, { score: 4, enteredAt: future })
    ).json<ScoreWriteResponse>();
    expect(new Date(saved.score.enteredAt).getTime()).toBeLessThan(Date.now() + 60_000);
    // So a normal later correction still wins.
    const fixed = (await score(id, friend, ownerPlayer, 6, { score: 5 })).json<ScoreWriteResponse>();
    expect(fixed.applied).toBe(true);
  });

  it('a saved score reaches the other players live', async () => {
    const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
    socket.send({ type: 'auth', token: friend.token });
    await socket.next('ready');
    socket.send({ type: 'subscribe', topic: `game:${id}` });
    await socket.next('subscribed');
    const saved = (await score(id, owner, ownerPlayer, 7, { score: 3, putts: 1 })).json<ScoreWriteResponse>();
    const message = await socket.next('events', (m) => m.events.some((e) => e.name === 'score.saved'));
    expect(message.events).toContainEqual({
      name: 'score.saved',
      data: { gameId: id, playerId: ownerPlayer, holeNumber: 7, version: saved.score.version },
    });
    // A save that changes nothing (the same values, or an older entry) sends no event: the next event is hole 9's.
    await score(id, owner, ownerPlayer, 7, { score: 3, putts: 1 });
    await score(id, owner, ownerPlayer, 7, {
      score: 6,
      enteredAt: new Date(Date.now() - 3_600_000).toISOString(),
    });
    await score(id, friend, ownerPlayer, 9, { score: 4 });
    await socket.next('events', (m) =>
      m.events.some((e) => e.name === 'score.saved' && e.data.holeNumber === 9),
    );
    const saves = socket.messages.flatMap((m) => (m.type === 'events' ? m.events : []));
    expect(
      saves.filter((e) => e.name === 'score.saved').map((e) => e.name === 'score.saved' && e.data.holeNumber),
    ).toEqual([7, 9]);
    // What the socket received is the contract's, to the letter: every message parses with its schema, and the
    // parse (which drops what the schema does not know) loses nothing.
    expect(socket.messages.length).toBeGreaterThan(0);
    for (const received of socket.messages) expect(ServerMessage.parse(received)).toEqual(received);
    socket.close();
  });

  describe('invalid scores (offline flush), each named, nothing saved lost', () => {
    let id: string;
    let player: string;
    beforeAll(async () => {
      id = await createGame();
      player = (await detail(id)).players[1]!.id;
      await call(owner, 'POST', `/api/game/${id}/scores`, {
        playerId: player,
        holeNumber: 1,
        score: 5,
        putts: 2,
      });
      await call(owner, 'POST', `/api/game/${id}/scores`, {
        playerId: player,
        holeNumber: 3,
        score: 3,
        putts: 1,
      });
    });

    it.each([
      [1, { score: 16 }, 'score_out_of_range', 'body.score'],
      [1, { score: 4, putts: 4 }, 'putts_not_below_score', 'body.putts'],
      [1, { score: 4, putts: 5 }, 'putts_not_below_score', 'body.putts'],
      [1, { score: 4, waterPenalties: 10 }, 'water_penalties_out_of_range', 'body.waterPenalties'],
      [1, { score: 4, obPenalties: 10 }, 'ob_penalties_out_of_range', 'body.obPenalties'],
      [1, { score: 4, dropPenalties: 10 }, 'drop_penalties_out_of_range', 'body.dropPenalties'],
      [3, { score: 3, fairwayHit: 'left' }, 'fairway_on_par_three', 'body.fairwayHit'],
      [1, { score: -1 }, 'validation_error', 'body.score'],
      [1, { score: 4, putts: -2 }, 'validation_error', 'body.putts'],
      [1, { score: 4, dropPenalties: -1 }, 'validation_error', 'body.dropPenalties'],
    ] as const)('hole %i %j: %s on %s', async (hole, values, code, field) => {
      const before = (await detail(id)).scores;
      const response = await call(owner, 'POST', `/api/game/${id}/scores`, {
        playerId: player,
        holeNumber: hole,
        ...values,
      });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code, field });
      expect((await detail(id)).scores).toEqual(before);
      expect(before['1']?.[player]).toMatchObject({ score: 5, putts: 2 });
    });

    it('names the field inside scoreData for PUT /score', async () => {
      const response = await score(id, owner, player, 1, { score: 4, putts: 4 });
      expect(errorOf(response)).toMatchObject({
        code: 'putts_not_below_score',
        field: 'body.scoreData.putts',
      });
    });

    it('an entry made at the same time as the stored one keeps what is stored', async () => {
      const at = new Date(Date.now() - 10_000).toISOString();
      const first = (
        await score(id, owner, player, 4, { score: 5, enteredAt: at })
      ).json<ScoreWriteResponse>();
      expect(first.applied).toBe(true);
      const tie = (
        await call(friend, 'POST', `/api/game/${id}/scores`, {
          playerId: player,
          holeNumber: 4,
          score: 6,
          enteredAt: at,
        })
      ).json<ScoreWriteResponse>();
      expect(tie).toMatchObject({ applied: false, score: { score: 5, enteredBy: owner.id, version: 1 } });
      expect((await detail(id)).scores['4']?.[player]?.score).toBe(5);
    });
  });

  describe('the round card kept in memory', () => {
    /** The tee a saved score was judged by, as stored. */
    const storedTee = async (game: string, player: string, hole: number) => {
      const [row] = await t.app.db
        .select({ teeId: gameScores.teeId })
        .from(gameScores)
        .where(
          and(eq(gameScores.gameId, game), eq(gameScores.playerId, player), eq(gameScores.holeNumber, hole)),
        );
      return row?.teeId;
    };
    const playersOf = async (game: string) =>
      Object.fromEntries((await detail(game)).players.map((player) => [player.userId, player.id]));

    it('a change of players or tees is seen by the very next save', async () => {
      const [red, white] = kit.course.tees as unknown as [{ id: string }, { id: string }];
      const body = (friendTee: string) =>
        kit.setup({
          players: [
            { userId: owner.id, teeId: red.id },
            { userId: friend.id, teeId: friendTee },
          ],
        });
      const response = await call(owner, 'POST', '/api/game', body(red.id));
      const game = response.json<{ gameId: string }>().gameId;
      await kit.join(game, friend);
      const players = await playersOf(game);
      const friendOf = players[friend.id]!;
      expect((await score(game, friend, friendOf, 1, { score: 4 })).statusCode).toBe(200);
      expect(await storedTee(game, friendOf, 1)).toBe(red.id);

      // the friend moves to the white tee: the next save is judged by it
      expect((await call(owner, 'PUT', `/api/game/${game}`, body(white.id))).statusCode).toBe(200);
      expect((await score(game, friend, friendOf, 2, { score: 4 })).statusCode).toBe(200);
      expect(await storedTee(game, friendOf, 2)).toBe(white.id);

      // the friend is taken out of the round: they no longer score in it, and nobody scores for them
      const alone = kit.setup({ players: [{ userId: owner.id, teeId: red.id }] });
      expect((await call(owner, 'PUT', `/api/game/${game}`, alone)).statusCode).toBe(200);
      expect((await score(game, friend, friendOf, 3, { score: 4 })).statusCode).toBe(403);
      expect(errorOf(await score(game, owner, friendOf, 3, { score: 4 })).code).toBe('player_not_found');

      // the stranger is added: invited, refused until they join, then a player
      const withStranger = kit.setup({ players: [{ userId: owner.id }, { userId: stranger.id }] });
      expect((await call(owner, 'PUT', `/api/game/${game}`, withStranger)).statusCode).toBe(200);
      const strangerOf = (await playersOf(game))[stranger.id]!;
      expect((await score(game, stranger, strangerOf, 3, { score: 4 })).statusCode).toBe(403);
      await kit.join(game, stranger);
      expect((await score(game, stranger, strangerOf, 3, { score: 4 })).statusCode).toBe(200);

      // the round is deleted: no round
      expect((await call(owner, 'DELETE', `/api/game/${game}`)).statusCode).toBe(204);
      expect(errorOf(await score(game, owner, players[owner.id]!, 4, { score: 4 })).code).toBe(
        'game_not_found',
      );
    });

    it('a member who leaves is refused at once', async () => {
      const game = await createGame();
      const players = await playersOf(game);
      expect((await score(game, friend, players[owner.id]!, 1, { score: 4 })).statusCode).toBe(200);
      expect((await call(friend, 'DELETE', `/api/game/${game}/player`)).statusCode).toBe(204);
      expect((await score(game, friend, players[owner.id]!, 2, { score: 4 })).statusCode).toBe(403);
    });

    it('a change whose announcement this server has not heard is caught by the save’s own statement', async () => {
      // A second service on the same database, as another server instance whose bus is slow: it hears nothing.
      const repository = createGamesRepository(t.app.db);
      let cardReads = 0;
      const counted = {
        ...repository,
        findGame: (gameId: string) => {
          cardReads += 1;
          return repository.findGame(gameId);
        },
      };
      const silent = { onEvent: () => () => {}, onLeave: () => () => {}, onResync: () => () => {} };
      const other = createScoresService({
        repository: counted,
        hub: t.app.hub,
        handicap: { syncGame: async () => {} },
        bus: silent,
      });
      const as = (golfer: Golfer): Actor => ({
        userId: golfer.id,
        role: 'user',
        sessionId: 'other-instance',
      });
      const game = await createGame();
      const players = await playersOf(game);
      const save = (golfer: Golfer, hole: number) =>
        other.writeScore(as(golfer), game, {
          playerId: players[owner.id]!,
          holeNumber: hole,
          values: { score: 4 },
        });

      await save(friend, 1);
      await save(friend, 2);
      expect(cardReads).toBe(2); // the first save read the card, the pending round became active (its version grew)
      await save(friend, 3);
      expect(cardReads).toBe(2); // kept: the save read nothing but its statement

      // the friend leaves through this server; the other one is not told
      expect((await call(friend, 'DELETE', `/api/game/${game}/player`)).statusCode).toBe(204);
      const refused = await save(friend, 4).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'forbidden', status: 403 });
      expect((await detail(game)).scores['4']).toBeUndefined();
    });
  });
});
