// @vitest-environment jsdom
import '../../../test/dom';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers';
import type { InitialSession } from '../../../app/session';
import { createI18n } from '../../../i18n';
import { englishResources } from '../../../i18n/english';
import { buildProfile, fakeApi, json, type RecordedRequest } from '../../../test/factories';
import { PROMPT_AGAIN_AFTER_MS } from '../model/enable-push';
import { PushPrompt } from './PushPrompt';

vi.setConfig({ testTimeout: 20_000 });
const ready: InitialSession = { status: 'ready', profile: buildProfile(), token: 'token-1' };
const PUBLIC_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

/** A browser with Web Push: a Notification permission, a service worker registration and its push manager. */
function installWebPush(options: { permission: NotificationPermission; answer?: NotificationPermission }) {
  const subscription = {
    endpoint: 'https://push.example/send/abc',
    toJSON: () => ({
      endpoint: 'https://push.example/send/abc',
      expirationTime: null,
      keys: { p256dh: 'p-key', auth: 'a-key' },
    }),
  };
  const subscribe = vi.fn(async () => subscription);
  const requestPermission = vi.fn(async () => options.answer ?? 'granted');
  vi.stubGlobal('Notification', { permission: options.permission, requestPermission });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => ({ pushManager: { getSubscription: async () => null, subscribe } }),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    },
  });
  return { subscribe, requestPermission };
}

function mount(respond: (request: RecordedRequest) => Response | Promise<Response> = () => json(200, {})) {
  const { api, requests } = fakeApi((request) => {
    if (request.url === '/api/profile') return json(200, buildProfile());
    if (request.url === '/api/notifications/push-key') return json(200, { publicKey: PUBLIC_KEY });
    return respond(request);
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const utils = render(
    <Providers i18n={createI18n(englishResources)} queryClient={queryClient} initialSession={ready} api={api}>
      <PushPrompt />
    </Providers>,
  );
  return { ...utils, requests };
}

describe('the notification permission prompt', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('turns pushes on: asks the permission, subscribes with the server key, registers this browser', async () => {
    const { subscribe, requestPermission } = installWebPush({ permission: 'default' });
    const { requests } = mount(() =>
      json(200, { deviceId: 'd', platform: 'web', deviceName: null, registeredAt: new Date().toISOString() }),
    );
    const prompt = await screen.findByRole('region', { name: 'Turn on notifications?' });
    expect(prompt).toBeTruthy();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications enabled successfully!')).toBeTruthy();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    const registered = requests.find((request) => request.url === '/api/notifications/register-device');
    expect(registered?.method).toBe('POST');
    const sent = JSON.parse(registered?.body as string) as { deviceId: string };
    expect(sent).toMatchObject({
      platform: 'web',
      subscription: { endpoint: 'https://push.example/send/abc', keys: { p256dh: 'p-key', auth: 'a-key' } },
    });
    expect(sent.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('region', { name: 'Turn on notifications?' })).toBeNull();
  });

  it('"Maybe later" hides it, and it stays hidden for two weeks', async () => {
    installWebPush({ permission: 'default' });
    const first = mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    first.unmount();
    const second = mount();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    second.unmount();
    localStorage.setItem('fairway.pushPrompt.dismissedAt', String(Date.now() - PROMPT_AGAIN_AFTER_MS - 1));
    mount();
    expect(await screen.findByTestId('push-prompt')).toBeTruthy();
  });

  it('says so when the golfer refuses the permission, and registers nothing', async () => {
    installWebPush({ permission: 'default', answer: 'denied' });
    const { requests } = mount();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/Notifications are blocked for Fairway/)).toBeTruthy();
    expect(requests.some((request) => request.url.includes('register-device'))).toBe(false);
  });

  it('tells a failed registration', async () => {
    installWebPush({ permission: 'default' });
    mount(() => json(500, { error: { code: 'internal_error', message: 'x' } }));
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(
      await screen.findByText('Failed to register this device for notifications. Please try again.'),
    ).toBeTruthy();
  });

  it('does not show where pushes cannot work or the golfer already decided', async () => {
    mount();
    expect(screen.queryByTestId('push-prompt')).toBeNull();
    installWebPush({ permission: 'granted' });
    mount();
    await waitFor(() => expect(screen.queryByTestId('push-prompt')).toBeNull());
  });
});
