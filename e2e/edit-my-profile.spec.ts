// A golfer edits their profile through the save bar (games-and-profiles.md §4): save stays disabled until a
// change, a link of the wrong network is refused in place, the real request shows "Updating profile…" then
// "Changes saved", which returns to the initial state after 2 s; the profile page shows what was saved and
// its share button says "Link copied" for 2 s. Written against apps/web/src/features/profiles.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';

test('the profile is edited through the save bar’s states', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const golfer = await signedInGolfer(request, 'edit-profile', 'Ada', 'Birdie', 21.4);
  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  // The request is held a moment, so that the saving state can be seen.
  await page.route('**/api/profile', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });

  await page.goto('/settings/edit-profile');
  await expect(page.getByRole('heading', { name: 'Edit profile', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const status = page.locator('[data-state]').getByRole('status');
  await expect(save).toBeDisabled();
  await expect(status).toHaveText('No changes');

  await page.getByLabel('Description').fill('Early tee times, fast rounds.');
  await page.getByLabel('Playing golf since').selectOption('2010');
  await page.getByLabel('Preferred tee').selectOption('blue');
  await page.getByText('Left-handed').click();
  await expect(status).toHaveText('Unsaved changes');
  await expect(save).toBeEnabled();

  const facebook = page.getByLabel('Facebook');
  await facebook.fill('https://www.instagram.com/ada');
  await expect(page.getByText('This is not a link to a page of this network.')).toBeVisible();
  await expect(facebook).toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeDisabled();
  await facebook.fill('');
  await page.getByLabel('Instagram').fill('https://www.instagram.com/ada.birdie');
  await expectAccessible(page, 'edit profile with unsaved changes');

  await save.click();
  await expect(status).toHaveText('Updating profile…');
  await expect(save).toBeDisabled();
  await expect(status).toHaveText('Changes saved');
  await expect(status).toHaveText('No changes', { timeout: 5_000 });
  await expect(save).toBeDisabled();

  await page.goto(`/u/${golfer.username}`);
  await expect(page.getByRole('heading', { name: 'Ada Birdie', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Early tee times, fast rounds.')).toBeVisible();
  await expect(page.getByText('Handicap (declared)')).toBeVisible();
  await expect(page.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
    'href',
    'https://www.instagram.com/ada.birdie',
  );
  await expect(page.getByText('2010')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/u/${golfer.username.replace(/\./g, '\\.')}$`),
  );
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 5_000 });
  await expectAccessible(page, 'own profile');
  await context.close();
});
