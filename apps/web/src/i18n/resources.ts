import type auth from './locales/en/auth.json';
import type bag from './locales/en/bag.json';
import type clubs from './locales/en/clubs.json';
import type common from './locales/en/common.json';
import type debug from './locales/en/debug.json';
import type errors from './locales/en/errors.json';
import type games from './locales/en/games.json';
import type home from './locales/en/home.json';
import type landing from './locales/en/landing.json';
import type legal from './locales/en/legal.json';
import type nav from './locales/en/nav.json';
import type onboarding from './locales/en/onboarding.json';
import type play from './locales/en/play.json';
import type results from './locales/en/results.json';
import type settings from './locales/en/settings.json';
import type startup from './locales/en/startup.json';
import type stats from './locales/en/stats.json';
import type profiles from './locales/en/profiles.json';
import type achievements from './locales/en/achievements.json';
import type friends from './locales/en/friends.json';
import type posts from './locales/en/posts.json';
import type media from './locales/en/media.json';
import type notifications from './locales/en/notifications.json';
import type sites from './locales/en/sites.json';
import type push from './locales/en/push.json';
import type chat from './locales/en/chat.json';

/**
 * The shape of the English resources: the fallback for every language and the source of the translation key
 * types. A new namespace is added here, in english.ts and as `locales/<lang>/<namespace>.json` for every language
 * (i18n.test.ts fails until all 12 have it).
 */
export interface Resources {
  common: typeof common;
  nav: typeof nav;
  errors: typeof errors;
  landing: typeof landing;
  legal: typeof legal;
  onboarding: typeof onboarding;
  auth: typeof auth;
  settings: typeof settings;
  debug: typeof debug;
  startup: typeof startup;
  clubs: typeof clubs;
  games: typeof games;
  play: typeof play;
  results: typeof results;
  stats: typeof stats;
  bag: typeof bag;
  home: typeof home;
  profiles: typeof profiles;
  achievements: typeof achievements;
  friends: typeof friends;
  posts: typeof posts;
  media: typeof media;
  notifications: typeof notifications;
  sites: typeof sites;
  push: typeof push;
  chat: typeof chat;
}

export type Namespace = keyof Resources;

/** Every namespace, as a tuple so that `useTranslation(NAMESPACES)` types `t('ns:key')` for all of them. */
export const NAMESPACES = [
  'common',
  'nav',
  'errors',
  'landing',
  'legal',
  'onboarding',
  'auth',
  'settings',
  'debug',
  'startup',
  'clubs',
  'games',
  'play',
  'results',
  'stats',
  'bag',
  'home',
  'profiles',
  'achievements',
  'friends',
  'posts',
  'media',
  'notifications',
  'sites',
  'push',
  'chat',
] as const satisfies readonly Namespace[];

/**
 * The English namespaces bundled with the app: what the landing, the loading screen and the error screens show
 * before anything else loads. The others come in one chunk before the first screen of the app shell.
 */
export const FIRST_NAMESPACES = [
  'common',
  'nav',
  'errors',
  'landing',
  'startup',
] as const satisfies readonly Namespace[];
