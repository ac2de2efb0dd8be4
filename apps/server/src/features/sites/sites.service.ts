import type { SitePreview } from '@fairway/contract';
import { SITE_URL_MAX_LENGTH } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import { AppError } from '../../http/errors';
import { createLruCache } from './lru-cache';
import { declaredCharset, previewOfHtml } from './page-meta';
import { FetchRefused, safeFetch, systemResolve } from './safe-fetch';
import type { Resolve, SafeFetchOptions } from './safe-fetch';

/** The limits of platform.md §7's link preview, and the cache's size and lives. */
export const SITE_LIMITS = {
  timeoutMs: 5_000,
  maxBytes: 1_048_576,
  maxRedirects: 3,
  cacheEntries: 1_000,
  /** A preview is kept an hour; a failure five minutes, so a site that was down is tried again soon. */
  cacheTtlMs: 60 * 60 * 1000,
  failureTtlMs: 5 * 60 * 1000,
} as const;

export interface SitesOptions {
  resolve?: Resolve;
  /** Tests only: lets the preview reach 127.0.0.1 and ::1, where their local server listens. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
}

/** Schemes a link may be written with that are not web pages (refused rather than read as a host name). */
const OTHER_SCHEME =
  /^(?:[a-z][a-z0-9+.-]*:\/\/|(?:javascript|data|mailto|file|vbscript|about|blob|tel|sms|ftp):)/i;

/**
 * A link as the golfer wrote it, made a URL: a link without a scheme gets https (`golf.example/news`); anything
 * that is not http(s), has no host, or carries a user name or password is refused. The fragment is dropped.
 */
export function normalizeLink(raw: string): URL {
  const invalid = () =>
    new AppError('site_url_invalid', 400, 'Only http and https links have previews', 'url');
  const text = raw.trim();
  if (!text || text.length > SITE_URL_MAX_LENGTH) throw invalid();
  const written = /^\/\//.test(text) ? `https:${text}` : OTHER_SCHEME.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(written);
  } catch {
    throw invalid();
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    !url.hostname ||
    url.username ||
    url.password
  )
    throw invalid();
  url.hash = '';
  return url;
}

type Outcome = { preview: SitePreview } | { error: AppError };

function errorOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof FetchRefused) {
    if (error.reason === 'address')
      return new AppError('site_address_refused', 403, 'This link points to a private or local address');
    if (error.reason === 'scheme') return new AppError('site_url_invalid', 400, error.message);
    return new AppError('site_unreachable', 422, `The site could not be read: ${error.message}`);
  }
  return new AppError('site_unreachable', 422, 'The site could not be read');
}

/** The page's text, in the charset its header or its first bytes declare (UTF-8 when unknown or unsupported). */
function textOf(body: Buffer, contentType: string): string {
  const charset =
    /charset\s*=\s*"?([A-Za-z0-9_.:-]+)/i.exec(contentType)?.[1] ??
    declaredCharset(body.subarray(0, 2048).toString('latin1'));
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

export type SitesService = ReturnType<typeof createSitesService>;

/**
 * Link previews (platform.md §7 `GET /api/sites?url=`), fetched by the server the safe way ({@link safeFetch}) so
 * a golfer's link can never make it reach the private network, and cached in memory: the same link is read once an
 * hour at most however many golfers see it, and concurrent asks for one link share one fetch.
 */
export function createSitesService(options: SitesOptions = {}) {
  const fetchOptions: SafeFetchOptions = {
    timeoutMs: options.timeoutMs ?? SITE_LIMITS.timeoutMs,
    maxBytes: options.maxBytes ?? SITE_LIMITS.maxBytes,
    maxRedirects: SITE_LIMITS.maxRedirects,
    resolve: options.resolve ?? systemResolve,
    allowLoopback: options.allowLoopback ?? false,
  };
  const cache = createLruCache<Outcome>({
    maxEntries: SITE_LIMITS.cacheEntries,
    ttlMs: SITE_LIMITS.cacheTtlMs,
  });
  const inFlight = new Map<string, Promise<Outcome>>();

  async function load(url: URL): Promise<Outcome> {
    try {
      const page = await safeFetch(url, fetchOptions);
      const type = page.contentType.split(';')[0]!.trim().toLowerCase();
      if (type.startsWith('image/'))
        return {
          preview: {
            url: page.url.href,
            title: null,
            description: null,
            image: page.url.href,
            siteName: null,
          },
        };
      if (type && type !== 'text/html' && type !== 'application/xhtml+xml')
        return {
          preview: { url: page.url.href, title: null, description: null, image: null, siteName: null },
        };
      return { preview: previewOfHtml(textOf(page.body, page.contentType), page.url) };
    } catch (error) {
      return { error: errorOf(error) };
    }
  }

  return {
    /** The preview of a link, or a refusal: 400 not http(s), 403 a non-public address, 422 not readable. */
    async preview(_actor: Actor, link: string): Promise<SitePreview> {
      const url = normalizeLink(link);
      const key = url.href;
      let outcome = cache.get(key);
      if (!outcome) {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = load(url).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        outcome = await pending;
        cache.set(key, outcome, 'error' in outcome ? SITE_LIMITS.failureTtlMs : SITE_LIMITS.cacheTtlMs);
      }
      if ('error' in outcome) throw outcome.error;
      return outcome.preview;
    },
  };
}
