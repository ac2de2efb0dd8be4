// Creating and configuring a round: the create-round flow at a real club of the data set, with a friend found by
// golfer search and a guest, the default tee, the playing order by drag and by keyboard, the start; then the
// settings screen, read-only for the friend and updated live when the owner changes the format; a stranger is
// refused; and "add a score" for a round played last week.
// Written against apps/web/src/features/games (CreateRound, GameSettings and their components).
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';
import { expectAccessible } from './support/a11y';

/** A page of a fresh browser context signed in as `golfer` (the token in the app's storage). */
async function signedInPage(browser: Browser, golfer: SignedInGolfer): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((token) => localStorage.setItem('fairway.token', token), golfer.token);
  return context.newPage();
}

interface ApiTee {
  teeId: string;
  teeName: string;
  teeColor: string | null;
}
interface ApiCourse {
  id: string;
  courseName: string;
  holes: number;
  tees: ApiTee[];
}
interface ApiClub {
  id: string;
  name: string;
  courses?: ApiCourse[];
}

/** The tee a new player starts on, as the spec states it: black, else blue, else white, else the first. */
function expectedDefaultTee(tees: readonly ApiTee[]): ApiTee {
  const colour = (tee: ApiTee) => (tee.teeColor ?? tee.teeName).trim().toLowerCase();
  for (const wanted of ['black', 'blue', 'white'])
    for (const tee of tees) if (colour(tee) === wanted) return tee;
  const first = tees[0];
  if (!first) throw new Error('a course without tees');
  return first;
}

/**
 * A real 18-hole club of the data set whose course has several tees, the default not being the first (so the
 * rule shows), and whose name finds it first in the search.
 */
async function findClubWithSeveralTees(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.get('/api/golf-clubs?limit=100&minHoles=18&withCourses=true', { headers });
  expect(response.status()).toBe(200);
  const { clubs } = (await response.json()) as { clubs: ApiClub[] };
  for (const club of clubs) {
    const course = club.courses?.find(
      (candidate) =>
        candidate.holes === 18 &&
        candidate.tees.length >= 3 &&
        expectedDefaultTee(candidate.tees).teeId !== candidate.tees[0]?.teeId,
    );
    if (!course) continue;
    const search = await request.get(`/api/golf-clubs?query=${encodeURIComponent(club.name)}&limit=5`, {
      headers,
    });
    const found = (await search.json()) as { clubs: ApiClub[] };
    if (found.clubs.some((candidate) => candidate.id === club.id))
      return { club, course, courseCount: club.courses?.length ?? 1, tee: expectedDefaultTee(course.tees) };
  }
  throw new Error('no 18-hole club with several tees in the data set');
}

/** The players' accessible names in playing order. */
function playingOrder(page: Page): Promise<string[]> {
  return page
    .getByRole('button', { name: /, player \d of \d$/ })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));
}

