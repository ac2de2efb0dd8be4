// @vitest-environment jsdom
import '../../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InitialSession } from '../../../app/session';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

const noProfile: InitialSession = { status: 'no-profile', profile: null, token: 'tok' };
const PHOTO_URL = '/media/images/0b9d3c1e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.webp';
const UPLOAD_URL = '/api/media/images?purpose=avatar';

// Each screen is a lazy chunk, transformed on first use: give the first render time.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5_000 });

vi.setConfig({ testTimeout: 20_000 });

const photo = (name = 'me.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
const uploads = (requests: RecordedRequest[]) => requests.filter((request) => request.url === UPLOAD_URL);
const storedDraft = () =>
  JSON.parse(localStorage.getItem(STORAGE_KEYS.onboarding) ?? '{}') as {
    data?: { imageUrl?: unknown };
    completed?: string[];
  };

/** The steps before the avatar, answered on this device (a step opened directly needs them). */
function answerEarlierSteps(data: Record<string, unknown> = {}) {
  localStorage.setItem(
    STORAGE_KEYS.onboarding,
    JSON.stringify({
      data: {
        role: 'golfer',
        gender: 2,
        firstName: 'Ada',
        lastName: 'Birdie',
        countryCode: 'ES',
        motivation: 'track_stats',
        ...data,
      },
      completed: ['role', 'gender', 'profile-details', 'golf-profile', 'handicap'],
    }),
  );
}

async function openAvatarStep(respond: Parameters<typeof fakeApi>[0]) {
  if (!localStorage.getItem(STORAGE_KEYS.onboarding)) answerEarlierSteps();
  const { api, requests } = fakeApi(respond);
  const app = renderApp({ path: '/welcome/avatar', session: noProfile, api });
  await heading('Pick your avatar');
  return { ...app, requests };
}

describe('/welcome/avatar', () => {
  it('uploads a photo, offers it as the chosen avatar, and keeps its URL as the answer', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { requests, router } = await openAvatarStep((request) =>
      request.url === UPLOAD_URL ? new Promise<Response>((resolve) => (answer = resolve)) : json(404, {}),
    );
    expect(screen.queryByText(/coming soon/i)).toBeNull();
    const input = screen.getByLabelText('Upload a photo');
    expect(input.getAttribute('accept')).toContain('image/jpeg');
    expect(input.getAttribute('accept')).toContain('image/png');
    expect(input.getAttribute('accept')).toContain('image/webp');
    expect(input.getAttribute('accept')).not.toContain('heic');
    expect(screen.getByText('JPEG, PNG or WebP, up to 10 MB.')).toBeTruthy();

    const file = photo();
    await user.upload(input, file);
    // Busy while the photo travels: said in the live region, and Next waits for it.
    expect(await screen.findByText('Uploading your photo…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    answer(json(201, { id: 'x', url: PHOTO_URL, width: 512, height: 512 }));

    const choice = await screen.findByRole('radio', { name: 'Your photo' });
    expect(choice).toHaveProperty('checked', true);
    expect(screen.getByRole('status').textContent).toBe('Photo uploaded and chosen as your avatar.');
    expect(document.querySelector(`img[src="${PHOTO_URL}"]`)).toBeTruthy();
    expect(screen.getByLabelText('Choose another photo')).toBeTruthy();
    // The raw file is the body, typed as itself, with the bearer token.
    const [sent] = uploads(requests);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toBe(file);
    expect(sent?.headers['content-type']).toBe('image/png');
    expect(sent?.headers.authorization).toBe('Bearer token-1');
    // On the device at once, before Next.
    expect(storedDraft().data?.imageUrl).toBe(PHOTO_URL);

    // One radio group: a preset can still be picked, and the photo picked back.
    await user.click(screen.getByRole('radio', { name: 'Birdie' }));
    expect(choice).toHaveProperty('checked', false);
    await user.click(choice);
    expect(choice).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome/membership'));
    expect(storedDraft().data?.imageUrl).toBe(PHOTO_URL);
    expect(storedDraft().completed).toContain('avatar');
  });

  it('refuses a file over 10 MB, and one that is not an image, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { requests } = await openAvatarStep(() => json(404, {}));
    const input = screen.getByLabelText('Upload a photo');

    const huge = photo('huge.jpg', 'image/jpeg');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, huge);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This photo is larger than 10\u00a0MB. Choose a smaller one.',
    );

    await user.upload(input, new File(['%PDF-1.7'], 'scorecard.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This file isn’t a photo Fairway can use. Choose a JPEG, PNG or WebP image.',
      ),
    );
    expect(uploads(requests)).toHaveLength(0);
    expect(screen.queryByRole('radio', { name: 'Your photo' })).toBeNull();
  });

  it('says why the server refused the photo, and that a failed upload can be tried again', async () => {
    const user = userEvent.setup();
    const answers = [
      json(415, { error: { code: 'unsupported_media_type', message: 'Not an image' } }),
      json(500, { error: { code: 'internal_error', message: 'Something went wrong' } }),
      json(413, { error: { code: 'payload_too_large', message: 'Too large' } }),
    ];
    const { requests } = await openAvatarStep((request) =>
      request.url === UPLOAD_URL ? (answers.shift() ?? json(404, {})) : json(404, {}),
    );
    const input = screen.getByLabelText('Upload a photo');

    await user.upload(input, photo());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file isn’t a photo Fairway can use. Choose a JPEG, PNG or WebP image.',
    );
    await user.upload(input, photo());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your photo couldn’t be uploaded. Please try again.',
      ),
    );
    await user.upload(input, photo());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'This photo is larger than 10\u00a0MB. Choose a smaller one.',
      ),
    );
    expect(uploads(requests)).toHaveLength(3);
    // Nothing was chosen for the golfer; the step still goes on with a preset.
    expect(screen.queryByRole('radio', { name: 'Your photo' })).toBeNull();
    expect(storedDraft().data?.imageUrl ?? null).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
  });

  it('tells an offline golfer so, without trying', async () => {
    const user = userEvent.setup();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { requests } = await openAvatarStep(() => json(404, {}));
      await user.upload(screen.getByLabelText('Upload a photo'), photo());
      expect((await screen.findByRole('alert')).textContent).toBe(
        'You’re offline. Connect to the internet and try again.',
      );
      expect(uploads(requests)).toHaveLength(0);
    } finally {
      online.mockRestore();
    }
  });

  it('offers a photo uploaded earlier again, chosen, after a reload', async () => {
    answerEarlierSteps({ imageUrl: PHOTO_URL });
    await openAvatarStep(() => json(404, {}));
    expect(screen.getByRole('radio', { name: 'Your photo' })).toHaveProperty('checked', true);
  });
});
