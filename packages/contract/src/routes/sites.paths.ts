/** Link previews fetched by the server (apps/server/src/features/sites/sites.routes.ts). */
export const sitesPaths = {
  getSitePreview: 'GET /sites',
} as const;
