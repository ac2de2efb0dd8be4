import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** One recorded hole of a golfer's finished round, with its par from the golfer's tee. */
export interface StatsHoleRow {
  gameId: string;
  playedAt: Date;
  holeNumber: number;
  score: number;
  putts: number | null;
  fairwayHit: 'left' | 'center' | 'right' | null;
  par: number;
}

/** What the statistics are computed from: the golfer's profile handicap and the holes of their rounds. */
export interface StatsSource {
  handicap: number | null;
  /** Holes in round order (played date, then game), then hole number. */
  holes: StatsHoleRow[];
}

interface RawRow extends Record<string, unknown> {
  handicap: string | number | null;
  game_id: string | null;
  played_at: string | Date | null;
  hole_numbers: number[] | null;
  scores: number[] | null;
  putts: (number | null)[] | null;
  fairways: ('left' | 'center' | 'right' | null)[] | null;
  pars: number[] | null;
}

/** The SQL of the statistics feature: one statement per request. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * The golfer's profile handicap and every hole with a nonzero score of their finished rounds (private ones
     * only with `includePrivate`), par from the golfer's tee of the round; null when the golfer has no profile.
     * One statement: the profile row left-joined to one row per round (game_players by user, then primary keys).
     */
    async sourceOf(userId: string, includePrivate: boolean): Promise<StatsSource | null> {
      // One row per round with its holes as arrays: 500 rows for 500 rounds rather than 9,000 holes to decode.
      const result = await db.execute(sql`
        WITH rounds AS MATERIALIZED (
          SELECT gp.id AS player_id, gp.game_id, gp.tee_id, g.played_at
          FROM game_players gp
          JOIN games g ON g.id = gp.game_id
          WHERE gp.user_id = ${userId}
            AND gp.status <> 'invited'
            AND g.status = 'finished'
            AND (${includePrivate}::boolean OR NOT g.is_private)
        ),
        pars AS MATERIALIZED (
          SELECT th.tee_id, th.hole_number, th.par
          FROM tee_holes th
          WHERE th.tee_id IN (SELECT DISTINCT tee_id FROM rounds)
        )
        SELECT p.handicap, r.game_id, r.played_at, r.hole_numbers, r.scores, r.putts, r.fairways, r.pars
        FROM profiles p
        LEFT JOIN LATERAL (
          SELECT rd.game_id, rd.played_at,
            array_agg(s.hole_number ORDER BY s.hole_number) AS hole_numbers,
            array_agg(s.score ORDER BY s.hole_number) AS scores,
            array_agg(s.putts ORDER BY s.hole_number) AS putts,
            array_agg(s.fairway_hit ORDER BY s.hole_number) AS fairways,
            array_agg(pa.par ORDER BY s.hole_number) AS pars
          FROM rounds rd
          JOIN game_scores s ON s.game_id = rd.game_id AND s.player_id = rd.player_id
          JOIN pars pa ON pa.tee_id = rd.tee_id AND pa.hole_number = s.hole_number
          WHERE s.score > 0
          GROUP BY rd.game_id, rd.played_at
        ) r ON true
        WHERE p.user_id = ${userId}
        ORDER BY r.played_at, r.game_id`);
      // Both drivers (PGlite and node-postgres) answer `{ rows }`.
      const { rows } = result as { rows: RawRow[] };
      const first = rows[0];
      if (!first) return null;
      const holes: StatsHoleRow[] = [];
      for (const row of rows) {
        if (row.game_id === null || row.played_at === null || row.hole_numbers === null) continue;
        const playedAt = new Date(row.played_at);
        for (const [i, holeNumber] of row.hole_numbers.entries()) {
          holes.push({
            gameId: row.game_id,
            playedAt,
            holeNumber,
            score: row.scores?.[i] ?? 0,
            putts: row.putts?.[i] ?? null,
            fairwayHit: row.fairways?.[i] ?? null,
            par: row.pars?.[i] ?? 0,
          });
        }
      }
      return { handicap: first.handicap === null ? null : Number(first.handicap), holes };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
