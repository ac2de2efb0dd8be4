// Finding a club: a misspelled name still finds a real club of the data set, whose page shows the scorecard with
// its front-nine and back-nine subtotals; the filters (18 holes, a driving range) near a point; a favorite added,
// found under favorites and removed; an admin corrects a club's phone where a golfer can only suggest it.
// Written against apps/web/src/features/clubs (Explore, ClubSearch, ClubDetail, ClubEdit) and courses/Scorecard.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import {
  GOOD_PASSWORD,
  mailedLink,
  signInByApi,
  signUpAndVerify,
  uniqueEmail,
  uniqueUsername,
} from './support/accounts';

/** The server's ADMIN_EMAILS in the journeys (support/server.ts). */
const ADMIN_EMAIL = 'admin@fairway.test';

interface ApiHole {
  holeNumber: number;
  par: number;
}
interface ApiTee {
  teeName: string;
  holes: ApiHole[];
}
interface ApiCourse {
  courseName: string;
  holes: number;
  par: number;
  tees: ApiTee[];
}
interface ApiClub {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  state: string | null;
  countryName: string;
  phone: string | null;
  latitude: number;
  longitude: number;
  courses?: ApiCourse[];
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A verified golfer with a profile, signed in through the API: its bearer token. */
async function createGolfer(request: APIRequestContext, tag: string): Promise<string> {
  const email = uniqueEmail(tag);
  await signUpAndVerify(request, email);
  const token = await signInByApi(request, email, GOOD_PASSWORD);
  const username = uniqueUsername(tag);
  const profile = await request.post(`/api/profile/${encodeURIComponent(username)}`, {
    headers: auth(token),
    data: { username, firstName: 'Jane', lastName: 'Birdie' },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return token;
}

/**
 * The journeys' admin (one account for the whole run, shared by both projects): whoever comes first signs it up;
 * a second sign-up of the address is answered the same way and mails no link, so both wait for the first link.
 */
async function adminToken(request: APIRequestContext): Promise<string> {
  const signUpAdmin = () =>
    request.post('/api/auth/sign-up/email', {
      data: { email: ADMIN_EMAIL, password: GOOD_PASSWORD, locale: 'en' },
    });
  let signUp = await signUpAdmin();
  // Both projects may sign up at the same instant: the loser of that race is refused once, and asked again it is
  // answered like any second sign-up.
  if (signUp.status() !== 200) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    signUp = await signUpAdmin();
  }
  expect(signUp.status(), await signUp.text()).toBe(200);
  const link = await mailedLink(request, ADMIN_EMAIL, 'verify-email');
  await request.get(link, { maxRedirects: 0 }); // already used when the other project was first: fine
  let token = '';
  await expect
    .poll(
      async () => {
        const response = await request.post('/api/auth/sign-in/email', {
          data: { email: ADMIN_EMAIL, password: GOOD_PASSWORD },
        });
        token = response.headers()['set-auth-token'] ?? '';
        return response.status();
      },
      { message: 'the admin can sign in', timeout: 15_000 },
    )
    .toBe(200);
  const existing = await request.get('/api/profile', { headers: auth(token) });
  if (existing.status() === 404) {
    const created = await request.post('/api/profile/fairway.admin', {
      headers: auth(token),
      data: { username: 'fairway.admin', firstName: 'Ada', lastName: 'Admin' },
    });
    // 409: the other project created it a moment ago.
    expect([201, 409], await created.text()).toContain(created.status());
  }
  return token;
}

/**
 * Signs `page` in as the holder of `token`, as the app does after a sign-in: the token in its storage (anything
 * another user left there cleared first). The next navigation starts the app with it.
 */
async function signInAs(page: Page, token: string) {
  if (!page.url().startsWith('http')) await page.goto('/privacy');
  await page.evaluate((value) => {
    localStorage.clear();
    localStorage.setItem('fairway.token', value);
  }, token);
}

/** On a phone the list is a sheet peeking over the map: open it fully before reading it. */
async function openList(page: Page) {
  if (!listIsASheet(page)) return;
  const handle = sheetHandle(page);
  if ((await handle.getAttribute('aria-expanded')) === 'false') await handle.click();
  await expect(handle).toHaveAttribute('aria-expanded', 'true');
}

/** Below the wide screen's 768 px (WIDE_SCREEN in the clubs feature) the list is a sheet over the map. */
const listIsASheet = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The list sheet's handle, named for what it does next (open the list, or show the map). */
const sheetHandle = (page: Page) =>
  page.getByRole('button', { name: /^(Show the list full screen|Show the map)$/ });

/** A misspelling of a club's most distinctive word: its longest word, one letter dropped in the middle. */
function misspell(name: string): string {
  const common = new Set(['golf', 'club', 'country', 'course', 'parcours', 'de', 'du', 'des', 'la', 'le']);
  const words = name
    .split(/[\s'’-]+/)
    .filter((word) => /^\p{L}+$/u.test(word) && !common.has(word.toLowerCase()));
  const word = words.sort((a, b) => b.length - a.length)[0] ?? name;
  const middle = Math.floor(word.length / 2);
  return word.slice(0, middle) + word.slice(middle + 1);
}

/** A club's name as a pattern for a link's name (which goes on with its place and distance). */
const named = (name: string) => new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The sum of the pars of some holes of a tee. */
const parOf = (tee: ApiTee, from: number, to: number) =>
  tee.holes
    .filter((hole) => hole.holeNumber >= from && hole.holeNumber <= to)
    .reduce((sum, hole) => sum + hole.par, 0);

test.describe.configure({ timeout: 90_000 });

test('a golfer finds a club by a misspelled name, opens it and reads its scorecard', async ({
  page,
  request,
}) => {
  const token = await createGolfer(request, 'find');

  // A real club of the data set with an 18-hole course and at most 3 tees, that its misspelling still finds.
  const candidates = (await (
    await request.get('/api/golf-clubs?minHoles=18&withCourses=true&limit=60&country=FR', {
      headers: auth(token),
    })
  ).json()) as { clubs: ApiClub[] };
  let club: ApiClub | undefined;
  let query = '';
  for (const candidate of candidates.clubs) {
    const course = candidate.courses?.[0];
    if (!course || course.holes !== 18 || course.tees.length === 0 || course.tees.length > 3) continue;
    const misspelled = misspell(candidate.name);
    if (misspelled.length < 5) continue;
    const found = (await (
      await request.get(`/api/golf-clubs?query=${encodeURIComponent(misspelled)}&limit=5`, {
        headers: auth(token),
      })
    ).json()) as { clubs: ApiClub[] };
    if (found.clubs.some((other) => other.id === candidate.id)) {
      club = candidate;
      query = misspelled;
      break;
    }
  }
  expect(club, 'a club its misspelling finds').toBeDefined();
  const course = club!.courses![0]!;
  const tee = course.tees[0]!;

  await signInAs(page, token);
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();

  await test.step(`search "${query}" for ${club!.name}`, async () => {
    const search = page.getByRole('searchbox', { name: 'Search clubs by name or town' });
    await search.fill(query);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s\\?query=${encodeURIComponent(query)}`));
    await openList(page);
    await expectAccessible(page, 'the search with its list open');
    await page
      .getByRole('link', { name: named(club!.name) })
      .first()
      .click();
  });

  await test.step('open the club and read its scorecard', async () => {
    await expect(page).toHaveURL(new RegExp(`/c/${club!.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: club!.name })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Scorecard' })).toBeVisible();
    await expect(page.getByText(`18 holes · par ${course.par}`).first()).toBeVisible();
    // One table per nine at every width: "Out" after hole 9, "In" and "Total" after hole 18, kept in view
    // while the holes scroll on a phone.
    await expect(page.getByRole('columnheader', { name: 'Out', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'In', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Total', exact: true }).first()).toBeVisible();
    const parRows = page.getByRole('row', { name: /^Par\b/ });
    await expect(parRows.nth(0)).toContainText(String(parOf(tee, 1, 9)));
    await expect(parRows.nth(1)).toContainText(String(parOf(tee, 10, 18)));
    await expect(parRows.nth(1)).toContainText(String(course.par));
    await expect(page.getByText('Unrated').first()).toBeVisible();
  });

  await test.step('play there: the new round starts at this club', async () => {
    await page.getByRole('link', { name: /Play here/ }).click();
    await expect(page).toHaveURL(new RegExp(`/create-round\\?club=${club!.slug}$`));
    await page.getByRole('button', { name: /Create a round/ }).click();
    // The club list is skipped: its course (or the choice of its courses) comes next.
    await expect(
      page.getByRole('heading', { level: 1, name: /Round settings|Which course\?/ }),
    ).toBeVisible();
    await expect(page.getByText(club!.name).first()).toBeVisible();
  });

  await test.step('the club is among the recently visited', async () => {
    await page.goto('/s?tab=played');
    await openList(page);
    await expect(
      page
        .getByRole('list', { name: 'Visited' })
        .getByRole('link', { name: named(club!.name) })
        .first(),
    ).toBeVisible();
  });
});

test('a golfer filters 18-hole clubs with a driving range near where they stand', async ({
  page,
  context,
  request,
}) => {
  const token = await createGolfer(request, 'filter');
  const { clubs } = (await (
    await request.get('/api/golf-clubs?minHoles=18&amenities=drivingRange&limit=1', { headers: auth(token) })
  ).json()) as { clubs: ApiClub[] };
  const club = clubs[0];
  expect(club, 'an 18-hole club with a driving range in the data set').toBeDefined();

  // A few kilometres from the club.
  await context.setGeolocation({ latitude: club!.latitude + 0.03, longitude: club!.longitude + 0.03 });
  await context.grantPermissions(['geolocation']);
  await signInAs(page, token);
  await page.goto('/s');
  await openList(page);
  await expect(page.getByRole('status').filter({ hasText: /^Results: / })).toBeVisible();

  await test.step('choose 18 holes and a driving range', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the filters dialog');
    await dialog.getByText('18 holes', { exact: true }).click();
    await dialog.getByText('Driving range', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: '18 holes' })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: 'Driving range' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '50 km' })).toBeChecked(); // the default max distance
    await dialog.getByRole('button', { name: 'Show clubs' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('the list and the URL hold the filters', async () => {
    await expect(page).toHaveURL(/minHoles=18/);
    await expect(page).toHaveURL(/amenities=drivingRange/);
    await expect(page.getByRole('button', { name: 'Filters (2 on)' })).toBeVisible();
    await openList(page);
    const list = page.getByRole('list', { name: 'Clubs' });
    // The previous answer stays on screen, marked busy, until the filtered one arrives.
    await expect(list).toHaveAttribute('aria-busy', 'false');
    await expect(list.getByRole('link', { name: named(club!.name) })).toBeVisible();
    // Every club listed is within 50 km and has 18 holes.
    for (const text of await list.getByRole('link').allInnerTexts())
      expect(text).toMatch(/18 holes · \d+(\.\d)? km/);
  });

  // On a wide screen the map is beside the list; its markers are the clubs in view, as pins (view=map).
  if (test.info().project.name === 'desktop')
    await test.step('tap the club on the map and open it', async () => {
      const marker = page.getByRole('button', { name: club!.name, exact: true });
      await marker.click();
      await expect(marker).toHaveAttribute('aria-pressed', 'true');
      const place = [club!.city, club!.state, club!.countryName].filter(Boolean).join(' · ');
      await expect(page.getByText(place, { exact: true }).last()).toBeVisible();
      await page.getByRole('link', { name: 'View', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/c/${club!.slug}$`));
      await expect(page.getByRole('heading', { level: 1, name: club!.name })).toBeVisible();
    });
});

test('on a phone, a tap in the peeking list leaves it in place, and the keyboard opens it', async ({
  page,
  request,
}) => {
  test.skip(!listIsASheet(page), 'the list is a sheet under the map below 768 px only');
  const token = await createGolfer(request, 'sheet');
  await signInAs(page, token);
  await page.goto('/s');
  const handle = sheetHandle(page);
  await expect(handle).toHaveAttribute('aria-expanded', 'false');

  await test.step('a tap on a tab of the peeking list: the sheet stays under the finger', async () => {
    const favorites = page.getByRole('tab', { name: 'Favorites' });
    await favorites.click();
    await expect(favorites).toHaveAttribute('aria-selected', 'true');
    await expect(handle).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('from the handle into the list by keyboard: the sheet opens', async () => {
    await handle.focus();
    await page.keyboard.press('Tab');
    // The focus is in the list's tabs (on the tab list or the selected tab, as the tabs hand it on).
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="tablist"]')))
      .toBe(true);
    await expect(handle).toHaveAttribute('aria-expanded', 'true');
  });
});

test('a golfer favorites a club, finds it under favorites, and removes it', async ({ page, request }) => {
  const token = await createGolfer(request, 'favorite');
  const { clubs } = (await (
    await request.get('/api/golf-clubs?query=lyon&limit=1', { headers: auth(token) })
  ).json()) as { clubs: ApiClub[] };
  const club = clubs[0]!;

  await signInAs(page, token);
  await page.goto(`/c/${club.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: club.name })).toBeVisible();

  await test.step('favorite it on its page', async () => {
    const favorite = page.getByRole('button', { name: 'Favorite', exact: true });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    await favorite.click();
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => {
        const response = await request.get('/api/favorites-clubs', { headers: auth(token) });
        return ((await response.json()) as { clubs: ApiClub[] }).clubs.map((favorite) => favorite.id);
      })
      .toEqual([club.id]);
  });

  await test.step('find it under favorites, and remove it there', async () => {
    await page.goto('/s');
    await openList(page);
    await page.getByRole('tab', { name: 'Favorites' }).click();
    await expect(page).toHaveURL(/tab=favorites/);
    const favorites = page.getByRole('list', { name: 'Favorites' });
    await expect(favorites.getByRole('link', { name: named(club.name) })).toBeVisible();
    const toggle = favorites.getByRole('button', { name: `Favorite: ${club.name}` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(page.getByText('No favorite clubs yet.', { exact: false })).toBeVisible();
    await expect
      .poll(async () => {
        const response = await request.get('/api/favorites-clubs', { headers: auth(token) });
        return ((await response.json()) as { clubs: ApiClub[] }).clubs.length;
      })
      .toBe(0);
  });
});

test('an admin corrects a club’s phone; a golfer can only suggest a correction', async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminToken(request);
  const golfer = await createGolfer(request, 'suggest');
  // One club per project, so that the two runs in parallel do not edit the same one.
  const { clubs } = (await (
    await request.get('/api/golf-clubs?country=IE&limit=2&sortBy=name', { headers: auth(golfer) })
  ).json()) as { clubs: ApiClub[] };
  const club = clubs[testInfo.project.name === 'phone' ? 1 : 0]!;
  const phone = `+353 1 ${String(Date.now()).slice(-3)} ${String(process.pid).slice(-4).padStart(4, '0')}`;

  await test.step('the admin saves a new phone number', async () => {
    await signInAs(page, admin);
    await page.goto(`/c/${club.slug}`);
    await page.getByRole('link', { name: 'Edit club' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit club' })).toBeVisible();
    await page.getByLabel('Phone').fill(phone);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Club updated.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/c/${club.slug}$`));
    await expect(page.getByRole('link', { name: phone })).toBeVisible();
  });

  await test.step('a golfer may not edit: the form sends a suggestion, the club keeps its phone', async () => {
    const refused = await request.post(`/api/golf-clubs/${club.id}`, {
      headers: auth(golfer),
      data: { phone: '+353 1 000 0000' },
    });
    expect(refused.status()).toBe(403);

    await signInAs(page, golfer);
    await page.goto(`/c/${club.slug}`);
    await page.getByRole('link', { name: 'Suggest a correction' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suggest a correction' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await page.getByLabel('Phone').fill('+353 1 999 9999');
    await page.getByLabel('Note for the reviewer').fill('The number on the club’s website.');
    await page.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(page.getByText('Thank you! An admin will review your suggestion.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/c/${club.slug}$`));
    await expect(page.getByRole('link', { name: phone })).toBeVisible();

    const after = (await (
      await request.get(`/api/golf-clubs/${club.slug}`, { headers: auth(golfer) })
    ).json()) as ApiClub;
    expect(after.phone).toBe(phone);
  });

  await test.step('the admin reviews the suggestion from the menu and rejects it', async () => {
    await signInAs(page, admin);
    await page.goto('/menu');
    await page.getByRole('link', { name: 'Suggested corrections' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Suggested corrections' })).toBeVisible();
    const card = page.getByRole('article', { name: club.name }).filter({ hasText: '+353 1 999 9999' });
    await expect(card.getByRole('row', { name: /^Phone/ })).toContainText(phone);
    await card.getByRole('button', { name: `Reject the suggestion for ${club.name}` }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText(`Suggestion for ${club.name} rejected.`)).toBeVisible();
  });
});
