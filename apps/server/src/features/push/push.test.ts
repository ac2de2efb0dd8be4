import { createECDH, createDecipheriv, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorBody } from '@fairway/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@fairway/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { pushDevices, users } from '../../db/schema';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { ApiCall, TestApp, TestUser } from '../../test/app';
import { openTestDatabase } from '../../test/db';
import { PUSH_LANGUAGES, PUSH_TYPES, pushText } from './push.messages';

/** A browser's side of Web Push: its P-256 key pair and auth secret, to decrypt what the push service received. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    /** RFC 8291 / RFC 8188 (aes128gcm), one record: what the browser would show. */
    decrypt(body: Buffer): unknown {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const serverPublic = body.subarray(21, 21 + idLength);
      const ciphertext = body.subarray(21 + idLength);
      const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();
      const secret = ecdh.computeSecret(serverPublic);
      const prkKey = hmac(auth, secret);
      const keyInfo = Buffer.concat([
        Buffer.from('WebPush: info\0'),
        ecdh.getPublicKey(),
        serverPublic,
        Buffer.from([1]),
      ]);
      const ikm = hmac(prkKey, keyInfo);
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'latin1')).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'latin1')).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(ciphertext.subarray(-16));
      const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
      const end = padded.lastIndexOf(2);
      return JSON.parse(padded.subarray(0, end).toString('utf8'));
    },
  };
}

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A local push service: records each request; `/gone/...` answers 410 like a push service whose browser left. */
function startPushService() {
  const received: Received[] = [];
  const waiters: (() => void)[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      for (const wake of waiters.splice(0)) wake();
      response.writeHead(request.url?.startsWith('/gone/') ? 410 : 201).end();
    });
  });
  return {
    received,
    url: '',
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    /** Waits until a request for `path` arrived (or fails after `ms`). */
    async receivedFor(pathName: string, ms = 15_000): Promise<Received> {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = received.find((request) => request.path === pathName);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no push for ${pathName}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeOf = (response: { json: () => unknown }) => (response.json() as ErrorBody).error.code;

describe('push notifications', () => {
  const pushService = startPushService();
  let t: TestApp;
  const call = (...args: ApiCall) => callApi(t.app, ...args);
  let ann: TestUser;
  let ben: TestUser;
  const seen = new Set<string>();

  const webDevice = (deviceId: string, endpointPath: string, keys = browserKeys()) => ({
    keys,
    body: {
      deviceId,
      platform: 'web',
      deviceName: 'Chromium on Linux',
      subscription: { endpoint: `${pushService.url}${endpointPath}`, expirationTime: null, keys: keys.keys },
    },
  });
  const input = (recipient: TestUser, notificationId: string, type = 'friend_request') => ({
    recipientId: recipient.id,
    notificationId,
    type,
    actorName: 'Ann Albatross',
    url: '/notifications',
  });

  beforeAll(async () => {
    await pushService.start();
    t = await buildTestApp({
      env: { PUSH_DELAY_SECONDS: '0', PUSH_WORKER: 'true' },
      push: {
        allowLoopback: true,
        pollingIntervalSeconds: 0.5,
        isUnseen: async (id) => !seen.has(id),
      },
    });
    ann = await createGolfer(t.app, { username: 'ann.push' });
    ben = await createGolfer(t.app, { username: 'ben.push' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await pushService.close();
  });

  it.each([
    ['GET', '/api/notifications/push-key'],
    ['POST', '/api/notifications/register-device'],
    ['DELETE', '/api/notifications/devices/any'],
  ] as const)('%s %s needs a session (401)', async (method, url) => {
    expect((await call(null, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
  });

  it('gives the VAPID public key to subscribe with', async () => {
    const response = await call(ann, 'GET', '/api/notifications/push-key');
    expect(response.json()).toEqual({ publicKey: t.config.push.vapid.publicKey });
  });

  it('registers the golfer’s own browser and phone, and refuses someone else’s userId (403)', async () => {
    const { body } = webDevice('ann-laptop', '/ann-laptop');
    const saved = await call(ann, 'POST', '/api/notifications/register-device', { ...body, userId: ann.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      deviceId: 'ann-laptop',
      platform: 'web',
      deviceName: 'Chromium on Linux',
    });
    const phone = await call(ann, 'POST', '/api/notifications/register-device', {
      deviceId: 'ann-phone',
      platform: 'ios',
      token: 'a'.repeat(64),
    });
    expect(phone.statusCode, phone.body).toBe(200);

    const forged = await call(ben, 'POST', '/api/notifications/register-device', {
      ...webDevice('ben-as-ann', '/ben-as-ann').body,
      userId: ann.id,
    });
    expect(forged.statusCode).toBe(403);
    expect(codeOf(forged)).toBe('forbidden');
    const rows = await t.app.db.select().from(pushDevices).where(eq(pushDevices.deviceId, 'ben-as-ann'));
    expect(rows).toEqual([]);
  });

  it('refuses a browser without a subscription or a phone without a token (400, translated code)', async () => {
    for (const body of [
      { deviceId: 'x1', platform: 'web', token: 'abc' },
      { deviceId: 'x2', platform: 'android' },
    ]) {
      const response = await call(ann, 'POST', '/api/notifications/register-device', body);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toBe('push_device_incomplete');
    }
  });

  it('sends a push later, encrypted, signed with VAPID, in the golfer’s language', async () => {
    const device = webDevice('ben-laptop', '/ben-laptop');
    expect((await call(ben, 'POST', '/api/notifications/register-device', device.body)).statusCode).toBe(200);
    await t.app.db.update(users).set({ locale: 'de' }).where(eq(users.id, ben.id));

    await t.app.push.enqueue(input(ben, 'n-1'));
    const push = await pushService.receivedFor('/ben-laptop');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(device.keys.decrypt(push.body)).toEqual({
      title: 'Fairway',
      body: 'Ann Albatross hat dir eine Freundschaftsanfrage geschickt',
      url: '/notifications',
      tag: 'n-1',
      type: 'friend_request',
    });
    // VAPID (RFC 8292): the server's key, and a JWT for this push service signed with it.
    const authorization = String(push.headers.authorization);
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(key).toBe(t.config.push.vapid.publicKey);
    const [header, claims, signature] = token!.split('.');
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({ aud: pushService.url });
    const raw = Buffer.from(key!, 'base64url');
    const publicKey = createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: raw.subarray(1, 33).toString('base64url'),
        y: raw.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature!, 'base64url'),
      ),
    ).toBe(true);
  });

  it('sends nothing for a notification the golfer saw, or a type their settings turn off', async () => {
    seen.add('n-seen');
    expect(await t.app.push.deliver(input(ben, 'n-seen'))).toBe('seen');
    const off = { ...DEFAULT_NOTIFICATION_SETTINGS, friendRequests: false };
    expect((await call(ben, 'PUT', '/api/settings/notifications', off)).statusCode).toBe(200);
    expect(await t.app.push.deliver(input(ben, 'n-muted'))).toBe('muted');
    // Another type still goes through.
    expect(await t.app.push.deliver(input(ben, 'n-message', 'new_message'))).toBe('sent');
    expect(
      (await call(ben, 'PUT', '/api/settings/notifications', DEFAULT_NOTIFICATION_SETTINGS)).statusCode,
    ).toBe(200);
    expect(pushService.received.filter((request) => request.path === '/ben-laptop')).toHaveLength(2);
  });

  it('lets a golfer forget only their own devices (another’s is 404 and stays)', async () => {
    const other = await call(ann, 'DELETE', '/api/notifications/devices/ben-laptop');
    expect(other.statusCode).toBe(404);
    expect(codeOf(other)).toBe('device_not_found');
    expect(await t.app.db.select().from(pushDevices).where(eq(pushDevices.userId, ben.id))).toHaveLength(1);
    const own = await call(ann, 'DELETE', '/api/notifications/devices/ann-phone');
    expect(own.statusCode).toBe(204);
    expect((await call(ann, 'DELETE', '/api/notifications/devices/ann-phone')).statusCode).toBe(404);
  });

  it('moves a browser to the golfer who registers it last, and forgets one its push service calls gone', async () => {
    const shared = webDevice('shared-ann', '/shared');
    await call(ann, 'POST', '/api/notifications/register-device', shared.body);
    await call(ben, 'POST', '/api/notifications/register-device', { ...shared.body, deviceId: 'shared-ben' });
    const owners = await t.app.db
      .select()
      .from(pushDevices)
      .where(eq(pushDevices.endpoint, `${pushService.url}/shared`));
    expect(owners.map((row) => row.userId)).toEqual([ben.id]);

    const gone = webDevice('ann-old', '/gone/ann-old');
    await call(ann, 'POST', '/api/notifications/register-device', gone.body);
    expect(await t.app.push.deliver(input(ann, 'n-gone'))).toBe('sent');
    expect(await t.app.db.select().from(pushDevices).where(eq(pushDevices.deviceId, 'ann-old'))).toEqual([]);
  });

  it('refuses push endpoints that are not public https on a server as it runs', async () => {
    const strict = await buildTestApp();
    try {
      const golfer = await createGolfer(strict.app);
      for (const endpoint of [
        'http://push.example/x',
        'https://127.0.0.1/x',
        'https://[::1]/x',
        'https://169.254.169.254/x',
        'https://localhost/x',
      ]) {
        const response = await callApi(strict.app, golfer, 'POST', '/api/notifications/register-device', {
          deviceId: 'd1',
          platform: 'web',
          subscription: { endpoint, keys: browserKeys().keys },
        });
        expect(response.statusCode, endpoint).toBe(400);
        expect(codeOf(response)).toBe('push_device_incomplete');
      }
    } finally {
      await strict.close();
    }
  }, 60_000);
});

describe('the push job survives a restart (pg-boss in the same database)', () => {
  it('a push queued before the server stopped is sent by the next one', async () => {
    const pushService = startPushService();
    await pushService.start();
    const database = await openTestDatabase();
    try {
      // The first server queues (its worker is off, as in tests by default) and stops before the job is due.
      const first = await buildTestApp({
        database,
        env: { PUSH_DELAY_SECONDS: '2' },
        push: { allowLoopback: true },
      });
      const golfer = await createGolfer(first.app, { username: 'restart.push' });
      const device = browserKeys();
      await callApi(first.app, golfer, 'POST', '/api/notifications/register-device', {
        deviceId: 'laptop',
        platform: 'web',
        subscription: { endpoint: `${pushService.url}/restart`, keys: device.keys },
      });
      await first.app.push.enqueue({
        recipientId: golfer.id,
        notificationId: 'n-restart',
        type: 'game_invitation',
        actorName: 'Cat',
        url: '/notifications',
      });
      await first.app.close();
      expect(pushService.received).toEqual([]);

      const second = await buildTestApp({
        database,
        env: { PUSH_DELAY_SECONDS: '2', PUSH_WORKER: 'true' },
        // 'n-restart' is no stored notification: the app's own check would call it seen.
        push: { allowLoopback: true, pollingIntervalSeconds: 0.5, isUnseen: async () => true },
      });
      try {
        const push = await pushService.receivedFor('/restart');
        expect(device.decrypt(push.body)).toMatchObject({
          body: 'Cat invited you to a round',
          tag: 'n-restart',
        });
      } finally {
        await second.app.close();
      }
    } finally {
      await database.close();
      await pushService.close();
    }
  }, 120_000);
});

describe('notifications reach the devices of golfers who did not see them', () => {
  it('pushes a friend request left unread, and not one read within the delay', async () => {
    const pushService = startPushService();
    await pushService.start();
    const t = await buildTestApp({
      env: { PUSH_DELAY_SECONDS: '1', PUSH_WORKER: 'true' },
      push: { allowLoopback: true, pollingIntervalSeconds: 0.5 },
    });
    try {
      const call = (...args: ApiCall) => callApi(t.app, ...args);
      const ann = await createGolfer(t.app, { username: 'wired.ann', firstName: 'Ann' });
      const ben = await createGolfer(t.app, { username: 'wired.ben' });
      const cat = await createGolfer(t.app, { username: 'wired.cat' });
      const device = browserKeys();
      for (const [golfer, deviceId] of [
        [ben, 'ben-phone'],
        [cat, 'cat-phone'],
      ] as const) {
        const registered = await call(golfer, 'POST', '/api/notifications/register-device', {
          deviceId,
          platform: 'web',
          subscription: { endpoint: `${pushService.url}/${deviceId}`, keys: device.keys },
        });
        expect(registered.statusCode, registered.body).toBeLessThan(300);
      }
      // Cat reads hers at once (the notifications screen marks all read); Ben leaves his.
      await call(ann, 'POST', '/api/friendships', { receiverId: cat.id });
      expect((await call(cat, 'POST', '/api/notifications/read')).statusCode).toBeLessThan(300);
      await call(ann, 'POST', '/api/friendships', { receiverId: ben.id });

      const push = await pushService.receivedFor('/ben-phone');
      expect(device.decrypt(push.body)).toMatchObject({ type: 'friend_request' });
      expect(JSON.stringify(device.decrypt(push.body))).toContain('Ann');
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(pushService.received.filter((received) => received.path === '/cat-phone')).toEqual([]);
    } finally {
      await t.close();
      await pushService.close();
    }
  }, 120_000);
});

describe('push configuration and texts', () => {
  it('makes VAPID keys once in the data dir, or takes both from the environment', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-vapid-'));
    const first = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).push.vapid;
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'vapid.json'), 'utf8'))).toEqual({
      publicKey: first.publicKey,
      privateKey: first.privateKey,
    });
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).push.vapid.publicKey).toBe(first.publicKey);
    const other = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairway-vapid-')),
    }).push.vapid;
    const configured = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: other.publicKey,
      VAPID_PRIVATE_KEY: other.privateKey,
    }).push;
    expect(configured.vapid.publicKey).toBe(other.publicKey);
    expect(() =>
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, VAPID_PUBLIC_KEY: other.publicKey }),
    ).toThrow(ConfigError);
  });

  it('keeps FCM and APNs off unless configured', () => {
    const push = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fairway-vapid-')),
    }).push;
    expect(push.fcm).toBeNull();
    expect(push.apns).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: tmpdir(), APNS_TEAM_ID: 'TEAM' })).toThrow(
      ConfigError,
    );
  });

  it('accepts push endpoints on loopback only for journeys (NODE_ENV=test)', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fairway-vapid-'));
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).push.allowLoopback).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUSH_TEST_LOOPBACK: 'true' }).push.allowLoopback,
    ).toBe(true);
    expect(() =>
      loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, PUSH_TEST_LOOPBACK: 'true' }),
    ).toThrow(ConfigError);
  });

  it('has a text for every type in all 12 languages, and falls back to English', () => {
    for (const language of PUSH_LANGUAGES)
      for (const type of PUSH_TYPES) expect(pushText(type, language, 'Ana')).toContain('Ana');
    expect(pushText('post_like', 'fr-CA', 'Ana')).toBe('Ana a aimé votre publication');
    expect(pushText('post_like', 'pt-BR', 'Ana')).toBe('Ana liked your post');
    expect(pushText('mention', 'de', 'Ana')).toBe('Ana hat dich erwähnt');
    expect(pushText('something_new', 'en', 'Ana')).toBe('New notification from Ana');
  });
});
