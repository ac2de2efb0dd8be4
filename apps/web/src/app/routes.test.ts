import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { RouteAccess } from './access';
import { ROUTES, accessOf, redirectTarget, routeOf } from './routes';

describe('the route table', () => {
  it.each<[string, RouteAccess]>([
    // §2.1
    ['/', 'root'],
    ['/mobile', 'guest'],
    ['/sign-in', 'guest'],
    ['/sign-up', 'guest'],
    ['/forgot-password', 'guest'],
    ['/login', 'guest'],
    ['/signup', 'guest'],
    // Where the social sign-in comes back, and where the mailed reset link lands (any state).
    ['/auth/callback', 'guest'],
    ['/reset-password', 'public'],
    // §2.2, §2.4
    ['/welcome', 'onboarding'],
    ...[
      'role',
      'gender',
      'profile-details',
      'golf-profile',
      'handicap',
      'avatar',
      'membership',
      'username',
    ].map((step): [string, RouteAccess] => [`/welcome/${step}`, 'onboarding']),
    // §2.3
    ['/play/g1', 'profile'],
    ['/game/g1/settings', 'profile'],
    ['/game/g1/result', 'profile'],
    ['/game-result/g1', 'profile'],
    ['/stats', 'profile'],
    ['/dashboard', 'profile'],
    ['/discover', 'profile'],
    ['/discover/topic/putting', 'profile'],
    ['/friends', 'profile'],
    ['/messages', 'profile'],
    ['/messages/chat-1', 'profile'],
    ['/notifications', 'profile'],
    ['/explore', 'profile'],
    ['/s', 'profile'],
    ['/s/fr', 'profile'],
    ['/s/fr/rhone', 'profile'],
    ['/c/123', 'profile'],
    ['/c/edit/123', 'profile'],
    ['/menu', 'profile'],
    ['/settings', 'profile'],
    ['/settings/edit-profile', 'profile'],
    ['/settings/display', 'profile'],
    ['/settings/notifications', 'profile'],
    ['/settings/account', 'profile'],
    ['/settings/languages', 'profile'],
    ['/settings/anything-else', 'profile'],
    ['/debug', 'profile'],
    ['/u/jdoe', 'public'],
    ['/u/u1/handicap', 'profile'],
    ['/u/u1/games', 'profile'],
    ['/u/u1/stats', 'profile'],
    ['/u/u1/bag', 'profile'],
    ['/u/u1/achievements', 'profile'],
    ['/p/post-1', 'profile'],
    ['/create-round', 'profile'],
    ['/my-bag', 'profile'],
    ['/my-bag/edit', 'profile'],
    ['/achievements', 'profile'],
    // §2.3 other link targets.
    ['/profile/u1', 'public'],
    ['/games/g1', 'profile'],
    ['/feed/post/post-1', 'profile'],
    ['/messages/c/chat-1', 'profile'],
    ['/score-tracking', 'profile'],
    ['/course-finder', 'profile'],
    ['/social', 'profile'],
    ['/statistics', 'profile'],
    ['/competitions', 'profile'],
    // Public pages.
    ['/privacy', 'public'],
    ['/terms', 'public'],
    // Not routes.
    ['/nope', 'unknown'],
    ['/dashboard/extra', 'unknown'],
    ['/welcome/role/extra', 'unknown'],
    ['/u', 'unknown'],
    ['/c/edit', 'profile'], // "edit" is read as a course id, as React Router reads it
  ])('%s is %s', (pathname, access) => {
    expect(accessOf(pathname)).toBe(access);
  });

  it('ranks routes like React Router: a fixed segment beats a parameter, a path beats a splat', () => {
    expect(routeOf('/settings')?.screen.kind).toBe('screen');
    expect(routeOf('/settings/edit-profile')?.path).toBe('/settings/edit-profile');
    expect(routeOf('/u/u1/handicap')?.path).toBe('/u/:userId/handicap');
    expect(routeOf('/settings/other')?.screen).toEqual({ kind: 'redirect', to: '/settings' });
    expect(routeOf('/c/edit/5')?.path).toBe('/c/edit/:courseId');
    expect(routeOf('/u/jdoe/games')?.path).toBe('/u/:userId/games');
  });

  it('opens /welcome as a screen (it resumes onboarding) and sends the legacy paths to their screens', () => {
    expect(routeOf('/welcome')?.screen.kind).toBe('screen');
    expect(routeOf('/login')?.screen).toEqual({ kind: 'redirect', to: '/sign-in' });
    expect(routeOf('/signup')?.screen).toEqual({ kind: 'redirect', to: '/sign-up' });
  });

  it.each([
    ['/profile/u1', '/u/u1'],
    ['/games/g1', '/play/g1'],
    ['/feed/post/post-1', '/p/post-1'],
    ['/messages/c/chat-1', '/messages/chat-1'],
    ['/score-tracking', '/create-round'],
    ['/course-finder', '/s'],
    ['/social', '/discover'],
    ['/statistics', '/stats'],
    ['/competitions', '/dashboard'],
  ])('sends the link target %s to %s', (pathname, target) => {
    const route = routeOf(pathname);
    if (route?.screen.kind !== 'redirect') throw new Error(`${pathname} is not a redirect`);
    const params = matchPath(route.path, pathname)?.params ?? {};
    expect(redirectTarget(route.screen.to, params)).toBe(target);
    // A profile link opens signed out too.
    expect(accessOf(target)).toBe(target.startsWith('/u/') ? 'public' : 'profile');
  });

  it('declares each path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('redirects only to declared paths', () => {
    for (const { screen } of ROUTES) {
      if (screen.kind === 'redirect') expect(accessOf(screen.to), screen.to).not.toBe('unknown');
    }
  });
});
