// Onboarding: a new golfer, verified and signed in, sets up the profile step by step (every step, the handicap
// keypad and its alert, a preset avatar, a home club), reloads half-way and carries on where they were, meets a
// username that is taken, picks a free one, and lands on the dashboard with the profile created as answered.
// Another golfer uploads a photo of their own as the avatar, through the real media endpoint.
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { createGolfer, signInByApi, signUpAndVerify, uniqueEmail, uniqueUsername } from './support/accounts';

// apps/web/src/lib/storage-keys.ts
const TOKEN_KEY = 'fairway.token';
const ONBOARDING_KEY = 'fairway.onboarding';

/** A new account, verified and signed in on this page (the token stored as the app stores it). */
async function signedInWithoutProfile(page: Page, tag: string) {
  const email = uniqueEmail(tag);
  await signUpAndVerify(page.request, email);
  const token = await signInByApi(page.request, email);
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: token,
  });
  return token;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

async function expectStep(page: Page, path: string, title: string, step: number) {
  await expect(page).toHaveURL(new RegExp(`/welcome/${path}$`));
  await expect(heading(page)).toHaveText(title);
  // Focus moves to the step's question, where a screen reader starts reading.
  await expect(heading(page)).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Profile setup' })).toHaveAttribute(
    'aria-valuenow',
    String(step),
  );
}

