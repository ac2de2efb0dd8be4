// A golfer finishes a round and shares it to the feed from its result screen (issue 22 item 1): the create-post
// modal opens with the round attached, the caption optional; the followed feed then shows the round's card with
// the club, the format, the golfer's score and a compact scorecard. Written against apps/web/src/features/posts
// (CreatePost, RoundResultCard) and apps/web/src/features/results (GameResult).
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';
import { anEighteenHoleCourse, recordFinishedRound } from './support/rounds';

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
  // A stroke-play round finished an hour ago, a bogey on every hole.
  const course = await anEighteenHoleCourse(request, golfer);
  const played = await recordFinishedRound(request, golfer, {
    courseId: course.id,
    daysAgo: 1 / 24,
    over: 1,
    name: 'Saturday medal',
  });
  const round = { ...played, club: course.clubName };
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
