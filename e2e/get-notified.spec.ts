// Notifications, live: Ada sends Ben a friend request and Ben, in another browser, sees the unread dot appear without
// a reload, opens /notifications (which marks everything read) and accepts there; Ada is told "accepted". Ada then
// sets up a round starting now with Ben: Ben gets the invitation modal, joins and lands in the round. Cleo declines
// another of Ada's invitations from her notifications: she leaves that round's players, and Ada is told.
// Written against apps/web/src/features/notifications (Notifications, NotificationItem, queries), the home header
// and side navigation dots, the scores feature's invitation modal and apps/server/src/features/notifications.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

/** Opens `path` and waits until the app follows the golfer's own topic: events before that are not replayed. */
async function openFollowing(context: BrowserContext, path: string, golfer: SignedInGolfer): Promise<Page> {
  const page = await context.newPage();
  const topic = `user:${golfer.userId}`;
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

/** A course of the data set with tees, for the rounds. */
async function anyCourseId(request: APIRequestContext, golfer: SignedInGolfer): Promise<string> {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(golfer),
  });
  expect(response.status()).toBe(200);
  const { clubs } = (await response.json()) as {
    clubs: { courses?: { id: string; holes: number; tees: unknown[] }[] }[];
  };
  for (const club of clubs) {
    const course = club.courses?.find((candidate) => candidate.holes === 18 && candidate.tees.length > 0);
    if (course) return course.id;
  }
  throw new Error('no 18-hole course with tees in the data set');
}

