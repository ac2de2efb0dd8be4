// A score the server refuses for good never jams the offline queue: Alice scores her guest, then herself, on
// her phone with no network; meanwhile the guest is taken out of the round from another
// device, so the server refuses that one entry when the phone is back. The scores queued after it still reach
// the server, the refused one waits on the device behind a "Not saved" notice, and Alice discards it there.
// Written against apps/web/src/lib/offline (score-queue, score-sync) and scores/components/UnsavedScores.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

interface Detail {
  players: { id: string; name: string }[];
  holes: { holeNumber: number; par: number }[];
  scores: Record<string, Record<string, { score: number | null }>>;
}

const bearer = (golfer: SignedInGolfer) => ({ Authorization: `Bearer ${golfer.token}` });
const row = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}\\b`) });

async function scorePlayer(page: Page, name: string) {
  await row(page, name).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

test('a refused score is set aside with a notice, and the scores after it keep syncing @phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const alice = await signedInGolfer(request, 'refused-a', 'Alice', 'Queue', 14);
  const guest = await request.post('/api/guests', { headers: bearer(alice), data: { name: 'Gus Guest' } });
  expect(guest.status()).toBe(201);
  const { id: guestId } = (await guest.json()) as { id: string };
  const clubs = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', {
    headers: bearer(alice),
  });
  const { clubs: found } = (await clubs.json()) as {
    clubs: { courses?: { id: string; holes: number; tees: { holes: unknown[] }[] }[] }[];
  };
  const course = found
    .flatMap((club) => club.courses ?? [])
    .find((candidate) => candidate.holes === 18 && candidate.tees.some((tee) => tee.holes.length === 18));
  if (!course) throw new Error('no 18-hole course with a scorecard in the data set');
  const setup = {
    name: 'Queue test',
    date: new Date().toISOString(),
    courseId: course.id,
    format: 'strokeplay',
  };
  const created = await request.post('/api/game', {
    headers: bearer(alice),
    data: { ...setup, players: [{ userId: alice.userId }, { guestId }] },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { gameId } = (await created.json()) as { gameId: string };

  const context = await contextFor(browser, alice, 'phone');
  const page = await context.newPage();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`/play/${gameId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  const scores = page.getByRole('button', { name: 'Scores', exact: true });
  if (await scores.isVisible()) await scores.click();
  await expect(page.getByRole('heading', { name: 'Scores on hole 1' })).toBeVisible();

  await test.step('offline, Alice scores her guest, then herself', async () => {
    await context.setOffline(true);
    await scorePlayer(page, 'Gus Guest');
    await scorePlayer(page, 'Alice Queue');
    await expect(page.getByRole('status').filter({ hasText: 'Not synced: 2' })).toBeVisible();
  });

  await test.step('from another device the guest leaves the round', async () => {
    const removed = await request.put(`/api/game/${gameId}`, {
      headers: bearer(alice),
      data: { ...setup, players: [{ userId: alice.userId }] },
    });
    expect(removed.status(), await removed.text()).toBe(200);
  });

  await test.step('back online, Alice’s score is saved and the guest’s waits behind "Not saved"', async () => {
    await context.setOffline(false);
    const notice = page.getByRole('button', { name: 'Not saved: 1' });
    await expect(notice).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/game/${gameId}`, { headers: bearer(alice) });
        const detail = (await answer.json()) as Detail;
        const me = detail.players.find((player) => player.name === 'Alice Queue')?.id ?? '';
        return detail.scores['1']?.[me]?.score ?? null;
      })
      .not.toBeNull();
    await expect(page.getByRole('status').filter({ hasText: 'Not synced' })).toBeHidden();

    await notice.click();
    const dialog = page.getByRole('dialog', { name: 'Scores not saved' });
    await expect(dialog.getByText(/^Hole 1 · a player no longer in the round: \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(notice).toBeHidden();
  });
  await context.close();
});
