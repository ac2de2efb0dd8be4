// A golfer reads their statistics: rounds recorded and finished through the API, then /stats shows the figures
// and the charts; a golfer with no rounds sees the empty state. Written against apps/web/src/features/stats.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

interface Course {
  id: string;
  holes: number;
  tees: { holes: { holeNumber: number; par: number }[] }[];
}

async function anEighteenHoleCourse(request: APIRequestContext, golfer: SignedInGolfer) {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: { Authorization: `Bearer ${golfer.token}` },
  });
  const { clubs } = (await response.json()) as { clubs: { courses?: Course[] }[] };
  const course = clubs
    .flatMap((club) => club.courses ?? [])
    .find((candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18));
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  return course;
}

/** Records a round already played (par + `over` on every hole, 2 putts) and finishes it. */
async function recordRound(
  request: APIRequestContext,
  golfer: SignedInGolfer,
  courseId: string,
  daysAgo: number,
  over: number,
) {
  const headers = { Authorization: `Bearer ${golfer.token}` };
  const created = await request.post('/api/game', {
    headers,
    data: {
      name: 'Stats round',
      date: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
      courseId,
      format: 'strokeplay',
      kind: 'recorded',
      players: [{ userId: golfer.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };
  const detail = (await (await request.get(`/api/game/${gameId}`, { headers })).json()) as {
    players: { id: string }[];
    holes: { holeNumber: number; par: number }[];
  };
  const playerId = detail.players[0]!.id;
  for (const hole of detail.holes) {
    const saved = await request.post(`/api/game/${gameId}/scores`, {
      headers,
      data: { playerId, holeNumber: hole.holeNumber, score: hole.par + over, putts: 2 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const finished = await request.put(`/api/game/${gameId}/player/status`, {
    headers,
    data: { status: 'finished' },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return detail.holes.reduce((sum, hole) => sum + hole.par, 0) + over * detail.holes.length;
}

test('the statistics screen shows the figures of the rounds played', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const golfer = await signedInGolfer(request, 'stats', 'Stan', 'Stats', 16.2);
  const course = await anEighteenHoleCourse(request, golfer);
  // Every hole in par (2 putts: GIR on every hole), then every hole a bogey.
  const first = await recordRound(request, golfer, course.id, 10, 0);
  const second = await recordRound(request, golfer, course.id, 3, 1);

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
