import { z } from 'zod';
import { UserIdParams } from './ids';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_IDS } from './runtime/achievements';

export { ACHIEVEMENT_CATEGORIES, ACHIEVEMENT_IDS } from './runtime/achievements';

/**
 * Achievements (games-and-profiles.md §2 "Achievements", §3 "Achievement", §9): the catalogue of trophies, each
 * earned or in progress for a golfer, computed by the server from the golfer's real data. Titles and
 * descriptions are translated by the web app from the id (namespace `achievements`).
 */

export const AchievementCategory = z.enum(ACHIEVEMENT_CATEGORIES);
export type AchievementCategory = z.infer<typeof AchievementCategory>;

export const AchievementId = z.enum(ACHIEVEMENT_IDS);
export type AchievementId = z.infer<typeof AchievementId>;

/** One trophy of the catalogue for one golfer. */
export const Achievement = z
  .object({
    id: AchievementId,
    category: AchievementCategory,
    /** Which icon the trophy shows (lucide icon name). */
    icon: z.string(),
    /** Its rank among the trophies of its family (rounds 1 → 1, rounds 100 → 6); 1 for a single trophy. */
    level: z.number().int().min(1),
    earned: z.boolean(),
    /** When it was earned (the day of the round or change that earned it); null until earned. */
    earnedDate: z.iso.datetime().nullable(),
    /** How far the golfer is, out of `total` (equal to `total` once earned). */
    progress: z.number().int().min(0),
    total: z.number().int().min(1),
    /**
     * False while the trophy depends on a part of Fairway not built yet (friends, posts): shown with progress 0
     * and never earned, rather than faked.
     */
    earnable: z.boolean(),
  })
  .meta({ id: 'Achievement' });
export type Achievement = z.infer<typeof Achievement>;

/** A golfer's achievements: the whole catalogue, and the three most recently earned (the profile shows them). */
export const GolferAchievements = z
  .object({
    userId: z.string(),
    achievements: z.array(Achievement),
    /** Up to 3 earned trophies, most recent first (§9: the profile shows up to 3 most recently earned). */
    latest: z.array(Achievement).max(3),
    earnedCount: z.number().int().min(0),
  })
  .meta({ id: 'GolferAchievements' });
export type GolferAchievements = z.infer<typeof GolferAchievements>;

export const AchievementsParams = UserIdParams;