async function createRound(
  request: APIRequestContext,
  owner: SignedInGolfer,
  golfer: SignedInGolfer,
  courseId: string,
  date: Date,
): Promise<string> {
  const created = await request.post('/api/game', {
    headers: bearer(owner),
    data: {
      name: 'Notified round',
      date: date.toISOString(),
      courseId,
      format: 'strokeplay',
      players: [{ userId: owner.userId }, { userId: golfer.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { gameId: string }).gameId;
}

/** The notifications link of the home header, named with its dot when there is something unread. */
const homeBell = (page: Page, unread: boolean) =>
  page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', {
    name: unread ? 'Notifications, Unread notifications' : 'Notifications',
    exact: true,
  });

test('notifications arrive live, and friend requests and round invitations are answered from them', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const suffix = Date.now().toString(36);
  const ada = await signedInGolfer(request, 'notify-a', 'Ada', `Sender${suffix}`);
  const ben = await signedInGolfer(request, 'notify-b', 'Ben', `Receiver${suffix}`);
  const cleo = await signedInGolfer(request, 'notify-c', 'Cleo', `Decliner${suffix}`);
  const courseId = await anyCourseId(request, ada);
  const contextA = await contextFor(browser, ada, device);
  const contextB = await contextFor(browser, ben, device);
  const b = await openFollowing(contextB, '/dashboard', ben);

  await test.step('Ada sends Ben a friend request: the dot appears on Ben’s home, live', async () => {
    await expect(homeBell(b, false)).toBeVisible({ timeout: 30_000 });
    const asked = await request.post('/api/friendships', {
      headers: bearer(ada),
      data: { receiverId: ben.userId },
    });
    expect(asked.status()).toBe(200);
    await expect(homeBell(b, true)).toBeVisible();
    await expect(homeBell(b, true).getByTestId('notifications-dot')).toBeVisible();
  });

  await test.step('Ben opens his notifications, accepts, and the dot goes', async () => {
    await homeBell(b, true).click();
    await expect(b).toHaveURL(/\/notifications$/);
    await expect(b.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const item = b.getByRole('listitem').filter({ hasText: `${ada.name} sent you a friend request` });
    await expect(item).toBeVisible();
    await expect(b.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/dashboard');
    await expect(b.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    await expectAccessible(b, 'the notifications screen with a friend request');
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect(item.getByText('Accepted: you are now friends')).toBeVisible();
    await expect(item.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    // Opening the screen marked everything read.
    const unread = await request.get('/api/notifications/unread', { headers: bearer(ben) });
    expect(((await unread.json()) as { count: number }).count).toBe(0);
    const friendship = await request.get(`/api/friendships?receiverId=${ada.userId}`, {
      headers: bearer(ben),
    });
    expect(((await friendship.json()) as { status: string }).status).toBe('friends');
    await b.getByRole('link', { name: 'Back to home' }).click();
    await expect(homeBell(b, false)).toBeVisible();
  });

  await test.step('Ada is told that Ben accepted', async () => {
    const a = await contextA.newPage();
    await a.goto('/notifications');
    await expect(a.getByText(`${ben.name} accepted your friend request`)).toBeVisible({ timeout: 30_000 });
    for (const [width, theme] of [
      [375, 'light'],
      [375, 'dark'],
      [1280, 'light'],
      [1280, 'dark'],
    ] as const) {
      await a.setViewportSize({ width, height: 812 });
      await a.emulateMedia({ colorScheme: theme });
      const path = test.info().outputPath(`notifications-${width}-${theme}.png`);
      await a.screenshot({ path, fullPage: true, animations: 'disabled' });
      await test.info().attach(`notifications-${width}-${theme}`, { path, contentType: 'image/png' });
    }
    await a.emulateMedia({ colorScheme: 'light' });
    await a.close();
  });

  await test.step('Ada sets up a round starting now with Ben: Ben gets the modal, joins and lands in it', async () => {
    const gameId = await createRound(request, ada, ben, courseId, new Date());
    const modal = b.getByRole('dialog', { name: `${ada.name} invited you to a round` });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    await expect(modal.getByText('Starts within the hour')).toBeVisible();
    await expectAccessible(b, 'the round invitation modal');
    for (const theme of ['light', 'dark'] as const) {
      await b.emulateMedia({ colorScheme: theme });
      const path = test.info().outputPath(`invitation-modal-${theme}.png`);
      await b.screenshot({ path, animations: 'disabled' });
      await test.info().attach(`invitation-modal-${theme}`, { path, contentType: 'image/png' });
    }
    await b.emulateMedia({ colorScheme: 'light' });
    await modal.getByRole('button', { name: 'Join' }).click();
    await expect(b).toHaveURL(new RegExp(`/play/${gameId}(\\?|$)`));
    await expect(modal).toHaveCount(0);
    const detail = await request.get(`/api/game/${gameId}`, { headers: bearer(ben) });
    const round = (await detail.json()) as { players: { userId: string; status: string }[] };
    expect(round.players.find((player) => player.userId === ben.userId)?.status).toBe('playing');
  });

  await test.step('Cleo declines another invitation from her notifications: she leaves the round, Ada is told', async () => {
    const gameId = await createRound(request, ada, cleo, courseId, new Date(Date.now() + 3 * 86_400_000));
    const contextC = await contextFor(browser, cleo, device);
    const c = await contextC.newPage();
    await c.goto('/notifications');
    const item = c.getByRole('listitem').filter({ hasText: `${ada.name} invited you to a round` });
    await expect(item).toBeVisible({ timeout: 30_000 });
    // A round she is only invited to is not offered to resume: its invitation is what she answers.
    await expect(c.getByRole('button', { name: 'Not now' })).toHaveCount(0);
    await expect(item).toContainText('2/4 players');
    await item.getByRole('button', { name: 'Decline' }).click();
    await expect(item.getByText('You declined this round')).toBeVisible();
    await expect(c.getByText('Invitation declined')).toBeVisible();
    const detail = await request.get(`/api/game/${gameId}`, { headers: bearer(ada) });
    const round = (await detail.json()) as { players: { userId: string }[] };
    expect(round.players.map((player) => player.userId)).toEqual([ada.userId]);

    const a = await contextA.newPage();
    await a.goto('/notifications');
    await a.getByRole('button', { name: 'Not now' }).click();
    await expect(a.getByText(`${cleo.name} declined your round invitation`)).toBeVisible({ timeout: 30_000 });
    await expect(a.getByText(`${ben.name} joined your round`)).toBeVisible();
    await contextC.close();
  });

  await contextA.close();
  await contextB.close();
});
