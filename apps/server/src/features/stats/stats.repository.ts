import type { RoundHole, RoundStats } from '@fairway/golf';
import { and, eq, getTableColumns, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gamePlayers, games, gameScores, roundSummaries, teeHoles } from '../../db/schema';

/** One finished round of the golfer, summed (see `roundSummaries`). */
export interface StatsRoundRow {
  gameId: string;
  playedAt: Date;
  stats: RoundStats;
}

/** What the statistics are computed from: the golfer's profile handicap and the summaries of their rounds. */
export interface StatsSource {
  handicap: number | null;
  /** Oldest first (played date, then game). */
  rounds: StatsRoundRow[];
}

/** The card of one registered golfer in a finished round: the holes with a nonzero score and a par. */
export interface FinishedCard {
  playerId: string;
  gameId: string;
  holes: RoundHole[];
}

export type RoundSummaryRow = typeof roundSummaries.$inferInsert;

/** A summary's columns from packages/golf's `roundStats`. */
export function summaryRow(
  card: Pick<FinishedCard, 'playerId' | 'gameId'>,
  stats: RoundStats,
): RoundSummaryRow {
  return {
    playerId: card.playerId,
    gameId: card.gameId,
    holesPlayed: stats.holesPlayed,
    totalScore: stats.totalScore,
    totalPar: stats.totalPar,
    toPar: stats.toPar,
    eagles: stats.eagles,
    birdies: stats.birdies,
    pars: stats.pars,
    bogeys: stats.bogeys,
    doubleBogeys: stats.doubleBogeys,
    totalPutts: stats.totalPutts,
    holesWithPuttsData: stats.holesWithPuttsData,
    fairwayLeft: stats.fairwayAccuracy.left,
    fairwayMiddle: stats.fairwayAccuracy.middle,
    fairwayRight: stats.fairwayAccuracy.right,
    fairwayTotal: stats.fairwayAccuracy.total,
    fairwayOpportunities: stats.fairwayOpportunities,
    girCount: stats.greensInRegulationCount,
    girOpportunities: stats.girOpportunities,
    par3Total: stats.par3Score.total,
    par3ToPar: stats.par3Score.toPar,
    par3Count: stats.par3Score.count,
    par4Total: stats.par4Score.total,
    par4ToPar: stats.par4Score.toPar,
    par4Count: stats.par4Score.count,
    par5Total: stats.par5Score.total,
    par5ToPar: stats.par5Score.toPar,
    par5Count: stats.par5Score.count,
  };
}

interface RawRow extends Record<string, unknown> {
  handicap: string | number | null;
  game_id: string | null;
  played_at: string | Date | null;
  /** The summary's numbers in `SUMMARY_COLUMNS` order (integers; one array keeps the row narrow to decode). */
  n: number[] | null;
}

/** The summary columns the statistics read, in the order `statsOf` takes them back. */
const SUMMARY_COLUMNS = sql.raw(
  [
    'holes_played',
    'total_score',
    'total_par',
    'to_par',
    'eagles',
    'birdies',
    'pars',
    'bogeys',
    'double_bogeys',
    'total_putts',
    'holes_with_putts_data',
    'fairway_left',
    'fairway_middle',
    'fairway_right',
    'fairway_total',
    'fairway_opportunities',
    'gir_count',
    'gir_opportunities',
    'par3_total',
    'par3_to_par',
    'par3_count',
    'par4_total',
    'par4_to_par',
    'par4_count',
    'par5_total',
    'par5_to_par',
    'par5_count',
  ]
    .map((column) => `rs.${column}`)
    .join(', '),
);

function statsOf(n: readonly number[]): RoundStats {
  const at = (i: number) => Number(n[i] ?? 0);
  return {
    holesPlayed: at(0),
    totalScore: at(1),
    totalPar: at(2),
    toPar: at(3),
    eagles: at(4),
    birdies: at(5),
    pars: at(6),
    bogeys: at(7),
    doubleBogeys: at(8),
    totalPutts: at(9),
    holesWithPuttsData: at(10),
    fairwayAccuracy: { left: at(11), middle: at(12), right: at(13), total: at(14) },
    fairwayOpportunities: at(15),
    greensInRegulationCount: at(16),
    girOpportunities: at(17),
    par3Score: { total: at(18), toPar: at(19), count: at(20) },
    par4Score: { total: at(21), toPar: at(22), count: at(23) },
    par5Score: { total: at(24), toPar: at(25), count: at(26) },
  };
}

