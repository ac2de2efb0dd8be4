import auth from './locales/en/auth.json';
import clubs from './locales/en/clubs.json';
import common from './locales/en/common.json';
import debug from './locales/en/debug.json';
import errors from './locales/en/errors.json';
import games from './locales/en/games.json';
import landing from './locales/en/landing.json';
import legal from './locales/en/legal.json';
import nav from './locales/en/nav.json';
import onboarding from './locales/en/onboarding.json';
import placeholder from './locales/en/placeholder.json';
import play from './locales/en/play.json';
import results from './locales/en/results.json';
import settings from './locales/en/settings.json';
import startup from './locales/en/startup.json';
import stats from './locales/en/stats.json';
import bag from './locales/en/bag.json';
import achievements from './locales/en/achievements.json';

/**
 * The English resources, bundled with the app: the fallback for every language and the source of the
 * translation key types. A new namespace is added here and as `locales/<lang>/<namespace>.json` for
 * every language (i18n.test.ts fails until all 12 have it).
 */
export const englishResources = {
  common,
  nav,
  errors,
  landing,
  legal,
  onboarding,
  placeholder,
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
  achievements,
};

export type Resources = typeof englishResources;
export type Namespace = keyof Resources;

/** Every namespace, as a tuple so that `useTranslation(NAMESPACES)` types `t('ns:key')` for all of them. */
export const NAMESPACES = [
  'common',
  'nav',
  'errors',
  'landing',
  'legal',
  'onboarding',
  'placeholder',
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
  'achievements',
] as const satisfies readonly Namespace[];
