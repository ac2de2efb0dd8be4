// First visit: the landing page, the language picker, the theme, and the way to sign in.
// Written against apps/web/src/features/landing/screens/Landing.tsx: a native <select> labelled "Language"
// (LanguagePicker), a "Theme" group of radio buttons (ThemeSwitch) and "Sign in" links to /sign-in.
import { expect, test } from '@playwright/test';

// apps/web/src/lib/storage-keys.ts: the web app prefixes its keys with `fairway.` (several apps share localhost).
const LOCALE_KEY = 'fairway.locale';

test('a first visitor sees Fairway, picks French and the dark theme, and reaches sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Fairway' })).toBeVisible();
  const html = page.locator('html');

  await test.step('switch the language to French', async () => {
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: 'Se connecter', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in', exact: true })).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('fr');
  });

  await test.step('the choice survives a reload', async () => {
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  await test.step('switch the theme to dark', async () => {
    await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
    const dark = page.getByRole('group', { name: 'Thème' }).getByRole('radio', { name: 'Sombre' });
    // The radio is visually hidden inside its drawn label (check() cannot reach it): click what the visitor
    // sees, the label titled with the option's name.
    await page.getByTitle('Sombre').click();
    await expect(dark).toBeChecked();
    await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  });

  await test.step('follow the sign-in link', async () => {
    await page.getByRole('link', { name: 'Se connecter', exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
