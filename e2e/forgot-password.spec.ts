// A golfer who forgot the password asks for a reset link, opens it from the mail, chooses a new password and
// signs in with it; the old password is refused.
import { expect, test } from '@playwright/test';
import { GOOD_PASSWORD, mailedLink, signUpAndVerify, uniqueEmail } from './support/accounts';

const NEW_PASSWORD = 'New-Fairway-2027?';

test('a golfer resets a forgotten password from the mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  // Waits 5 s for the way back to sign-in, on top of the mails and two sign-ins.
  test.setTimeout(60_000);
  const email = uniqueEmail('forgot');
  await signUpAndVerify(request, email, GOOD_PASSWORD);

  await test.step('ask for a reset link from the sign-in screen', async () => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Please enter your email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset email sent. Please check your inbox.')).toBeVisible();
    // Back to sign-in after 5 seconds.
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 8_000 });
  });

  await test.step('open the mailed link and choose a new password', async () => {
    await page.goto(await mailedLink(request, email, 'reset-password'));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  await test.step('the old password is refused', async () => {
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Incorrect email, username or password.');
    await expect(page.getByRole('alert')).toBeFocused();
  });

  await test.step('the new one signs in', async () => {
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/welcome(\/|$)/);
  });
});
