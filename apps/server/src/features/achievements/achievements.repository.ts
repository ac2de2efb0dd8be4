import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bagClubs, clubSuggestions, profiles, users } from '../../db/schema';
import type { AchievementFacts, RoundFact } from './achievements.rules';

interface RawRound extends Record<string, unknown> {
  played_at: string | Date;
  is_owner: boolean;
  other_players: number | string;
  other_golfers: number | string;
  hole_numbers: number[] | null;
  scores: number[] | null;
  pars: number[] | null;
}

/** The SQL of the achievements feature: the facts the trophies are computed from. */
export function createAchievementsRepository(db: Db) {
  return {
    /**
     * The golfer's facts, or null when they have no profile. Rounds: their finished rounds (private ones only
     * with `includePrivate`), oldest first, each with its holes (par from the golfer's tee) and its company.
     */
    async factsOf(userId: string, includePrivate: boolean): Promise<AchievementFacts | null> {
      const [profile] = await db
        .select({
          imageUrl: profiles.imageUrl,
          description: profiles.description,
          golfStartYear: profiles.golfStartYear,
          membershipId: profiles.membershipId,
          dexterity: profiles.dexterity,
          updatedAt: profiles.updatedAt,
          accountCreatedAt: users.createdAt,
        })
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.userId))
        .where(eq(profiles.userId, userId))
        .limit(1);
      if (!profile) return null;
      const { accountCreatedAt, ...profileFields } = profile;

      const result = await db.execute(sql`
        SELECT g.played_at, g.owner_id = ${userId} AS is_owner,
          (SELECT count(*) FROM game_players o WHERE o.game_id = g.id AND o.id <> gp.id) AS other_players,
          (SELECT count(*) FROM game_players o
            WHERE o.game_id = g.id AND o.id <> gp.id AND o.user_id IS NOT NULL) AS other_golfers,
          h.hole_numbers, h.scores, h.pars
        FROM game_players gp
        JOIN games g ON g.id = gp.game_id
        LEFT JOIN LATERAL (
          SELECT array_agg(s.hole_number ORDER BY s.hole_number) AS hole_numbers,
            array_agg(s.score ORDER BY s.hole_number) AS scores,
            array_agg(th.par ORDER BY s.hole_number) AS pars
          FROM game_scores s
          JOIN tee_holes th ON th.tee_id = gp.tee_id AND th.hole_number = s.hole_number
          WHERE s.game_id = g.id AND s.player_id = gp.id AND s.score > 0
        ) h ON true
        WHERE gp.user_id = ${userId}
          AND g.status = 'finished'
          AND (${includePrivate}::boolean OR NOT g.is_private)
        ORDER BY g.played_at, g.id`);
      const { rows } = result as { rows: RawRound[] };
      const rounds: RoundFact[] = rows.map((row) => ({
        playedAt: new Date(row.played_at),
        isOwner: row.is_owner,
        otherPlayers: Number(row.other_players),
        otherGolfers: Number(row.other_golfers),
        holes: (row.hole_numbers ?? []).map((holeNumber, index) => ({
          holeNumber,
          score: row.scores?.[index] ?? 0,
          par: row.pars?.[index] ?? 0,
        })),
      }));

      const bag = await db
        .select({ createdAt: bagClubs.createdAt })
        .from(bagClubs)
        .where(sql`${bagClubs.userId} = ${userId} AND ${bagClubs.inBag}`)
        .orderBy(asc(bagClubs.createdAt));
      const suggestions = await db
        .select({ createdAt: clubSuggestions.createdAt })
        .from(clubSuggestions)
        .where(eq(clubSuggestions.userId, userId))
        .orderBy(asc(clubSuggestions.createdAt));

      return {
        accountCreatedAt,
        rounds,
        profile: profileFields,
        bagClubsAddedAt: bag.map((row) => row.createdAt),
        suggestionsAt: suggestions.map((row) => row.createdAt),
      };
    },
  };
}
export type AchievementsRepository = ReturnType<typeof createAchievementsRepository>;
