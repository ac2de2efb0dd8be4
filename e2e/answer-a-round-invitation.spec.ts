// Answering a round invitation: A sets up a round with B through the create-round flow while B is on the dashboard;
// the invitation toast reaches B without a reload and B joins, landing on the round. Then A sets up another round
// with B, has its settings open, and B declines: the toast goes, B is told, and A's settings stop listing B, live.
// Last, the organiser changes their mind: A takes B out of a round in its settings and B's invitation goes, live;
// A deletes a round B has open and B is told and taken to the dashboard.
// Written against apps/web/src/features/scores (GameBanner, RoundInvitation, use-round-invitations, Play) and the
// server's DELETE /api/game/{id}/player and user-topic events (game.player.added, game.player.removed).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

/**
 * Opens `path` and waits until the app follows `topic` on its realtime connection: events published before that
 * are not replayed, so a journey that expects one live must not fire it earlier.
 */
async function openFollowing(context: BrowserContext, path: string, topic: string): Promise<Page> {
  const page = await context.newPage();
  const subscribed = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', (frame) => {
        const text = typeof frame.payload === 'string' ? frame.payload : frame.payload.toString('utf8');
        if (text.includes('"type":"subscribed"') && text.includes(`"topic":"${topic}"`)) resolve();
      });
    });
  });
  await page.goto(path);
  await subscribed;
  return page;
}

interface ApiCourse {
  id: string;
  courseName: string;
  holes: number;
  tees: unknown[];
}

/** A real 18-hole club of the data set, with tees, that a search by its name finds. */
async function findClub(request: APIRequestContext, golfer: SignedInGolfer) {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(golfer),
  });
  expect(response.status()).toBe(200);
  const { clubs } = (await response.json()) as {
    clubs: { id: string; name: string; courses?: ApiCourse[] }[];
  };
  for (const club of clubs) {
    const course = club.courses?.find((candidate) => candidate.holes === 18 && candidate.tees.length > 0);
    if (!course) continue;
    const search = await request.get(`/api/golf-clubs?query=${encodeURIComponent(club.name)}&limit=5`, {
      headers: bearer(golfer),
    });
    const found = (await search.json()) as { clubs: { id: string }[] };
    if (found.clubs.some((candidate) => candidate.id === club.id))
      return { club, course, courseCount: club.courses?.length ?? 1 };
  }
  throw new Error('no 18-hole club with tees in the data set');
}

/** The invitation toast (a round starting later than in 60 minutes): a status message named by who invited. */
const invitationFrom = (page: Page, owner: SignedInGolfer) =>
  page.getByRole('status', { name: `${owner.name} invited you to a round` });
/** The invitation modal (a round starting within 60 minutes, as one started now): a dialog named by who invited. */
const invitationModalFrom = (page: Page, owner: SignedInGolfer) =>
  page.getByRole('dialog', { name: `${owner.name} invited you to a round` });
