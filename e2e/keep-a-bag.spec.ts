// A golfer keeps a bag: 14 clubs chosen on the bag editor, a 15th refused with the "Maximum 14 clubs" dialog,
// the server refusing a 15th too, and the bag shown by type; another golfer sees the same clubs.
// Written against apps/web/src/features/bag and apps/server/src/features/bag.
import { expect, test } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';

const FOURTEEN = [
  'Driver',
  '3-wood',
  '5-wood',
  '4-hybrid',
  '5-iron',
  '6-iron',
  '7-iron',
  '8-iron',
  '9-iron',
  'Pitching wedge (46°)',
  '52° wedge',
  'Sand wedge (54°)',
  'Lob wedge (58°)',
  'Putter',
];

test('14 clubs go in the bag, a 15th is refused on the screen and by the server', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const golfer = await signedInGolfer(request, 'bag', 'Bea', 'Bag');
  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  const page = await context.newPage();

  await test.step('the empty bag invites to choose clubs', async () => {
    await page.goto('/my-bag');
    await expect(page.getByRole('heading', { name: 'My bag', level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Your bag is empty. Choose the clubs you carry.')).toBeVisible();
    await page.getByRole('link', { name: 'Edit bag' }).click();
    await expect(page.getByRole('heading', { name: 'Edit my bag', level: 1 })).toBeVisible();
  });

  await test.step('14 clubs chosen, the 15th refused with the dialog', async () => {
    for (const club of FOURTEEN) await page.getByRole('button', { name: club, exact: true }).click();
    await expect(page.getByText('14 of 14 clubs')).toBeVisible();
    await page.getByRole('button', { name: '4-iron', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Maximum 14 clubs' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: '4-iron', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  await test.step('the driver gets a brand from the search, a model and an average distance', async () => {
    await page.getByText('Driver', { exact: true }).last().click();
    await page.getByLabel('Search a brand').first().fill('tay');
    const brand = page.getByLabel('Brand', { exact: true }).first();
    await expect(brand.locator('option', { hasText: 'TaylorMade' })).toHaveCount(1);
    await brand.selectOption({ label: 'TaylorMade' });
    await page.getByLabel('Model').first().fill('Qi35');
    await page.getByLabel('Average distance (m)').first().fill('228');
    await page.getByRole('button', { name: 'Save bag' }).click();
    await expect(page.getByText('Your bag has been updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-bag$/, { timeout: 10_000 });
  });

  await test.step('the bag shows the clubs by type', async () => {
    await expect(page.getByText('14 of 14 clubs')).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Driver', 'Woods', 'Hybrids', 'Irons', 'Wedges', 'Putter']);
    await expect(page.getByText('TaylorMade Qi35')).toBeVisible();
    await expect(page.getByText('228 m')).toBeVisible();
  });

  await test.step('the server refuses a 15th club too, and another golfer sees the bag', async () => {
    const auth = { Authorization: `Bearer ${golfer.token}` };
    const bag = (await (await request.get('/api/golf-gear/my-bag', { headers: auth })).json()) as {
      clubs: { id: string; type: string }[];
    };
    expect(bag.clubs).toHaveLength(14);
    const refused = await request.post('/api/golf-gear/update-bag', {
      headers: auth,
      data: { clubs: [...bag.clubs.map(({ id, type }) => ({ id, type })), { type: 'iron', clubNumber: 4 }] },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('bag_limit_exceeded');

    const friend = await signedInGolfer(request, 'bag-friend', 'Fred', 'Friend');
    const seen = await contextFor(browser, friend, 'laptop');
    const friendPage = await seen.newPage();
    await friendPage.goto(`/u/${golfer.userId}/bag`);
    await expect(friendPage.getByRole('heading', { name: 'Golf bag', level: 1 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(friendPage.getByText('TaylorMade Qi35')).toBeVisible();
    await expect(friendPage.getByRole('main').getByRole('listitem')).toHaveCount(14);
    await seen.close();
  });
  await context.close();
});
