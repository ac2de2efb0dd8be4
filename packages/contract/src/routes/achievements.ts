import { AchievementsParams, GolferAchievements } from '../achievements';
import { achievementsPaths } from './achievements.paths';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';

export const achievementsRoutes = defineRoutes(achievementsPaths, {
  achievements: {
    access: 'signed-in',
    tags: ['achievements'],
    summary:
      'A golfer’s trophies: the whole catalogue, each earned (with its date) or in progress, and the 3 latest earned',
    params: AchievementsParams,
    answers: { 200: GolferAchievements, ...errorAnswers(400, 401, 404) },
  },
});
