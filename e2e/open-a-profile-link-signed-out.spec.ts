// A signed-out visitor opens a golfer's profile link: the public profile shows, with a create-your-profile button
// that leads to sign-up; nothing of the owner's (edit, share, settings) shows. Written against
// apps/web/src/features/profiles and the public `GET /api/profile/{username}/details`.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInGolfer } from './support/accounts';

test('a signed-out visitor opens a profile link and sees the sign-up button', async ({ page, request }) => {
  test.setTimeout(90_000);
  const golfer = await signedInGolfer(request, 'public-profile', 'Paula', 'Public', 9.8);

  await page.goto(`/u/${golfer.username}`);
  await expect(page.getByRole('heading', { name: 'Paula Public', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(new RegExp(`/u/${golfer.username.replace(/\./g, '\\.')}$`));
  await expect(page.getByText('Handicap (declared)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expectAccessible(page, 'public profile, signed out');

  await page.getByRole('link', { name: 'Create your profile' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);

  await page.goto('/u/nobody-has-this-name');
  await expect(page.getByRole('alert')).toHaveText('Profile not found.', { timeout: 30_000 });
});