/** The SQL of the statistics feature: one statement per request, and the round summaries' upkeep. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * The golfer's profile handicap and the summaries of their finished rounds with a hole played (private ones
     * only with `includePrivate`), oldest first; null when the golfer has no profile. One statement: the profile
     * row left-joined to one summary row per round (game_players by user, games and summaries by primary key).
     * A round whose golfer has no tee any more is left out, as its pars are unknown.
     */
    async sourceOf(userId: string, includePrivate: boolean): Promise<StatsSource | null> {
      const result = await db.execute(sql`
        SELECT p.handicap, r.game_id, r.played_at, r.n
        FROM profiles p
        LEFT JOIN LATERAL (
          SELECT g.id AS game_id, g.played_at, ARRAY[${SUMMARY_COLUMNS}] AS n
          FROM game_players gp
          JOIN games g ON g.id = gp.game_id
          JOIN round_summaries rs ON rs.player_id = gp.id
          WHERE gp.user_id = p.user_id
            AND gp.status <> 'invited'
            AND gp.tee_id IS NOT NULL
            AND g.status = 'finished'
            AND (${includePrivate}::boolean OR NOT g.is_private)
            AND rs.holes_played > 0
        ) r ON true
        WHERE p.user_id = ${userId}
        ORDER BY r.played_at, r.game_id`);
      // Both drivers (PGlite and node-postgres) answer `{ rows }`.
      const { rows } = result as { rows: RawRow[] };
      const first = rows[0];
      if (!first) return null;
      const rounds: StatsRoundRow[] = [];
      for (const row of rows) {
        if (row.game_id === null || row.played_at === null || row.n === null) continue;
        rounds.push({ gameId: row.game_id, playedAt: new Date(row.played_at), stats: statsOf(row.n) });
      }
      return { handicap: first.handicap === null ? null : Number(first.handicap), rounds };
    },

    /**
     * The cards of every registered golfer in those of `gameIds` that are finished (an empty card too): holes
     * with a nonzero score, par from the golfer's tee (a hole whose tee has no par for it is left out).
     */
    async finishedCardsOf(gameIds: readonly string[]): Promise<FinishedCard[]> {
      if (gameIds.length === 0) return [];
      const players = await db
        .select({ playerId: gamePlayers.id, gameId: gamePlayers.gameId, teeId: gamePlayers.teeId })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .where(
          and(
            inArray(gamePlayers.gameId, [...gameIds]),
            isNotNull(gamePlayers.userId),
            eq(games.status, 'finished'),
          ),
        );
      if (players.length === 0) return [];
      const teeIds = [...new Set(players.map((player) => player.teeId).filter((id) => id !== null))];
      const [scores, pars] = await Promise.all([
        db
          .select({
            playerId: gameScores.playerId,
            holeNumber: gameScores.holeNumber,
            score: gameScores.score,
            putts: gameScores.putts,
            fairwayHit: gameScores.fairwayHit,
          })
          .from(gameScores)
          .where(and(inArray(gameScores.gameId, [...gameIds]), gt(gameScores.score, 0)))
          .orderBy(gameScores.playerId, gameScores.holeNumber),
        teeIds.length === 0
          ? Promise.resolve([])
          : db
              .select({ teeId: teeHoles.teeId, holeNumber: teeHoles.holeNumber, par: teeHoles.par })
              .from(teeHoles)
              .where(inArray(teeHoles.teeId, teeIds)),
      ]);
      const parOf = new Map(pars.map((hole) => [`${hole.teeId}:${hole.holeNumber}`, hole.par]));
      const cards = new Map<string, FinishedCard & { teeId: string | null }>(
        players.map((player) => [player.playerId, { ...player, holes: [] }]),
      );
      for (const score of scores) {
        const card = cards.get(score.playerId);
        const par = card?.teeId ? parOf.get(`${card.teeId}:${score.holeNumber}`) : undefined;
        if (!card || par === undefined || score.score === null) continue;
        card.holes.push({ par, score: score.score, putts: score.putts, fairwayHit: score.fairwayHit });
      }
      return [...cards.values()].map(({ playerId, gameId, holes }) => ({ playerId, gameId, holes }));
    },

    /** Replaces the summaries of `gameIds` with `rows` (none for a round no longer finished), in one transaction. */
    async replaceSummaries(gameIds: readonly string[], rows: readonly RoundSummaryRow[]): Promise<void> {
      if (gameIds.length === 0) return;
      await db.transaction(async (tx) => {
        await tx.delete(roundSummaries).where(inArray(roundSummaries.gameId, [...gameIds]));
        if (rows.length === 0) return;
        // two syncs of one round at once (two golfers finishing together) both write the same numbers
        await tx
          .insert(roundSummaries)
          .values([...rows])
          .onConflictDoUpdate({
            target: roundSummaries.playerId,
            set: Object.fromEntries(
              Object.keys(getTableColumns(roundSummaries))
                .filter((key) => key !== 'playerId')
                // the database's column names are the keys in snake_case (the client's casing)
                .map((key) => [
                  key,
                  sql.raw(`excluded.${key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`),
                ]),
            ),
          });
      });
    },

    /** Up to `limit` finished rounds with a registered golfer who has no summary yet (rounds from before them). */
    async finishedGamesWithoutSummaries(limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ gameId: gamePlayers.gameId })
        .from(gamePlayers)
        .innerJoin(games, eq(games.id, gamePlayers.gameId))
        .leftJoin(roundSummaries, eq(roundSummaries.playerId, gamePlayers.id))
        .where(
          and(eq(games.status, 'finished'), isNotNull(gamePlayers.userId), isNull(roundSummaries.playerId)),
        )
        .limit(limit);
      return rows.map((row) => row.gameId);
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
