// Every screen of the app checked by axe (support/a11y.ts): each route of apps/web/src/app/routes.ts is visited
// once per project, light on the laptop and dark on the phone (the journeys check the screens they pass and
// their sheets and dialogs in the other theme). A route added to the app without a visit here fails the first
// test, so that a new screen is checked from the day it exists.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from './support/a11y';
import { GOOD_PASSWORD, signInByApi, signUpAndVerify, signedInGolfer, uniqueEmail } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

/** What the visits need: a round (played a little, one player finished), a club and its country. */
interface World {
  gameId: string;
  userId: string;
  clubSlug: string;
  country: string;
  state: string;
  /** The signed-in golfer's username (their profile page). */
  username?: string;
}

/** The URL visited for each route that renders a screen (redirects are left out: they render none). */
const VISITS: Record<string, (world: World) => string> = {
  '/': () => '/',
  '/privacy': () => '/privacy',
  '/terms': () => '/terms',
  '/mobile': () => '/mobile',
  '/sign-in': () => '/sign-in',
  '/sign-up': () => '/sign-up',
  '/forgot-password': () => '/forgot-password',
  '/auth/callback': () => '/auth/callback',
  '/reset-password': () => '/reset-password?token=not-a-real-token',
  '/welcome': () => '/welcome',
  '/welcome/role': () => '/welcome/role',
  '/welcome/gender': () => '/welcome/gender',
  '/welcome/profile-details': () => '/welcome/profile-details',
  '/welcome/golf-profile': () => '/welcome/golf-profile',
  '/welcome/handicap': () => '/welcome/handicap',
  '/welcome/avatar': () => '/welcome/avatar',
  '/welcome/membership': () => '/welcome/membership',
  '/welcome/username': () => '/welcome/username',
  '/play/:gameId': (w) => `/play/${w.gameId}`,
  '/game/:gameId': (w) => `/game/${w.gameId}`,
  '/game/:gameId/settings': (w) => `/game/${w.gameId}/settings`,
  '/game/:gameId/result': (w) => `/game/${w.gameId}/result`,
  '/game-result/:gameId': (w) => `/game-result/${w.gameId}`,
  '/stats': () => '/stats',
  '/dashboard': () => '/dashboard',
  '/discover': () => '/discover',
  '/discover/topic/:topicName': () => '/discover/topic/links',
  '/friends': () => '/friends',
  '/messages': () => '/messages',
  '/messages/:chatId': () => '/messages/chat-1',
  '/notifications': () => '/notifications',
  '/explore': () => '/explore',
  '/s': () => '/s',
  '/s/:country': (w) => `/s/${w.country}`,
  '/s/:country/:state': (w) => `/s/${w.country}/${w.state}`,
  '/c/:courseId': (w) => `/c/${w.clubSlug}`,
  '/c/suggestions': () => '/c/suggestions',
  '/c/edit/:courseId': (w) => `/c/edit/${w.clubSlug}`,
  '/clubs/:id': (w) => `/clubs/${w.clubSlug}`,
  '/menu': () => '/menu',
  '/settings': () => '/settings',
  '/settings/edit-profile': () => '/settings/edit-profile',
  '/settings/display': () => '/settings/display',
  '/settings/notifications': () => '/settings/notifications',
  '/settings/account': () => '/settings/account',
  '/settings/languages': () => '/settings/languages',
  '/debug': () => '/debug',
  '/u/:username': (w) => `/u/${w.username ?? 'jane.birdie'}`,
  '/u/:userId/handicap': (w) => `/u/${w.userId}/handicap`,
  '/u/:userId/games': (w) => `/u/${w.userId}/games`,
  '/u/:userId/stats': (w) => `/u/${w.userId}/stats`,
  '/u/:userId/bag': (w) => `/u/${w.userId}/bag`,
  '/u/:userId/achievements': (w) => `/u/${w.userId}/achievements`,
  '/p/:postId': () => '/p/post-1',
  '/create-round': () => '/create-round',
  '/my-bag': () => '/my-bag',
  '/my-bag/edit': () => '/my-bag/edit',
  '/achievements': () => '/achievements',
};

