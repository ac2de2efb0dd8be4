// A new golfer signs up: the live checklist refuses a weak password, a good one is accepted, the verification
// link from the mail confirms the address, and the first sign-in leads into onboarding.
import { expect, test } from '@playwright/test';
import { GOOD_PASSWORD, mailedLink, uniqueEmail } from './support/accounts';

test('a golfer signs up, confirms the email from the mailed link and signs in into onboarding', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sign-up');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Create account' });
  const password = page.getByLabel('Password', { exact: true });
  const confirmation = page.getByLabel('Confirm password');
  const rule = (name: string) => page.getByRole('listitem').filter({ hasText: name });

  await test.step('the checklist refuses a weak password', async () => {
    await page.getByLabel('Email').fill(email);
    await password.fill('weakpass');
    await confirmation.fill('weakpass');
    await expect(rule('At least 8 characters')).toContainText('done');
    await expect(rule('An uppercase letter')).toContainText('missing');
    await expect(rule('A digit')).toContainText('missing');
    await expect(rule('A special character')).toContainText('missing');
    await expect(submit).toBeDisabled();
    await password.focus();
    await password.blur();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Your password needs at least 8 characters')).toBeVisible();
  });

  await test.step('the confirmation must match', async () => {
    await password.fill(GOOD_PASSWORD);
    await confirmation.fill(`${GOOD_PASSWORD}x`);
    await confirmation.blur();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await expect(submit).toBeDisabled();
  });

  await test.step('a good password is accepted: check your email', async () => {
    await confirmation.fill(GOOD_PASSWORD);
    for (const name of ['At least 8 characters', 'An uppercase letter', 'A lowercase letter', 'A digit'])
      await expect(rule(name)).toContainText('done');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByText('Account created!')).toBeVisible();
  });

  await test.step('the verification link confirms the address', async () => {
    await page.goto(await mailedLink(request, email, 'verify-email'));
    await expect(page).toHaveURL(/\/sign-in\?verified=1$/);
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is confirmed' }),
    ).toBeVisible();
  });

  await test.step('the first sign-in leads into onboarding', async () => {
    await page.getByLabel('Email or username').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/welcome(\/|$)/);
  });
});
