// Two golfers become friends: one finds the other by name on /friends and sends a request, which they see at once
// as "Cancel request"; the other finds it under "Requests received" and accepts; both then have each other in
// their friends list. Written against apps/web/src/features/friends and apps/server/src/features/friends.
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';

/** A last name nobody else in the database has, in letters only: the search finds exactly this golfer. */
const uniqueLastName = () =>
  `Fri${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

test('two golfers become friends by request and accept on the friends screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const adaLast = uniqueLastName();
  const benLast = uniqueLastName();
  const ada = await signedInGolfer(request, 'ada-friend', 'Ada', adaLast);
  const ben = await signedInGolfer(request, 'ben-friend', 'Ben', benLast);
  const adaPage = await (await contextFor(browser, ada, device)).newPage();
  const benPage = await (await contextFor(browser, ben, device)).newPage();

  await test.step('Ada finds Ben by name and sends a request', async () => {
    await adaPage.goto('/friends');
    await expect(adaPage.getByRole('heading', { name: 'Friends', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(adaPage.getByText('No friends yet.', { exact: false })).toBeVisible();
    await adaPage
      .getByRole('searchbox', { name: 'Search golfers by name or username' })
      .fill(benLast.slice(0, 6));
    const golfers = adaPage.getByRole('region', { name: 'Golfers' });
    await expect(golfers.getByRole('link', { name: `Ben ${benLast}` })).toBeVisible();
    await golfers.getByRole('button', { name: `Add friend: Ben ${benLast}` }).click();
    await expect(golfers.getByRole('button', { name: `Cancel request: Ben ${benLast}` })).toBeVisible();
    await expectAccessible(adaPage, 'the friends search with a request sent');
  });

  await test.step('Ben sees the request and accepts it', async () => {
    await benPage.goto('/friends');
    const received = benPage.getByRole('region', { name: 'Requests received' });
    await expect(received.getByRole('link', { name: `Ada ${adaLast}` })).toBeVisible({ timeout: 30_000 });
    await expectAccessible(benPage, 'the friends screen with a request received');
    await benPage.screenshot({
      path: test.info().outputPath('friends-request-received.png'),
      fullPage: true,
    });
    await received.getByRole('button', { name: `Accept: Ada ${adaLast}` }).click();
    const friends = benPage.getByRole('region', { name: 'Your friends (1)' });
    await expect(friends.getByRole('link', { name: `Ada ${adaLast}` })).toBeVisible();
    await expect(received).toBeHidden();
  });

  await test.step('Ada has Ben among her friends, and her request is gone', async () => {
    await adaPage.goto('/friends');
    const friends = adaPage.getByRole('region', { name: 'Your friends (1)' });
    await expect(friends.getByRole('link', { name: `Ben ${benLast}` })).toBeVisible({ timeout: 30_000 });
    await expect(adaPage.getByRole('region', { name: 'Requests sent' })).toBeHidden();
    await expect(friends.getByRole('button', { name: `Remove: Ben ${benLast}` })).toBeVisible();
    for (const [width, theme] of [
      [375, 'light'],
      [375, 'dark'],
      [1280, 'light'],
      [1280, 'dark'],
    ] as const) {
      await adaPage.setViewportSize({ width, height: 812 });
      await adaPage.emulateMedia({ colorScheme: theme });
      const path = test.info().outputPath(`friends-${width}-${theme}.png`);
      await adaPage.screenshot({ path, fullPage: true });
      await test.info().attach(`friends-${width}-${theme}`, { path, contentType: 'image/png' });
    }
  });
});
