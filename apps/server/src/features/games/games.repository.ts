import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { createScoreUpsert } from '../scores';
import type { ScoreWrite } from '../scores';
import {
  clubs,
  courses,
  gamePlayers,
  gameScoreHistory,
  gameScores,
  games,
  guests,
  holeGeometries,
  profiles,
  teeHoles,
  tees,
} from '../../db/schema';

export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;
export type GamePlayerRow = typeof gamePlayers.$inferSelect;
export type NewGamePlayerRow = Omit<typeof gamePlayers.$inferInsert, 'gameId'>;
export type ScoreRow = typeof gameScores.$inferSelect;
export type GuestRow = typeof guests.$inferSelect;
/** A player of a pending round as the list of pending rounds shows them. */
export type PendingPlayerRow = Pick<GamePlayerRow, 'userId' | 'guestId' | 'name' | 'imageUrl'>;

export interface CourseBundle {
  course: typeof courses.$inferSelect;
  club: typeof clubs.$inferSelect;
  tees: (typeof tees.$inferSelect)[];
  teeHoles: (typeof teeHoles.$inferSelect)[];
  geometry: (typeof holeGeometries.$inferSelect)[];
}

export type ScoreValues = Pick<
  ScoreRow,
  'score' | 'putts' | 'waterPenalties' | 'obPenalties' | 'dropPenalties' | 'fairwayHit'
>;

