// A golfer signed in on two devices ends the other one's session from the account settings; the other device
// is signed out at its next action.
import { expect, test } from '@playwright/test';
import { createGolfer, signInWithForm } from './support/accounts';
import { expectAccessible } from './support/a11y';

test('a golfer ends the session of another device from /settings/account', async ({
  page,
  browser,
  request,
}) => {
  // Two devices, each signing in through the screen: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const golfer = await createGolfer(request, 'sessions');
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();

  await signInWithForm(other, golfer.email, golfer.password);
  await expect(other).toHaveURL(/\/dashboard$/);
  await signInWithForm(page, golfer.email, golfer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/account');
  const devices = page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.first()).toContainText('This device');
  await expect(devices.nth(1)).not.toContainText('This device');
  await expectAccessible(page, 'the account settings with two devices');

  await devices
    .nth(1)
    .getByRole('button', { name: /^End session on / })
    .click();
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('This device');

  await test.step('the other device is signed out at its next action', async () => {
    await other.goto('/settings/account');
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    expect(await other.evaluate(() => localStorage.getItem('fairway.token'))).toBeNull();
  });

  // This device is still signed in.
  await page.reload();
  await expect(devices).toHaveCount(1);
  await otherContext.close();
});
