import { sign } from 'node:crypto';
import http2 from 'node:http2';
import type { Config } from '../../config';
import type { NativeSender, PushMessage, SendOutcome } from './push.senders';

/**
 * Tests only: where the push service listens instead of Google's or Apple's (a local stand-in speaking the same
 * protocol). FCM's OAuth token endpoint is the service account's own `token_uri`.
 */
export interface NativeSenderOptions {
  origin?: string;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A signed JWT: `RS256` for Google's service accounts, `ES256` for Apple's token keys. */
function jwt(header: object, claims: object, key: string, algorithm: 'RS256' | 'ES256'): string {
  const data = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature =
    algorithm === 'RS256'
      ? sign('RSA-SHA256', Buffer.from(data), key)
      : sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' });
  return `${data}.${base64url(signature)}`;
}

/**
 * Android: Firebase Cloud Messaging's HTTP v1 API, authorized with an OAuth token that the project's service
 * account signs for itself (cached until a minute before it expires). A token FCM calls UNREGISTERED is gone.
 */
export function createFcmSender(
  config: NonNullable<Config['push']['fcm']>,
  options: NativeSenderOptions = {},
): NativeSender {
  const apiOrigin = options.origin ?? 'https://fcm.googleapis.com';
  const account = JSON.parse(config.serviceAccountJson) as {
    client_email: string;
    private_key: string;
    token_uri?: string;
  };
  const tokenUri = account.token_uri ?? 'https://oauth2.googleapis.com/token';
  let access: { token: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (access && access.expiresAt > Date.now() + 60_000) return access.token;
    const now = Math.floor(Date.now() / 1000);
    const assertion = jwt(
      { alg: 'RS256', typ: 'JWT' },
      {
        iss: account.client_email,
        scope: 'https://www.googleapis.com/auth/firebase.messaging',
        aud: tokenUri,
        iat: now,
        exp: now + 3600,
      },
      account.private_key,
      'RS256',
    );
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`FCM authorization failed: ${response.status}`);
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    access = { token: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    return access.token;
  }

  return {
    platform: 'android',
    async send(token: string, message: PushMessage): Promise<SendOutcome> {
      const response = await fetch(
        `${apiOrigin}/v1/projects/${encodeURIComponent(config.projectId)}/messages:send`,
        {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            message: {
              token,
              notification: { title: message.title, body: message.body },
              data: { url: message.url, tag: message.tag, type: message.type },
              android: { notification: { tag: message.tag } },
            },
          }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (response.ok) return 'sent';
      // Google refused our access token (revoked early): the next push asks for a new one.
      if (response.status === 401) access = null;
      const text = await response.text();
      return response.status === 404 || text.includes('UNREGISTERED') ? 'gone' : 'failed';
    },
  };
}

/**
 * iOS: APNs over HTTP/2 with a token key (.p8), its JWT renewed every 50 minutes (Apple refuses one older than an
 * hour, or at once when APNs refuses it). A token APNs answers 410 (Unregistered), or BadDeviceToken, is gone.
 */
export function createApnsSender(
  config: NonNullable<Config['push']['apns']>,
  options: NativeSenderOptions = {},
): NativeSender {
  const origin =
    options.origin ??
    (config.production ? 'https://api.push.apple.com' : 'https://api.sandbox.push.apple.com');
  let bearer: { token: string; madeAt: number } | null = null;
  const authorization = () => {
    if (!bearer || Date.now() - bearer.madeAt > 50 * 60_000)
      bearer = {
        token: jwt(
          { alg: 'ES256', kid: config.keyId },
          { iss: config.teamId, iat: Math.floor(Date.now() / 1000) },
          config.privateKey,
          'ES256',
        ),
        madeAt: Date.now(),
      };
    return `bearer ${bearer.token}`;
  };

  return {
    platform: 'ios',
    send(token: string, message: PushMessage): Promise<SendOutcome> {
      return new Promise((resolve, reject) => {
        const session = http2.connect(origin);
        session.on('error', reject);
        const request = session.request({
          ':method': 'POST',
          ':path': `/3/device/${encodeURIComponent(token)}`,
          authorization: authorization(),
          'apns-topic': config.bundleId,
          'apns-push-type': 'alert',
          'apns-priority': '10',
          'apns-collapse-id': message.tag.slice(0, 64),
        });
        let status = 0;
        let body = '';
        request.setEncoding('utf8');
        request.on('response', (headers) => (status = Number(headers[':status'])));
        request.on('data', (chunk: string) => (body += chunk));
        request.on('end', () => {
          session.close();
          if (status === 200) return resolve('sent');
          // Apple refused our JWT (too old, or its key changed): the next push signs a new one.
          if (status === 403 && /ProviderToken/.test(body)) bearer = null;
          resolve(status === 410 || body.includes('BadDeviceToken') ? 'gone' : 'failed');
        });
        request.on('error', (error: Error) => {
          session.close();
          reject(error);
        });
        request.setTimeout(10_000, () => request.close(http2.constants.NGHTTP2_CANCEL));
        request.end(
          JSON.stringify({
            aps: {
              alert: { title: message.title, body: message.body },
              sound: 'default',
              'thread-id': message.type,
            },
            url: message.url,
            tag: message.tag,
          }),
        );
      });
    },
  };
}

/** The phones' push services this server is configured for: none by default. */
export function nativeSendersFrom(
  push: Config['push'],
  origins: { fcm?: string; apns?: string } = {},
): NativeSender[] {
  return [
    ...(push.fcm ? [createFcmSender(push.fcm, origins.fcm ? { origin: origins.fcm } : {})] : []),
    ...(push.apns ? [createApnsSender(push.apns, origins.apns ? { origin: origins.apns } : {})] : []),
  ];
}