/** Tomorrow: a round invited with a toast. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

/** A pending round of `owner` with `golfers`, set up through the API. */
async function createRound(
  request: APIRequestContext,
  owner: SignedInGolfer,
  golfers: SignedInGolfer[],
  courseId: string,
  name: string,
): Promise<string> {
  const created = await request.post('/api/game', {
    headers: bearer(owner),
    data: {
      name,
      date: tomorrow(),
      courseId,
      format: 'strokeplay',
      players: [owner, ...golfers].map((golfer) => ({ userId: golfer.userId })),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { gameId: string }).gameId;
}

/** The ids of `golfer`'s unfinished rounds, as the server lists them. */
async function pendingRoundIds(request: APIRequestContext, golfer: SignedInGolfer): Promise<string[]> {
  const pending = await request.get('/api/game/pending', { headers: bearer(golfer) });
  expect(pending.status()).toBe(200);
  return ((await pending.json()) as { id: string }[]).map((game) => game.id);
}

/** Looks at the toast in light and dark (saved beside the results, for a person to look at). */
async function screenshotBothThemes(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Transitions (the toast's entrance, the theme's colours) are run to their end first.
    await page.screenshot({
      path: test.info().outputPath(`${name}-${colorScheme}.png`),
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a golfer invited to a round sees the invitation live on the dashboard and joins it @desktop', async ({
  browser,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const alice = await signedInGolfer(request, 'invite-a', 'Alice', `Host${suffix}`);
  const bruno = await signedInGolfer(request, 'invite-b', 'Bruno', `Guestlist${suffix}`);
  const { club, course, courseCount } = await findClub(request, alice);

  const contextA = await contextFor(browser, alice, 'laptop');
  const contextB = await contextFor(browser, bruno, 'phone');
  const b = await openFollowing(contextB, '/dashboard', `user:${bruno.userId}`);
  let gameId = '';

  await test.step('A sets up a round with B and starts it', async () => {
    const a = await contextA.newPage();
    await a.goto('/create-round');
    await a.getByRole('button', { name: /Create a round/ }).click();
    await a.getByLabel('Search clubs').fill(club.name);
    await a
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: club.name })
      .first()
      .click();
    if (courseCount > 1)
      await a
        .getByRole('button', { name: new RegExp(course.courseName) })
        .first()
        .click();
    await expect(a.getByRole('heading', { name: 'Round settings' })).toBeVisible();
    await a.getByRole('button', { name: 'Next' }).click();
    await a.getByRole('button', { name: 'Add a player' }).click();
    const sheet = a.getByRole('dialog', { name: 'Add a player' });
    await sheet.getByLabel('Search golfers').fill(`Guestlist${suffix}`);
    await sheet.getByRole('button', { name: `Add ${bruno.name}` }).click();
    await expect(sheet.getByText('Added')).toBeVisible();
    await a.keyboard.press('Escape');
    await a.getByRole('button', { name: 'Start round' }).click();
    await expect(a).toHaveURL(/\/play\/[0-9a-f-]{36}(\?|$)/);
    gameId = new URL(a.url()).pathname.split('/').at(-1) ?? '';
  });

  await test.step('B, on the dashboard, gets the invitation without a reload: a modal, the round starts now', async () => {
    const invitation = invitationModalFrom(b, alice);
    await expect(invitation).toBeVisible();
    await expect(invitation).toContainText(club.name);
    await expect(invitation.getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(invitation.getByRole('button', { name: 'Join' })).toBeVisible();
    // The toast does not cover the round with the resume sheet too.
    await expect(b.getByText('Resume your round?')).toHaveCount(0);
    await screenshotBothThemes(b, 'invitation-375');
  });

  await test.step('B joins from the keyboard and lands on the round', async () => {
    await invitationModalFrom(b, alice).getByRole('button', { name: 'Join' }).focus();
    await b.keyboard.press('Enter');
    await expect(b).toHaveURL(new RegExp(`/play/${gameId}(\\?|$)`));
    await expect(b.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(invitationModalFrom(b, alice)).toHaveCount(0);
    // Joined on the server: B plays in the round (the round counts for B's handicap), and its screen invites no more.
    const detail = await request.get(`/api/game/${gameId}`, { headers: bearer(bruno) });
    const round = (await detail.json()) as { players: { userId: string; status: string }[] };
    expect(round.players.find((player) => player.userId === bruno.userId)?.status).toBe('playing');
    await expect(b.getByRole('region', { name: /invited you to this round/ })).toHaveCount(0);
  });

  await contextA.close();
  await contextB.close();
});

test('a golfer declines a round invitation and the organiser’s round no longer lists them @desktop', async ({
  browser,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const alice = await signedInGolfer(request, 'decline-a', 'Alice', `Host${suffix}`);
  const bruno = await signedInGolfer(request, 'decline-b', 'Bruno', `Busy${suffix}`);
  const { course } = await findClub(request, alice);

  const contextB = await contextFor(browser, bruno, 'laptop');
  const b = await openFollowing(contextB, '/dashboard', `user:${bruno.userId}`);

  const created = await request.post('/api/game', {
    headers: bearer(alice),
    data: {
      name: 'Saturday medal',
      date: tomorrow(),
      courseId: course.id,
      format: 'strokeplay',
      players: [{ userId: alice.userId }, { userId: bruno.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };

  const invitation = invitationFrom(b, alice);
  await expect(invitation).toBeVisible();
  await screenshotBothThemes(b, 'invitation-1280');

  const contextA = await contextFor(browser, alice, 'laptop');
  const a = await openFollowing(contextA, `/game/${gameId}/settings`, `game:${gameId}`);
  const players = a.getByRole('button', { name: /Players/ });
  await expect(players).toContainText(bruno.name);

  await test.step('B declines: the toast goes and B is told', async () => {
    await invitation.getByRole('button', { name: 'Decline' }).click();
    await expect(b.getByText('Invitation declined')).toBeVisible();
    await expect(invitation).toHaveCount(0);
    const pending = await request.get('/api/game/pending', { headers: bearer(bruno) });
    expect(((await pending.json()) as { id: string }[]).map((game) => game.id)).not.toContain(gameId);
  });

  await test.step('A’s round no longer lists B, without a reload', async () => {
    await expect(players).not.toContainText(bruno.name);
    await expect(players).toContainText(alice.name);
    const detail = await request.get(`/api/game/${gameId}`, { headers: bearer(alice) });
    const round = (await detail.json()) as { players: { userId: string }[] };
    expect(round.players.map((player) => player.userId)).toEqual([alice.userId]);
  });

  await contextA.close();
  await contextB.close();
});

test('the organiser takes a golfer out of a round and deletes another: the golfer’s screens follow, live @desktop', async ({
  browser,
  request,
}) => {
  test.slow();
  const suffix = Date.now().toString(36);
  const alice = await signedInGolfer(request, 'remove-a', 'Alice', `Host${suffix}`);
  const bruno = await signedInGolfer(request, 'remove-b', 'Bruno', `Dropped${suffix}`);
  const { course } = await findClub(request, alice);

  const contextB = await contextFor(browser, bruno, 'phone');
  const b = await openFollowing(contextB, '/dashboard', `user:${bruno.userId}`);
  const contextA = await contextFor(browser, alice, 'laptop');

  await test.step('A takes B out of the round in its settings: B’s invitation goes without a reload', async () => {
    const gameId = await createRound(request, alice, [bruno], course.id, 'Tuesday stableford');
    const invitation = invitationFrom(b, alice);
    await expect(invitation).toBeVisible();

    const a = await contextA.newPage();
    await a.goto(`/game/${gameId}/settings?view=players`);
    await a.getByRole('button', { name: `Remove ${bruno.name}` }).click();
    await a.getByRole('button', { name: 'Save' }).click();
    await expect(a.getByText('Players updated')).toBeVisible();

    await expect(invitation).toHaveCount(0);
    expect(await pendingRoundIds(request, bruno)).not.toContain(gameId);
    // Nothing left to answer: B's page is the dashboard still, with no error.
    await expect(b).toHaveURL(/\/dashboard$/);
    await a.close();
  });

  await test.step('A deletes a round B has open: B is told, on the dashboard', async () => {
    const gameId = await createRound(request, alice, [bruno], course.id, 'Wednesday medal');
    const play = await openFollowing(contextB, `/play/${gameId}`, `game:${gameId}`);
    await expect(play.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    // Not joined yet, B finds the invitation on the round's own screen too.
    await expect(play.getByRole('region', { name: `${alice.name} invited you to this round` })).toBeVisible();

    const deleted = await request.delete(`/api/game/${gameId}`, { headers: bearer(alice) });
    expect(deleted.status()).toBe(204);
    await expect(play.getByText('This round was deleted.')).toBeVisible();
    await expect(play).toHaveURL(/\/dashboard$/);
    await screenshotBothThemes(play, 'round-deleted-375');
    await play.setViewportSize({ width: 1280, height: 800 });
    await expect(play.getByText('This round was deleted.')).toBeVisible();
    await screenshotBothThemes(play, 'round-deleted-1280');
  });

  await contextA.close();
  await contextB.close();
});
