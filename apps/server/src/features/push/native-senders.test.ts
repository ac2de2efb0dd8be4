import { generateKeyPairSync, verify } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pushDevices } from '../../db/schema';
import { buildTestApp, callApi, createGolfer } from '../../test/app';
import type { TestApp, TestUser } from '../../test/app';
import { createApnsSender, createFcmSender } from './native-senders';
import type { PushMessage } from './push.senders';

/**
 * Local stand-ins for Google's and Apple's push services, speaking their real protocols: FCM HTTP v1 (an OAuth2
 * token bought with the service account's signed JWT, then `POST /v1/projects/{p}/messages:send`) and APNs
 * (HTTP/2, a provider JWT, `POST /3/device/{token}` with `apns-topic`). Each checks the signatures with the public
 * half of the key the server was given, answers as the real service does, and records what it received.
 */

const message: PushMessage = {
  title: 'Fairway',
  body: 'Ann Albatross sent you a friend request',
  url: '/notifications',
  tag: 'n-1',
  type: 'friend_request',
};

/** A JWT's three parts, decoded, and whether its signature verifies with `key`. */
function readJwt(token: string, key: KeyObject, algorithm: 'RS256' | 'ES256') {
  const [header, claims, signature] = token.split('.');
  const data = Buffer.from(`${header}.${claims}`);
  const signed = Buffer.from(signature!, 'base64url');
  return {
    header: JSON.parse(Buffer.from(header!, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims!, 'base64url').toString()) as Record<string, unknown>,
    verified:
      algorithm === 'RS256'
        ? verify('RSA-SHA256', data, key, signed)
        : verify('sha256', data, { key, dsaEncoding: 'ieee-p1363' }, signed),
  };
}

