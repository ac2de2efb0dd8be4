import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import type { Configuration, InteractionResults } from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 for the social sign-in tests, standing in
 * for Google and Apple, and a small browser (cookie jar, manual redirects, form posts) to walk a sign-in
 * through it with plain HTTP. Nothing here reaches the internet.
 */

/** A person with an account at the provider. */
export interface OidcAccount {
  sub: string;
  email: string;
  /** The provider vouches for the address (Google and Apple do for every account they answer for). */
  emailVerified?: boolean;
  name?: string;
}

export interface LocalOidcProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** Adds (or replaces) an account; the next sign-in as `sub` sees it. */
  addAccount(account: OidcAccount): void;
  /**
   * Plays the user at the provider: opens the authorization URL in `browser`, signs in as `login` and
   * consents (or declines with `consent: false`), and stops at the request that takes the browser back to
   * the client, returned unsent so the test sends it (and can tamper with it first).
   */
  authorize(
    browser: Browser,
    authorizationUrl: string,
    options: { login: string; consent?: boolean },
  ): Promise<CallbackRequest>;
  stop(): Promise<void>;
}

/** The browser's next request, back to the client: a redirect (GET) or an auto-submitted form (POST). */
export interface CallbackRequest {
  method: 'GET' | 'POST';
  url: URL;
  /** The answer's parameters: from the query (GET) or the form (POST). */
  params: URLSearchParams;
  /** The provider's origin: the page that sent the browser on. */
  initiator: string;
}

/**
 * Starts the provider with one confidential client allowed to return to `redirectUris`. PKCE is required
 * for every request, ID tokens carry the email and name claims (as Google's do), and the login and consent
 * pages are a minimal form (`login=<sub>`, `decision=allow|deny`) instead of the dev pages.
 */
