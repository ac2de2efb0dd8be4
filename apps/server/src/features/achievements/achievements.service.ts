import type { GolferAchievements } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import type { AchievementsRepository } from './achievements.repository';
import { achievementsOf, latestEarned } from './achievements.rules';

export type AchievementsService = ReturnType<typeof createAchievementsService>;

/**
 * A golfer's trophies (games-and-profiles.md §2, §3, §9), computed on each request from their real data; none
 * is stored, so none can be earned without the data that earns it. Who sees what follows the statistics: the
 * golfer's own trophies count every finished round; another golfer's count their rounds that are not private.
 */
export function createAchievementsService(deps: { repository: AchievementsRepository }) {
  const { repository } = deps;
  return {
    /** The whole catalogue for `userId` and the 3 most recently earned; 404 `profile_not_found` without a profile. */
    async of(actor: Actor, userId: string): Promise<GolferAchievements> {
      const facts = await repository.factsOf(userId, actor.userId === userId);
      if (!facts) throw new AppError('profile_not_found', 404, 'No golfer with this id');
      const achievements = achievementsOf(facts);
      return {
        userId,
        achievements,
        latest: latestEarned(achievements),
        earnedCount: achievements.filter((achievement) => achievement.earned).length,
      };
    },
  };
}
