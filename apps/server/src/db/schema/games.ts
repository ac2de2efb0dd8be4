import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { courses, tees } from './clubs';

/** A guest: a player without an account, owned by (and reusable by) the user who created it. */
export const guests = pgTable(
  'guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    handicap: numeric({ precision: 3, scale: 1, mode: 'number' }).notNull().default(0),
    email: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('guests_owner_idx').on(table.ownerId)],
);

/**
 * A round ("game"). `holesSetting`: 18 whole course, 0 front nine, 9 back nine. `version` grows with every
 * change of setup, players or status, and travels in realtime events so clients know what to refetch.
 */
export const games = pgTable(
  'games',
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    name: text().notNull().default(''),
    playedAt: timestamp({ withTimezone: true }).notNull(),
    holesSetting: smallint().notNull().default(18),
    startingHole: smallint().notNull().default(1),
    format: text().notNull().default('strokeplay'),
    scoringMode: text({ enum: ['gross', 'net'] })
      .notNull()
      .default('gross'),
    useHandicaps: boolean().notNull().default(true),
    isPrivate: boolean().notNull().default(false),
    countForHandicap: boolean().notNull().default(true),
    contests: jsonb()
      .$type<{ longestDrive: boolean; closestToPin: boolean }>()
      .notNull()
      .default({ longestDrive: false, closestToPin: false }),
    preferences: jsonb()
      .$type<{
        showLeaderboard: boolean;
        showLiveScores: boolean;
        showStats: boolean;
        autoAdvance: boolean;
      }>()
      .notNull()
      .default({ showLeaderboard: true, showLiveScores: true, showStats: true, autoAdvance: false }),
    kind: text({ enum: ['live', 'recorded'] })
      .notNull()
      .default('live'),
    status: text({ enum: ['pending', 'active', 'finished'] })
      .notNull()
      .default('pending'),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('games_owner_idx').on(table.ownerId)],
);

/**
 * A player of a game, in playing order: a user or a guest. Name, handicap index and tee are kept as they
 * were when the round was set up, so later profile changes do not rewrite a played round. `status` 'invited':
 * a registered golfer someone else added, who has not joined (their card is kept, never counted for handicap).
 */
export const gamePlayers = pgTable(
  'game_players',
  {
    id: uuid().primaryKey().defaultRandom(),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    userId: text().references(() => users.id, { onDelete: 'set null' }),
    guestId: uuid().references(() => guests.id, { onDelete: 'set null' }),
    position: smallint().notNull(),
    name: text().notNull(),
    imageUrl: text(),
    handicapIndex: numeric({ precision: 3, scale: 1, mode: 'number' }),
    teeId: uuid().references(() => tees.id, { onDelete: 'set null' }),
    teamId: text(),
    status: text({ enum: ['invited', 'playing', 'finished'] })
      .notNull()
      .default('playing'),
  },
  (table) => [
    index('game_players_game_idx').on(table.gameId),
    index('game_players_user_idx').on(table.userId),
    uniqueIndex('game_players_game_user_key')
      .on(table.gameId, table.userId)
      .where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('game_players_game_guest_key')
      .on(table.gameId, table.guestId)
      .where(sql`${table.guestId} IS NOT NULL`),
  ],
);

/**
 * One record per game, player and hole. `enteredAt` is when the entry was made on the device: a write with an
 * older `enteredAt` never replaces a newer one. `version` grows with every applied change.
 */
export const gameScores = pgTable(
  'game_scores',
  {
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid()
      .notNull()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    holeNumber: smallint().notNull(),
    teeId: uuid(),
    score: smallint(),
    putts: smallint(),
    waterPenalties: smallint(),
    obPenalties: smallint(),
    dropPenalties: smallint(),
    fairwayHit: text({ enum: ['left', 'center', 'right'] }),
    enteredBy: text().notNull(),
    enteredAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    version: integer().notNull().default(1),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.playerId, table.holeNumber] })],
);

/** Values a hole score had before a newer entry replaced them, and late entries that arrived superseded. */
export const gameScoreHistory = pgTable(
  'game_score_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playerId: uuid().notNull(),
    holeNumber: smallint().notNull(),
    values: jsonb()
      .$type<{
        score: number | null;
        putts: number | null;
        waterPenalties: number | null;
        obPenalties: number | null;
        dropPenalties: number | null;
        fairwayHit: string | null;
      }>()
      .notNull(),
    enteredBy: text().notNull(),
    enteredAt: timestamp({ withTimezone: true, precision: 3 }).notNull(),
    outcome: text({ enum: ['replaced', 'superseded'] }).notNull(),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('game_score_history_hole_idx').on(table.gameId, table.playerId, table.holeNumber)],
);

/**
 * A golfer's World Handicap System scoring record: one acceptable score per finished round that counts for
 * handicap. The adjusted gross score caps each hole at net double bogey; the course and slope ratings are the
 * tee's (an unrated tee counts as CR = par, slope 113). Rewritten whenever the round changes after it finished;
 * gone with the round.
 */
export const handicapRecords = pgTable(
  'handicap_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp({ withTimezone: true }).notNull(),
    holes: smallint().notNull(),
    adjustedGrossScore: smallint().notNull(),
    courseRating: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
    slopeRating: smallint().notNull(),
    differential: numeric({ precision: 4, scale: 1, mode: 'number' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('handicap_records_user_game_key').on(table.userId, table.gameId),
    index('handicap_records_user_played_idx').on(table.userId, table.playedAt),
    index('handicap_records_game_idx').on(table.gameId),
  ],
);
