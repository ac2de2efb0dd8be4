import type { ComponentType } from 'react';
import { generatePath, matchPath } from 'react-router';
import type { RouteAccess } from './access';

/**
 * Every route of the app as data (platform.md §2.1 to §2.4, plus settings, /privacy and /terms): the
 * router is built from this table, and the guards' decisions are tested against it path by path.
 */

export type RouteScreen =
  | { kind: 'landing' }
  | { kind: 'redirect'; to: string }
  /** A built screen, loaded when its route is first visited (each screen is its own chunk). */
  | { kind: 'screen'; load: () => Promise<ComponentType> };

export interface RouteSpec {
  /** A React Router path pattern, absolute. */
  path: string;
  access: RouteAccess;
  screen: RouteScreen;
}

const to = (target: string): RouteScreen => ({ kind: 'redirect', to: target });
/** A route to a built screen: `screen(() => import('…/SignIn').then((m) => m.SignIn))`. */
export const screen = (load: () => Promise<ComponentType>): RouteScreen => ({ kind: 'screen', load });

/** The club search's three paths share one screen (one chunk). */
const clubSearch = screen(() => import('../features/clubs/screens/ClubSearch').then((m) => m.ClubSearch));
const home = screen(() => import('../features/home/screens/Home').then((m) => m.Home));
/** The chat list and the conversation share one screen (two panes from 768 px). */
const messages = screen(() => import('../features/chat/screens/Messages').then((m) => m.Messages));