export async function startOidcProvider(options: {
  redirectUris: string[];
  accounts?: OidcAccount[];
  /**
   * The account behind a login the provider has not been told of, or undefined to refuse it. The browser
   * journeys sign in from other processes than the one that started the provider, as a new person each time.
   */
  accountOf?: (login: string) => OidcAccount | undefined;
}): Promise<LocalOidcProvider> {
  const accounts = new Map<string, OidcAccount>();
  for (const account of options.accounts ?? []) accounts.set(account.sub, account);
  const accountOf = (login: string) => accounts.get(login) ?? options.accountOf?.(login);
  const clientId = `fairway-test-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  // The provider needs its issuer, so its port, before it exists: the server starts first.
  const started: { provider?: Provider } = {};
  const server = createServer((request, response) => {
    const { provider } = started;
    if (!provider) {
      response.statusCode = 503;
      response.end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.startsWith('/interaction/')) {
      interaction(provider, accountOf, request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(error instanceof Error ? error.message : String(error));
      });
      return;
    }
    void provider.callback()(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    // Google puts the requested claims into the ID token even when an access token is issued too.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AuthorizationCode: 60,
      AccessToken: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, pending) => `/interaction/${pending.uid}` },
    findAccount(_ctx, sub) {
      const account = accountOf(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          ...(account.name ? { name: account.name } : {}),
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // Errors are part of what the tests provoke; keep them out of the test output.
  provider.on('server_error', () => undefined);
  started.provider = provider;

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    addAccount(account) {
      accounts.set(account.sub, account);
    },
    authorize: (browser, authorizationUrl, { login, consent = true }) =>
      authorize(browser, issuer, authorizationUrl, login, consent),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** The login and consent pages: GET shows a form, POST finishes the step for the submitted account. */
async function interaction(
  provider: Provider,
  accountOf: (login: string) => OidcAccount | undefined,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const details = await provider.interactionDetails(request, response);
  const action = `/interaction/${details.uid}`;
  if (request.method !== 'POST') {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      `<!DOCTYPE html><title>${details.prompt.name}</title>` +
        `<form method="post" action="${action}" data-prompt="${details.prompt.name}">` +
        `<label>Account <input name="login"></label><button name="decision" value="allow">Continue</button>` +
        `<button name="decision" value="deny">Cancel</button></form>`,
    );
    return;
  }
  const form = new URLSearchParams(await readBody(request));
  let result: InteractionResults;
  if (form.get('decision') === 'deny') {
    result = { error: 'access_denied', error_description: 'The user declined' };
  } else if (details.prompt.name === 'login') {
    const login = form.get('login') ?? '';
    if (!accountOf(login)) {
      response.statusCode = 400;
      response.end(`no account ${login}`);
      return;
    }
    result = { login: { accountId: login } };
  } else {
    const accountId = details.session?.accountId;
    const clientId = String(details.params.client_id);
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId });
    if (!grant) throw new Error('grant vanished');
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    result = { consent: { grantId: await grant.save() } };
  }
  await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: true });
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function authorize(
  browser: Browser,
  issuer: string,
  authorizationUrl: string,
  login: string,
  consent: boolean,
): Promise<CallbackRequest> {
  // The web app sends the browser to the provider: a top-level navigation from another site.
  let next: { method: 'GET' | 'POST'; url: URL; body?: URLSearchParams; initiator: string } = {
    method: 'GET',
    url: new URL(authorizationUrl),
    initiator: 'https://fairway.invalid',
  };
  for (let step = 0; step < 20; step += 1) {
    if (next.url.origin !== issuer) {
      return {
        method: next.method,
        url: next.url,
        params: next.body ?? next.url.searchParams,
        initiator: issuer,
      };
    }
    const response = await browser.request(next.url, {
      method: next.method,
      initiator: next.initiator,
      ...(next.body ? { body: next.body } : {}),
    });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      next = { method: 'GET', url: new URL(location, next.url), initiator: next.initiator };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200) throw new Error(`provider answered ${response.status}: ${html}`);
    const form = parseForm(html);
    if (!form) throw new Error(`provider page without a form: ${html}`);
    if (form.attributes['data-prompt']) {
      form.fields.set('login', login);
      form.fields.set('decision', consent ? 'allow' : 'deny');
    }
    next = { method: 'POST', url: new URL(form.action, next.url), body: form.fields, initiator: issuer };
  }
  throw new Error('too many steps at the provider');
}

/** The first form of a page: its action, attributes and hidden fields. */
export function parseForm(
  html: string,
): { action: string; attributes: Record<string, string>; fields: URLSearchParams } | null {
  const tag = /<form\b([^>]*)>/i.exec(html);
  if (!tag) return null;
  const attributes = attributesOf(tag[1] ?? '');
  const fields = new URLSearchParams();
  for (const input of html.matchAll(/<input\b([^>]*)>/gi)) {
    const field = attributesOf(input[1] ?? '');
    if (field.name && field.type === 'hidden') fields.set(field.name, field.value ?? '');
  }
  return { action: attributes.action ?? '', attributes, fields };
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(/([\w-]+)="([^"]*)"/g)) {
    attributes[(match[1] ?? '').toLowerCase()] = decodeEntities(match[2] ?? '');
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_match, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_match, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface StoredCookie {
  name: string;
  value: string;
  path: string;
  sameSite: 'strict' | 'lax' | 'none';
  expires: number | null;
}

/**
 * A browser as far as sign-in needs one: cookies per origin (path, expiry and SameSite honoured, Lax by
 * default), no automatic redirects. Every origin counts as its own site, as Google, Apple and Fairway are
 * in production, so a cross-origin POST (Apple's form_post) carries no Lax cookie, while a top-level GET
 * navigation does.
 */
export class Browser {
  private readonly jar = new Map<string, Map<string, StoredCookie>>();

  /** One request, redirects not followed; cookies sent and stored. `initiator` is the page's origin. */
  async request(
    target: string | URL,
    options: {
      method?: 'GET' | 'POST';
      initiator?: string;
      body?: URLSearchParams | string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Response> {
    const url = new URL(target);
    const method = options.method ?? 'GET';
    const crossSite = options.initiator !== undefined && options.initiator !== url.origin;
    const headers = new Headers(options.headers);
    const cookie = this.cookieHeader(url, (sameSite) =>
      crossSite ? sameSite === 'none' || (sameSite === 'lax' && method === 'GET') : true,
    );
    if (cookie) headers.set('cookie', cookie);
    if (method === 'POST' && options.initiator && !headers.has('origin'))
      headers.set('origin', options.initiator);
    if (options.body instanceof URLSearchParams) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
    }
    const response = await fetch(url, {
      method,
      headers,
      redirect: 'manual',
      ...(options.body !== undefined ? { body: options.body.toString() } : {}),
    });
    this.store(url, response.headers.getSetCookie());
    return response;
  }

  /**
   * A top-level navigation: follows redirects (as GET) until a page answers, or until `stopAt` says the next
   * address belongs to a page the test does not serve (the web app). Returns every address visited.
   */
  async navigate(
    target: string | URL,
    options: {
      method?: 'GET' | 'POST';
      initiator?: string;
      body?: URLSearchParams;
      stopAt?: (url: URL) => boolean;
    } = {},
  ): Promise<{ url: URL; response: Response | null; trail: URL[] }> {
    let url = new URL(target);
    let method = options.method ?? 'GET';
    let body = options.body;
    const trail: URL[] = [];
    for (let hop = 0; hop < 20; hop += 1) {
      trail.push(url);
      if (hop > 0 && options.stopAt?.(url)) return { url, response: null, trail };
      const response = await this.request(url, {
        method,
        ...(options.initiator ? { initiator: options.initiator } : {}),
        ...(body ? { body } : {}),
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url, response, trail };
      url = new URL(location, url);
      method = 'GET';
      body = undefined;
    }
    throw new Error('too many redirects');
  }

  /** The value of a cookie the browser holds for `origin`, if any. */
  cookie(origin: string, name: string): string | undefined {
    for (const cookie of this.jar.get(origin)?.values() ?? []) if (cookie.name === name) return cookie.value;
    return undefined;
  }

  /** The `cookie` header the browser would send to `url` (all SameSite modes), for same-origin fetches. */
  cookieHeader(url: URL, allow: (sameSite: StoredCookie['sameSite']) => boolean = () => true): string {
    const cookies = this.jar.get(url.origin);
    if (!cookies) return '';
    const now = Date.now();
    const pairs: string[] = [];
    for (const [key, cookie] of cookies) {
      if (cookie.expires !== null && cookie.expires <= now) {
        cookies.delete(key);
        continue;
      }
      if (!pathMatches(url.pathname, cookie.path) || !allow(cookie.sameSite)) continue;
      pairs.push(`${cookie.name}=${cookie.value}`);
    }
    return pairs.join('; ');
  }

  private store(url: URL, setCookies: string[]) {
    let cookies = this.jar.get(url.origin);
    if (!cookies) {
      cookies = new Map();
      this.jar.set(url.origin, cookies);
    }
    for (const line of setCookies) {
      const [pair = '', ...attributeParts] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator < 1) continue;
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const attributes = new Map(
        attributeParts.map((part) => {
          const [key = '', ...rest] = part.split('=');
          return [key.trim().toLowerCase(), rest.join('=').trim()] as const;
        }),
      );
      const defaultPath = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
      const path = attributes.get('path') || defaultPath;
      const maxAge = attributes.get('max-age');
      const expiresAt = attributes.get('expires');
      const expires =
        maxAge !== undefined ? Date.now() + Number(maxAge) * 1000 : expiresAt ? Date.parse(expiresAt) : null;
      const sameSite = (attributes.get('samesite') ?? 'lax').toLowerCase();
      const key = `${path} ${name}`;
      if (expires !== null && expires <= Date.now()) {
        cookies.delete(key);
        continue;
      }
      cookies.set(key, {
        name,
        value,
        path,
        expires,
        sameSite: sameSite === 'strict' || sameSite === 'none' ? sameSite : 'lax',
      });
    }
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath.charAt(cookiePath.length) === '/';
}
