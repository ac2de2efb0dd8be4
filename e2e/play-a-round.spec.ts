// Playing a round live with a friend: two golfers and a guest in a stableford round at a real course of the data
// set, A on a phone and B on a laptop, each seeing the other's scores and points arrive without a reload; A loses
// the network, scores three holes, reloads the page with no network (the service worker serves the app and the
// round, IndexedDB the queued scores), comes back and everything reaches the server and B; A and B both change the
// same hole offline and the later entry wins on both screens; A finishes and reads the result.
// Written against apps/web/src/features/scores (LiveRound, ScoreEntry, PlayerScoreList, PlaySheet) and
// apps/web/src/features/results (GameResult).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

interface HoleScore {
  playerId: string;
  holeNumber: number;
  score: number | null;
  enteredAt: string;
}

interface Detail {
  id: string;
  gps: boolean;
  players: { id: string; userId: string; name: string }[];
  holes: { holeNumber: number; par: number }[];
  scores: Record<string, Record<string, HoleScore>>;
}

interface ApiCourse {
  id: string;
  holes: number;
  hasGps: boolean;
  tees: { holes: { holeNumber: number; par: number }[] }[];
}

/** An 18-hole course of the data set with a scorecard (a tee with 18 pars), one with hole geometry if any. */
async function findCourse(request: APIRequestContext, token: string): Promise<ApiCourse> {
  const response = await request.get('/api/golf-clubs?limit=100&minHoles=18&withCourses=true', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { clubs } = (await response.json()) as { clubs: { courses?: ApiCourse[] }[] };
  const courses = clubs.flatMap((club) => club.courses ?? []);
  const withCard = courses.filter(
    (course) => course.holes === 18 && course.tees.some((tee) => tee.holes.length === 18),
  );
  const course = withCard.find((candidate) => candidate.hasGps) ?? withCard[0];
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  return course;
}

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

async function detailOf(request: APIRequestContext, gameId: string, golfer: SignedInGolfer): Promise<Detail> {
  const response = await request.get(`/api/game/${gameId}`, { headers: bearer(golfer) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Detail;
}

/** How many leave-page prompts ("Leave site?") each page showed and the golfer accepted. */
const leavePrompts = new Map<Page, number>();

/** Opens the round and waits until the service worker controls the page (so a reload works offline). */
async function openRound(context: BrowserContext, gameId: string): Promise<Page> {
  const page = await context.newPage();
  leavePrompts.set(page, 0);
  // The live screen asks before the page is left (reload included): the golfer says yes.
  page.on('dialog', (dialog) => {
    if (dialog.type() === 'beforeunload') leavePrompts.set(page, (leavePrompts.get(page) ?? 0) + 1);
    void dialog.accept();
  });
  await page.goto(`/play/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  return page;
}

/** Switches from the map to the players' list (rounds with GPS start on the map). */
async function showScores(page: Page) {
  const scores = page.getByRole('button', { name: 'Scores', exact: true });
  if (await scores.isVisible()) await scores.click();
  await expect(page.getByRole('heading', { name: /^Scores on hole/ })).toBeVisible();
}

/** The list row of a player (its accessible name, its own text, starts with the player's name). */
const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });

/** In the list: opens a player's score view, presses plus `plus` times, saves. */
async function scorePlayer(page: Page, name: string, plus: number) {
  await row(page, name).click();
  const up = page.getByRole('button', { name: 'One more stroke' });
  for (let i = 0; i < plus; i += 1) await up.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** Goes to a hole through the scorecard's hole buttons. */
async function goToHole(page: Page, hole: number) {
  await page.getByRole('button', { name: 'Scorecard', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Scorecard' });
  await dialog
    .getByRole('button', { name: `Go to hole ${hole}`, exact: true })
    .first()
    .click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `Scores on hole ${hole}` })).toBeVisible();
}

test('two friends play a stableford round live, through a lost network and a conflict, and read the result @desktop', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const alice = await signedInGolfer(request, 'play-a', 'Alice', 'Fairway', 12.4);
  const bruno = await signedInGolfer(request, 'play-b', 'Bruno', 'Bunker', 24);
  const guestResponse = await request.post('/api/guests', {
    headers: bearer(alice),
    data: { name: 'Gus Guest', handicap: 18 },
  });
  expect(guestResponse.status()).toBe(201);
  const guest = (await guestResponse.json()) as { id: string };
  const course = await findCourse(request, alice.token);
  const created = await request.post('/api/game', {
    headers: bearer(alice),
    data: {
      name: 'Saturday stableford',
      date: new Date().toISOString(),
      courseId: course.id,
      format: 'stableford',
      players: [{ userId: alice.userId }, { userId: bruno.userId }, { guestId: guest.id }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };
  // Added by Alice, Bruno is invited until he joins (answering the invitation is answer-a-round-invitation's).
  const joined = await request.post(`/api/game/${gameId}/player`, { headers: bearer(bruno) });
  expect(joined.status(), await joined.text()).toBe(204);
  const start = await detailOf(request, gameId, alice);
  const parOf = (hole: number) => start.holes.find((candidate) => candidate.holeNumber === hole)?.par ?? 4;
  const playerId = (name: string) => start.players.find((player) => player.name === name)?.id ?? '';

  // Both with the service worker that keeps the app and the round offline.
  const contextA = await contextFor(browser, alice, 'phone', { serviceWorkers: 'allow' });
  const contextB = await contextFor(browser, bruno, 'laptop', { serviceWorkers: 'allow' });
  const a = await openRound(contextA, gameId);
  const b = await openRound(contextB, gameId);

  await test.step('both score hole 1 and see each other’s scores and points live', async () => {
    await showScores(a);
    await showScores(b);
    await scorePlayer(a, 'Alice Fairway', 1); // a bogey
    await expect(row(b, 'Alice Fairway')).toHaveAccessibleName(
      new RegExp(`, ${parOf(1) + 1} Bogey · Points: \\d`),
      {
        timeout: 15_000,
      },
    );
    await scorePlayer(b, 'Bruno Bunker', 0); // Save accepts par
    await expect(row(a, 'Bruno Bunker')).toHaveAccessibleName(new RegExp(`, ${parOf(1)} Par · Points: \\d`), {
      timeout: 15_000,
    });
    // Bruno (24) receives strokes: his net par counts more points than Alice's bogey.
    await expect(b.getByRole('complementary').getByText('Leaderboard')).toBeVisible();
  });

  await test.step('A loses the network, scores three holes and reloads the page offline', async () => {
    await contextA.setOffline(true);
    await expect(a.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible();
    for (const hole of [2, 3, 4]) {
      await goToHole(a, hole);
      await scorePlayer(a, 'Alice Fairway', hole - 1); // par+1, par+2, par+3
      await expect(row(a, 'Alice Fairway')).toHaveAccessibleName(/Not synced/);
    }
    await a.reload();
    // The leave-page warning asked first, and the golfer accepted it.
    expect(leavePrompts.get(a)).toBe(1);
    await expect(a.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await showScores(a);
    await goToHole(a, 3);
    await expect(row(a, 'Alice Fairway')).toHaveAccessibleName(
      new RegExp(`, ${parOf(3) + 2} Double bogey.*Not synced`),
    );
    await expect(a.getByRole('status').filter({ hasText: 'Not synced: 3' })).toBeVisible();
  });

  await test.step('back online, every score reaches the server and B', async () => {
    await contextA.setOffline(false);
    await expect(a.getByText('Scores synced').first()).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(
        async () => {
          const detail = await detailOf(request, gameId, bruno);
          return [2, 3, 4].map(
            (hole) => detail.scores[String(hole)]?.[playerId('Alice Fairway')]?.score ?? null,
          );
        },
        { timeout: 20_000 },
      )
      .toEqual([parOf(2) + 1, parOf(3) + 2, parOf(4) + 3]);
    // B sees every hole A scored offline, and scores Bruno's pars there.
    for (const hole of [2, 3, 4]) {
      await goToHole(b, hole);
      await expect(row(b, 'Alice Fairway')).toHaveAccessibleName(new RegExp(`, ${parOf(hole) + hole - 1} `), {
        timeout: 15_000,
      });
      await scorePlayer(b, 'Bruno Bunker', 0);
      await expect(row(b, 'Bruno Bunker')).toHaveAccessibleName(new RegExp(`, ${parOf(hole)} Par`));
    }
    await expect(row(a, 'Alice Fairway')).not.toHaveAccessibleName(/Not synced/);
    await expect(row(a, 'Bruno Bunker')).toHaveAccessibleName(new RegExp(`, ${parOf(3)} Par · Points: \\d`), {
      timeout: 15_000,
    });
  });

  await test.step('A and B both change hole 5 offline: the later entry wins on both screens', async () => {
    await goToHole(a, 5);
    await goToHole(b, 5);
    await contextA.setOffline(true);
    await contextB.setOffline(true);
    await scorePlayer(a, 'Gus Guest', 1); // par+1, made first
    await expect(row(a, 'Gus Guest')).toHaveAccessibleName(/Not synced/);
    await a.waitForTimeout(1_100);
    await scorePlayer(b, 'Gus Guest', 2); // par+2, made later: it wins
    await expect(row(b, 'Gus Guest')).toHaveAccessibleName(/Not synced/);
    // The later entry reaches the server first; the earlier one, replayed after, must not replace it.
    await contextB.setOffline(false);
    await expect(b.getByText('Scores synced').first()).toBeVisible({ timeout: 20_000 });
    await contextA.setOffline(false);
    await expect(a.getByText('Scores synced').first()).toBeVisible({ timeout: 20_000 });
    const wanted = new RegExp(`, ${parOf(5) + 2} Double bogey`);
    await expect(row(a, 'Gus Guest')).toHaveAccessibleName(wanted, { timeout: 15_000 });
    await expect(row(b, 'Gus Guest')).toHaveAccessibleName(wanted, { timeout: 15_000 });
    const detail = await detailOf(request, gameId, alice);
    expect(detail.scores['5']?.[playerId('Gus Guest')]?.score).toBe(parOf(5) + 2);
    const history = await request.get(`/api/game/${gameId}/history`, { headers: bearer(alice) });
    const entries = (await history.json()) as { holeNumber: number; outcome: string }[];
    expect(entries.some((entry) => entry.holeNumber === 5 && entry.outcome === 'superseded')).toBe(true);
  });

  // Bruno (24, strokes on most holes) made par on holes 1 to 4 while Alice went bogey, bogey, double and triple
  // bogey and Gus scored one hole: Bruno has the most points by far.
  await test.step('A finishes and reads the result: the winner and the charts', async () => {
    await a.getByRole('button', { name: 'Show the whole panel' }).click();
    await a.getByRole('button', { name: 'Finish the round' }).click();
    // Holes without a score: finishing asks first.
    await expect(a.getByRole('alertdialog')).toContainText('holes have no score.');
    await a.getByRole('button', { name: 'Finish as it stands' }).click();
    await expect(a).toHaveURL(new RegExp(`/game/${gameId}/result$`), { timeout: 20_000 });
    const response = await request.get(`/api/game/${gameId}/results`, { headers: bearer(alice) });
    const results = (await response.json()) as {
      winnerId: string | null;
      players: { id: string; name: string }[];
    };
    expect(results.winnerId).toBe(playerId('Bruno Bunker'));
    await expect(a.getByRole('heading', { level: 1 })).toBeVisible();
    // The winner's card is the one shown, marked so.
    await expect(a.getByText('Winner', { exact: true }).first()).toBeVisible();
    await expect(a.getByRole('heading', { name: 'Scorecard of Bruno Bunker' })).toBeVisible();
    const charts = a.getByRole('region', { name: 'Charts' });
    await expect(charts.getByText('Score distribution', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(charts.locator('svg.recharts-surface').first()).toBeVisible();
    await charts.getByRole('button', { name: 'Next chart' }).click();
    await expect(charts.getByText('Chart 2 of 4: Fairway accuracy')).toBeAttached();
    const leaderboard = a.getByRole('list').filter({ hasText: 'Bruno Bunker' });
    await expect(leaderboard.getByText('Finished').first()).toBeVisible();
    await expect(leaderboard.getByText('Still playing').first()).toBeVisible();
  });

  await contextA.close();
  await contextB.close();
});
