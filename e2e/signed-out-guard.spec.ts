// The guards by auth state: a visitor who opens an app screen lands on the landing page; a golfer with a
// profile who opens onboarding, or the landing's `/` (booted alone only for visitors), lands on the dashboard.
import { expect, test } from '@playwright/test';
import { createGolfer, signInWithForm } from './support/accounts';

test('a visitor who opens /stats lands on the landing page', async ({ page }) => {
  await page.goto('/stats');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('a golfer with a profile who opens /welcome lands on the dashboard', async ({ page, request }) => {
  const golfer = await createGolfer(request, 'guard');
  await signInWithForm(page, golfer.email, golfer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});
