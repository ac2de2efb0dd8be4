import { matchPath } from 'react-router';
import type { Resources } from '../../i18n/resources';
import type { SessionStatus } from '../access';

/**
 * Which navigation shells a path shows (platform.md §2.5, §2.6) and what they hold, as pure data.
 * The width rule (side navigation from 768 px, tab bar below) is CSS (`md:`); these rules decide
 * whether each shell exists at all.
 */

const matches = (patterns: readonly string[], pathname: string) =>
  patterns.some((pattern) => matchPath(pattern, pathname) !== null);

/**
 * The side navigation hides on "paths containing welcome, sign-in, sign-up, play or game" (§2.6). The
 * words are read in the routes' fixed segments, not in their parameters, so that a player called
 * `playmaker` or a topic called `gamechanger` keeps the navigation.
 */
const SIDE_NAV_HIDDEN = [
  '/welcome/*',
  '/sign-in/*',
  '/sign-up/*',
  '/play/*',
  '/game/*',
  '/game-result/*',
  '/u/:userId/games/*',
];

/** Whether the side navigation belongs on this path (§2.6). */
export function isSideNavPath(pathname: string): boolean {
  return !matches(SIDE_NAV_HIDDEN, pathname);
}

/** Paths that show the bottom tab bar (§2.5): dashboard, /, stats, explore, /c/ (not edit), menu, /u/ (not games). */
const TAB_BAR_SHOWN = ['/', '/dashboard/*', '/stats/*', '/explore/*', '/c/*', '/menu/*', '/u/*'];
const TAB_BAR_EXCEPTIONS = ['/c/edit/*', '/u/:userId/games/*'];

/** Whether the bottom tab bar belongs on this path (§2.5). */
export function isTabBarPath(pathname: string): boolean {
  return matches(TAB_BAR_SHOWN, pathname) && !matches(TAB_BAR_EXCEPTIONS, pathname);
}

export interface Chrome {
  /** A slim header with the product name, for visitors and onboarding users (who have no navigation). */
  topBar: boolean;
  sideNav: boolean;
  tabBar: boolean;
}

/**
 * The shells to render. Side navigation and tab bar need a signed-in user with a profile (their entries
 * lead into the app), then each follows its path rule; everyone else gets the slim top bar.
 */
export function chromeFor(pathname: string, status: SessionStatus): Chrome {
  if (status !== 'ready') return { topBar: status !== 'loading', sideNav: false, tabBar: false };
  return { topBar: false, sideNav: isSideNavPath(pathname), tabBar: isTabBarPath(pathname) };
}

export type SideNavEntryId =
  'home' | 'stats' | 'messages' | 'clubs' | 'friends' | 'myBag' | 'notifications' | 'profile';

/** A key of the `nav` namespace, typed so that `t(entry.labelKey)` is checked. */
export type NavLabelKey = `nav:${keyof Resources['nav']}`;

export interface NavEntry<Id extends string> {
  id: Id;
  to: string;
  labelKey: NavLabelKey;
}

/** The side navigation's entries, in order (§2.6). */
export function sideNavEntries(username: string): NavEntry<SideNavEntryId>[] {
  return [
    { id: 'home', to: '/dashboard', labelKey: 'nav:home' },
    { id: 'stats', to: '/stats', labelKey: 'nav:stats' },
    { id: 'messages', to: '/messages', labelKey: 'nav:messages' },
    { id: 'clubs', to: '/explore', labelKey: 'nav:clubs' },
    { id: 'friends', to: '/friends', labelKey: 'nav:friends' },
    { id: 'myBag', to: '/my-bag', labelKey: 'nav:myBag' },
    { id: 'notifications', to: '/notifications', labelKey: 'nav:notifications' },
    { id: 'profile', to: profilePath(username), labelKey: 'nav:profile' },
  ];
}

export type TabId = 'home' | 'discover' | 'play' | 'insights' | 'profile';

export interface TabBarInput {
  /** The user's username; `null` without a profile. */
  username: string | null;
  /** An unfinished game to resume, if any: the Play tab becomes Resume. */
  resumeGameId: string | null;
}

/** The bottom tab bar's tabs, in order (§2.5). */
export function tabBarEntries({ username, resumeGameId }: TabBarInput): NavEntry<TabId>[] {
  return [
    { id: 'home', to: '/dashboard', labelKey: 'nav:home' },
    { id: 'discover', to: '/explore', labelKey: 'nav:discover' },
    resumeGameId
      ? { id: 'play', to: `/play/${encodeURIComponent(resumeGameId)}`, labelKey: 'nav:resume' }
      : // TODO: open the new-game sheet instead once the games issue builds it.
        { id: 'play', to: '/create-round', labelKey: 'nav:play' },
    { id: 'insights', to: '/stats', labelKey: 'nav:insights' },
    { id: 'profile', to: username ? profilePath(username) : '/welcome', labelKey: 'nav:profile' },
  ];
}

/** The public profile path of a username. */
export function profilePath(username: string): string {
  return `/u/${encodeURIComponent(username)}`;
}
