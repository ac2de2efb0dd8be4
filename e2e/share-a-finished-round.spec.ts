// A golfer finishes a round and shares it to the feed from its result screen (issue 22 item 1): the create-post
// modal opens with the round attached, the caption optional; the followed feed then shows the round's card with
// the club, the format, the golfer's score and a compact scorecard. Written against apps/web/src/features/posts
// (CreatePost, RoundResultCard) and apps/web/src/features/results (GameResult).
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';

interface Course {
  id: string;
  holes: number;
  tees: { holes: { holeNumber: number; par: number }[] }[];
}

/** A stroke-play round of one golfer on an 18-hole course, a bogey on every hole, finished through the API. */
async function aFinishedRound(request: APIRequestContext, golfer: SignedInGolfer) {
  const headers = { Authorization: `Bearer ${golfer.token}` };
  const response = await request.get('/api/golf-clubs?limit=50&minHoles=18&withCourses=true', { headers });
  const { clubs } = (await response.json()) as { clubs: { name: string; courses?: Course[] }[] };
  const club = clubs.find((candidate) =>
    (candidate.courses ?? []).some(
      (course) => course.holes === 18 && course.tees.some((tee) => tee.holes.length === 18),
    ),
  );
  const course = club?.courses?.find((candidate) => candidate.holes === 18);
  if (!club || !course) throw new Error('no 18-hole course with a scorecard in the data set');
  const created = await request.post('/api/game', {
    headers,
    data: {
      name: 'Saturday medal',
      date: new Date(Date.now() - 3_600_000).toISOString(),
      courseId: course.id,
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
  let strokes = 0;
  for (const hole of detail.holes) {
    strokes += hole.par + 1;
    const saved = await request.post(`/api/game/${gameId}/scores`, {
      headers,
      data: { playerId, holeNumber: hole.holeNumber, score: hole.par + 1, putts: 2 },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  const finished = await request.put(`/api/game/${gameId}/player/status`, {
    headers,
    data: { status: 'finished' },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  return { gameId, club: club.name, strokes, holes: detail.holes.length };
}

test('a finished round shared from its result shows as a card in the followed feed', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const golfer = await signedInGolfer(request, 'sharer', 'Rory', 'Roundshare');
  const friend = await signedInGolfer(request, 'follower', 'Fay', 'Follower');
  const asked = await request.post('/api/friendships', {
    headers: { Authorization: `Bearer ${golfer.token}` },
    data: { receiverId: friend.userId },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const accepted = await request.put('/api/friendships', {
    headers: { Authorization: `Bearer ${friend.token}` },
    data: { senderId: golfer.userId },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const round = await aFinishedRound(request, golfer);
  const context = await contextFor(
    browser,
    golfer,
    test.info().project.name === 'phone' ? 'phone' : 'laptop',
  );
  const page = await context.newPage();

  await test.step('the result screen offers to share it; the modal has the round attached', async () => {
    await page.goto(`/game/${round.gameId}/result`);
    await page.getByRole('button', { name: 'Share to feed' }).click();
    const modal = page.getByRole('dialog', { name: 'Share your round' });
    await expect(modal.getByTestId('shared-round')).toContainText(round.club);
    // the round is a post by itself: no caption needed
    await expect(modal.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await modal.getByLabel('Caption').fill('Bogey golf, happy with it');
    await expectAccessible(page, 'the create-post modal sharing a round');
    await modal.getByRole('button', { name: 'Publish' }).click();
    await expect(modal.getByText('Published!')).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5_000 });
  });

  await test.step('the friend’s followed feed shows the round’s card with the score and the scorecard', async () => {
    await context.close();
    const friendContext = await contextFor(
      browser,
      friend,
      test.info().project.name === 'phone' ? 'phone' : 'laptop',
    );
    const page = await friendContext.newPage();
    await page.goto('/dashboard');
    const post = page.getByRole('article', { name: `Post by ${golfer.name}` }).first();
    await expect(post.getByText('Bogey golf, happy with it')).toBeVisible({ timeout: 30_000 });
    const card = post.getByTestId('round-result-card');
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText(round.club).first()).toBeVisible();
    await expect(card.getByTestId('round-result-score')).toContainText(String(round.strokes));
    await expect(card.getByTestId('round-result-score')).toContainText(`+${round.holes}`);
    await expect(card.getByRole('table').first()).toBeVisible();
    await expectAccessible(page, 'the followed feed with a shared round');
    await page.screenshot({ path: test.info().outputPath('shared-round.png'), fullPage: true });
    await friendContext.close();
  });
});
