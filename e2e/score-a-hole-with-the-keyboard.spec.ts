// A golfer who uses the keyboard alone scores a whole hole for two players: Tab reaches each row, Enter opens its
// score view with the focus on the score's plus, the arrow keys choose the fairway (one tab stop for the three),
// Save brings the focus back to the list, never to the page's body; when the hole is complete the focus lands on
// the next hole's list. The live screen, the score view and the scorecard dialog are checked by axe on the way.
// Written against apps/web/src/features/scores (LiveRound, PlayerScoreList, ScoreEntry, ScorecardDialog).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer, type SignedInGolfer } from './support/accounts';

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });

/** Presses Tab until `target` has the focus (at most `max` times); fails if the focus ever falls to the body. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

const isFocused = (target: Locator) => expect(target).toBeFocused();

async function roundOfTwo(request: APIRequestContext, golfer: SignedInGolfer) {
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(golfer),
  });
  const { clubs } = (await response.json()) as {
    clubs: { courses?: { id: string; holes: number; tees: { holes: unknown[] }[] }[] }[];
  };
  const course = clubs
    .flatMap((club) => club.courses ?? [])
    .find((candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18));
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  const guest = await request.post('/api/guests', {
    headers: bearer(golfer),
    data: { name: 'Gus Guest', handicap: 18 },
  });
  const { id: guestId } = (await guest.json()) as { id: string };
  const created = await request.post('/api/game', {
    headers: bearer(golfer),
    data: {
      name: 'Keyboard round',
      date: new Date().toISOString(),
      courseId: course.id,
      format: 'strokeplay',
      players: [{ userId: golfer.userId }, { guestId }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { gameId: string }).gameId;
}

test('a golfer scores a whole hole for two players with the keyboard alone', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const golfer = await signedInGolfer(request, 'keys', 'Alex', 'Fairway');
  const gameId = await roundOfTwo(request, golfer);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const context = await contextFor(browser, golfer, device);
  const page = await context.newPage();
  await page.goto(`/play/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const alex = page.getByRole('button', { name: /^Alex Fairway\b/ });
  const gus = page.getByRole('button', { name: /^Gus Guest\b/ });
  const plus = page.getByRole('button', { name: 'One more stroke' });
  const save = page.getByRole('button', { name: 'Save', exact: true });

  await test.step('from the map, the switch to the scores comes first', async () => {
    const showScores = page.getByRole('button', { name: 'Scores', exact: true });
    if (await showScores.isVisible()) {
      await tabTo(page, showScores);
      await page.keyboard.press('Enter');
    }
    await expect(page.getByRole('heading', { name: 'Scores on hole 1' })).toBeVisible();
    await expectAccessible(page, 'the live round’s score list');
  });

  await test.step('Alex: a bogey, fairway missed left', async () => {
    await tabTo(page, alex);
    await page.keyboard.press('Enter');
    await isFocused(plus);
    await expectAccessible(page, 'the score view');
    await page.keyboard.press('Enter');
    const fairway = page.getByRole('radiogroup', { name: 'Fairway' });
    await tabTo(page, fairway.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowLeft');
    await expect(fairway.getByRole('radio', { name: 'Left' })).toBeChecked();
    await isFocused(fairway.getByRole('radio', { name: 'Left' }));
    // One tab stop for the three: the next Tab leaves the group.
    await page.keyboard.press('Tab');
    await expect(fairway.getByRole('radio').filter({ has: page.locator(':focus') })).toHaveCount(0);
    await expect(page.locator(':focus')).not.toHaveAttribute('role', 'radio');
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    // Back in the list, on Alex's row.
    await isFocused(alex);
  });

  await test.step('Gus: par, and the focus goes on to hole 2', async () => {
    await tabTo(page, gus);
    await page.keyboard.press('Enter');
    await isFocused(plus);
    await tabTo(page, save);
    await page.keyboard.press('Enter');
    await isFocused(page.getByRole('heading', { name: 'Scores on hole 2' }));
  });

  await test.step('both scores reached the server', async () => {
    await expect
      .poll(async () => {
        const response = await request.get(`/api/game/${gameId}`, { headers: bearer(golfer) });
        const detail = (await response.json()) as {
          players: { id: string; name: string }[];
          holes: { holeNumber: number; par: number }[];
          scores: Record<string, Record<string, { score: number | null; fairwayHit: string | null }>>;
        };
        const par = detail.holes.find((hole) => hole.holeNumber === 1)?.par ?? 0;
        return detail.players.map((player) => {
          const entry = detail.scores['1']?.[player.id];
          return `${player.name}: ${(entry?.score ?? 0) - par} ${entry?.fairwayHit ?? '-'}`;
        });
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Alex Fairway: 1 left$/),
          expect.stringMatching(/^Gus Guest: 0 /),
        ]),
      );
  });

  await test.step('the scorecard dialog, opened and closed with the keyboard', async () => {
    const scorecard = page.getByRole('button', { name: 'Scorecard', exact: true });
    if (!(await scorecard.isVisible())) {
      await tabTo(page, page.getByRole('button', { name: 'Show the whole panel' }));
      await page.keyboard.press('Enter');
    }
    await tabTo(page, scorecard);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Scorecard' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the scorecard dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The focus is back on the page, not lost to its body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
  });
  await context.close();
});
