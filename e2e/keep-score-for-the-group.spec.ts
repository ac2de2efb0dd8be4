// The marker keeps score for the group on a phone at 375 px: a stableford round with a guest, two holes by the
// quick entry grid (one tap a player, counted), one by the single-player score view, the rest of the front nine
// scored on the other phone; Finish asks about the holes with no score and records the front nine as a 9-hole
// round; the result shows the tees by name, the strokes received as dots, the points row, and the card's total
// at 375 px. Screenshots at 375 and 1280 px, light and dark.
// Written against apps/web/src/features/scores (QuickEntryGrid, ConfirmFinish, LiveRound) and
// apps/web/src/features/results (GameResult, the Scorecard).
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

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
  // A course whose greens are mapped (the hole map reads front, centre and back from their outlines), else any
  // course with hole geometry, else any.
  for (const candidate of withCard.filter((course) => course.hasGps)) {
    const map = await request.get(`/api/courses/${candidate.id}/map`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { features } = (await map.json()) as { features: { kind: string; holeNumber: number | null }[] };
    if (features.some((feature) => feature.kind === 'green' && feature.holeNumber === 1)) return candidate;
  }
  const course = withCard.find((candidate) => candidate.hasGps) ?? withCard[0];
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  return course;
}

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

test('the marker scores a stableford round with a guest by the grid and records the front nine @phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const alice = await signedInGolfer(request, 'quick-a', 'Alice', 'Marker', 12.4);
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
      name: 'Quick stableford',
      date: new Date().toISOString(),
      courseId: course.id,
      format: 'stableford',
      players: [{ userId: alice.userId }, { guestId: guest.id }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };
  const detail = (await (await request.get(`/api/game/${gameId}`, { headers: bearer(alice) })).json()) as {
    players: { id: string; name: string; teeName: string | null }[];
    holes: { holeNumber: number; par: number }[];
    holeLineLengths: Record<string, number>;
  };
  const parOf = (hole: number) => detail.holes.find((candidate) => candidate.holeNumber === hole)?.par ?? 4;

  const context = await contextFor(browser, alice, 'phone');
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/play/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const scores = page.getByRole('button', { name: 'Scores', exact: true });
  await test.step('the panel gives the hole’s par and its length (from the tee, else the mapped hole line)', async () => {
    // The open data has hole lines but rarely tee lengths: the API measures each mapped hole's line.
    if (course.hasGps) expect(detail.holeLineLengths['1']).toBeGreaterThan(50);
    const holeNavigation = page.getByRole('navigation', { name: 'Hole navigation' });
    await expect(holeNavigation).toContainText('Par');
    await expect(holeNavigation).toContainText(/Length \d+ m/);
  });
  if (course.hasGps) {
    await test.step('the hole map: the hole drawn from the open data, the green read front, centre and back', async () => {
      const green = page.getByRole('region', { name: 'Green from the tee' });
      await expect(green).toBeVisible({ timeout: 15_000 });
      for (const part of ['Front', 'Centre', 'Back'])
        await expect(green.getByRole('term').filter({ hasText: part })).toBeVisible();
      const [front, centre, back] = (await green.getByRole('definition').allTextContents()).map((text) =>
        Number.parseInt(text, 10),
      );
      expect(front).toBeLessThan(centre!);
      expect(centre).toBeLessThan(back!);
      // The panel gives the hole's par, stroke index (when known) and length from the tee.
      await expect(page.getByRole('navigation', { name: 'Hole navigation' })).toContainText('Par');
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.waitForTimeout(500);
        await page.screenshot({ path: test.info().outputPath(`hole-map-375-${scheme}.png`) });
      }
      await page.emulateMedia({ colorScheme: 'light' });
    });
  }
  if (await scores.isVisible()) await scores.click();

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  const grid = (page: Page, name: string, hole: number) =>
    page.getByRole('group', { name: `Strokes of ${name} on hole ${hole}` });

  await test.step('holes 1 and 2 by the grid: one tap a player', async () => {
    await page.getByRole('button', { name: 'Quick entry' }).click();
    for (const hole of [1, 2]) {
      await expect(page.getByRole('heading', { name: `Scores on hole ${hole}` })).toBeVisible();
      await tap(
        grid(page, 'Alice Marker', hole).getByRole('button', { name: new RegExp(`^${parOf(hole)}, Par$`) }),
      );
      await tap(
        grid(page, 'Gus Guest', hole).getByRole('button', {
          name: new RegExp(`^${parOf(hole) + 1}, Bogey$`),
        }),
      );
      await expect(
        grid(page, 'Gus Guest', hole).getByRole('button', {
          name: new RegExp(`^${parOf(hole) + 1}, Bogey$`),
        }),
      ).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Next hole' }).click();
    }
    // Two players, two holes: four taps.
    expect(taps).toBe(4);
  });

  await test.step('hole 3 by the single-player score view', async () => {
    await expect(page.getByRole('heading', { name: 'Scores on hole 3' })).toBeVisible();
    await page.getByRole('button', { name: 'More: Alice Marker' }).click();
    await expect(page.getByRole('heading', { name: /^Score of Alice Marker on hole 3$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const list = page.getByRole('heading', { name: 'Scores on hole 3' });
    if (!(await list.isVisible())) {
      const back = page.getByRole('button', { name: 'Scores', exact: true });
      if (await back.isVisible()) await back.click();
    }
    await page.getByRole('button', { name: 'More: Gus Guest' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  });

  await test.step('the panel’s My bag, edited and saved, still leads back to the round', async () => {
    await page.getByRole('link', { name: 'My bag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Back to the round' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit bag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit my bag' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Save bag' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My bag' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Back to the round' }).click();
    await expect(page).toHaveURL(new RegExp(`/play/${gameId}`));
    await expect(page.getByRole('navigation', { name: 'Hole navigation' })).toBeVisible({ timeout: 15_000 });
  });

  await test.step('holes 4 to 9 arrive from the other phone', async () => {
    for (let hole = 4; hole <= 9; hole += 1) {
      for (const player of detail.players) {
        const response = await request.put(`/api/game/${gameId}/score`, {
          headers: bearer(alice),
          data: { holeNumber: hole, playerId: player.id, scoreData: { score: parOf(hole), putts: 2 } },
        });
        expect(response.status(), await response.text()).toBe(200);
      }
    }
    await expect
      .poll(async () => {
        const response = await request.get(`/api/game/${gameId}`, { headers: bearer(alice) });
        const body = (await response.json()) as { scores: Record<string, Record<string, unknown>> };
        return Object.keys(body.scores).length;
      })
      .toBe(9);
  });

  await test.step('Finish asks about the 9 holes with no score and records the front nine', async () => {
    const expand = page.getByRole('button', { name: 'Show the whole panel' });
    if (await expand.isVisible()) await expand.click();
    await page.getByRole('button', { name: 'Finish the round' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('9 holes have no score.');
    await dialog.getByRole('button', { name: 'Record the front nine (9 holes)' }).click();
    await expect(page).toHaveURL(new RegExp(`/game/${gameId}/result$`), { timeout: 20_000 });
    const played = await request.get(`/api/profile/${alice.userId}/games`, { headers: bearer(alice) });
    const round = ((await played.json()) as { id: string; holes: number; holesPlayed: number }[]).find(
      (game) => game.id === gameId,
    );
    expect(round).toMatchObject({ holes: 9, holesPlayed: 9 });
  });

  await test.step('the result: tee names, stroke dots, the points row and the total at 375 px', async () => {
    const card = page.getByRole('region', { name: /^Scorecard of / }).first();
    await expect(card).toBeVisible({ timeout: 20_000 });
    // A tee row only where the data has the tee's lengths, named by its name (never a piece of its id).
    const teeName = detail.players.find((player) => player.teeName)?.teeName;
    const teeRows = card.getByRole('rowheader', { name: teeName ?? '-' });
    if ((await teeRows.count()) > 0) await expect(teeRows.first()).toBeVisible();
    await expect(card.getByRole('rowheader', { name: /Points/ })).toBeVisible();
    expect(await card.locator('[data-stroke-dots]').count()).toBeGreaterThan(0);
    const total = card.getByRole('columnheader', { name: 'Total' });
    await expect(total).toBeInViewport();
    // The nine's Out beside the Total, as on an 18-hole card.
    await expect(card.getByRole('columnheader', { name: 'Out', exact: true })).toBeInViewport();
    const box = await total.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    await expect(page.getByText('Ranked by stableford points')).toHaveCount(
      (await page.getByRole('heading', { name: 'Leaderboard' }).count()) > 0 ? 1 : 0,
    );

    for (const [width, height] of [
      [375, 812],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.screenshot({
          path: test.info().outputPath(`result-${width}-${scheme}.png`),
          fullPage: true,
        });
      }
    }
  });
  await context.close();
});
