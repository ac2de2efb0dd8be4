import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import { isPublicAddress } from './address-policy';

/** A resolved address of a host name. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the system resolver by default; tests give their own). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export interface SafeFetchOptions {
  /** Total time for every hop, from the first lookup to the last byte read. */
  timeoutMs: number;
  /** Bytes of the body read at most (after decompression); the rest is never downloaded. */
  maxBytes: number;
  /** Redirects followed at most. */
  maxRedirects: number;
  resolve: Resolve;
  /** Tests only: their local server listens on loopback. Nothing else becomes reachable. */
  allowLoopback: boolean;
}

/** Why a page could not be fetched: an address it must not reach, a link that is not http(s), or no usable answer. */
export class FetchRefused extends Error {
  constructor(
    readonly reason: 'address' | 'scheme' | 'unreachable',
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedPage {
  /** Where the page was read from, after redirects. */
  url: URL;
  contentType: string;
  body: Buffer;
}

export const systemResolve: Resolve = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }));

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `[::1]` → `::1`: a URL's host name as the resolver and the address check read it. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/**
 * Resolves the host and checks every address it has: one refused address refuses the host (a name that mixes a
 * public and a private address must not get a second chance). Answers the address to connect to.
 */
async function checkedAddress(url: URL, options: SafeFetchOptions): Promise<ResolvedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchRefused('scheme', `only http and https are fetched, not ${url.protocol}`);
  const host = bareHost(url);
  const literal = isIP(host);
  const addresses: ResolvedAddress[] = literal
    ? [{ address: host, family: literal as 4 | 6 }]
    : await options.resolve(host).catch(() => {
        throw new FetchRefused('unreachable', `${host} does not resolve`);
      });
  if (addresses.length === 0) throw new FetchRefused('unreachable', `${host} has no address`);
  const bad = addresses.find(({ address }) => !isPublicAddress(address, options));
  if (bad) throw new FetchRefused('address', `${host} resolves to ${bad.address}, which is not public`);
  return addresses[0]!;
}

/**
 * One request to the address that was checked. The `lookup` hook answers the connection with that address and no
 * other, so the name is never resolved a second time between the check and the connection (no DNS rebinding);
 * TLS still verifies the certificate against the host name.
 */
function requestOnce(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: 'GET',
      lookup,
      signal,
      agent: false,
      headers: {
        'user-agent': 'FairwayLinkPreview/1.0 (+https://github.com/fairway-golf)',
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en;q=0.8, *;q=0.5',
      },
    });
    request.once('response', resolve);
    request.once('error', (error) =>
      reject(
        signal.aborted
          ? new FetchRefused('unreachable', 'timed out')
          : new FetchRefused('unreachable', error.message),
      ),
    );
    request.end();
  });
}

/** The body, decompressed as the server says, read up to `maxBytes` and no further. */
async function readCapped(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: () => zlib.createGunzip(),
    'x-gzip': () => zlib.createGunzip(),
    deflate: () => zlib.createInflate(),
    br: () => zlib.createBrotliDecompress(),
  };
  const decoder = decoders[encoding]?.();
  const stream: Readable = decoder ? response.pipe(decoder) : response;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = chunk as Buffer;
      chunks.push(buffer.subarray(0, maxBytes - size));
      size += Math.min(buffer.length, maxBytes - size);
      if (size >= maxBytes) break;
    }
  } catch (error) {
    // A page cut short (or a broken compression) still has what arrived; only nothing at all is a failure.
    if (size === 0) throw new FetchRefused('unreachable', (error as Error).message);
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks, size);
}

/**
 * Fetches a page the safe way: only http and https; each hop's host resolved and every address checked against
 * {@link isPublicAddress} before connecting, the connection pinned to the checked address, redirects followed by
 * hand (at most `maxRedirects`, each checked again), everything within `timeoutMs`, and at most `maxBytes` read.
 */
export async function safeFetch(start: URL, options: SafeFetchOptions): Promise<FetchedPage> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  const timedOut = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(new FetchRefused('unreachable', 'timed out'))),
  );
  timedOut.catch(() => {});
  try {
    let url = start;
    for (let hop = 0; ; hop += 1) {
      const pinned = await Promise.race([checkedAddress(url, options), timedOut]);
      const response = await Promise.race([requestOnce(url, pinned, controller.signal), timedOut]);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status) && response.headers.location) {
        response.destroy();
        if (hop >= options.maxRedirects)
          throw new FetchRefused('unreachable', `more than ${options.maxRedirects} redirects`);
        try {
          url = new URL(response.headers.location, url);
        } catch {
          throw new FetchRefused('unreachable', 'a redirect to a broken address');
        }
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new FetchRefused('unreachable', `answered ${status}`);
      }
      const body = await Promise.race([readCapped(response, options.maxBytes), timedOut]);
      return { url, contentType: String(response.headers['content-type'] ?? ''), body };
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
