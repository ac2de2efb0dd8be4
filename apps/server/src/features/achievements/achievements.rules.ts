import { ACHIEVEMENT_IDS } from '@fairway/contract';
import type { Achievement, AchievementCategory, AchievementId } from '@fairway/contract';
import { scoreTrophies } from '@fairway/golf';
import type { TrophyHole } from '@fairway/golf';

/**
 * The rules of the trophies that are not about scores (those are `scoreTrophies` in @fairway/golf): what earns
 * each, out of the facts the repository reads. Pure functions, table-tested in achievements.rules.test.ts.
 */

/** Thresholds of games-and-profiles.md §9. */
export const ROUND_MILESTONES = [1, 5, 10, 25, 50, 100] as const;
export const GROUP_LEADER_ROUNDS = 5;
export const CONTRIBUTOR_SUGGESTIONS = 10;
export const SUMMER_SERIES_ROUNDS = 10;
/** Clubs a full bag holds (the rules' limit of 14). */
export const FULL_BAG_CLUBS = 14;
/** Accounts made before this date took part in Fairway's beta ("Beta" is the app's version label). */
export const BETA_ENDS_AT = new Date('2027-01-01T00:00:00Z');
/** The profile fields a complete profile has filled in, beyond the names onboarding asks. */
export const PROFILE_FIELDS = [
  'imageUrl',
  'description',
  'golfStartYear',
  'membershipId',
  'dexterity',
] as const;

/** A finished round of the golfer, oldest first. */
export interface RoundFact {
  playedAt: Date;
  /** Whether the golfer set the round up (its owner). */
  isOwner: boolean;
  /** Players of the round besides the golfer (golfers and guests). */
  otherPlayers: number;
  /** Other Fairway golfers (not guests) in the round. */
  otherGolfers: number;
  holes: TrophyHole[];
}

/** Everything the trophies are computed from. */
export interface AchievementFacts {
  accountCreatedAt: Date;
  rounds: RoundFact[];
  profile: Record<(typeof PROFILE_FIELDS)[number], unknown> & { updatedAt: Date };
  /** When each club now in the bag was added, oldest first. */
  bagClubsAddedAt: Date[];
  /** When each club correction was suggested, oldest first. */
  suggestionsAt: Date[];
}

const CATALOGUE: Record<AchievementId, { category: AchievementCategory; icon: string; level: number }> = {
  'rounds-1': { category: 'journey', icon: 'flag', level: 1 },
  'rounds-5': { category: 'journey', icon: 'flag', level: 2 },
  'rounds-10': { category: 'journey', icon: 'flag', level: 3 },
  'rounds-25': { category: 'journey', icon: 'flag', level: 4 },
  'rounds-50': { category: 'journey', icon: 'flag', level: 5 },
  'rounds-100': { category: 'journey', icon: 'flag', level: 6 },
  'group-leader-5': { category: 'journey', icon: 'crown', level: 1 },
  'first-birdie': { category: 'scoring', icon: 'bird', level: 1 },
  'first-eagle': { category: 'scoring', icon: 'feather', level: 2 },
  'hole-in-one': { category: 'scoring', icon: 'target', level: 3 },
  'birdie-streak-3': { category: 'scoring', icon: 'flame', level: 2 },
  'break-100': { category: 'scoring', icon: 'trending-down', level: 1 },
  'break-90': { category: 'scoring', icon: 'trending-down', level: 2 },
  'break-80': { category: 'scoring', icon: 'trending-down', level: 3 },
  'profile-complete': { category: 'profile', icon: 'user-check', level: 1 },
  'full-bag': { category: 'profile', icon: 'briefcase', level: 1 },
  'first-partner': { category: 'community', icon: 'handshake', level: 1 },
  'contributor-10': { category: 'community', icon: 'pencil', level: 1 },
  'first-friend': { category: 'community', icon: 'user-plus', level: 1 },
  'first-post': { category: 'community', icon: 'image', level: 1 },
  'summer-series-10': { category: 'seasonal_challenge', icon: 'sun', level: 1 },
  'beta-participant': { category: 'specials', icon: 'sparkles', level: 1 },
};

interface Standing {
  progress: number;
  total: number;
  earnedAt: Date | null;
  earnable?: false;
}

/** Progress towards "do it `total` times": the date of the `total`-th time once reached. */
export function countTowards(dates: readonly Date[], total: number): Standing {
  return { progress: Math.min(dates.length, total), total, earnedAt: dates[total - 1] ?? null };
}

