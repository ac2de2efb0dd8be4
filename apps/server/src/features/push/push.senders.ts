import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import webPush from 'web-push';
import { isPublicAddress } from '../sites';

/** What a push says, as the service worker and the native apps read it. */
export interface PushMessage {
  title: string;
  body: string;
  /** The page to open on a tap (a path of the app: `/notifications`). */
  url: string;
  /** One notification replaces an earlier one with the same tag on the device. */
  tag: string;
  type: string;
}

/** How one send went: `gone` means the push service forgot this device, which is then deleted. */
export type SendOutcome = 'sent' | 'gone' | 'failed';

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface WebPushOptions {
  vapid: { publicKey: string; privateKey: string; subject: string };
  /** Tests only: their recording push service listens on 127.0.0.1 over plain http. */
  allowLoopback?: boolean;
  timeoutMs?: number;
}

/**
 * POSTs to a push service the way link previews fetch (features/sites): the host resolved, every address checked
 * public, the connection pinned to the checked address. A subscription's endpoint comes from a golfer's browser, so
 * without this a golfer could make the server post to the private network.
 */
async function postPinned(
  endpoint: URL,
  request: { headers: Record<string, string | number>; body: Buffer },
  options: { allowLoopback: boolean; timeoutMs: number },
): Promise<number> {
  const host = endpoint.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await dnsLookup(host, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address, options)))
    throw new Error(`push endpoint ${host} is not a public address`);
  const pinned = addresses[0]!;
  const lookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = endpoint.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(endpoint, {
      method: 'POST',
      headers: { ...request.headers, 'content-length': request.body.length },
      lookup,
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    outgoing.once('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Sends one Web Push message (RFC 8030, encrypted with aes128gcm as RFC 8291 says, signed with VAPID as RFC 8292
 * says): web-push builds the request, {@link postPinned} delivers it.
 */
export function createWebPushSender(options: WebPushOptions) {
  return async function sendWebPush(target: WebPushTarget, message: PushMessage): Promise<SendOutcome> {
    const details = webPush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(message),
      {
        vapidDetails: options.vapid,
        TTL: 24 * 60 * 60,
        urgency: message.type === 'game_invitation' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
      },
    );
    const status = await postPinned(
      new URL(details.endpoint),
      { headers: details.headers, body: details.body },
      { allowLoopback: options.allowLoopback ?? false, timeoutMs: options.timeoutMs ?? 10_000 },
    );
    if (status === 404 || status === 410) return 'gone';
    return status >= 200 && status < 300 ? 'sent' : 'failed';
  };
}

/**
 * The seam for the phones' push services: Firebase Cloud Messaging (Android) and APNs (iOS). Each is built only
 * when configured (FCM_* or APNS_* in the environment); without it a phone's token is kept and nothing is sent to
 * it. A sender answers `gone` when the service says the token is no longer valid.
 */
export interface NativeSender {
  readonly platform: 'ios' | 'android';
  send(token: string, message: PushMessage): Promise<SendOutcome>;
}
