import auth from './locales/en/auth.json';
import bag from './locales/en/bag.json';
import clubs from './locales/en/clubs.json';
import common from './locales/en/common.json';
import debug from './locales/en/debug.json';
import errors from './locales/en/errors.json';
import games from './locales/en/games.json';
import home from './locales/en/home.json';
import landing from './locales/en/landing.json';
import legal from './locales/en/legal.json';
import nav from './locales/en/nav.json';
import onboarding from './locales/en/onboarding.json';
import play from './locales/en/play.json';
import results from './locales/en/results.json';
import settings from './locales/en/settings.json';
import startup from './locales/en/startup.json';
import stats from './locales/en/stats.json';
import profiles from './locales/en/profiles.json';
import achievements from './locales/en/achievements.json';
import friends from './locales/en/friends.json';
import posts from './locales/en/posts.json';
import media from './locales/en/media.json';
import notifications from './locales/en/notifications.json';
import sites from './locales/en/sites.json';
import push from './locales/en/push.json';
import chat from './locales/en/chat.json';
import type { Resources } from './resources';

/**
 * Every English namespace, as one chunk: loaded before any screen of the app shell (loadEveryNamespace in
 * index.ts), and by tests, which render with all of English at once.
 */
export const englishResources: Resources = {
  common,
  nav,
  errors,
  landing,
  legal,
  onboarding,
  auth,
  settings,
  debug,
  startup,
  clubs,
  games,
  play,
  results,
  stats,
  bag,
  home,
  profiles,
  achievements,
  friends,
  posts,
  media,
  notifications,
  sites,
  push,
  chat,
};
