// A golfer reads their statistics: rounds recorded and finished through the API, then /stats shows the figures
// and the charts; a golfer with no rounds sees the empty state. Written against apps/web/src/features/stats.
import { expect, test } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import { anEighteenHoleCourse, recordFinishedRound } from './support/rounds';

test('the statistics screen shows the figures of the rounds played', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const golfer = await signedInGolfer(request, 'stats', 'Stan', 'Stats', 16.2);
  const course = await anEighteenHoleCourse(request, golfer);
  // Every hole in par (2 putts: GIR on every hole), then every hole a bogey.
  const first = (
    await recordFinishedRound(request, golfer, {
      courseId: course.id,
      daysAgo: 10,
      over: 0,
      name: 'Stats round',
    })
  ).strokes;
  const second = (
    await recordFinishedRound(request, golfer, {
      courseId: course.id,
      daysAgo: 3,
      over: 1,
      name: 'Stats round',
    })
  ).strokes;

  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  const page = await context.newPage();
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'My statistics', level: 1 })).toBeVisible({
    timeout: 30_000,
  });
  const figure = (label: string) =>
    page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
  await expect(figure('Rounds').locator('dd')).toHaveText('2');
  await expect(figure('Average score').locator('dd')).toHaveText(String((first + second) / 2));
  await expect(figure('Handicap').locator('dd')).toHaveText('16.2');
  await expect(figure('Greens in regulation').locator('dd')).toHaveText('50%');
  await expect(figure('Putts per round').locator('dd')).toHaveText('36');
  await expect(figure('Putts per hole').locator('dd')).toHaveText('2');
  await expect(page.getByText('Scores over time')).toBeVisible();
  await expect(page.getByText(`Rounds: 2, average ${(first + second) / 2}, best ${first}`)).toBeVisible();
  await expect(page.getByText('Score distribution')).toBeVisible();
  await expect(page.getByText('Par 3, 4 and 5 against par')).toBeVisible();
  // Recharts drew the charts.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();

  await page.getByRole('button', { name: 'Last 20' }).click();
  await expect(page.getByRole('button', { name: 'Last 20' })).toHaveAttribute('aria-pressed', 'true');
  await expect(figure('Rounds').locator('dd')).toHaveText('2');
  await context.close();
});

test('a golfer with no rounds sees the empty state', async ({ browser, request }) => {
  const golfer = await signedInGolfer(request, 'stats-empty', 'Nora', 'None');
  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  const page = await context.newPage();
  await page.goto('/stats');
  await expect(page.getByRole('heading', { name: 'No rounds yet' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Record a round' })).toBeVisible();
  await context.close();
});
