// Push notifications, from the permission prompt to the push: a signed-in golfer sees the prompt on the home
// (platform.md §2.9), turns notifications on, Chromium grants them, the service worker's push manager subscribes
// with the server's VAPID key, the subscription reaches POST /api/notifications/register-device, and a friend
// request the golfer does not see live is pushed to that subscription by the server's push job. Another golfer
// chooses "Maybe later": the prompt goes, and stays away for two weeks.
//
// What is and is not proven: offline, Chromium cannot subscribe with its real push service (its registration
// with Google's servers fails: "Registration failed"), so this journey stands in for that service at the edge:
// `PushManager.subscribe` answers a subscription whose endpoint is a recording push service on 127.0.0.1 (the
// server accepts it only with PUSH_TEST_LOOPBACK, in tests). Everything else is the real app and server: the
// prompt, the permission, the service worker registration, the VAPID key the app subscribes with, the register
// call, the notification, the delayed pg-boss job, the encrypted and VAPID-signed Web Push request, which this
// journey decrypts with the subscription's private key. Not proven here: Google's push service delivering to
// Chromium and the service worker showing it (the worker's push and click handlers have their own unit tests,
// apps/web/src/features/push/push-service-worker.test.ts).
import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, request as apiRequest, test } from '@playwright/test';
import type { APIRequestContext, Browser, BrowserContext, Page, TestInfo } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signedInGolfer } from './support/accounts';
import type { SignedInGolfer } from './support/accounts';
import { startServer } from './support/server';
import type { RunningServer } from './support/server';

const DAY = 24 * 60 * 60 * 1000;
const PROMPT = 'Turn on notifications?';

