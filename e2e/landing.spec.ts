// The landing as a visitor meets it: the video hero and its poster, the six features, an FAQ that opens from
// the keyboard, the footer's way to the real privacy and terms pages, the sign-up link's short transition, and a
// page that fits a 375 px phone in every section (and in German, whose words are long).
import { expect, test, type Page } from '@playwright/test';

const LOCALE_KEY = 'fairway.locale';

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test('the hero plays a muted looping clip with a poster, served in both formats', async ({ page }) => {
  await page.goto('/');
  const video = page.locator('video');
  await expect(video).toHaveAttribute('poster', '/media/hero-poster.webp');
  await expect(video).toHaveAttribute('aria-label', /putt/);
  expect(
    await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      autoplay: element.autoplay,
      playsInline: element.playsInline,
    })),
  ).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true });
  await expect(video.locator('source')).toHaveCount(2);
  for (const [path, type] of [
    ['/media/hero.webm', 'video/webm'],
    ['/media/hero.mp4', 'video/mp4'],
    ['/media/hero-poster.webp', 'image/webp'],
  ] as const) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain(type);
  }
  await expect(page.getByRole('button', { name: 'Pause the video' })).toBeVisible();
});

test('with reduced motion the hero shows only the poster', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto(`${test.info().project.use.baseURL}/`);
  await expect(page.getByRole('img', { name: /putt/ })).toHaveAttribute('src', '/media/hero-poster.webp');
  await expect(page.locator('video')).toHaveCount(0);
  await context.close();
});

test('the six features, and the FAQ opens and closes from the keyboard', async ({ page }) => {
  await page.goto('/');
  const features = page.getByRole('region', { name: 'Why golfers choose Fairway' });
  await expect(features.getByRole('listitem')).toHaveCount(6);
  await expect(features.getByRole('heading', { level: 3 })).toHaveText([
    'A profile that is yours',
    'Connect with golfers',
    'Track your progress',
    'A golf map',
    'Your own link',
    'Share your achievements',
  ]);

  const faq = page.getByRole('region', { name: 'Questions golfers ask' });
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  const first = faq.getByRole('button', { name: 'Is Fairway really free?' });
  const answer = faq.getByText(/^Yes\. There is no subscription/);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(answer).toBeVisible();

  await page.keyboard.press('Tab');
  const second = faq.getByRole('button', { name: 'Can I keep score for my playing partners?' });
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');

  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(answer).toBeHidden();
});

test('the footer leads to the real privacy and terms pages', async ({ page }) => {
  await page.goto('/');
  const legal = page.getByRole('navigation', { name: 'Legal' });

  await legal.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  await expect(page.getByText(/© OpenStreetMap contributors/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your rights and deleting your account' })).toBeVisible();

  await page.getByRole('link', { name: 'Read the terms of use' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
});

test('sign up leads on after a short transition, and stays a real link', async ({ page }) => {
  await page.goto('/');
  const signUp = page.getByRole('link', { name: 'Sign up', exact: true });
  await expect(signUp).toHaveAttribute('href', '/sign-up');
  await signUp.click();
  await expect(page.getByRole('status').filter({ hasText: 'Taking you to sign up…' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test('the sections are one tap away in the header @desktop', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Site navigation' });
  for (const [name, id] of [
    ['Features', 'features'],
    ['Pricing', 'pricing'],
    ['FAQ', 'faq'],
    ['Contact', 'contact'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
  }
});

test('nothing overflows at 375 px, in English and in German @phone', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(375);
  for (const locale of ['en', 'de']) {
    await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
      key: LOCALE_KEY,
      value: locale,
    });
    for (const path of ['/', '/privacy', '/terms']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await horizontalOverflow(page), `${locale} ${path}`).toBeLessThanOrEqual(0);
    }
  }
  // The sections fold under a menu on a phone.
  await page.goto('/');
  await page.getByRole('button', { name: 'Abschnitte' }).click();
  await page.getByRole('navigation', { name: 'Abschnitte' }).getByRole('link', { name: 'Preise' }).click();
  await expect(page).toHaveURL(/#pricing$/);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the legacy /signup and /login links still lead to sign-up and sign-in', async ({ page }) => {
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/sign-in$/);
});