export const ROUTES: readonly RouteSpec[] = [
  { path: '/', access: 'root', screen: { kind: 'landing' } },
  {
    path: '/privacy',
    access: 'public',
    screen: screen(() => import('../features/legal/screens/Privacy').then((m) => m.Privacy)),
  },
  {
    path: '/terms',
    access: 'public',
    screen: screen(() => import('../features/legal/screens/Terms').then((m) => m.Terms)),
  },

  // §2.1 signed out only. /signup and /login are legacy link targets.
  {
    path: '/mobile',
    access: 'guest',
    screen: screen(() => import('../features/auth/screens/MobileLanding').then((m) => m.MobileLanding)),
  },
  {
    path: '/sign-in',
    access: 'guest',
    screen: screen(() => import('../features/auth/screens/SignIn').then((m) => m.SignIn)),
  },
  {
    path: '/sign-up',
    access: 'guest',
    screen: screen(() => import('../features/auth/screens/SignUp').then((m) => m.SignUp)),
  },
  {
    path: '/forgot-password',
    access: 'guest',
    screen: screen(() => import('../features/auth/screens/ForgotPassword').then((m) => m.ForgotPassword)),
  },
  // Not in the spec's list: where the social sign-in comes back, and where the mailed reset link lands
  // (public, so that the link works even on a device where someone is signed in).
  {
    path: '/auth/callback',
    access: 'guest',
    screen: screen(() => import('../features/auth/screens/AuthCallback').then((m) => m.AuthCallback)),
  },
  {
    path: '/reset-password',
    access: 'public',
    screen: screen(() => import('../features/auth/screens/ResetPassword').then((m) => m.ResetPassword)),
  },
  { path: '/login', access: 'guest', screen: to('/sign-in') },
  { path: '/signup', access: 'guest', screen: to('/sign-up') },

  // §2.2 and §2.4 onboarding: eight steps, handicap, avatar and membership skippable (the accounts issue
  // wires all eight; features/onboarding/model/steps.ts has the order). /welcome resumes where the user was.
  {
    path: '/welcome',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/WelcomeEntry').then((m) => m.WelcomeEntry)),
  },
  {
    path: '/welcome/role',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/RoleStep').then((m) => m.RoleStep)),
  },
  {
    path: '/welcome/gender',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/GenderStep').then((m) => m.GenderStep)),
  },
  {
    path: '/welcome/profile-details',
    access: 'onboarding',
    screen: screen(() =>
      import('../features/onboarding/screens/ProfileDetailsStep').then((m) => m.ProfileDetailsStep),
    ),
  },
  {
    path: '/welcome/golf-profile',
    access: 'onboarding',
    screen: screen(() =>
      import('../features/onboarding/screens/GolfProfileStep').then((m) => m.GolfProfileStep),
    ),
  },
  {
    path: '/welcome/handicap',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/HandicapStep').then((m) => m.HandicapStep)),
  },
  {
    path: '/welcome/avatar',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/AvatarStep').then((m) => m.AvatarStep)),
  },
  {
    path: '/welcome/membership',
    access: 'onboarding',
    screen: screen(() =>
      import('../features/onboarding/screens/MembershipStep').then((m) => m.MembershipStep),
    ),
  },
  {
    path: '/welcome/username',
    access: 'onboarding',
    screen: screen(() => import('../features/onboarding/screens/UsernameStep').then((m) => m.UsernameStep)),
  },

  // §2.3 signed in with a profile.
  {
    path: '/play/:gameId',
    access: 'profile',
    screen: screen(() => import('../features/scores/screens/Play').then((m) => m.Play)),
  },
  {
    path: '/game/:gameId',
    access: 'profile',
    screen: screen(() => import('../features/scores/screens/Play').then((m) => m.Play)),
  },
  {
    path: '/game/:gameId/settings',
    access: 'profile',
    screen: screen(() => import('../features/games/screens/GameSettings').then((m) => m.GameSettings)),
  },
  {
    path: '/game/:gameId/result',
    access: 'profile',
    screen: screen(() => import('../features/results/screens/GameResult').then((m) => m.GameResult)),
  },
  {
    path: '/game-result/:gameId',
    access: 'profile',
    screen: screen(() => import('../features/results/screens/GameResult').then((m) => m.GameResult)),
  },
  {
    path: '/stats',
    access: 'profile',
    screen: screen(() => import('../features/stats/screens/Statistics').then((m) => m.MyStatistics)),
  },
  { path: '/dashboard', access: 'profile', screen: home },
  { path: '/discover', access: 'profile', screen: home },
  {
    path: '/discover/topic/:topicName',
    access: 'profile',
    screen: screen(() => import('../features/posts/screens/HashtagFeed').then((m) => m.HashtagFeed)),
  },
  {
    path: '/friends',
    access: 'profile',
    screen: screen(() => import('../features/friends/screens/Friends').then((m) => m.Friends)),
  },
  { path: '/messages', access: 'profile', screen: messages },
  { path: '/messages/:chatId', access: 'profile', screen: messages },
  {
    path: '/notifications',
    access: 'profile',
    screen: screen(() =>
      import('../features/notifications/screens/Notifications').then((m) => m.Notifications),
    ),
  },
  {
    path: '/explore',
    access: 'profile',
    screen: screen(() => import('../features/clubs/screens/Explore').then((m) => m.Explore)),
  },
  { path: '/s', access: 'profile', screen: clubSearch },
  { path: '/s/:country', access: 'profile', screen: clubSearch },
  { path: '/s/:country/:state', access: 'profile', screen: clubSearch },
  {
    path: '/c/:courseId',
    access: 'profile',
    screen: screen(() => import('../features/clubs/screens/ClubDetail').then((m) => m.ClubDetail)),
  },
  {
    path: '/c/suggestions',
    access: 'profile',
    screen: screen(() => import('../features/clubs/screens/ClubSuggestions').then((m) => m.ClubSuggestions)),
  },
  {
    path: '/c/edit/:courseId',
    access: 'profile',
    screen: screen(() => import('../features/clubs/screens/ClubEdit').then((m) => m.ClubEdit)),
  },
  // The deep links' club path (platform.md §2.10) opens the club page.
  {
    path: '/clubs/:id',
    access: 'profile',
    screen: screen(() => import('../features/clubs/screens/ClubRedirect').then((m) => m.ClubRedirect)),
  },
  {
    path: '/menu',
    access: 'profile',
    screen: screen(() => import('../features/settings/screens/Menu').then((m) => m.Menu)),
  },
  {
    path: '/settings',
    access: 'profile',
    screen: screen(() => import('../features/settings/screens/SettingsHome').then((m) => m.SettingsHome)),
  },
  {
    path: '/settings/edit-profile',
    access: 'profile',
    screen: screen(() => import('../features/profiles/screens/EditProfile').then((m) => m.EditProfile)),
  },
  {
    path: '/settings/display',
    access: 'profile',
    screen: screen(() =>
      import('../features/settings/screens/DisplaySettings').then((m) => m.DisplaySettings),
    ),
  },
  {
    path: '/settings/notifications',
    access: 'profile',
    screen: screen(() =>
      import('../features/settings/screens/NotificationSettings').then((m) => m.NotificationSettings),
    ),
  },
  {
    path: '/settings/account',
    access: 'profile',
    screen: screen(() =>
      import('../features/settings/screens/AccountSettings').then((m) => m.AccountSettings),
    ),
  },
  {
    path: '/settings/languages',
    access: 'profile',
    screen: screen(() =>
      import('../features/settings/screens/LanguageSettings').then((m) => m.LanguageSettings),
    ),
  },
  // "/settings (not exact)": any other settings path lands on the settings screen.
  { path: '/settings/*', access: 'profile', screen: to('/settings') },
  {
    path: '/debug',
    access: 'profile',
    screen: screen(() => import('../features/debug/screens/DebugPage').then((m) => m.DebugPage)),
  },
  // Public: a profile link opens for a signed-out visitor too (with a create-your-profile button).
  {
    path: '/u/:username',
    access: 'public',
    screen: screen(() => import('../features/profiles/screens/Profile').then((m) => m.Profile)),
  },
  {
    path: '/u/:userId/handicap',
    access: 'profile',
    screen: screen(() =>
      import('../features/profiles/screens/HandicapExplained').then((m) => m.HandicapExplained),
    ),
  },
  {
    path: '/u/:userId/games',
    access: 'profile',
    screen: screen(() => import('../features/results/screens/PlayedRounds').then((m) => m.PlayedRounds)),
  },
  {
    path: '/u/:userId/stats',
    access: 'profile',
    screen: screen(() => import('../features/stats/screens/Statistics').then((m) => m.PlayerStatistics)),
  },
  {
    path: '/u/:userId/bag',
    access: 'profile',
    screen: screen(() => import('../features/bag/screens/UserBag').then((m) => m.UserBag)),
  },
  {
    path: '/u/:userId/achievements',
    access: 'profile',
    screen: screen(() =>
      import('../features/achievements/screens/Achievements').then((m) => m.PlayerAchievements),
    ),
  },
  {
    path: '/p/:postId',
    access: 'profile',
    screen: screen(() => import('../features/posts/screens/PostDetail').then((m) => m.PostDetail)),
  },
  {
    path: '/create-round',
    access: 'profile',
    screen: screen(() => import('../features/games/screens/CreateRound').then((m) => m.CreateRound)),
  },
  {
    path: '/my-bag',
    access: 'profile',
    screen: screen(() => import('../features/bag/screens/MyBag').then((m) => m.MyBag)),
  },
  {
    path: '/my-bag/edit',
    access: 'profile',
    screen: screen(() => import('../features/bag/screens/EditBag').then((m) => m.EditBag)),
  },
  {
    path: '/achievements',
    access: 'profile',
    screen: screen(() =>
      import('../features/achievements/screens/Achievements').then((m) => m.MyAchievements),
    ),
  },

  // §2.3 "other link targets" (older links, the deep-link scheme): each leads to the screen it names. A
  // parameter of the target takes the value of the same parameter in the path.
  { path: '/profile/:id', access: 'public', screen: to('/u/:id') },
  { path: '/games/:gameId', access: 'profile', screen: to('/play/:gameId') },
  { path: '/feed/post/:postId', access: 'profile', screen: to('/p/:postId') },
  { path: '/messages/c/:chatId', access: 'profile', screen: to('/messages/:chatId') },
  { path: '/score-tracking', access: 'profile', screen: to('/create-round') },
  { path: '/course-finder', access: 'profile', screen: to('/s') },
  { path: '/social', access: 'profile', screen: to('/discover') },
  { path: '/statistics', access: 'profile', screen: to('/stats') },
  // No competitions screen exists: like any other path, it goes to /dashboard.
  { path: '/competitions', access: 'profile', screen: to('/dashboard') },
];

/** Where a redirect route sends a matched path: its target with the matched parameters filled in. */
export function redirectTarget(target: string, params: Readonly<Record<string, string | undefined>>): string {
  return generatePath(target, params);
}

/**
 * The route a path resolves to, ranked like React Router ranks them (a static segment beats a
 * parameter, which beats a splat); `undefined` for an unknown path.
 */
export function routeOf(pathname: string): RouteSpec | undefined {
  const matches = ROUTES.filter((route) => matchPath(route.path, pathname) !== null);
  return matches.sort((a, b) => specificity(b.path) - specificity(a.path))[0];
}

// React Router's own ranking (computeScore): one point per segment, minus two for a splat, plus ten per
// static segment and three per parameter.
function specificity(path: string): number {
  const segments = path.split('/').filter(Boolean);
  const hasSplat = segments.includes('*');
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? 0 : segment.startsWith(':') ? 3 : 10),
    segments.length + (hasSplat ? -2 : 0),
  );
}

/** The access class of a path; `unknown` when no route declares it. */
export function accessOf(pathname: string): RouteAccess {
  return routeOf(pathname)?.access ?? 'unknown';
}
