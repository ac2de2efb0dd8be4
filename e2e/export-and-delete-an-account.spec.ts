// A golfer sets their notifications, downloads everything Fairway holds about them, then deletes their account:
// the export is a JSON file of their own data, and once deleted the account is gone (signing in fails).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createGolfer, signInWithForm } from './support/accounts';
import { expectAccessible } from './support/a11y';

test('a golfer exports their data, then deletes their account, which is gone', async ({ page, request }) => {
  test.setTimeout(90_000);
  const golfer = await createGolfer(request, 'leaving');
  await signInWithForm(page, golfer.email, golfer.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('notification toggles are stored on the server', async () => {
    await page.goto('/settings/notifications');
    const messages = page.getByRole('switch', { name: 'New messages' });
    await expect(messages).toBeChecked();
    await messages.click({ force: true });
    await expect(messages).not.toBeChecked();
    await expectAccessible(page, 'the notification settings');
    await page.reload();
    await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Friend requests' })).toBeChecked();
  });

  await test.step('Google is linked through the provider, then unlinked; Apple says it is not set up here', async () => {
    await page.goto('/settings/account');
    const region = page.getByRole('region', { name: 'Ways to sign in' });
    await expect(
      region.getByText('Signing in with Apple is not available on this Fairway server.'),
    ).toBeVisible();
    await region.getByRole('button', { name: 'Link Google' }).click();
    // The local provider of support/global-setup.ts vouches for `<login>@example.com`: the golfer's own address.
    await expect(page).toHaveTitle('login');
    await page.getByLabel('Account').fill(golfer.email.replace(/@example\.com$/, ''));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveTitle('consent');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/settings\/account\?linked=google$/, { timeout: 20_000 });
    await expect(page.getByText('Google is now linked to your account.')).toBeVisible();
    const back = page.getByRole('region', { name: 'Ways to sign in' });
    await back.getByRole('button', { name: 'Unlink Google' }).click();
    await expect(back.getByRole('button', { name: 'Link Google' })).toBeVisible();
  });

  await test.step('the export is a JSON file of the golfer’s own data, without secrets', async () => {
    await page.goto('/settings/account');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^fairway-export-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await file.path(), 'utf8');
    const data = JSON.parse(text) as {
      format: string;
      account: { email: string; username: string };
      profile: { firstName: string };
      settings: { notifications: { newMessages: boolean } };
      sessions: unknown[];
    };
    expect(data.format).toBe('fairway-account-export');
    expect(data.account).toMatchObject({ email: golfer.email, username: golfer.username });
    expect(data.profile.firstName).toBe(golfer.firstName);
    expect(data.settings.notifications.newMessages).toBe(false);
    expect(data.sessions.length).toBeGreaterThan(0);
    // No key holding a secret: no password hash, no session or provider token.
    expect(text).not.toMatch(/"(password|token|accessToken|refreshToken|idToken)"\s*:/);
    await expect(page.getByText(/^Saved as fairway-export-/)).toBeVisible();
  });

  await test.step('deleting asks for the username, then signs out', async () => {
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete my account' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the delete-account dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type your username ${golfer.username} to confirm`).fill(golfer.username);
    await confirm.click();
    await expect(page).toHaveURL(/\/(\?account=deleted)?$/);
    expect(await page.evaluate(() => localStorage.getItem('fairway.token'))).toBeNull();
  });

  await test.step('the account is gone: signing in fails', async () => {
    await signInWithForm(page, golfer.email, golfer.password);
    await expect(page.getByText('Incorrect email, username or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in/);
    const api = await request.post('/api/auth/sign-in/email', {
      data: { email: golfer.email, password: golfer.password },
    });
    expect(api.status()).toBe(401);
  });
});
