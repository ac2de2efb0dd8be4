// First visit: the landing page, the language picker, the theme, and the way to sign in.
import { expect, test } from '@playwright/test';

// apps/web/src/lib/storage-keys.ts: the web app prefixes its keys with `fairway.` (several apps share localhost).
const LOCALE_KEY = 'fairway.locale';

test('a first visitor sees Fairway, picks French and the dark theme, and reaches sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /Fairway/ })).toBeVisible();
  const html = page.locator('html');

  await test.step('switch the language to French', async () => {
    const signInInEnglish = page.getByRole('link', { name: /^sign in$/i }).first();
    await expect(signInInEnglish).toBeVisible();
    await page.getByRole('combobox', { name: /language/i }).selectOption('fr');
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: /^se connecter$/i }).first()).toBeVisible();
    await expect(signInInEnglish).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('fr');
  });

  await test.step('the choice survives a reload', async () => {
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('link', { name: /^se connecter$/i }).first()).toBeVisible();
  });

  await test.step('switch the theme to dark', async () => {
    await page.getByRole('button', { name: /sombre|dark/i }).click();
    await expect
      .poll(() =>
        html.evaluate((el) => el.classList.contains('dark') || el.getAttribute('data-theme') === 'dark'),
      )
      .toBe(true);
  });

  await test.step('follow the sign-in link', async () => {
    await page
      .getByRole('link', { name: /^se connecter$/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });
});