/**
 * Summer series: `total` rounds within one summer (1 June to 31 August, UTC, of one year). Progress is the best
 * summer so far; the date is the round that completed the first full series.
 */
export function summerSeries(playedAt: readonly Date[], total = SUMMER_SERIES_ROUNDS): Standing {
  const bySummer = new Map<number, Date[]>();
  for (const date of playedAt) {
    const month = date.getUTCMonth();
    if (month < 5 || month > 7) continue;
    const year = date.getUTCFullYear();
    bySummer.set(year, [...(bySummer.get(year) ?? []), date]);
  }
  let best = 0;
  let earnedAt: Date | null = null;
  for (const year of [...bySummer.keys()].sort((a, b) => a - b)) {
    const dates = bySummer.get(year)!.sort((a, b) => a.getTime() - b.getTime());
    best = Math.max(best, dates.length);
    if (!earnedAt && dates.length >= total) earnedAt = dates[total - 1]!;
  }
  return { progress: Math.min(best, total), total, earnedAt };
}

/** A complete profile: every field of {@link PROFILE_FIELDS} filled in; dated by the profile's last change. */
export function profileComplete(profile: AchievementFacts['profile']): Standing {
  const filled = PROFILE_FIELDS.filter((field) => {
    const value = profile[field];
    return value !== null && value !== undefined && value !== '';
  }).length;
  const total = PROFILE_FIELDS.length;
  return { progress: filled, total, earnedAt: filled === total ? profile.updatedAt : null };
}

/** Every trophy of the catalogue for the golfer these facts describe, in the catalogue's order. */
export function achievementsOf(facts: AchievementFacts): Achievement[] {
  const roundDates = facts.rounds.map((round) => round.playedAt);
  const standings = new Map<AchievementId, Standing>();
  for (const milestone of ROUND_MILESTONES) {
    standings.set(`rounds-${milestone}`, countTowards(roundDates, milestone));
  }
  standings.set(
    'group-leader-5',
    countTowards(
      facts.rounds.filter((round) => round.isOwner && round.otherPlayers > 0).map((round) => round.playedAt),
      GROUP_LEADER_ROUNDS,
    ),
  );
  for (const trophy of scoreTrophies(facts.rounds)) standings.set(trophy.id, trophy);
  standings.set('profile-complete', profileComplete(facts.profile));
  standings.set('full-bag', countTowards(facts.bagClubsAddedAt, FULL_BAG_CLUBS));
  standings.set(
    'first-partner',
    countTowards(
      facts.rounds.filter((round) => round.otherGolfers > 0).map((round) => round.playedAt),
      1,
    ),
  );
  standings.set('contributor-10', countTowards(facts.suggestionsAt, CONTRIBUTOR_SUGGESTIONS));
  // Friends and posts are not built yet: not earnable, progress 0, never faked.
  standings.set('first-friend', { progress: 0, total: 1, earnedAt: null, earnable: false });
  standings.set('first-post', { progress: 0, total: 1, earnedAt: null, earnable: false });
  standings.set('summer-series-10', summerSeries(roundDates));
  const isBeta = facts.accountCreatedAt < BETA_ENDS_AT;
  standings.set('beta-participant', {
    progress: isBeta ? 1 : 0,
    total: 1,
    earnedAt: isBeta ? facts.accountCreatedAt : null,
  });

  return ACHIEVEMENT_IDS.map((id) => {
    const standing = standings.get(id)!;
    const earned = standing.earnedAt !== null;
    return {
      id,
      ...CATALOGUE[id],
      earned,
      earnedDate: standing.earnedAt?.toISOString() ?? null,
      progress: earned ? standing.total : standing.progress,
      total: standing.total,
      earnable: standing.earnable ?? true,
    };
  });
}

/** Up to `count` earned trophies, most recently earned first (the catalogue's order breaks ties). */
export function latestEarned(achievements: readonly Achievement[], count = 3): Achievement[] {
  return achievements
    .map((achievement, index) => ({ achievement, index }))
    .filter(({ achievement }) => achievement.earnedDate !== null)
    .sort(
      (a, b) =>
        Date.parse(b.achievement.earnedDate!) - Date.parse(a.achievement.earnedDate!) || a.index - b.index,
    )
    .slice(0, count)
    .map(({ achievement }) => achievement);
}
