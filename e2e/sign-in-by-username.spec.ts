// A golfer with a profile signs out from the More menu of the side navigation (desktop), which ends the session
// on the server too, and signs back in with the username instead of the email.
import { expect, test } from '@playwright/test';
import { createGolfer, signInWithForm } from './support/accounts';

test('a golfer signs out from the More menu and back in with the username @desktop', async ({
  page,
  request,
}) => {
  const golfer = await createGolfer(request, 'byname');

  await signInWithForm(page, golfer.email, golfer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('fairway.token'));
  expect(token).toBeTruthy();

  await test.step('sign out from the More menu', async () => {
    await page.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu')).toContainText(`${golfer.firstName} ${golfer.lastName}`);
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('fairway.token'))).toBeNull();
    // The server ended that session: its token no longer opens anything.
    await expect
      .poll(async () =>
        (await request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  await test.step('sign back in with the username', async () => {
    await signInWithForm(page, golfer.username, golfer.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
