import { describe, expect, it } from 'vitest';
import { chromeFor, isSideNavPath, isTabBarPath, profilePath, sideNavEntries, tabBarEntries } from './chrome';

describe('isSideNavPath (platform.md §2.6)', () => {
  it.each([
    // Hidden on paths containing welcome, sign-in, sign-up, play or game.
    ['/welcome', false],
    ['/welcome/role', false],
    ['/sign-in', false],
    ['/sign-up', false],
    ['/play/g1', false],
    ['/game/g1/settings', false],
    ['/game/g1/result', false],
    ['/game-result/g1', false],
    ['/u/u1/games', false],
    // Shown everywhere else…
    ['/', true],
    ['/dashboard', true],
    ['/stats', true],
    ['/messages', true],
    ['/messages/c1', true],
    ['/explore', true],
    ['/c/edit/1', true],
    ['/settings/display', true],
    ['/create-round', true],
    ['/u/jdoe', true],
    ['/forgot-password', true],
    // …including where only a parameter contains one of the words.
    ['/u/playmaker', true],
    ['/u/gamer42/stats', true],
    ['/discover/topic/gameday', true],
    ['/messages/welcome-chat', true],
  ])('%s → %s', (pathname, expected) => {
    expect(isSideNavPath(pathname)).toBe(expected);
  });
});

describe('isTabBarPath (platform.md §2.5)', () => {
  it.each([
    ['/dashboard', true],
    ['/', true],
    ['/stats', true],
    ['/explore', true],
    ['/c/123', true],
    ['/menu', true],
    ['/u/jdoe', true],
    ['/u/u1/stats', true],
    ['/u/u1/bag', true],
    ['/u/u1/achievements', true],
    ['/stats/', true],
    // Not on course editing nor on a player's games.
    ['/c/edit/123', false],
    ['/u/u1/games', false],
    // Nor anywhere else.
    ['/messages', false],
    ['/friends', false],
    ['/notifications', false],
    ['/my-bag', false],
    ['/settings', false],
    ['/play/g1', false],
    ['/welcome/role', false],
    ['/discover', false],
    ['/s/fr', false],
    ['/dashboards', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isTabBarPath(pathname)).toBe(expected);
  });
});

describe('chromeFor', () => {
  it.each([
    ['/dashboard', 'ready', { topBar: false, sideNav: true, tabBar: true }],
    ['/messages', 'ready', { topBar: false, sideNav: true, tabBar: false }],
    ['/play/g1', 'ready', { topBar: false, sideNav: false, tabBar: false }],
    ['/c/1', 'ready', { topBar: false, sideNav: true, tabBar: true }],
    ['/sign-in', 'signed-out', { topBar: true, sideNav: false, tabBar: false }],
    ['/nope', 'signed-out', { topBar: true, sideNav: false, tabBar: false }],
    ['/welcome/role', 'no-profile', { topBar: true, sideNav: false, tabBar: false }],
    ['/dashboard', 'loading', { topBar: false, sideNav: false, tabBar: false }],
  ] as const)('%s when %s', (pathname, status, expected) => {
    expect(chromeFor(pathname, status)).toEqual(expected);
  });
});

describe('sideNavEntries', () => {
  it('lists the entries of §2.6 in order, Profile at /u/{username}', () => {
    expect(sideNavEntries('jdoe').map(({ id, to }) => [id, to])).toEqual([
      ['home', '/dashboard'],
      ['stats', '/stats'],
      ['messages', '/messages'],
      ['clubs', '/explore'],
      ['friends', '/friends'],
      ['myBag', '/my-bag'],
      ['notifications', '/notifications'],
      ['profile', '/u/jdoe'],
    ]);
  });
});

describe('tabBarEntries', () => {
  it('lists Home, Discover, Play, Insights and Profile (§2.5)', () => {
    expect(
      tabBarEntries({ username: 'jdoe', resumeGameId: null }).map(({ id, to, labelKey }) => [
        id,
        to,
        labelKey,
      ]),
    ).toEqual([
      ['home', '/dashboard', 'nav:home'],
      ['discover', '/explore', 'nav:discover'],
      ['play', '/create-round', 'nav:play'],
      ['insights', '/stats', 'nav:insights'],
      ['profile', '/u/jdoe', 'nav:profile'],
    ]);
  });

  it('turns Play into Resume when an unfinished game exists', () => {
    const play = tabBarEntries({ username: 'jdoe', resumeGameId: 'game 7' })[2];
    expect(play).toEqual({ id: 'play', to: '/play/game%207', labelKey: 'nav:resume' });
  });

  it('sends Profile to /welcome without a profile', () => {
    expect(tabBarEntries({ username: null, resumeGameId: null })[4]?.to).toBe('/welcome');
  });
});

describe('profilePath', () => {
  it('encodes the username', () => {
    expect(profilePath('j.doe')).toBe('/u/j.doe');
    expect(profilePath('a/b')).toBe('/u/a%2Fb');
  });
});
