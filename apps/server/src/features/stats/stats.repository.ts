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
  /** Every tee of the rounds with its par by hole number, as JSON text: `{"<teeId>": {"1": 4, …}}`. */
  pars: string | null;
  game_id: string | null;
  played_at: string | Date | null;
  tee_id: string | null;
  hole_numbers: number[] | null;
  scores: number[] | null;
  putts: (number | null)[] | null;
  fairways: ('left' | 'center' | 'right' | null)[] | null;
}

/** The SQL of the statistics feature: one statement per request. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * The golfer's profile handicap and every hole with a nonzero score of their finished rounds (private ones
     * only with `includePrivate`), par from the golfer's tee of the round (a hole whose tee has no par for it is
     * left out); null when the golfer has no profile. One statement: the profile row left-joined to one row per
     * round (game_players by user, then the scores by their primary key), and the pars of the rounds' tees read
     * once (a few tees, not one look-up per hole).
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
        )
        SELECT p.handicap,
          (SELECT json_object_agg(tp.tee_id, tp.pars)::text
           FROM (
             SELECT th.tee_id, json_object_agg(th.hole_number, th.par) AS pars
             FROM tee_holes th
             WHERE th.tee_id IN (SELECT tee_id FROM rounds)
             GROUP BY th.tee_id
           ) tp) AS pars,
          r.game_id, r.played_at, r.tee_id, r.hole_numbers, r.scores, r.putts, r.fairways
        FROM profiles p
        LEFT JOIN LATERAL (
          SELECT rd.game_id, rd.played_at, rd.tee_id,
            array_agg(s.hole_number ORDER BY s.hole_number) AS hole_numbers,
            array_agg(s.score ORDER BY s.hole_number) AS scores,
            array_agg(s.putts ORDER BY s.hole_number) AS putts,
            array_agg(s.fairway_hit ORDER BY s.hole_number) AS fairways
          FROM rounds rd
          JOIN game_scores s ON s.game_id = rd.game_id AND s.player_id = rd.player_id
          WHERE s.score > 0
          GROUP BY rd.game_id, rd.played_at, rd.tee_id
        ) r ON true
        WHERE p.user_id = ${userId}
        ORDER BY r.played_at, r.game_id`);
      // Both drivers (PGlite and node-postgres) answer `{ rows }`.
      const { rows } = result as { rows: RawRow[] };
      const first = rows[0];
      if (!first) return null;
      const parsByTee = JSON.parse(first.pars ?? '{}') as Record<string, Record<string, number>>;
      const holes: StatsHoleRow[] = [];
      for (const row of rows) {
        if (row.game_id === null || row.played_at === null || row.hole_numbers === null) continue;
        const pars = row.tee_id === null ? undefined : parsByTee[row.tee_id];
        if (!pars) continue;
        const playedAt = new Date(row.played_at);
        for (const [i, holeNumber] of row.hole_numbers.entries()) {
          const par = pars[holeNumber];
          if (par === undefined) continue;
          holes.push({
            gameId: row.game_id,
            playedAt,
            holeNumber,
            score: row.scores?.[i] ?? 0,
            putts: row.putts?.[i] ?? null,
            fairwayHit: row.fairways?.[i] ?? null,
            par,
          });
        }
      }
      return { handicap: first.handicap === null ? null : Number(first.handicap), holes };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
