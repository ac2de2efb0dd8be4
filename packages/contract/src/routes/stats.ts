import { Statistics, StatsParams, StatsQuery } from '../stats';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { statsPaths } from './stats.paths';

export const statsRoutes = defineRoutes(statsPaths, {
  statistics: {
    access: 'signed-in',
    tags: ['stats'],
    summary: 'A golfer’s statistics over their finished rounds (timeframe=recent: the last 20)',
    params: StatsParams,
    query: StatsQuery,
    answers: { 200: Statistics, ...errorAnswers(400, 401, 404) },
  },
});