/** Screens that send the visitor on by design, and where they land. */
const LANDS_ELSEWHERE: Record<string, RegExp> = {
  // Without a provider's answer the callback shows its error on the sign-in screen.
  '/auth/callback': /^\/(auth\/callback|sign-in)$/,
  // The welcome entry resumes onboarding at its first step; the club link opens the club page.
  '/welcome': /^\/welcome\/role$/,
  '/clubs/:id': /^\/c\/[^/]+$/,
};

/**
 * The app's route table, read from its source (importing it would bring the whole web app into this
 * workspace's type check): each entry's path, access class and whether it only redirects.
 */
const ROUTES = readFileSync(new URL('../apps/web/src/app/routes.ts', import.meta.url), 'utf8')
  .split(/\{\s*path: '/)
  .slice(1)
  .map((entry) => ({
    path: entry.slice(0, entry.indexOf("'")),
    access: /access: '([a-z]+)'/.exec(entry)?.[1] ?? '',
    isRedirect: /^[^}]*screen: to\(/.test(entry.replace(/\n/g, ' ')),
  }));

/** Whether a URL's path matches a route pattern (`:name` one segment, `*` the rest). */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern
    .split('/')
    .map((segment) => (segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${source}$`).test(pathname);
}

const SIGNED_OUT = ['/', '/privacy', '/terms', '/mobile', '/sign-in', '/sign-up', '/forgot-password'];
const SIGNED_OUT_AFTER = ['/auth/callback', '/reset-password'];
const ONBOARDING = ROUTES.filter((route) => route.access === 'onboarding').map((route) => route.path);
const ROUND = [
  '/play/:gameId',
  '/game/:gameId',
  '/game/:gameId/settings',
  '/game/:gameId/result',
  '/game-result/:gameId',
  '/create-round',
  '/u/:userId/games',
];
const CLUBS = [
  '/explore',
  '/s',
  '/s/:country',
  '/s/:country/:state',
  '/c/:courseId',
  '/c/suggestions',
  '/c/edit/:courseId',
  '/clubs/:id',
];
const GROUPED = new Set([...SIGNED_OUT, ...SIGNED_OUT_AFTER, ...ONBOARDING, ...ROUND, ...CLUBS]);
/** Everything else a golfer with a profile reaches: home, social, messaging, settings and the menu. */
const APP = Object.keys(VISITS).filter((path) => !GROUPED.has(path));

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

test('every route that renders a screen has a visit here, which resolves to that route', () => {
  expect(ROUTES.length).toBeGreaterThan(50);
  const screens = ROUTES.filter((route) => !route.isRedirect).map((route) => route.path);
  expect(screens.filter((path) => !(path in VISITS))).toEqual([]);
  expect(Object.keys(VISITS).filter((path) => !screens.includes(path))).toEqual([]);
  const world: World = { gameId: 'g', userId: 'u', clubSlug: 'club', country: 'spain', state: 'madrid' };
  for (const [path, visit] of Object.entries(VISITS)) {
    expect(matches(path, visit(world).split('?')[0] ?? ''), `${visit(world)} is a ${path}`).toBe(true);
  }
  expect([...GROUPED, ...APP].sort()).toEqual(Object.keys(VISITS).sort());
});

/** Rules a screen is known to break, each with the change that fixes it (none today). */
const KNOWN: Record<string, string[]> = {};

/** Light on the laptop, dark on the phone: the journeys check the other theme. */
const themeHere = () => (test.info().project.name === 'phone' ? 'dark' : 'light');

async function visitAll(page: Page, paths: readonly string[], world: World) {
  for (const path of paths) {
    const url = VISITS[path]?.(world) ?? path;
    await test.step(url, async () => {
      await page.goto(url);
      const lands = LANDS_ELSEWHERE[path] ?? new RegExp(`^${url.split('?')[0]}$`);
      await expect.poll(() => new URL(page.url()).pathname, { message: `${url} stays` }).toMatch(lands);
      // The screen has rendered (its main landmark, or the full-screen flow over it) and its data has come.
      await expect(page.locator('main:visible, [role="dialog"]:visible').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, path, { theme: themeHere(), skipRules: KNOWN[path] });
    });
  }
}

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('fairway.token', value), token);
}

/** A club of the data set with a region, and a round there: one hole scored, one player finished. */
async function makeWorld(request: APIRequestContext, golfer: SignedInGolfer): Promise<World> {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(golfer.token),
  });
  expect(response.status()).toBe(200);
  const { clubs } = (await response.json()) as {
    clubs: {
      slug: string;
      countrySlug?: string;
      countryName: string;
      state: string | null;
      courses?: { id: string; tees: { holes: unknown[] }[] }[];
    }[];
  };
  const club = clubs.find((candidate) =>
    candidate.courses?.some((course) => course.tees.some((tee) => tee.holes.length === 18)),
  );
  if (!club) throw new Error('no 18-hole club with a scorecard in the data set');
  const course = club.courses?.find((candidate) => candidate.tees.some((tee) => tee.holes.length === 18));
  const created = await request.post('/api/game', {
    headers: bearer(golfer.token),
    data: {
      name: 'Every screen',
      date: new Date().toISOString(),
      courseId: course?.id,
      format: 'strokeplay',
      players: [{ userId: golfer.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };
  const detail = (await (
    await request.get(`/api/game/${gameId}`, { headers: bearer(golfer.token) })
  ).json()) as { players: { id: string }[] };
  for (const holeNumber of [1, 2, 3]) {
    const saved = await request.put(`/api/game/${gameId}/score`, {
      headers: bearer(golfer.token),
      data: {
        holeNumber,
        playerId: detail.players[0]?.id,
        scoreData: { score: 4 + (holeNumber % 2), putts: 2 },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const slugOf = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  return {
    gameId,
    userId: golfer.userId,
    clubSlug: club.slug,
    country: club.countrySlug ?? slugOf(club.countryName),
    state: slugOf(club.state ?? 'madrid'),
  };
}

test.describe('every screen passes axe', () => {
  test('signed out: the landing, the legal pages, sign-in and sign-up', async ({ page }) => {
    test.setTimeout(240_000);
    await visitAll(page, [...SIGNED_OUT, ...SIGNED_OUT_AFTER], {} as World);
  });

  test('onboarding: every step', async ({ page, request }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('axe-welcome');
    await signUpAndVerify(request, email);
    await signIn(page, await signInByApi(request, email, GOOD_PASSWORD));
    await visitAll(page, ONBOARDING, {} as World);
  });

  test('a round: setup, live, result and the rounds played', async ({ page, request }) => {
    test.setTimeout(240_000);
    const golfer = await signedInGolfer(request, 'axe-round', 'Alex', 'Fairway');
    const world = await makeWorld(request, golfer);
    await signIn(page, golfer.token);
    await visitAll(page, ROUND, world);
  });

  test('clubs: explore, the search, a club page and its edit', async ({ page, request }) => {
    test.setTimeout(240_000);
    const golfer = await signedInGolfer(request, 'axe-clubs', 'Alex', 'Fairway');
    const world = await makeWorld(request, golfer);
    await signIn(page, golfer.token);
    await visitAll(page, CLUBS, world);
  });

  test('the rest of the app: menu, settings and the screens to come', async ({ page, request }) => {
    test.setTimeout(240_000);
    const golfer = await signedInGolfer(request, 'axe-app', 'Alex', 'Fairway');
    await signIn(page, golfer.token);
    await visitAll(page, APP, { userId: golfer.userId, username: golfer.username } as World);
  });
});
