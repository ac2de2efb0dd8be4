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
  hole_number: number | null;
  score: number | null;
  putts: number | null;
  fairway_hit: 'left' | 'center' | 'right' | null;
  par: number | null;
}

/** The SQL of the statistics feature: one statement per request. */
export function createStatsRepository(db: Db) {
  return {
    /**
     * The golfer's profile handicap and every hole with a nonzero score of their finished rounds (private ones
     * only with `includePrivate`), par from the golfer's tee of the round; null when the golfer has no profile.
     * One statement: the profile row left-joined to the holes (game_players by user, then primary keys).
     */
    async sourceOf(userId: string, includePrivate: boolean): Promise<StatsSource | null> {
      const result = await db.execute(sql`
        SELECT p.handicap, r.game_id, r.played_at, r.hole_number, r.score, r.putts, r.fairway_hit, r.par
        FROM profiles p
        LEFT JOIN LATERAL (
          SELECT g.id AS game_id, g.played_at, s.hole_number, s.score, s.putts, s.fairway_hit, th.par
          FROM game_players gp
          JOIN games g ON g.id = gp.game_id
          JOIN game_scores s ON s.game_id = gp.game_id AND s.player_id = gp.id
          JOIN tee_holes th ON th.tee_id = gp.tee_id AND th.hole_number = s.hole_number
          WHERE gp.user_id = p.user_id
            AND g.status = 'finished'
            AND (${includePrivate}::boolean OR NOT g.is_private)
            AND s.score > 0
        ) r ON true
        WHERE p.user_id = ${userId}
        ORDER BY r.played_at, r.game_id, r.hole_number`);
      // Both drivers (PGlite and node-postgres) answer `{ rows }`.
      const { rows } = result as { rows: RawRow[] };
      const first = rows[0];
      if (!first) return null;
      const holes: StatsHoleRow[] = [];
      for (const row of rows) {
        if (row.game_id === null || row.played_at === null || row.hole_number === null) continue;
        holes.push({
          gameId: row.game_id,
          playedAt: new Date(row.played_at),
          holeNumber: row.hole_number,
          score: row.score ?? 0,
          putts: row.putts,
          fairwayHit: row.fairway_hit,
          par: row.par ?? 0,
        });
      }
      return { handicap: first.handicap === null ? null : Number(first.handicap), holes };
    },
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