/** A browser's side of Web Push: its P-256 key pair and auth secret, and RFC 8291 (aes128gcm) decryption. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const prk = hmac(
        salt,
        hmac(
          hmac(auth, ecdh.computeSecret(serverPublic)),
          Buffer.concat([
            Buffer.from('WebPush: info\0'),
            ecdh.getPublicKey(),
            serverPublic,
            Buffer.from([1]),
          ]),
        ),
      );
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
    },
  };
}

/** The stand-in for the browser's push service: records every push it is sent, answers 201 as one does. */
function recordingPushService() {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      received.push({ path: incoming.url ?? '', headers: incoming.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  return {
    received,
    url: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A signed-in browser of `golfer` with its service worker allowed (pushes need it), light or dark. */
async function browserOf(
  browser: Browser,
  server: RunningServer,
  golfer: SignedInGolfer,
  testInfo: TestInfo,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'allow',
    colorScheme,
    ...(isPhone(testInfo)
      ? { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
  });
  await context.addInitScript((token) => localStorage.setItem('fairway.token', token), golfer.token);
  return context;
}

/** The home with its push prompt: shown once the app's service worker is registered (pushes cannot work before). */
async function homeWithPrompt(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: PROMPT })).toBeVisible({ timeout: 20_000 });
  return page;
}

test.describe('push notifications in Chromium', () => {
  test.describe.configure({ mode: 'serial' });
  // This journey's own server: it accepts the recording push service's loopback endpoint and runs the push job
  // with a one-second delay.
  let server: RunningServer;
  let api: APIRequestContext;
  const pushService = recordingPushService();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await pushService.start();
    server = await startServer({
      env: { PUSH_TEST_LOOPBACK: 'true', PUSH_WORKER: 'true', PUSH_DELAY_SECONDS: '1' },
    });
    api = await apiRequest.newContext({ baseURL: server.baseURL });
  });
  test.afterAll(async () => {
    await api?.dispose();
    await server?.stop();
    await pushService.close();
  });

  test('a golfer turns notifications on, and a friend request they did not see is pushed to them', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const ben = await signedInGolfer(api, 'push.ben', 'Ben', 'Bogey');
    const ada = await signedInGolfer(api, 'push.ada', 'Ada', 'Albatross');
    const keys = browserKeys();
    const deviceId = `${testInfo.project.name}-${Date.now()}`;
    const endpoint = `${pushService.url}/${deviceId}`;
    const context = await browserOf(browser, server, ben, testInfo);
    // The edge: Chromium's push service stands in as the recording one (see the top of this file).
    await context.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        const bytes = (text: string) =>
          Uint8Array.from(
            atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)),
            (char) => char.charCodeAt(0),
          ).buffer;
        let current: PushSubscription | null = null;
        PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
          const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
          sessionStorage.setItem(
            'journey.subscribedWith',
            btoa(String.fromCharCode(...key))
              .replace(/\+/g, '-')
              .replace(/\//g, '_')
              .replace(/=+$/, ''),
          );
          current = {
            endpoint,
            expirationTime: null,
            options: { userVisibleOnly: true, applicationServerKey: key.buffer },
            getKey: (name: PushEncryptionKeyName) => bytes(name === 'p256dh' ? p256dh : auth),
            toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
            unsubscribe: async () => ((current = null), true),
          };
          return current;
        };
        PushManager.prototype.getSubscription = async () => current;
      },
      { endpoint, p256dh: keys.p256dh, auth: keys.auth },
    );

    const page = await homeWithPrompt(context);
    await expect(page.getByRole('button', { name: 'Maybe later' })).toBeVisible();
    await expectAccessible(page, 'the home with the push prompt', { theme: 'light' });
    await page
      .getByTestId('push-prompt')
      .screenshot({ path: testInfo.outputPath(`push-prompt-${testInfo.project.name}-light.png`) });
    await page.screenshot({
      path: testInfo.outputPath(`home-with-prompt-${testInfo.project.name}-light.png`),
    });

    await test.step('Ben accepts: Chromium grants notifications, the subscription is registered', async () => {
      await context.grantPermissions(['notifications'], { origin: server.baseURL });
      const registered = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/notifications/register-device') &&
          response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Turn on notifications' }).click();
      const response = await registered;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toMatchObject({
        deviceId: expect.any(String),
        platform: 'web',
        subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      });
      await expect(page.getByText('Notifications enabled successfully!')).toBeVisible();
      await expect(page.getByRole('heading', { name: PROMPT })).toBeHidden();
      expect(await page.evaluate(() => Notification.permission)).toBe('granted');
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then(Boolean))).toBe(true);
      // The app subscribed with the server's own VAPID key.
      const { publicKey } = (await (
        await api.get('/api/notifications/push-key', { headers: { Authorization: `Bearer ${ben.token}` } })
      ).json()) as { publicKey: string };
      expect(await page.evaluate(() => sessionStorage.getItem('journey.subscribedWith'))).toBe(publicKey);
    });

    await test.step('Ada sends Ben a friend request he does not open: the push job sends it to his browser', async () => {
      const asked = await api.post('/api/friendships', {
        headers: { Authorization: `Bearer ${ada.token}` },
        data: { receiverId: ben.userId },
      });
      expect(asked.status()).toBe(200);
      await expect
        .poll(() => pushService.received.filter((push) => push.path === `/${deviceId}`).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const push = pushService.received.find((candidate) => candidate.path === `/${deviceId}`)!;
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      const { publicKey } = (await (
        await api.get('/api/notifications/push-key', { headers: { Authorization: `Bearer ${ben.token}` } })
      ).json()) as { publicKey: string };
      expect(String(push.headers.authorization)).toMatch(new RegExp(`^vapid t=[^,]+, k=${publicKey}$`));
      expect(keys.decrypt(push.body)).toEqual({
        title: 'Fairway',
        body: 'Ada Albatross sent you a friend request',
        url: '/notifications',
        tag: expect.any(String),
        type: 'friend_request',
      });
    });
    await context.close();
  });

  test('"Maybe later" hides the prompt, and it does not come back for two weeks', async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const cleo = await signedInGolfer(api, 'push.cleo', 'Cleo', 'Chipper');
    const context = await browserOf(browser, server, cleo, testInfo, 'dark');
    const page = await homeWithPrompt(context);
    await expectAccessible(page, 'the home with the push prompt', { theme: 'dark' });
    await page
      .getByTestId('push-prompt')
      .screenshot({ path: testInfo.outputPath(`push-prompt-${testInfo.project.name}-dark.png`) });
    await page.screenshot({
      path: testInfo.outputPath(`home-with-prompt-${testInfo.project.name}-dark.png`),
    });

    await page.getByRole('button', { name: 'Maybe later' }).click();
    await expect(page.getByRole('heading', { name: PROMPT })).toBeHidden();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');

    const reopenAt = async (at: number) => {
      await page.clock.setSystemTime(new Date(at));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
      // the prompt decides once the service worker answers: give it the time it took above
      await page.waitForFunction(() => navigator.serviceWorker.getRegistration().then(Boolean));
      await page.waitForTimeout(1_000);
    };
    await reopenAt(Date.now() + 13 * DAY);
    await expect(page.getByRole('heading', { name: PROMPT })).toBeHidden();
    await reopenAt(Date.now() + 15 * DAY);
    await expect(page.getByRole('heading', { name: PROMPT })).toBeVisible({ timeout: 20_000 });
    await context.close();
  });
});
