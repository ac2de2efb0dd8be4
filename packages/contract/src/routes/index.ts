import { authRoutes } from './auth';
import { clubsRoutes } from './clubs';
import { favoritesRoutes } from './favorites';
import { gamesRoutes } from './games';
import { mediaRoutes } from './media';
import { profilesRoutes } from './profiles';
import { onboardingRoutes } from './onboarding';
import { systemRoutes } from './system';
import { statsRoutes } from './stats';
import { bagRoutes } from './bag';
import { settingsRoutes } from './settings';
import { achievementsRoutes } from './achievements';
import { friendsRoutes } from './friends';
import { postsRoutes } from './posts';
import { notificationsRoutes } from './notifications';
import { sitesRoutes } from './sites';
import { pushRoutes } from './push';
import { chatsRoutes } from './chats';

export * from './define';
export { errorAnswers } from './errors';
export { PATHS, type RouteName } from './paths';

/**
 * Every route of the API (under `/api`) except Better Auth's own handler at `/api/auth/*`: who may call it, its
 * schemas and its answers. A feature adds its routes in `routes/<feature>.paths.ts` and `routes/<feature>.ts` and
 * spreads them here; a server test fails when a served route is missing from this table or an entry is not served.
 */
export const routes = {
  ...authRoutes,
  ...systemRoutes,
  ...profilesRoutes,
  ...onboardingRoutes,
  ...mediaRoutes,
  ...clubsRoutes,
  ...favoritesRoutes,
  ...gamesRoutes,
  ...statsRoutes,
  ...bagRoutes,
  ...settingsRoutes,
  ...achievementsRoutes,
  ...friendsRoutes,
  ...postsRoutes,
  ...notificationsRoutes,
  ...sitesRoutes,
  ...pushRoutes,
  ...chatsRoutes,
};