test('a new golfer goes through every step, resumes after a reload and lands on the dashboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const taken = await createGolfer(page.request, 'taken');
  const token = await signedInWithoutProfile(page, 'onboarding');

  await page.goto('/dashboard');

  await test.step('role: an answer is needed, then Golfer', async () => {
    await expectStep(page, 'role', 'Welcome to Fairway! Which describes you best?', 1);
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Choose an answer to continue.');
    await page.getByText('Golfer', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /^Golfer/ })).toBeChecked();
    await next(page).click();
  });

  await test.step('gender', async () => {
    await expectStep(page, 'gender', 'How do you identify?', 2);
    await page.getByText('Woman', { exact: true }).click();
    await next(page).click();
  });

  await test.step('profile details: names required, country searched in the list', async () => {
    await expectStep(page, 'profile-details', 'What’s your name?', 3);
    await expect(page.getByText('Selected: France')).toBeVisible();
    await next(page).click();
    await expect(page.getByText('Please enter your first name.')).toBeVisible();
    await expect(page.getByText('Please enter your last name.')).toBeVisible();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Birdie');
    await page.getByRole('searchbox', { name: 'Search for a country' }).fill('spa');
    await page.getByText('Spain', { exact: true }).click();
    await expect(page.getByText('Selected: Spain')).toBeVisible();
    await next(page).click();
  });

  await test.step('golf profile: picking a motivation moves on at once', async () => {
    await expectStep(page, 'golf-profile', 'Why do you play golf?', 4);
    await page.getByRole('button', { name: 'Track my stats' }).click();
  });

  await test.step('handicap: +12 is refused with the alert, +2.5 from the keypad is shown', async () => {
    await expectStep(page, 'handicap', 'What’s your handicap index?', 5);
    const field = page.getByLabel('Handicap index');
    await expect(field).toHaveValue('54');
    await field.fill('+12');
    await next(page).click();
    await expect(page.getByRole('alert')).toHaveText('Positive handicap cannot exceed +10.');
    await expect(field).toHaveValue('+12');

    await field.fill('');
    const keypad = page.getByRole('group', { name: 'Keypad' });
    await keypad.getByRole('button', { name: 'Plus handicap' }).click();
    await keypad.getByRole('button', { name: '2', exact: true }).click();
    await keypad.getByRole('button', { name: 'Decimal point' }).click();
    await keypad.getByRole('button', { name: '5', exact: true }).click();
    await expect(field).toHaveValue('+2.5');
    await expect(page.getByText('You will play off +2.5')).toBeVisible();
    // The keypad stops at +7: no digit can follow.
    await expect(keypad.getByRole('button', { name: '9', exact: true })).toBeDisabled();
    await next(page).click();
  });

  await test.step('avatar: a preset is picked', async () => {
    await expectStep(page, 'avatar', 'Pick your avatar', 6);
    await expect(page.getByLabel('Upload a photo')).toBeEnabled();
    await page.getByTitle('Birdie').click();
    await expect(page.getByRole('radio', { name: 'Birdie' })).toBeChecked();
    await next(page).click();
  });

  await test.step('a reload resumes at the same step, with the answers kept', async () => {
    await expectStep(page, 'membership', 'Where is your home club?', 7);
    await page.reload();
    await expectStep(page, 'membership', 'Where is your home club?', 7);
    await page.getByRole('link', { name: 'Back' }).click();
    await expectStep(page, 'avatar', 'Pick your avatar', 6);
    await expect(page.getByRole('radio', { name: 'Birdie' })).toBeChecked();
    await page.getByRole('link', { name: 'Back' }).click();
    await expectStep(page, 'handicap', 'What’s your handicap index?', 5);
    await expect(page.getByLabel('Handicap index')).toHaveValue('+2.5');
    await next(page).click();
    await expectStep(page, 'avatar', 'Pick your avatar', 6);
    await next(page).click();
  });

  await test.step('membership: search the real clubs and pick one', async () => {
    await expectStep(page, 'membership', 'Where is your home club?', 7);
    await page.getByLabel('Search for your club').fill('Golf');
    const clubs = page.getByRole('group', { name: 'Clubs found' }).getByRole('radio');
    const none = page.getByRole('radio', { name: 'I’m not a member of a club' });
    // The first club found, under "not a member".
    await expect(clubs.nth(1)).toBeAttached({ timeout: 15_000 });
    await expect(none).toBeChecked();
    const club = page.getByRole('group', { name: 'Clubs found' }).locator('label').nth(1);
    await club.click();
    await expect(clubs.nth(1)).toBeChecked();
    await next(page).click();
  });

  const username = uniqueUsername('ada');
  await test.step('username: a taken name is refused, a free one accepted, and the profile created', async () => {
    await expectStep(page, 'username', 'Choose your username', 8);
    const field = page.getByLabel('Username', { exact: true });
    const create = page.getByRole('button', { name: 'Create my profile' });
    await field.fill(taken.username);
    await expect(page.getByText('This username is already taken.')).toBeVisible();
    await expect(create).toBeDisabled();

    await field.fill(username);
    await expect(page.getByText(`“${username}” is available!`)).toBeVisible();
    await expect(create).toBeEnabled();
    await create.click();
    await expect(page.getByText('Tip:', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });

  await test.step('the profile holds every answer, and the device forgets the draft', async () => {
    const response = await page.request.get('/api/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      username,
      firstName: 'Ada',
      lastName: 'Birdie',
      countryCode: 'ES',
      sex: 2,
      handicap: -2.5,
      imageUrl: '/avatars/birdie.svg',
      motivation: 'track_stats',
      role: 'golfer',
    });
    expect((await response.json()) as { membershipId: unknown }).toHaveProperty(
      'membershipId',
      expect.any(String),
    );
    expect(await page.evaluate((key) => window.localStorage.getItem(key), ONBOARDING_KEY)).toBeNull();
  });
});

test('a username carried in /welcome?username= is waiting at the username step', async ({ page }) => {
  await signedInWithoutProfile(page, 'claim');
  const name = uniqueUsername('claim');
  // The earlier steps answered on this device already (the journey above goes through them).
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    {
      key: ONBOARDING_KEY,
      value: JSON.stringify({
        data: {
          role: 'golfer',
          gender: 0,
          firstName: 'Lee',
          lastName: 'Trevino',
          countryCode: 'US',
          motivation: 'casual_fun',
        },
        completed: ['role', 'gender', 'profile-details', 'golf-profile', 'handicap', 'avatar', 'membership'],
      }),
    },
  );

  await page.goto(`/welcome?username=${encodeURIComponent(`  ${name}  `)}`);
  await expect(page).toHaveURL(/\/welcome\/username$/);
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue(name);
  await expect(page.getByText(`“${name}” is available!`)).toBeVisible();
});

