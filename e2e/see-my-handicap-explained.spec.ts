// A golfer's handicap index, explained (issue 21): three rounds played and finished through the API, then the
// profile shows Fairway's index instead of the declared handicap, and its explanation lists the three
// differentials, the one that counts highlighted, the table step and that it is not an official index.
// Written against apps/web/src/features/profiles (Profile, HandicapExplained).
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';
import { expectAccessible } from './support/a11y';

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

/** Plays a round already over (par + `over` on every hole) through the API and finishes it. */
async function playAndFinish(
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
      name: `Handicap round ${daysAgo}`,
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
}

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
    await playAndFinish(request, golfer, course.id, 20, 1);
    await playAndFinish(request, golfer, course.id, 12, 2);
    await page.goto(`/u/${golfer.username}`);
    await expect(handicapFigure.locator('dt')).toHaveText('Handicap (declared)', { timeout: 30_000 });
    await expect(handicapFigure.locator('dd').first()).toHaveText('30.4');
  });

  await test.step('the third round: Fairway’s index replaces it on the profile', async () => {
    await playAndFinish(request, golfer, course.id, 5, 0);
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
