import { authPaths } from './auth.paths';
import { clubsPaths } from './clubs.paths';
import { favoritesPaths } from './favorites.paths';
import { gamesPaths } from './games.paths';
import { mediaPaths } from './media.paths';
import { profilesPaths } from './profiles.paths';
import { onboardingPaths } from './onboarding.paths';
import { systemPaths } from './system.paths';
import { statsPaths } from './stats.paths';
import { bagPaths } from './bag.paths';
import { settingsPaths } from './settings.paths';
import { achievementsPaths } from './achievements.paths';
import { friendsPaths } from './friends.paths';
import { postsPaths } from './posts.paths';
import { notificationsPaths } from './notifications.paths';
import { sitesPaths } from './sites.paths';
import { pushPaths } from './push.paths';
import { chatsPaths } from './chats.paths';

/** Every route's name and `METHOD /path` (under `/api`), without zod: what a client needs at run time. */
export const PATHS = {
  ...authPaths,
  ...systemPaths,
  ...profilesPaths,
  ...onboardingPaths,
  ...mediaPaths,
  ...clubsPaths,
  ...favoritesPaths,
  ...gamesPaths,
  ...statsPaths,
  ...bagPaths,
  ...settingsPaths,
  ...achievementsPaths,
  ...friendsPaths,
  ...postsPaths,
  ...notificationsPaths,
  ...sitesPaths,
  ...pushPaths,
  ...chatsPaths,
} as const;

/** A route's name: `'gameDetail'`. */
export type RouteName = keyof typeof PATHS;