test('answers left on the device by another account are not shown to the next one', async ({ page }) => {
  await signedInWithoutProfile(page, 'shared');
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem(key, value);
      }
    },
    {
      key: ONBOARDING_KEY,
      value: JSON.stringify({
        owner: 'someone-else',
        data: { role: 'coach', gender: 1, firstName: 'Other', lastName: 'Person', countryCode: 'DE' },
        completed: ['role', 'gender', 'profile-details'],
      }),
    },
  );

  await page.goto('/welcome');
  await expect(page).toHaveURL(/\/welcome\/role$/);
  await expect(page.getByRole('radio', { name: /^Coach/ })).not.toBeChecked();
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), ONBOARDING_KEY);
  expect(stored).not.toContain('Other');
});

/** A 480 × 320 JPEG (a green, a flag, a ball), as a phone's photo library would hand it over. */
const PHOTO = fileURLToPath(new URL('./fixtures/avatar-photo.jpg', import.meta.url));

test('a new golfer uploads a photo of their own as the avatar, and the profile keeps it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signedInWithoutProfile(page, 'photo');
  // The steps before the avatar answered on this device (the first journey goes through them).
  await page.addInitScript(
    ({ key, value }) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    {
      key: ONBOARDING_KEY,
      value: JSON.stringify({
        data: {
          role: 'golfer',
          gender: 1,
          firstName: 'Seve',
          lastName: 'Photo',
          countryCode: 'ES',
          motivation: 'track_stats',
        },
        completed: ['role', 'gender', 'profile-details', 'golf-profile', 'handicap'],
      }),
    },
  );

  await page.goto('/welcome/avatar');
  await expectStep(page, 'avatar', 'Pick your avatar', 6);

  let photoUrl = '';
  await test.step('the photo goes up, comes back square, and is the chosen avatar', async () => {
    const uploaded = page.waitForResponse(
      (response) =>
        response.url().includes('/api/media/images?purpose=avatar') && response.request().method() === 'POST',
    );
    await page.getByLabel('Upload a photo').setInputFiles(PHOTO);
    const response = await uploaded;
    expect(response.status()).toBe(201);
    expect(response.request().headers()['content-type']).toBe('image/jpeg');
    // The answer's URL is what the new choice carries (the body itself is not kept by the browser's tools).
    const choice = page.getByRole('radio', { name: 'Your photo' });
    await expect(choice).toBeChecked();
    photoUrl = (await choice.getAttribute('value')) ?? '';
    expect(photoUrl).toMatch(/^\/media\/images\/[0-9a-f-]{36}\.webp$/);
    await expect(page.getByRole('status')).toHaveText('Photo uploaded and chosen as your avatar.');
    const preview = page.locator(`img[src="${photoUrl}"]`);
    await expect(preview).toBeVisible();
    // Loaded from the server: the 512 px square WebP, not the 480 × 320 original.
    await expect
      .poll(() => preview.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
      .toEqual([512, 512]);
    // One radio group with the presets, by keyboard too.
    await choice.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: 'Birdie' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(choice).toBeChecked();
    await next(page).click();
  });

  await test.step('the rest of the way to a created profile', async () => {
    await expectStep(page, 'membership', 'Where is your home club?', 7);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expectStep(page, 'username', 'Choose your username', 8);
    const username = uniqueUsername('photo');
    await page.getByLabel('Username', { exact: true }).fill(username);
    await expect(page.getByText(`“${username}” is available!`)).toBeVisible();
    await page.getByRole('button', { name: 'Create my profile' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  });

  await test.step('the profile’s image is the uploaded photo, and it loads', async () => {
    const profile = await page.request.get('/api/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(200);
    expect(((await profile.json()) as { imageUrl: unknown }).imageUrl).toBe(photoUrl);
    const file = await page.request.get(photoUrl);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/webp');
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, photoUrl);
    expect(size).toEqual([512, 512]);
  });
});
