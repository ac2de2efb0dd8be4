/** What a client reads before anyone signs in (features/health and features/config). */
export const systemPaths = {
  health: 'GET /health',
  publicConfig: 'GET /config',
} as const;
