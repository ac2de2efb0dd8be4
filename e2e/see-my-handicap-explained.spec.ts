// A golfer's handicap index, explained (issue 21): three rounds played and finished through the API, then the
// profile shows Fairway's index instead of the declared handicap, and its explanation lists the three
// differentials, the one that counts highlighted, the table step and that it is not an official index.
// Written against apps/web/src/features/profiles (Profile, HandicapExplained).
import { expect, test } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import { expectAccessible } from './support/a11y';
import { anEighteenHoleCourse, recordFinishedRound } from './support/rounds';

/** The index as the screens write it in English (a plus index with its sign): the profile with at most one
 * decimal, the explanation always with one. */
const shown = (index: number, minimumFractionDigits: 0 | 1) => {
  const text = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits: 1 }).format(
    Math.abs(index),
  );
  return index < 0 ? `+${text}` : text;
};

test('three finished rounds make the handicap index, shown with its explanation', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const golfer = await signedInGolfer(request, 'handicap', 'Hana', 'Dicap', 30.4);
  const course = await anEighteenHoleCourse(request, golfer);
  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  const page = await context.newPage();
  let index = 0;
  const handicapFigure = page.locator('dl > div').filter({ has: page.getByText(/^Handicap \(/) });

  await test.step('two rounds: the declared handicap stays, and the profile says so', async () => {
    await recordFinishedRound(request, golfer, {
      courseId: course.id,
      daysAgo: 20,
      over: 1,
      name: 'Handicap round 20',
    });
    await recordFinishedRound(request, golfer, {
      courseId: course.id,
      daysAgo: 12,
      over: 2,
      name: 'Handicap round 12',
    });
    await page.goto(`/u/${golfer.username}`);
    await expect(handicapFigure.locator('dt')).toHaveText('Handicap (declared)', { timeout: 30_000 });
    await expect(handicapFigure.locator('dd').first()).toHaveText('30.4');
  });

  await test.step('the third round: Fairway’s index replaces it on the profile', async () => {
    await recordFinishedRound(request, golfer, {
      courseId: course.id,
      daysAgo: 5,
      over: 0,
      name: 'Handicap round 5',
    });
    const summary = (await (
      await request.get(`/api/handicap/${golfer.userId}`, {
        headers: { Authorization: `Bearer ${golfer.token}` },
      })
    ).json()) as { source: string; handicapIndex: number; records: { counts: boolean }[] };
    expect(summary.source).toBe('computed');
    index = summary.handicapIndex;
    expect(summary.records).toHaveLength(3);
    // With three rounds the lowest differential counts, less 2.0: the par round's.
    expect(summary.records.filter((record) => record.counts)).toHaveLength(1);

    await page.reload();
    await expect(handicapFigure.locator('dt')).toHaveText('Handicap (Fairway index)', { timeout: 30_000 });
    await expect(handicapFigure.locator('dd').first()).toHaveText(shown(summary.handicapIndex, 0));

    await handicapFigure.getByRole('link', { name: "How it's calculated" }).click();
    await expect(page).toHaveURL(new RegExp(`/u/${golfer.userId}/handicap$`));
  });

  await test.step('the explanation: not official, the steps, the three cards and the one that counts', async () => {
    await expect(page.getByRole('heading', { name: 'Handicap index, explained', level: 1 })).toBeVisible();
    await expect(
      page.getByText('It is not an official handicap from a golf federation.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByText('Fairway index', { exact: true })).toBeVisible();
    await expect(page.getByText(shown(index, 1), { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How the index is calculated' })).toBeVisible();
    await expect(page.getByText('Your 3 most recent rounds are used (at most the last 20).')).toBeVisible();
    await expect(page.getByText('The lowest differential of 3 counts.', { exact: false })).toBeVisible();
    await expect(page.getByText('With so few rounds, -2.0 is added.', { exact: false })).toBeVisible();
    const records = page.getByRole('region', { name: /Score differentials/ }).getByRole('listitem');
    await expect(records).toHaveCount(3);
    await expect(records.filter({ hasText: 'Counts' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Index over time' })).toBeVisible();
    await expectAccessible(page, 'handicap explained');
  });
  await context.close();
});
