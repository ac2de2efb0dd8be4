import { index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { gamePlayers, games } from './games';

/**
 * One registered golfer's round, summed: packages/golf's `roundStats` of their card in a finished round (holes
 * with a nonzero score, par from the golfer's tee). Written when the round finishes and whenever a finished
 * round's records are brought in line with it; gone with the player row (a golfer leaving) or the round.
 * Statistics read one row per round instead of every hole.
 */
export const roundSummaries = pgTable(
  'round_summaries',
  {
    playerId: uuid()
      .primaryKey()
      .references(() => gamePlayers.id, { onDelete: 'cascade' }),
    gameId: uuid()
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    holesPlayed: integer().notNull(),
    totalScore: integer().notNull(),
    totalPar: integer().notNull(),
    toPar: integer().notNull(),
    eagles: integer().notNull(),
    birdies: integer().notNull(),
    pars: integer().notNull(),
    bogeys: integer().notNull(),
    doubleBogeys: integer().notNull(),
    totalPutts: integer().notNull(),
    holesWithPuttsData: integer().notNull(),
    fairwayLeft: integer().notNull(),
    fairwayMiddle: integer().notNull(),
    fairwayRight: integer().notNull(),
    fairwayTotal: integer().notNull(),
    fairwayOpportunities: integer().notNull(),
    girCount: integer().notNull(),
    girOpportunities: integer().notNull(),
    par3Total: integer().notNull(),
    par3ToPar: integer().notNull(),
    par3Count: integer().notNull(),
    par4Total: integer().notNull(),
    par4ToPar: integer().notNull(),
    par4Count: integer().notNull(),
    par5Total: integer().notNull(),
    par5ToPar: integer().notNull(),
    par5Count: integer().notNull(),
  },
  (table) => [index('round_summaries_game_idx').on(table.gameId)],
);