/** Drizzle queries of rounds: games, their players and guests, course data, and hole scores. */
export function createGamesRepository(db: Db) {
  /**
   * The query of `scoreTarget`, a named statement (parsed once per connection, on PGlite too): it runs on every save
   * of a live round. The player id is compared as text: a malformed id finds no player instead of failing the cast.
   */
  const scoreTargetQuery = () =>
    db
      .select({
        game: games,
        // an invited golfer reads the round but scores in it only once they have joined
        isPlayer: sql<boolean>`exists (select 1 from ${gamePlayers} where ${gamePlayers.gameId} = ${games.id} and ${gamePlayers.userId} = ${sql.placeholder('actorUserId')} and ${gamePlayers.status} <> 'invited')`,
        playerId: gamePlayers.id,
        playerTeeId: gamePlayers.teeId,
        par: teeHoles.par,
        courseHoles: courses.holes,
      })
      .from(games)
      .innerJoin(courses, eq(courses.id, games.courseId))
      .leftJoin(
        gamePlayers,
        and(eq(gamePlayers.gameId, games.id), sql`${gamePlayers.id}::text = ${sql.placeholder('playerId')}`),
      )
      .leftJoin(
        teeHoles,
        and(eq(teeHoles.teeId, gamePlayers.teeId), eq(teeHoles.holeNumber, sql.placeholder('holeNumber'))),
      )
      .where(eq(games.id, sql.placeholder('gameId')));
  let scoreTargetStatement: ReturnType<ReturnType<typeof scoreTargetQuery>['prepare']> | undefined;
  let upsertScore: ReturnType<typeof createScoreUpsert> | undefined;

  return {
    /** A course with its club, tees, tee holes and hole geometry, or null. */
    async loadCourse(courseId: string): Promise<CourseBundle | null> {
      const [row] = await db
        .select({ course: courses, club: clubs })
        .from(courses)
        .innerJoin(clubs, eq(clubs.id, courses.clubId))
        .where(eq(courses.id, courseId));
      if (!row) return null;
      const courseTees = await db
        .select()
        .from(tees)
        .where(eq(tees.courseId, courseId))
        .orderBy(asc(tees.position));
      const holes =
        courseTees.length === 0
          ? []
          : await db
              .select()
              .from(teeHoles)
              .where(
                inArray(
                  teeHoles.teeId,
                  courseTees.map((tee) => tee.id),
                ),
              )
              .orderBy(asc(teeHoles.holeNumber));
      const geometry = await db
        .select()
        .from(holeGeometries)
        .where(eq(holeGeometries.courseId, courseId))
        .orderBy(asc(holeGeometries.holeNumber));
      return { course: row.course, club: row.club, tees: courseTees, teeHoles: holes, geometry };
    },

    /**
     * What a score write needs, in one round trip: the game, whether the actor plays in it, the player written
     * for (null when not in this game), the tee that player plays from, the hole's par from that tee (null when
     * the tee has no such hole) and the number of holes of the course. Null when the game (or its course) does
     * not exist.
     */
    async scoreTarget(gameId: string, actorUserId: string, playerId: string, holeNumber: number) {
      scoreTargetStatement ??= scoreTargetQuery().prepare('games_score_target');
      const [row] = await scoreTargetStatement.execute({ gameId, actorUserId, playerId, holeNumber });
      if (!row) return null;
      return {
        game: row.game,
        isPlayer: row.isPlayer,
        player: row.playerId ? { id: row.playerId, teeId: row.playerTeeId, par: row.par } : null,
        courseHoles: row.courseHoles,
      };
    },

    /** The par of one hole from one tee, or null when the tee has no such hole. */
    async parOf(teeId: string, holeNumber: number): Promise<number | null> {
      const [row] = await db
        .select({ par: teeHoles.par })
        .from(teeHoles)
        .where(and(eq(teeHoles.teeId, teeId), eq(teeHoles.holeNumber, holeNumber)));
      return row?.par ?? null;
    },

    async findGame(id: string): Promise<GameRow | null> {
      const [row] = await db.select().from(games).where(eq(games.id, id));
      return row ?? null;
    },

    async playersOf(gameId: string): Promise<GamePlayerRow[]> {
      return db
        .select()
        .from(gamePlayers)
        .where(eq(gamePlayers.gameId, gameId))
        .orderBy(asc(gamePlayers.position));
    },

    /** The user's status in a game (invited, playing, finished), or null when they are not in it. */
    async statusIn(gameId: string, userId: string): Promise<GamePlayerRow['status'] | null> {
      const [row] = await db
        .select({ status: gamePlayers.status })
        .from(gamePlayers)
        .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)))
        .limit(1);
      return row?.status ?? null;
    },

    /** Whether the user is in a game, invited or playing: the rule of reading it and following its topic. */
    async isPlayer(gameId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(gamePlayers)
        .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** Names, handicaps and avatars of users, from their profiles. */
    async profilesOf(userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          userId: profiles.userId,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          handicap: profiles.handicap,
          imageUrl: profiles.imageUrl,
        })
        .from(profiles)
        .where(inArray(profiles.userId, [...userIds]));
    },

    async guestsOwnedBy(ownerId: string, ids?: readonly string[]): Promise<GuestRow[]> {
      const where = ids
        ? and(
            eq(guests.ownerId, ownerId),
            inArray(guests.id, ids.length > 0 ? [...ids] : ['00000000-0000-0000-0000-000000000000']),
          )
        : eq(guests.ownerId, ownerId);
      return db.select().from(guests).where(where).orderBy(asc(guests.name));
    },

    async createGuest(row: typeof guests.$inferInsert): Promise<GuestRow> {
      const [created] = await db.insert(guests).values(row).returning();
      return created as GuestRow;
    },

    async createGame(row: NewGameRow, players: readonly NewGamePlayerRow[]): Promise<GameRow> {
      return db.transaction(async (tx) => {
        const [game] = await tx.insert(games).values(row).returning();
        const created = game as GameRow;
        await tx.insert(gamePlayers).values(players.map((player) => ({ ...player, gameId: created.id })));
        return created;
      });
    },

    /**
     * Updates a game's setup and players in place: players kept (same user or guest) keep their id and scores,
     * removed ones go with their scores, new ones are added. The version grows by one. Answers the game, the
     * users (not guests) who were not in it before and those who are no longer in it.
     */
    async updateGame(
      id: string,
      fields: Partial<NewGameRow>,
      players: readonly NewGamePlayerRow[],
    ): Promise<{ game: GameRow; addedUserIds: string[]; removedUserIds: string[] }> {
      return db.transaction(async (tx) => {
        const addedUserIds: string[] = [];
        const existing = await tx.select().from(gamePlayers).where(eq(gamePlayers.gameId, id));
        const keyOf = (player: { userId?: string | null; guestId?: string | null }) =>
          player.userId ? `u:${player.userId}` : `g:${player.guestId}`;
        const wanted = new Map(players.map((player) => [keyOf(player), player]));
        const removed = existing.filter((player) => !wanted.has(keyOf(player)));
        if (removed.length > 0) {
          await tx.delete(gamePlayers).where(
            inArray(
              gamePlayers.id,
              removed.map((player) => player.id),
            ),
          );
        }
        for (const player of players) {
          const match = existing.find((row) => keyOf(row) === keyOf(player));
          if (match) {
            await tx
              .update(gamePlayers)
              .set({ position: player.position, teeId: player.teeId, teamId: player.teamId ?? null })
              .where(eq(gamePlayers.id, match.id));
          } else {
            await tx.insert(gamePlayers).values({ ...player, gameId: id });
            if (player.userId) addedUserIds.push(player.userId);
          }
        }
        const [game] = await tx
          .update(games)
          .set({ ...fields, version: sql`${games.version} + 1`, updatedAt: new Date() })
          .where(eq(games.id, id))
          .returning();
        const removedUserIds = removed.flatMap((player) => (player.userId ? [player.userId] : []));
        return { game: game as GameRow, addedUserIds, removedUserIds };
      });
    },

    /**
     * Takes a user out of a game, whatever its status: their player row goes (with their scores, by cascade), the
     * others close up their positions, the version grows by one. Null when the user was not in it (nothing changed).
     */
    async removePlayer(gameId: string, userId: string): Promise<GameRow | null> {
      return db.transaction(async (tx) => {
        const [game] = await tx.select().from(games).where(eq(games.id, gameId)).for('update');
        if (!game) return null;
        const gone = await tx
          .delete(gamePlayers)
          .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, userId)))
          .returning({ id: gamePlayers.id });
        if (gone.length === 0) return null;
        const rest = await tx
          .select({ id: gamePlayers.id, position: gamePlayers.position })
          .from(gamePlayers)
          .where(eq(gamePlayers.gameId, gameId))
          .orderBy(asc(gamePlayers.position));
        for (const [position, player] of rest.entries()) {
          if (player.position !== position)
            await tx.update(gamePlayers).set({ position }).where(eq(gamePlayers.id, player.id));
        }
        const [updated] = await tx
          .update(games)
          .set({ version: sql`${games.version} + 1`, updatedAt: new Date() })
          .where(eq(games.id, gameId))
          .returning();
        return updated as GameRow;
      });
    },

    /**
     * An invited user joins a game: their status becomes playing and the version grows by one. Null when they
     * were not invited to it (not in it, or already playing): nothing changed.
     */
    async joinPlayer(gameId: string, userId: string): Promise<GameRow | null> {
      return db.transaction(async (tx) => {
        const joined = await tx
          .update(gamePlayers)
          .set({ status: 'playing' })
          .where(
            and(
              eq(gamePlayers.gameId, gameId),
              eq(gamePlayers.userId, userId),
              eq(gamePlayers.status, 'invited'),
            ),
          )
          .returning({ id: gamePlayers.id });
        if (joined.length === 0) return null;
        const [updated] = await tx
          .update(games)
          .set({ version: sql`${games.version} + 1`, updatedAt: new Date() })
          .where(eq(games.id, gameId))
          .returning();
        return updated as GameRow;
      });
    },

    /** Changes a few fields of a game (status, preferences) and bumps its version. */
    async patchGame(id: string, fields: Partial<NewGameRow>): Promise<GameRow> {
      const [game] = await db
        .update(games)
        .set({ ...fields, version: sql`${games.version} + 1`, updatedAt: new Date() })
        .where(eq(games.id, id))
        .returning();
      return game as GameRow;
    },

    async deleteGame(id: string): Promise<void> {
      await db.delete(games).where(eq(games.id, id));
    },

    async setPlayerStatus(playerIds: readonly string[], status: 'playing' | 'finished'): Promise<void> {
      if (playerIds.length === 0) return;
      await db
        .update(gamePlayers)
        .set({ status })
        .where(inArray(gamePlayers.id, [...playerIds]));
    },

    async scoresOf(gameId: string): Promise<ScoreRow[]> {
      return db.select().from(gameScores).where(eq(gameScores.gameId, gameId));
    },

    async hasScores(gameId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(gameScores)
        .where(eq(gameScores.gameId, gameId))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Writes one hole score unless a newer entry is already stored: the later `enteredAt` wins, equal times keep
     * what is stored. The value replaced, or the late entry refused, is kept in the hole's history. Repeating
     * the same write changes nothing (idempotent). One statement: see `score-upsert.ts`.
     */
    async upsertScore(input: ScoreWrite): Promise<{ applied: boolean; row: ScoreRow }> {
      upsertScore ??= createScoreUpsert(db);
      return upsertScore(input);
    },

    async historyOf(gameId: string) {
      return db
        .select()
        .from(gameScoreHistory)
        .where(eq(gameScoreHistory.gameId, gameId))
        .orderBy(asc(gameScoreHistory.id));
    },

    /**
     * The user's unfinished games, most recently updated first, each with its course, club and players (in playing
     * order), in one query whatever the number of games.
     */
    async pendingGamesOf(userId: string) {
      // `${gamePlayers} ${others}` renders `"game_players" "others"`: the aliased table of the subquery
      const others = alias(gamePlayers, 'others');
      const players = sql<PendingPlayerRow[]>`coalesce((
        select json_agg(json_build_object('userId', ${others.userId}, 'guestId', ${others.guestId},
          'name', ${others.name}, 'imageUrl', ${others.imageUrl}) order by ${others.position})
        from ${gamePlayers} ${others} where ${others.gameId} = ${games.id}), '[]'::json)`;
      return db
        .select({
          game: games,
          courseName: courses.name,
          clubName: clubs.name,
          ownStatus: gamePlayers.status,
          players,
        })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .innerJoin(courses, eq(courses.id, games.courseId))
        .innerJoin(clubs, eq(clubs.id, courses.clubId))
        .where(and(eq(gamePlayers.userId, userId), inArray(games.status, ['pending', 'active'])))
        .orderBy(desc(games.updatedAt))
        .limit(50);
    },

    /**
     * Games the user played in, newest first, with course names: rounds they were only invited to are not theirs.
     * `asSelf`: every status, private ones too, for the golfer themselves; anyone else sees only finished rounds
     * that are not private.
     */
    async gamesOfUser(userId: string, asSelf: boolean) {
      const conditions = [eq(gamePlayers.userId, userId), ne(gamePlayers.status, 'invited')];
      if (!asSelf) conditions.push(eq(games.isPrivate, false), eq(games.status, 'finished'));
      return db
        .select({
          game: games,
          playerId: gamePlayers.id,
          teeId: gamePlayers.teeId,
          courseName: courses.name,
          clubName: clubs.name,
        })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .innerJoin(courses, eq(courses.id, games.courseId))
        .innerJoin(clubs, eq(clubs.id, courses.clubId))
        .where(and(...conditions))
        .orderBy(desc(games.playedAt))
        .limit(500);
    },

    async scoresOfPlayers(playerIds: readonly string[]): Promise<ScoreRow[]> {
      if (playerIds.length === 0) return [];
      return db
        .select()
        .from(gameScores)
        .where(inArray(gameScores.playerId, [...playerIds]));
    },

    async teeHolesOf(teeIds: readonly string[]) {
      if (teeIds.length === 0) return [];
      return db
        .select()
        .from(teeHoles)
        .where(inArray(teeHoles.teeId, [...teeIds]));
    },
  };
}
export type GamesRepository = ReturnType<typeof createGamesRepository>;
