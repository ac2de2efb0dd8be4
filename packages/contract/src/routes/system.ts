import { PublicConfig } from '../accounts';
import { HealthResponse } from '../health';
import { defineRoutes } from './define';
import { errorAnswers } from './errors';
import { systemPaths } from './system.paths';

export const systemRoutes = defineRoutes(systemPaths, {
  health: {
    access: 'public',
    tags: ['system'],
    summary: 'Whether the server and its database are up',
    answers: { 200: HealthResponse, 503: HealthResponse, ...errorAnswers(500) },
  },
  publicConfig: {
    access: 'public',
    tags: ['system'],
    summary: 'Public client configuration',
    answers: { 200: PublicConfig },
  },
});
