// A golfer's home (/dashboard): with no round, a way to start one; with a round not finished, the round to open;
// their index, rounds and bag at a glance; golfers to follow while they have no friends; the header's links. Written against apps/web/src/features/home.
import { expect, test } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import { expectAccessible } from './support/a11y';

test('the home screen offers to play, then the round in progress, and the golfer’s game at a glance', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const golfer = await signedInGolfer(request, 'home', 'Hope', 'Home', 12.4);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const context = await contextFor(browser, golfer, device);
  const page = await context.newPage();

  await page.goto('/dashboard');
  const rounds = page.getByRole('region', { name: 'Your rounds' });
  await expect(rounds.getByText(/No round in progress/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Handicap index\s*12\.4/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Rounds played\s*0/ })).toBeVisible();
  // A new golfer has no friends: the home suggests golfers to follow, and the way to find more.
  const suggestions = page.getByRole('region', { name: 'Golfers to follow' });
  await expect(suggestions.getByRole('link', { name: 'Find golfers' })).toHaveAttribute('href', '/friends');
  const header = page.getByRole('navigation', { name: 'Quick links' });
  for (const [name, path] of [
    ['Messages', '/messages'],
    ['Notifications', '/notifications'],
    ['Menu', '/menu'],
  ] as const)
    await expect(header.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  await expectAccessible(page, 'the home screen with no round');
  await page.screenshot({ path: test.info().outputPath(`home-empty-${device}.png`), fullPage: true });

  // A round created through the API (not started yet) is there to open.
  const headers = { Authorization: `Bearer ${golfer.token}` };
  const clubs = (await (
    await request.get('/api/golf-clubs?limit=20&minHoles=9&withCourses=true', { headers })
  ).json()) as { clubs: { name: string; courses?: { id: string; tees: unknown[] }[] }[] };
  const club = clubs.clubs.find((candidate) => candidate.courses?.some((course) => course.tees.length > 0));
  const course = club!.courses!.find((candidate) => candidate.tees.length > 0)!;
  const created = await request.post('/api/game', {
    headers,
    data: {
      name: 'Morning nine',
      date: new Date().toISOString(),
      courseId: course.id,
      format: 'strokeplay',
      players: [{ userId: golfer.userId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };

  await page.reload();
  // The shell offers to resume it once (its own sheet); the home screen lists it all the same.
  await page.getByRole('button', { name: 'Not now' }).click();
  const round = rounds.getByRole('link', { name: new RegExp(club!.name) });
  await expect(round).toBeVisible();
  await expectAccessible(page, 'the home screen with a round', {
    theme: device === 'phone' ? 'dark' : 'light',
  });
  await expect(round).toContainText('Not started');
  await expect(round).toHaveAttribute('href', `/play/${gameId}`);
  await page.screenshot({ path: test.info().outputPath(`home-round-${device}.png`), fullPage: true });
  await round.click();
  await expect(page).toHaveURL(new RegExp(`/play/${gameId}$`));
  await context.close();
});

test('/discover is the same home', async ({ browser, request }) => {
  const golfer = await signedInGolfer(request, 'discover', 'Dora', 'Discover', -1.5);
  const context = await contextFor(browser, golfer, 'laptop');
  const page = await context.newPage();
  await page.goto('/discover');
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeAttached();
  // A plus handicap is written as golfers write it.
  await expect(page.getByRole('link', { name: /Handicap index\s*\+1\.5/ })).toBeVisible();
  await context.close();
});