const listening = async (server: {
  listen: (port: number, host: string, done: () => void) => unknown;
  address: () => unknown;
}) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** Google: the OAuth token endpoint and FCM's send endpoint. Token `gone-…` is unregistered, `bad-…` invalid. */
async function startFcm(projectId: string) {
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tokenRequests: { grantType: string | null; jwt: ReturnType<typeof readJwt> }[] = [];
  const sends: { path: string; headers: IncomingHttpHeaders; body: { message: Record<string, unknown> } }[] =
    [];
  let issued = 0;
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const reply = (status: number, body: unknown) =>
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.method === 'POST' && request.url === '/token') {
        const form = new URLSearchParams(raw);
        const jwt = readJwt(form.get('assertion') ?? '..', keys.publicKey, 'RS256');
        tokenRequests.push({ grantType: form.get('grant_type'), jwt });
        if (!jwt.verified) return reply(400, { error: 'invalid_grant' });
        issued += 1;
        return reply(200, { access_token: `ya29.token-${issued}`, expires_in: 3599, token_type: 'Bearer' });
      }
      if (request.method === 'POST' && request.url === `/v1/projects/${projectId}/messages:send`) {
        const body = JSON.parse(raw) as { message: { token: string } };
        sends.push({ path: request.url, headers: request.headers, body });
        if (request.headers.authorization !== `Bearer ya29.token-${issued}`)
          return reply(401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
        const fcmError = (code: number, status: string, errorCode: string) =>
          reply(code, {
            error: {
              code,
              status,
              details: [{ '@type': 'type.googleapis.com/google.firebase.fcm.v1.FcmError', errorCode }],
            },
          });
        if (body.message.token.startsWith('gone-')) return fcmError(404, 'NOT_FOUND', 'UNREGISTERED');
        if (body.message.token.startsWith('bad-'))
          return fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT');
        return reply(200, { name: `projects/${projectId}/messages/0:1` });
      }
      reply(404, { error: { code: 404, status: 'NOT_FOUND' } });
    });
  });
  const origin = await listening(server);
  return {
    origin,
    tokenRequests,
    sends,
    config: {
      projectId,
      serviceAccountJson: JSON.stringify({
        type: 'service_account',
        project_id: projectId,
        client_email: `fairway@${projectId}.iam.gserviceaccount.com`,
        private_key: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        token_uri: `${origin}/token`,
      }),
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Apple: HTTP/2 (cleartext here: the frames and headers are APNs's; TLS is not what is under test). */
async function startApns() {
  const keys = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const sends: { headers: http2.IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    stream.on('end', () => {
      sends.push({ headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      const reply = (status: number, reason?: string) => {
        stream.respond({ ':status': status, 'apns-id': 'E8B6A5C0-0000-4000-8000-000000000001' });
        stream.end(reason ? JSON.stringify({ reason, ...(status === 410 ? { timestamp: 1 } : {}) }) : '');
      };
      const token = String(headers[':path']).replace('/3/device/', '');
      const bearer = /^bearer (.+)$/.exec(String(headers.authorization))?.[1];
      if (!bearer || !readJwt(bearer, keys.publicKey, 'ES256').verified)
        return reply(403, 'InvalidProviderToken');
      if (headers[':method'] !== 'POST' || !String(headers[':path']).startsWith('/3/device/'))
        return reply(405, 'MethodNotAllowed');
      if (headers['apns-topic'] !== 'golf.fairway.app') return reply(400, 'DeviceTokenNotForTopic');
      if (token.startsWith('0')) return reply(410, 'Unregistered');
      if (token.startsWith('1')) return reply(400, 'BadDeviceToken');
      if (token.startsWith('2')) return reply(403, 'ExpiredProviderToken');
      reply(200);
    });
  });
  const origin = await listening(server);
  return {
    origin,
    sends,
    keys,
    config: {
      teamId: 'TEAM123456',
      keyId: 'KEY1234567',
      privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      bundleId: 'golf.fairway.app',
      production: false,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('FCM HTTP v1 against a local stand-in', () => {
  let fcm: Awaited<ReturnType<typeof startFcm>>;
  beforeAll(async () => {
    fcm = await startFcm('fairway-test');
  });
  afterAll(() => fcm.close());

  it('buys an OAuth token with a service-account JWT once, then posts the message with it', async () => {
    const sender = createFcmSender(fcm.config, { origin: fcm.origin });
    expect(sender.platform).toBe('android');
    expect(await sender.send('device-token-1', message)).toBe('sent');
    expect(await sender.send('device-token-2', message)).toBe('sent');

    expect(fcm.tokenRequests).toHaveLength(1);
    const [exchange] = fcm.tokenRequests;
    expect(exchange!.grantType).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    expect(exchange!.jwt.verified).toBe(true);
    expect(exchange!.jwt.header).toEqual({ alg: 'RS256', typ: 'JWT' });
    const claims = exchange!.jwt.claims as Record<string, number | string>;
    expect(claims).toMatchObject({
      iss: 'fairway@fairway-test.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: `${fcm.origin}/token`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);

    expect(fcm.sends).toHaveLength(2);
    const [first] = fcm.sends;
    expect(first!.path).toBe('/v1/projects/fairway-test/messages:send');
    expect(first!.headers.authorization).toBe('Bearer ya29.token-1');
    expect(first!.headers['content-type']).toBe('application/json');
    expect(first!.body).toEqual({
      message: {
        token: 'device-token-1',
        notification: { title: 'Fairway', body: 'Ann Albatross sent you a friend request' },
        data: { url: '/notifications', tag: 'n-1', type: 'friend_request' },
        android: { notification: { tag: 'n-1' } },
      },
    });
  });

  it('calls an UNREGISTERED token gone, and any other refusal a failure (the token is kept)', async () => {
    const sender = createFcmSender(fcm.config, { origin: fcm.origin });
    expect(await sender.send('gone-token', message)).toBe('gone');
    expect(await sender.send('bad-token', message)).toBe('failed');
  });

  it('asks for a new access token after FCM refuses the cached one', async () => {
    const sender = createFcmSender(fcm.config, { origin: fcm.origin });
    expect(await sender.send('device-token-3', message)).toBe('sent');
    const before = fcm.tokenRequests.length;
    // Another sender (another server) bought a newer token: the stand-in refuses the older one, once.
    expect(await createFcmSender(fcm.config, { origin: fcm.origin }).send('device-token-4', message)).toBe(
      'sent',
    );
    expect(await sender.send('device-token-5', message)).toBe('failed');
    expect(await sender.send('device-token-5', message)).toBe('sent');
    expect(fcm.tokenRequests.length).toBe(before + 2);
  });
});

describe('APNs (HTTP/2, provider JWT) against a local stand-in', () => {
  let apns: Awaited<ReturnType<typeof startApns>>;
  beforeAll(async () => {
    apns = await startApns();
  });
  afterAll(() => apns.close());
  afterEach(() => {
    apns.sends.length = 0;
  });

  it('posts to /3/device/{token} with the topic, an alert and a provider JWT signed ES256 by the key', async () => {
    const sender = createApnsSender(apns.config, { origin: apns.origin });
    expect(sender.platform).toBe('ios');
    const token = 'a'.repeat(64);
    expect(await sender.send(token, message)).toBe('sent');

    const [sent] = apns.sends;
    expect(sent!.headers[':method']).toBe('POST');
    expect(sent!.headers[':path']).toBe(`/3/device/${token}`);
    expect(sent!.headers['apns-topic']).toBe('golf.fairway.app');
    expect(sent!.headers['apns-push-type']).toBe('alert');
    expect(sent!.headers['apns-priority']).toBe('10');
    expect(sent!.headers['apns-collapse-id']).toBe('n-1');
    const jwt = readJwt(
      String(sent!.headers.authorization).slice('bearer '.length),
      apns.keys.publicKey,
      'ES256',
    );
    expect(jwt.verified).toBe(true);
    expect(jwt.header).toEqual({ alg: 'ES256', kid: 'KEY1234567' });
    expect(jwt.claims).toMatchObject({ iss: 'TEAM123456' });
    expect(Math.abs(Number(jwt.claims.iat) - Date.now() / 1000)).toBeLessThan(60);
    expect(sent!.body).toEqual({
      aps: {
        alert: { title: 'Fairway', body: 'Ann Albatross sent you a friend request' },
        sound: 'default',
        'thread-id': 'friend_request',
      },
      url: '/notifications',
      tag: 'n-1',
    });
  });

  it('reuses its provider JWT, and signs a new one after APNs calls it expired', async () => {
    const sender = createApnsSender(apns.config, { origin: apns.origin });
    await sender.send('a'.repeat(64), message);
    await sender.send('b'.repeat(64), message);
    expect(await sender.send('2'.repeat(64), message)).toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // a new iat, so a new signature
    await sender.send('c'.repeat(64), message);
    const bearers = apns.sends.map((sent) => sent.headers.authorization);
    expect(bearers[1]).toBe(bearers[0]);
    expect(bearers[2]).toBe(bearers[0]);
    expect(bearers[3]).not.toBe(bearers[0]);
  });

  it('calls 410 Unregistered and 400 BadDeviceToken gone, and other refusals a failure', async () => {
    const sender = createApnsSender(apns.config, { origin: apns.origin });
    expect(await sender.send('0'.repeat(64), message)).toBe('gone');
    expect(await sender.send('1'.repeat(64), message)).toBe('gone');
    const wrongTopic = createApnsSender({ ...apns.config, bundleId: 'other.app' }, { origin: apns.origin });
    expect(await wrongTopic.send('a'.repeat(64), message)).toBe('failed');
  });
});

describe('phones reach their push services through the push job', () => {
  let fcm: Awaited<ReturnType<typeof startFcm>>;
  let apns: Awaited<ReturnType<typeof startApns>>;
  let t: TestApp;
  let golfer: TestUser;

  beforeAll(async () => {
    fcm = await startFcm('fairway-app');
    apns = await startApns();
    t = await buildTestApp({
      env: {
        FCM_PROJECT_ID: fcm.config.projectId,
        FCM_SERVICE_ACCOUNT_JSON: fcm.config.serviceAccountJson,
        APNS_TEAM_ID: apns.config.teamId,
        APNS_KEY_ID: apns.config.keyId,
        APNS_PRIVATE_KEY: apns.config.privateKey,
        APNS_BUNDLE_ID: apns.config.bundleId,
        APNS_PRODUCTION: 'false',
      },
      push: { nativeOrigins: { fcm: fcm.origin, apns: apns.origin }, isUnseen: async () => true },
    });
    golfer = await createGolfer(t.app, { username: 'phones.push' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fcm?.close();
    await apns?.close();
  });

  it('sends to each phone, and forgets the ones FCM calls UNREGISTERED and APNs answers 410', async () => {
    const devices = [
      ['pixel', 'android', 'live-android-token'],
      ['old-pixel', 'android', 'gone-android-token'],
      ['iphone', 'ios', 'a'.repeat(64)],
      ['old-iphone', 'ios', '0'.repeat(64)],
    ] as const;
    for (const [deviceId, platform, token] of devices) {
      const saved = await callApi(t.app, golfer, 'POST', '/api/notifications/register-device', {
        deviceId,
        platform,
        token,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    expect(
      await t.app.push.deliver({
        recipientId: golfer.id,
        notificationId: 'n-phones',
        type: 'post_like',
        actorName: 'Ann',
        url: '/notifications',
      }),
    ).toBe('sent');

    expect(fcm.sends.map((sent) => sent.body.message.token).sort()).toEqual([
      'gone-android-token',
      'live-android-token',
    ]);
    expect(fcm.sends[0]!.body.message).toMatchObject({
      notification: { title: 'Fairway', body: 'Ann liked your post' },
      data: { tag: 'n-phones', type: 'post_like' },
    });
    expect(apns.sends.map((sent) => sent.headers[':path']).sort()).toEqual([
      `/3/device/${'0'.repeat(64)}`,
      `/3/device/${'a'.repeat(64)}`,
    ]);
    const kept = await t.app.db.select().from(pushDevices).where(eq(pushDevices.userId, golfer.id));
    expect(kept.map((row) => row.deviceId).sort()).toEqual(['iphone', 'pixel']);
  });
});
