import type { GameDetail, PendingGame } from '@fairway/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { games as gamesTable, holeGeometries } from '../../db/schema';
import { baseUrl } from '../../test/app';
import type { TestApp } from '../../test/app';
import { buildCourse } from '../../test/factories';
import { openSocket } from '../../test/socket';
import { createGamesRepository } from './games.repository';
import { createGamesService } from './games.service';
import { daysAgo, errorOf, roundsTestKit, today } from './games.test-kit';
import type { Golfer } from './games.test-kit';

describe('games', () => {
  const kit = roundsTestKit();
  const { call, setup, createGame, detail, score } = kit;
  let t: TestApp;
  let owner: Golfer;
  let friend: Golfer;
  let stranger: Golfer;
  let course: Awaited<ReturnType<typeof buildCourse>>;
  beforeAll(() => {
    ({ t, owner, friend, stranger, course } = kit);
  });

  describe('creating a round', () => {
    it('needs a session', async () => {
      expect((await call(null, 'POST', '/api/game', setup())).statusCode).toBe(401);
    });

    it.each([
      [{ players: [] }, 'game_needs_players', 400],
      [
        { players: Array.from({ length: 5 }, () => ({ guestId: crypto.randomUUID() })) },
        'too_many_players',
        400,
      ],
      [{ courseId: '00000000-0000-4000-8000-000000000000' }, 'course_not_found', 404],
      [{ date: daysAgo(2) }, 'game_date_in_past', 400],
      [{ players: [{ userId: 'someone-else' }] }, 'validation_error', 400],
      [{ holes: 12 as never }, 'validation_error', 400],
      [{ format: 'calcutta' as never }, 'validation_error', 400],
    ])('refuses %j with %s', async (overrides, code, status) => {
      const response = await call(owner, 'POST', '/api/game', setup(overrides));
      expect(response.statusCode).toBe(status);
      expect(errorOf(response).code).toBe(code);
    });

    it('refuses the same golfer twice, someone else’s guest, and 18 holes on a 9-hole course', async () => {
      const twice = await call(
        owner,
        'POST',
        '/api/game',
        setup({ players: [{ userId: owner.id }, { userId: owner.id }] }),
      );
      expect(errorOf(twice).code).toBe('duplicate_player');
      const theirGuest = (await call(friend, 'POST', '/api/guests', { name: 'Not yours' })).json<{
        id: string;
      }>();
      const borrowed = await call(
        owner,
        'POST',
        '/api/game',
        setup({ players: [{ userId: owner.id }, { guestId: theirGuest.id }] }),
      );
      expect(borrowed.statusCode).toBe(404);
      expect(errorOf(borrowed).code).toBe('guest_not_found');
      const nine = await buildCourse(t.app.db, { holes: 9 });
      const tooLong = await call(owner, 'POST', '/api/game', setup({ courseId: nine.courseId, holes: 18 }));
      expect(errorOf(tooLong).code).toBe('holes_not_on_course');
      const frontNine = await call(owner, 'POST', '/api/game', setup({ courseId: nine.courseId, holes: 0 }));
      expect(frontNine.statusCode).toBe(201);
    });

    it('creates it pending with the players in order, the default tee (blue before white) and guests', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: '  Gus  ', handicap: 30 })).json<{
        id: string;
      }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { guestId: guest.id }, { userId: friend.id }],
      });
      const game = await detail(id);
      expect(game.game).toMatchObject({
        status: 'pending',
        type: 'stableford',
        holes: 18,
        name: 'Sunday four-ball',
      });
      expect(game.game.courseLayout).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
      expect(game.players.map((player) => [player.name, player.isGuest, player.teeColor])).toEqual([
        ['Olive Owner', false, 'blue'],
        ['Gus', true, 'blue'],
        ['Fred Friend', false, 'blue'],
      ]);
      expect(game.players[1]?.userId).toBe(`guest-${guest.id}`);
      expect(game.isOwner).toBe(true);
      expect(game.gps).toBe(true);
      expect(game.gpsData['1']).toHaveLength(2);
      // Unrated tee: CR = par, slope 113, so the course handicap equals the index.
      expect(game.players[0]?.courseHandicap).toBe(12.4);
      expect(game.course.tees.every((tee) => tee.rated === false)).toBe(true);
      expect(game.preferences).toEqual({
        showLeaderboard: true,
        showLiveScores: true,
        showStats: true,
        autoAdvance: false,
      });
    });

    it('answers the length of each mapped hole line, for tees the data gives no distance', async () => {
      const mapped = await buildCourse(t.app.db, { withGeometry: true });
      await t.app.db
        .update(holeGeometries)
        .set({ lengthMeters: 412 })
        .where(and(eq(holeGeometries.courseId, mapped.courseId), eq(holeGeometries.holeNumber, 2)));
      await t.app.db
        .update(holeGeometries)
        .set({ lengthMeters: 0 })
        .where(and(eq(holeGeometries.courseId, mapped.courseId), eq(holeGeometries.holeNumber, 3)));
      const onMapped = await detail(await createGame({ courseId: mapped.courseId }));
      expect(onMapped.holeLineLengths['1']).toBe(333);
      expect(onMapped.holeLineLengths['2']).toBe(412);
      expect(onMapped.holeLineLengths).not.toHaveProperty('3');
      expect(Object.keys(onMapped.holeLineLengths)).toHaveLength(17);
      const unmapped = await buildCourse(t.app.db, {});
      expect((await detail(await createGame({ courseId: unmapped.courseId }))).holeLineLengths).toEqual({});
    });

    it('allows a past date for a round entered after it was played (add a score)', async () => {
      const response = await call(owner, 'POST', '/api/game', setup({ kind: 'recorded', date: daysAgo(7) }));
      expect(response.statusCode).toBe(201);
      const future = await call(
        owner,
        'POST',
        '/api/game',
        setup({ kind: 'recorded', date: new Date(Date.now() + 3 * 86_400_000).toISOString() }),
      );
      expect(future.statusCode).toBe(400);
    });
  });

  describe('who may do what', () => {
    let id: string;
    beforeAll(async () => {
      id = await createGame();
    });

    it('players read the round; a stranger gets 403 and an unknown id 404', async () => {
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(200);
      expect((await detail(id, friend)).isOwner).toBe(false);
      const denied = await call(stranger, 'GET', `/api/game/${id}`);
      expect(denied.statusCode).toBe(403);
      expect(errorOf(denied).code).toBe('forbidden');
      expect((await call(owner, 'GET', '/api/game/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
        404,
      );
      // A malformed id is refused before any query (the route table validates path ids).
      expect(errorOf(await call(owner, 'GET', '/api/game/not-a-uuid')).code).toBe('validation_error');
    });

    it('only the owner changes the setup, the preferences, or deletes', async () => {
      expect((await call(friend, 'PUT', `/api/game/${id}`, setup({ format: 'matchplay' }))).statusCode).toBe(
        403,
      );
      expect((await call(stranger, 'PUT', `/api/game/${id}`, setup())).statusCode).toBe(403);
      const prefs = { showLeaderboard: false, showLiveScores: true, showStats: true, autoAdvance: true };
      expect((await call(friend, 'PUT', `/api/games/${id}/preferences`, prefs)).statusCode).toBe(403);
      expect((await call(friend, 'DELETE', `/api/game/${id}`)).statusCode).toBe(403);
      expect((await call(owner, 'PUT', `/api/games/${id}/preferences`, prefs)).json()).toEqual(prefs);
      expect((await detail(id, friend)).preferences).toEqual(prefs);
    });

    it('a setup change reaches the other players live, with the new version', async () => {
      const socket = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      socket.send({ type: 'auth', token: friend.token });
      await socket.next('ready');
      socket.send({ type: 'subscribe', topic: `game:${id}` });
      await socket.next('subscribed');
      const before = (await detail(id)).game.version;
      const changed = await call(owner, 'PUT', `/api/game/${id}`, setup({ format: 'matchplay' }));
      expect(changed.statusCode).toBe(200);
      expect(changed.json<GameDetail>().game.type).toBe('matchplay');
      const message = await socket.next('events');
      expect(message.events[0]).toEqual({ name: 'game.updated', data: { gameId: id, version: before + 1 } });
      expect((await detail(id, friend)).game.type).toBe('matchplay');
      socket.close();

      const outsider = await openSocket(`${baseUrl(t.app)}/api/realtime`);
      outsider.send({ type: 'auth', token: stranger.token });
      await outsider.next('ready');
      outsider.send({ type: 'subscribe', topic: `game:${id}` });
      expect(await outsider.next('error')).toMatchObject({ code: 'forbidden' });
      outsider.close();
    });

    it('the owner deletes the round', async () => {
      const doomed = await createGame();
      expect((await call(owner, 'DELETE', `/api/game/${doomed}`)).statusCode).toBe(204);
      expect((await call(owner, 'GET', `/api/game/${doomed}`)).statusCode).toBe(404);
    });
  });

  describe('guests', () => {
    it('need a name, default to handicap 0, and belong to their creator', async () => {
      expect(errorOf(await call(owner, 'POST', '/api/guests', { name: '   ' })).code).toBe(
        'guest_name_required',
      );
      const created = await call(stranger, 'POST', '/api/guests', { name: 'Quinn' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ name: 'Quinn', handicap: 0, email: null });
      const own = (await call(stranger, 'GET', '/api/guests')).json<{ name: string }[]>();
      const others = (await call(owner, 'GET', '/api/guests')).json<{ name: string }[]>();
      expect(own.map((guest) => guest.name)).toEqual(['Quinn']);
      expect(others.map((guest) => guest.name)).not.toContain('Quinn');
    });
  });
  describe('the date of a round', () => {
    it('is checked against today whenever it changes, not only when the round is created', async () => {
      const id = await createGame();
      const moved = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: daysAgo(3) }));
      expect(moved.statusCode).toBe(400);
      expect(errorOf(moved)).toMatchObject({ code: 'game_date_in_past', field: 'body.date' });
      expect((await detail(id)).game.date.slice(0, 10)).toBe(today().slice(0, 10));

      // A round whose day has passed can still be edited while its date stays.
      const pastDate = daysAgo(2);
      await t.app.db
        .update(gamesTable)
        .set({ playedAt: new Date(pastDate) })
        .where(eq(gamesTable.id, id));
      const renamed = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: pastDate, name: 'Renamed' }));
      expect(renamed.statusCode, renamed.body).toBe(200);
      const earlier = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: daysAgo(5) }));
      expect(errorOf(earlier).code).toBe('game_date_in_past');
      const later = await call(owner, 'PUT', `/api/game/${id}`, setup({ date: today() }));
      expect(later.statusCode).toBe(200);
    });

    it('keeps the past-date rule of a recorded round, and checks a recorded round turned live', async () => {
      const date = daysAgo(7);
      const id = await createGame({ kind: 'recorded', date });
      expect(
        (await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'recorded', date, name: 'Last week' })))
          .statusCode,
      ).toBe(200);
      const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
      expect(
        errorOf(await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'recorded', date: future }))).code,
      ).toBe('game_date_in_past');
      expect(errorOf(await call(owner, 'PUT', `/api/game/${id}`, setup({ kind: 'live', date }))).code).toBe(
        'game_date_in_past',
      );
    });
  });

  describe('the unfinished rounds', () => {
    it('lists each pending round with its players in order, all in one statement', async () => {
      const guest = (await call(friend, 'POST', '/api/guests', { name: 'Pia' })).json<{ id: string }>();
      const ids = [
        await createGame({ name: 'One' }),
        await createGame({ name: 'Two', players: [{ userId: friend.id }, { userId: owner.id }] }, friend),
        await createGame(
          {
            name: 'Three',
            players: [{ userId: friend.id }, { guestId: guest.id }, { userId: owner.id }],
          },
          friend,
        ),
      ];
      const answer = (await call(owner, 'GET', '/api/game/pending')).json<PendingGame[]>();
      const mine = ids.map((id) => answer.find((game) => game.id === id));
      expect(mine.map((game) => game?.players.map((player) => player.name))).toEqual([
        ['Olive Owner', 'Fred Friend'],
        ['Fred Friend', 'Olive Owner'],
        ['Fred Friend', 'Pia', 'Olive Owner'],
      ]);
      expect(mine[2]?.players[1]?.userId).toBe(`guest-${guest.id}`);

      // The same read on a database handle that counts the statements it starts: one, however many rounds.
      let statements = 0;
      const counted = new Proxy(t.app.db, {
        get(target, key, receiver) {
          const value: unknown = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          const method = value as (...args: unknown[]) => unknown;
          return (...args: unknown[]) => {
            if (['select', 'selectDistinct', 'insert', 'update', 'delete', 'execute'].includes(String(key)))
              statements++;
            return method.apply(target, args);
          };
        },
      });
      const games = createGamesService({
        repository: createGamesRepository(counted),
        hub: t.app.hub,
        handicap: { syncGame: async () => {}, usersWithRecordsOf: async () => [], recompute: async () => {} },
      });
      const pending = await games.pending({ userId: owner.id, role: 'user', sessionId: 'test' });
      expect(pending.length).toBeGreaterThanOrEqual(3);
      expect(pending).toEqual(answer);
      expect(statements).toBe(1);
    });
  });

  describe('changing the setup after scores exist', () => {
    it('refuses another course (409), drops a removed player’s scores and keeps the others’', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Gina' })).json<{ id: string }>();
      const id = await createGame({
        players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
      });
      const [a, b, g] = (await detail(id)).players.map((player) => player.id) as [string, string, string];
      await score(id, owner, a, 1, { score: 4 });
      await score(id, owner, b, 1, { score: 5 });
      await score(id, owner, g, 1, { score: 6 });

      const other = await buildCourse(t.app.db);
      const moved = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({
          courseId: other.courseId,
          players: [{ userId: owner.id }, { userId: friend.id }, { guestId: guest.id }],
        }),
      );
      expect(moved.statusCode).toBe(409);
      expect(errorOf(moved)).toMatchObject({ code: 'conflict', field: 'body.courseId' });
      expect((await detail(id)).course.id).toBe(course.courseId);

      // The friend leaves; the guest moves first; a new guest joins.
      const newcomer = (await call(owner, 'POST', '/api/guests', { name: 'Nico' })).json<{ id: string }>();
      const changed = await call(
        owner,
        'PUT',
        `/api/game/${id}`,
        setup({ players: [{ guestId: guest.id }, { userId: owner.id }, { guestId: newcomer.id }] }),
      );
      expect(changed.statusCode, changed.body).toBe(200);
      const after = await detail(id);
      expect(after.players.map((player) => player.name)).toEqual(['Gina', 'Olive Owner', 'Nico']);
      expect(after.players.slice(0, 2).map((player) => player.id)).toEqual([g, a]);
      expect(Object.keys(after.scores['1'] ?? {}).sort()).toEqual([a, g].sort());
      expect(after.scores['1']?.[a]?.score).toBe(4);
      expect(after.scores['1']?.[g]?.score).toBe(6);
      // The friend is no longer a player of the round.
      expect((await call(friend, 'GET', `/api/game/${id}`)).statusCode).toBe(403);
    });
  });

  describe('holes and their order', () => {
    it.each([
      [{ holes: 18, startingHole: 10 }, [10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]],
      [{ holes: 9, startingHole: 10 }, [10, 11, 12, 13, 14, 15, 16, 17, 18]],
      [{ holes: 9, startingHole: 14 }, [14, 15, 16, 17, 18, 10, 11, 12, 13]],
      [{ holes: 0, startingHole: 4 }, [4, 5, 6, 7, 8, 9, 1, 2, 3]],
    ] as const)('%j plays the holes %j', async (overrides, layout) => {
      const id = await createGame(overrides);
      expect((await detail(id)).game.courseLayout).toEqual(layout);
    });

    it('refuses a starting hole outside the holes played, and a score on a hole not played', async () => {
      const response = await call(owner, 'POST', '/api/game', setup({ holes: 9, startingHole: 3 }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'hole_not_in_game', field: 'body.startingHole' });
      const back = await createGame({ holes: 9, startingHole: 10 });
      const player = (await detail(back)).players[0]!.id;
      expect(errorOf(await score(back, owner, player, 9, { score: 4 })).code).toBe('hole_not_in_game');
      expect((await score(back, owner, player, 18, { score: 4 })).statusCode).toBe(200);
    });
  });

  describe('refusals', () => {
    it('a stranger cannot delete, change preferences, score or set a status; nothing changes', async () => {
      const id = await createGame();
      const player = (await detail(id)).players[0]!.id;
      const prefs = { showLeaderboard: false, showLiveScores: false, showStats: false, autoAdvance: true };
      const attempts = [
        await call(stranger, 'DELETE', `/api/game/${id}`),
        await call(stranger, 'PUT', `/api/games/${id}/preferences`, prefs),
        await call(stranger, 'POST', `/api/game/${id}/scores`, { playerId: player, holeNumber: 1, score: 4 }),
        await score(id, stranger, player, 1, { score: 4 }),
        await call(stranger, 'PUT', `/api/game/${id}/player/status`, { status: 'finished' }),
        await call(stranger, 'GET', `/api/game/${id}/results`),
      ];
      for (const attempt of attempts) {
        expect(attempt.statusCode).toBe(403);
        expect(errorOf(attempt).code).toBe('forbidden');
      }
      const game = await detail(id);
      expect(game.preferences.showLeaderboard).toBe(true);
      expect(game.scores).toEqual({});
      expect(game.players.map((p) => p.status)).toEqual(['playing', 'playing']);
    });

    it('a player who is not the owner cannot change the setup, preferences or delete; nothing changes', async () => {
      const id = await createGame();
      const prefs = { showLeaderboard: false, showLiveScores: false, showStats: false, autoAdvance: true };
      for (const attempt of [
        await call(friend, 'PUT', `/api/game/${id}`, setup({ name: 'Hijacked' })),
        await call(friend, 'PUT', `/api/games/${id}/preferences`, prefs),
        await call(friend, 'DELETE', `/api/game/${id}`),
      ]) {
        expect(attempt.statusCode).toBe(403);
        expect(errorOf(attempt).code).toBe('forbidden');
      }
      const game = await detail(id, friend);
      expect(game.game.name).toBe('Sunday four-ball');
      expect(game.preferences.showLeaderboard).toBe(true);
    });
  });

  describe('guests in later rounds', () => {
    it('a guest is reused in a later round; another golfer’s guest is refused, also on a setup change', async () => {
      const guest = (await call(owner, 'POST', '/api/guests', { name: 'Regular', handicap: 20 })).json<{
        id: string;
      }>();
      const first = await createGame({ players: [{ userId: owner.id }, { guestId: guest.id }] });
      const second = await createGame({ players: [{ userId: owner.id }, { guestId: guest.id }] });
      for (const id of [first, second]) {
        const player = (await detail(id)).players[1]!;
        expect(player).toMatchObject({
          guestId: guest.id,
          userId: `guest-${guest.id}`,
          name: 'Regular',
          handicapIndex: 20,
        });
      }
      expect(
        (await call(owner, 'GET', '/api/guests')).json<{ id: string }[]>().filter((g) => g.id === guest.id),
      ).toHaveLength(1);

      // The friend owns a round and tries to bring the owner's guest into it.
      const theirs = await createGame({ players: [{ userId: friend.id }] }, friend);
      const borrowed = await call(
        friend,
        'PUT',
        `/api/game/${theirs}`,
        setup({ players: [{ userId: friend.id }, { guestId: guest.id }] }),
      );
      expect(borrowed.statusCode).toBe(404);
      expect(errorOf(borrowed)).toMatchObject({ code: 'guest_not_found', field: 'body.players.1.guestId' });
      expect((await detail(theirs, friend)).players).toHaveLength(1);
    });
  });
});