test('a golfer sets up a stableford round with a friend and a guest, and the friend follows the settings live', async ({
  browser,
  request,
}) => {
  test.slow();
  const suffix = `${Date.now().toString(36)}${test.info().project.name === 'phone' ? 'p' : 'd'}`;
  const owner = await signedInGolfer(request, 'round-owner', 'Jane', `Owner${suffix}`, 12.4);
  const friend = await signedInGolfer(request, 'round-friend', 'Tom', `Kite${suffix}`, 4.2);
  const stranger = await signedInGolfer(request, 'round-stranger', 'Sam', `Stranger${suffix}`, 20);
  const guestName = `Bob Guest${suffix}`;
  const { club, course, courseCount, tee } = await findClubWithSeveralTees(request, owner.token);

  const page = await signedInPage(browser, owner);
  let gameId = '';

  await test.step('choose to create a round and find the club by name', async () => {
    await page.goto('/create-round');
    await page.getByRole('button', { name: /Create a round/ }).click();
    await expect(page.getByRole('heading', { name: 'Where are you playing?' })).toBeVisible();
    await page.getByLabel('Search clubs').fill(club.name);
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: club.name })
      .first()
      .click();
    if (courseCount > 1) {
      await expect(page.getByRole('heading', { name: 'Which course?' })).toBeVisible();
      await page
        .getByRole('button', { name: new RegExp(course.courseName) })
        .first()
        .click();
    }
    await expect(page.getByRole('heading', { name: 'Round settings' })).toBeVisible();
  });

  await test.step('pick stableford in the format picker', async () => {
    await page.getByRole('button', { name: /Format/ }).click();
    const picker = page.getByRole('dialog', { name: 'Choose a format' });
    await expect(picker.getByRole('radio')).toHaveCount(7);
    await expectAccessible(page, 'the format picker');
    await picker.getByText('Stableford', { exact: true }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: /Format/ })).toContainText('Stableford');
    // Gross/net is a stroke play choice only.
    await expect(page.getByRole('group', { name: 'Scoring' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('the golfer is the first player, crowned, on the default tee', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Players' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: `${owner.name}, You, Organiser, player 1 of 1` }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove ${owner.name}` })).toHaveCount(0);
    await expect(page.getByLabel(`Tee for ${owner.name}`)).toHaveValue(tee.teeId);
  });

  await test.step('add the friend by golfer search and a new guest', async () => {
    await page.getByRole('button', { name: 'Add a player' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add a player' });
    await expect(sheet).toBeVisible();
    await expectAccessible(page, 'the add-a-player sheet');
    await sheet.getByLabel('Search golfers').fill(`Kite${suffix}`);
    await sheet.getByRole('button', { name: `Add ${friend.name}` }).click();
    await expect(sheet.getByText('Added')).toBeVisible();

    await sheet.getByRole('tab', { name: 'Guests' }).click();
    await sheet.getByRole('button', { name: 'New guest' }).click();
    await sheet.getByRole('button', { name: 'Add the guest' }).click();
    await expect(sheet.getByText("Please enter the guest's name.")).toBeVisible();
    await sheet.getByLabel('Name').fill(guestName);
    await sheet.getByLabel('Handicap').fill('18');
    await sheet.getByRole('button', { name: 'Add the guest' }).click();
    await expect(sheet.getByRole('list', { name: 'Your guests' }).getByText(guestName)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();

    expect(await playingOrder(page)).toEqual([
      `${owner.name}, You, Organiser, player 1 of 3`,
      `${friend.name}, player 2 of 3`,
      `${guestName}, Guest, player 3 of 3`,
    ]);
    // Every new player starts on the default tee too.
    await expect(page.getByLabel(`Tee for ${friend.name}`)).toHaveValue(tee.teeId);
    await expect(page.getByLabel(`Tee for ${guestName}`)).toHaveValue(tee.teeId);
  });

  await test.step('reorder the players by drag, then with the keyboard', async () => {
    const guestHandle = page.getByRole('button', { name: `${guestName}, Guest, player 3 of 3` });
    const friendHandle = page.getByRole('button', { name: `${friend.name}, player 2 of 3` });
    const from = await guestHandle.boundingBox();
    const to = await friendHandle.boundingBox();
    if (!from || !to) throw new Error('the player slots are not on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect
      .poll(() => playingOrder(page))
      .toEqual([
        `${owner.name}, You, Organiser, player 1 of 3`,
        `${guestName}, Guest, player 2 of 3`,
        `${friend.name}, player 3 of 3`,
      ]);

    // Keyboard: Space lifts the friend, the left arrow moves it one place, Space drops it.
    await page.getByRole('button', { name: `${friend.name}, player 3 of 3` }).scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: `${friend.name}, player 3 of 3` }).focus();
    // A person's pace: the sorting settles between the keys.
    const friendLast = page.getByRole('button', { name: `${friend.name}, player 3 of 3` });
    await page.keyboard.press('Space');
    await expect(friendLast).toHaveAttribute('aria-pressed', 'true');
    // The sensor listens for the arrows a moment after the lift (dnd-kit attaches them on a timer), once the
    // slot is measured: the lift is announced, then a person's pause.
    await expect(page.getByText(`${friend.name} is over position 3.`)).toBeAttached();
    await page.waitForTimeout(300);
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(`${friend.name} is over position 2.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect
      .poll(() => playingOrder(page))
      .toEqual([
        `${owner.name}, You, Organiser, player 1 of 3`,
        `${friend.name}, player 2 of 3`,
        `${guestName}, Guest, player 3 of 3`,
      ]);
  });

  await test.step('start the round and land on its play screen', async () => {
    await page.getByRole('button', { name: 'Start round' }).click();
    await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}(\?|$)/);
    gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const detail = await request.get(`/api/game/${gameId}`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    const game = (await detail.json()) as {
      game: { type: string; status: string; kind: string };
      players: { name: string; teeId: string }[];
    };
    expect(game.game).toMatchObject({ type: 'stableford', status: 'pending', kind: 'live' });
    expect(game.players.map((player) => player.name)).toEqual([owner.name, friend.name, guestName]);
    expect(game.players.every((player) => player.teeId === tee.teeId)).toBe(true);
  });

  const friendPage = await signedInPage(browser, friend);

  await test.step('the friend has it among the pending rounds and sees its settings read-only', async () => {
    const pending = await request.get('/api/game/pending', {
      headers: { Authorization: `Bearer ${friend.token}` },
    });
    expect(((await pending.json()) as { id: string }[]).map((game) => game.id)).toContain(gameId);

    await friendPage.goto(`/game/${gameId}/settings`);
    await expect(friendPage.getByRole('heading', { name: 'Round settings' })).toBeVisible();
    await expect(
      friendPage.getByText(`Only the organiser, ${owner.name}, can change these settings.`),
    ).toBeVisible();
    await friendPage.getByRole('button', { name: /Game settings/ }).click();
    await expect(friendPage.getByRole('heading', { name: 'Game settings' })).toBeVisible();
    await expect(friendPage.getByLabel('Round name')).toBeDisabled();
    await expect(friendPage.getByRole('switch', { name: 'Use handicaps' })).toBeDisabled();
    await expect(friendPage.getByRole('button', { name: /Format/ })).toBeDisabled();
    await expect(friendPage.getByRole('button', { name: /Format/ })).toContainText('Stableford');
    await expect(friendPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  });

  await test.step('the owner changes the format and the friend sees it without reloading', async () => {
    await page.goto(`/game/${gameId}/settings`);
    await page.getByRole('button', { name: /Game settings/ }).click();
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.getByRole('button', { name: /Format/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose a format' })
      .getByText('Match play', { exact: true })
      .click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Game settings updated')).toBeVisible();

    await expect(friendPage.getByRole('button', { name: /Format/ })).toContainText('Match play');
    await expect(friendPage.getByText('The organiser changed the round settings.')).toBeVisible();
  });

  await test.step('back from the settings goes to the round', async () => {
    await friendPage.getByRole('button', { name: 'Back' }).click();
    await friendPage.getByRole('button', { name: 'Back to the round' }).click();
    await expect(friendPage).toHaveURL(new RegExp(`/play/${gameId}(\\?|$)`));
  });

  await test.step('a stranger opening the settings is refused', async () => {
    const strangerPage = await signedInPage(browser, stranger);
    await strangerPage.goto(`/game/${gameId}/settings`);
    await expect(strangerPage.getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await strangerPage.getByRole('link', { name: 'Back to home' }).click();
    await expect(strangerPage).toHaveURL(/\/dashboard$/);
  });
});

test('a golfer adds the score of a round played last week', async ({ browser, request }) => {
  const suffix = Date.now().toString(36);
  const golfer = await signedInGolfer(request, 'round-recorded', 'Ada', `Recorded${suffix}`, 18);
  const { club, course, courseCount } = await findClubWithSeveralTees(request, golfer.token);
  const page = await signedInPage(browser, golfer);

  await page.goto('/create-round');
  await page.getByRole('button', { name: /Add a score/ }).click();
  await expect(page.getByRole('heading', { name: 'Where did you play?' })).toBeVisible();
  await page.getByLabel('Search clubs').fill(club.name);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: club.name })
    .first()
    .click();
  if (courseCount > 1)
    await page
      .getByRole('button', { name: new RegExp(course.courseName) })
      .first()
      .click();
  await expect(page.getByRole('heading', { name: 'Round settings' })).toBeVisible();

  // A week ago, 09:30 in the browser's time zone (the journeys run in UTC).
  const played = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const local = `${played.getFullYear()}-${pad(played.getMonth() + 1)}-${pad(played.getDate())}T09:30`;
  await page.getByLabel('Date and tee time').fill(local);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Enter the scores' }).click();
  await expect(page).toHaveURL(/\/play\/[0-9a-f-]{36}(\?|$)/);

  const gameId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const detail = await request.get(`/api/game/${gameId}`, {
    headers: { Authorization: `Bearer ${golfer.token}` },
  });
  const game = (await detail.json()) as { game: { kind: string; date: string; status: string } };
  expect(game.game.kind).toBe('recorded');
  expect(game.game.status).toBe('pending');
  expect(Date.now() - new Date(game.game.date).getTime()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);

  await test.step('enter the first hole, finish, and find the round among the played rounds', async () => {
    page.on('dialog', (dialog) => void dialog.accept());
    // Courses with hole geometry open on the map: the list of scores is a tap away.
    const scores = page.getByRole('button', { name: 'Scores', exact: true });
    if (await scores.isVisible()) await scores.click();
    await expect(page.getByRole('heading', { name: /^Scores on hole/ })).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^Ada Recorded${suffix}\\b`) }).click();
    await page.getByRole('button', { name: 'One more stroke' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => {
        const response = await request.get(`/api/game/${gameId}`, {
          headers: { Authorization: `Bearer ${golfer.token}` },
        });
        const body = (await response.json()) as { scores: Record<string, Record<string, { score: number }>> };
        return Object.values(body.scores['1'] ?? {}).map((entry) => entry.score).length;
      })
      .toBe(1);
    const expand = page.getByRole('button', { name: 'Show the whole panel' });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('button', { name: 'Finish the round' }).click();
    // 17 holes have no score: finishing asks first, and they are recorded as not played.
    await expect(page.getByRole('alertdialog')).toContainText('17 holes have no score.');
    await page.getByRole('button', { name: 'Finish as it stands' }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${gameId}/result$`), { timeout: 20_000 });

    await page.goto(`/u/${golfer.userId}/games`);
    const month = played.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const day = played.toLocaleDateString('en-US', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const section = page.getByRole('region', { name: month });
    await expect(section.getByRole('heading', { name: month })).toBeVisible();
    await expect(
      section.getByRole('link').filter({ hasText: club.name }).filter({ hasText: day }),
    ).toBeVisible();
  });
});

test('a live round cannot be dated before today', async ({ browser, request }) => {
  const suffix = Date.now().toString(36);
  const golfer = await signedInGolfer(request, 'round-past', 'Lee', `Past${suffix}`, 9);
  const { club, course, courseCount } = await findClubWithSeveralTees(request, golfer.token);
  const page = await signedInPage(browser, golfer);
  await page.goto('/create-round');
  await page.getByRole('button', { name: /Create a round/ }).click();
  await page.getByLabel('Search clubs').fill(club.name);
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: club.name })
    .first()
    .click();
  if (courseCount > 1)
    await page
      .getByRole('button', { name: new RegExp(course.courseName) })
      .first()
      .click();
  await page.getByLabel('Date and tee time').fill('2020-05-01T09:00');
  await expect(page.getByRole('alert')).toHaveText('A live round cannot start before today.');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});
