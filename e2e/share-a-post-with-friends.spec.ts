// Two golfers become friends (request on a profile, accept on /friends); Ada posts two photos with a hashtag, a
// mention and a course to her friends; Ben sees it in his followed feed, likes it and comments; Cat, who is not a
// friend, cannot see it by feed, hashtag, profile or direct link; Ada deletes Ben's comment and her post, and its
// photos are gone. A new golfer's first home shows golfers to follow and the discover feed. Written against
// apps/web/src/features/posts and apps/server/src/features/posts.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { contextFor, signedInGolfer } from './support/accounts';

const uniqueWord = (prefix: string) =>
  `${prefix}${[...randomBytes(6)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

/** A photo as a phone would give it. */
const photo = readFileSync(new URL('./fixtures/avatar-photo.jpg', import.meta.url));

/** A club whose name finds it in the search (as the course picker asks), with its first course. */
async function aClub(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.get('/api/golf-clubs?limit=100&minHoles=18&withCourses=true', { headers });
  const { clubs } = (await response.json()) as {
    clubs: { id: string; name: string; courses?: { courseName: string }[] }[];
  };
  for (const club of clubs) {
    const course = club.courses?.[0];
    if (!course || club.name.length < 4) continue;
    const search = await request.get(
      `/api/golf-clubs?query=${encodeURIComponent(club.name.slice(0, 12))}&limit=6&sortBy=relevance&withCourses=true`,
      { headers },
    );
    const found = (await search.json()) as { clubs: { id: string }[] };
    if (found.clubs.some((candidate) => candidate.id === club.id))
      return { club: club.name, course: course.courseName };
  }
  throw new Error('no club with a course that its name finds');
}

test('a golfer shares photos with friends only, a friend likes and comments, a stranger sees nothing', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const device = test.info().project.name === 'phone' ? 'phone' : 'laptop';
  const ada = await signedInGolfer(request, 'ada-post', 'Ada', uniqueWord('Pos'));
  const ben = await signedInGolfer(request, 'ben-post', 'Ben', uniqueWord('Pos'));
  const cat = await signedInGolfer(request, 'cat-post', 'Cat', uniqueWord('Pos'));
  const adaPage = await (await contextFor(browser, ada, device)).newPage();
  const benPage = await (await contextFor(browser, ben, device)).newPage();
  const catPage = await (await contextFor(browser, cat, device)).newPage();
  const topic = uniqueWord('birdie');
  const { club, course } = await aClub(request, ada.token);
  let postPath = '';
  let photoUrls: string[] = [];

  await test.step('a new golfer’s first home shows golfers to follow and the feeds', async () => {
    await catPage.goto('/dashboard');
    await expect(catPage.getByRole('heading', { name: 'Golfers to follow' })).toBeVisible({
      timeout: 30_000,
    });
    await catPage.getByRole('tab', { name: 'Discover' }).click();
    await expect(catPage).toHaveURL(/\/discover$/);
    await expect(catPage.getByRole('tab', { name: 'Discover', selected: true })).toBeVisible();
    await expectAccessible(catPage, 'a new golfer’s home');
    await catPage.screenshot({ path: test.info().outputPath('home-new-golfer.png'), fullPage: true });
  });

  await test.step('Ada asks Ben to be friends on his profile; Ben accepts', async () => {
    await adaPage.goto(`/u/${ben.username}`);
    await adaPage.getByRole('button', { name: `Add friend: ${ben.name}` }).click();
    await expect(adaPage.getByRole('button', { name: `Cancel request: ${ben.name}` })).toBeVisible();
    await benPage.goto('/friends');
    const received = benPage.getByRole('region', { name: 'Requests received' });
    await received.getByRole('button', { name: `Accept: ${ada.name}` }).click({ timeout: 30_000 });
    await expect(benPage.getByRole('region', { name: 'Your friends (1)' })).toBeVisible();
  });

  await test.step('Ada posts two photos with a hashtag, a mention and a course to her friends', async () => {
    await adaPage.goto('/dashboard');
    await adaPage.getByRole('button', { name: 'Create a post' }).click();
    const modal = adaPage.getByRole('dialog', { name: 'New post' });
    await expect(modal.getByRole('button', { name: 'Publish' })).toBeDisabled();
    await modal.getByRole('radio', { name: /Friends/ }).click();
    const caption = modal.getByLabel('Caption');
    await caption.fill(`Two birdies today #${topic} with @${ben.username.slice(0, 4)}`);
    await modal
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('button', { name: new RegExp(`@${ben.username}`) })
      .click();
    await expect(caption).toHaveValue(`Two birdies today #${topic} with @${ben.username} `);
    await modal.getByLabel('Course').fill(club.slice(0, 12));
    await modal
      .getByRole('button', { name: new RegExp(course.slice(0, 10).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    await modal.getByTestId('post-photo-input').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await expect(modal.getByRole('status').filter({ hasText: 'Photo ready' })).toHaveCount(2, {
      timeout: 30_000,
    });
    await expect(modal.getByText('/1024')).toBeVisible();
    await expectAccessible(adaPage, 'the create-post modal');
    await adaPage.screenshot({ path: test.info().outputPath('create-post.png') });
    await modal.getByRole('button', { name: 'Publish' }).click();
    await expect(modal.getByText('Published!')).toBeVisible();
    await expect(modal).toBeHidden({ timeout: 5_000 });
    const post = adaPage.getByRole('article', { name: `Post by ${ada.name}` }).first();
    await expect(post.getByText('Two birdies today')).toBeVisible({ timeout: 30_000 });
    postPath = (await post.getByRole('link', { name: /\d/ }).first().getAttribute('href')) ?? '';
    expect(postPath).toMatch(/^\/p\//);
    photoUrls = await post
      .getByRole('img')
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).getAttribute('src') ?? ''));
    expect(photoUrls.filter((url) => url.startsWith('/media/'))).toHaveLength(2);
  });

  await test.step('Ben sees it in his followed feed, likes it and comments', async () => {
    await benPage.goto('/dashboard');
    const post = benPage.getByRole('article', { name: `Post by ${ada.name}` });
    await expect(post).toBeVisible({ timeout: 30_000 });
    await expect(post.getByRole('link', { name: `#${topic}` })).toBeVisible();
    await expect(post.getByText(course, { exact: false })).toBeVisible();
    await post.getByRole('button', { name: 'Like', exact: true }).click();
    await expect(post.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
    await expect(post.getByRole('button', { name: '1 like' })).toBeVisible();
    await expectAccessible(benPage, 'the followed feed with a friend’s post');
    await benPage.screenshot({ path: test.info().outputPath('followed-feed.png'), fullPage: true });
    await post.getByRole('link', { name: /comments?$/ }).click();
    await expect(benPage).toHaveURL(postPath);
    const box = benPage.getByLabel('Write a comment');
    await box.fill('Great round!');
    await box.press('Enter');
    await expect(benPage.getByRole('article', { name: ben.name }).getByText('Great round!')).toBeVisible();
    await expect(benPage.getByRole('button', { name: 'Delete comment' })).toBeVisible({ timeout: 15_000 });
    await expectAccessible(benPage, 'a post with its comments');
  });

  await test.step('Cat, not a friend, finds it nowhere', async () => {
    await catPage.goto('/dashboard');
    await catPage.getByRole('tab', { name: 'Subscriptions' }).click();
    await expect(catPage.getByText('No posts from you or your friends yet.', { exact: false })).toBeVisible({
      timeout: 30_000,
    });
    await catPage.goto('/discover');
    await expect(catPage.getByRole('tab', { name: 'Discover', selected: true })).toBeVisible();
    await expect(catPage.getByText('Two birdies today')).toHaveCount(0);
    await catPage.goto(`/discover/topic/${topic}`);
    await expect(catPage.getByText('0 posts')).toBeVisible({ timeout: 30_000 });
    await expect(catPage.getByText('No posts with this hashtag that you can see.')).toBeVisible();
    await catPage.goto(`/u/${ada.username}`);
    await catPage.getByRole('tab', { name: 'Media' }).click();
    await expect(catPage.getByText('No photos yet.')).toBeVisible({ timeout: 30_000 });
    await catPage.goto(postPath);
    await expect(catPage.getByRole('alert').filter({ hasText: 'not shared with you' })).toBeVisible({
      timeout: 30_000,
    });
  });

  await test.step('Ada deletes Ben’s comment, then her post, and its photos are gone', async () => {
    await adaPage.goto(postPath);
    await expect(adaPage.getByText('Great round!')).toBeVisible({ timeout: 30_000 });
    await adaPage.getByRole('button', { name: 'Delete comment' }).click();
    await expect(adaPage.getByText('Great round!')).toHaveCount(0);
    await expect(adaPage.getByText('No comments yet.', { exact: false })).toBeVisible();
    await adaPage.getByRole('button', { name: 'More actions' }).click();
    await adaPage.getByRole('menuitem', { name: 'Delete post' }).click();
    await adaPage.getByRole('alertdialog').getByRole('button', { name: 'Delete post' }).click();
    await expect(adaPage).toHaveURL(/\/dashboard$/);
    await expect(adaPage.getByText('Post deleted.')).toBeVisible();
    for (const url of photoUrls) expect((await request.get(url)).status()).toBe(404);
  });
});
