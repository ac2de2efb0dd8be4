import { ChangePasswordBody, ERROR_CODES, ResetPasswordBody, SignUpBody } from '@fairway/contract';
import type { ErrorBody, ErrorCode } from '@fairway/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodType } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
// eslint-disable-next-line no-restricted-imports -- TODO: goes when the per-account throttle's user lookup moves into an auth service
import { users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { renderMail } from '../mail/templates';
import { AppError, notFoundBody } from '../http/errors';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER } from './auth';
import { isCommonPassword } from './password-policy';
import { socialSignInAlias } from './social';
import { authTokenRoutes } from './social.routes';
import { createAccountMailLimit } from './throttle';
import type { SignInThrottle } from './throttle';

/** Bodies Fairway validates with its own contract before Better Auth sees them (same rules as the web form). */
const BODY_SCHEMAS: Record<string, ZodType> = {
  '/sign-up/email': SignUpBody,
  '/reset-password': ResetPasswordBody,
  '/change-password': ChangePasswordBody,
};

/**
 * The Better Auth endpoints Fairway uses, by method and path under `/api/auth` (after the `/sign-in/oauth2`
 * alias): the web app's calls (auth-api.ts, session.tsx, onboarding, settings), the mailed links (verification,
 * password reset) and the providers' callbacks. Every other Better Auth endpoint (`update-user`, `delete-user`,
 * `is-username-available`, `list-accounts`, `unlink-account`…) answers 404 as an unknown path. `form`: the one endpoint that takes
 * a form-encoded body, Apple's `form_post` to its callback; every other body must be JSON.
 */
const ENDPOINTS: { method: 'GET' | 'POST'; path: RegExp; form?: true }[] = [
  { method: 'GET', path: /^\/get-session$/ },
  { method: 'POST', path: /^\/sign-up\/email$/ },
  { method: 'POST', path: /^\/sign-in\/(email|username|social)$/ },
  { method: 'POST', path: /^\/sign-out$/ },
  { method: 'GET', path: /^\/verify-email$/ },
  { method: 'POST', path: /^\/request-password-reset$/ },
  { method: 'GET', path: /^\/reset-password\/[^/]+$/ },
  { method: 'POST', path: /^\/reset-password$/ },
  { method: 'POST', path: /^\/change-password$/ },
  // Linking Google or Apple from the account settings (the providers' callbacks below finish it).
  { method: 'POST', path: /^\/link-social$/ },
  { method: 'GET', path: /^\/callback\/[^/]+$/ },
  { method: 'POST', path: /^\/callback\/[^/]+$/, form: true },
];

function endpointOf(method: string, path: string) {
  return ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.path.test(path)) ?? null;
}

/** The media type of a Content-Type header, lower-cased, without its parameters ('' when absent). */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

const KNOWN_CODES = new Set<string>(ERROR_CODES);

/** Better Auth's error codes, as the spec's message keys (the web app translates them). */
const CODE_MAP: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  INVALID_USERNAME_OR_PASSWORD: 'invalid_credentials',
  INVALID_PASSWORD: 'invalid_credentials',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'invalid_credentials',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  INVALID_TOKEN: 'invalid_token',
  TOKEN_EXPIRED: 'invalid_token',
  INVALID_EMAIL: 'invalid_email',
  PASSWORD_TOO_SHORT: 'password_requirements_not_met',
  PASSWORD_TOO_LONG: 'password_too_long',
  SESSION_NOT_FOUND: 'session_not_found',
  USERNAME_TOO_SHORT: 'username_too_short',
  USERNAME_TOO_LONG: 'username_too_long',
  INVALID_USERNAME: 'username_invalid_characters',
};

function genericCode(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'validation_error';
}

/** The answer to every accepted sign-up, whether or not the address already had an account (no enumeration). */
const SIGN_UP_ACCEPTED = { status: 'verification_sent' } as const;
/** Better Auth's answer to every reset request, known address or not; repeated when the mail limit is reached. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

/**
 * Mounts Better Auth at `/api/auth/*`. In front of it: the contract's validation and the common-password check,
 * per-account sign-in throttling, sign-up answers that do not reveal whether an address has an account, and
 * Better Auth's errors translated into the API's one error shape. The client address passed on is the one
 * Fastify resolved (TRUST_PROXY), never a header the client chose.
 */
export const authRoutes: FastifyPluginAsync<{
  auth: Auth;
  db: Db;
  mailer: Mailer;
  throttle: SignInThrottle;
  publicUrl: string;
}> = async (app, { auth, db, mailer, throttle, publicUrl }) => {
  // Apple answers with an HTML form post; Better Auth reads it from the raw body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  const mailLimit = createAccountMailLimit(db);
  // POST /api/auth-token: a social sign-in's cookie becomes the web app's bearer token (social.routes.ts).
  await app.register(authTokenRoutes, { auth, publicUrl });
  // GET /api/auth/list-sessions and POST /api/auth/revoke-session are Fairway's, not Better Auth's: the settings
  // feature serves them (features/settings/settings.routes.ts).

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      let path = url.pathname.replace(/^\/api\/auth/, '');
      const endpoint = endpointOf(request.method, path === '/sign-in/oauth2' ? '/sign-in/social' : path);
      if (!endpoint) return reply.status(404).send(notFoundBody(request.method, request.url));

      // One encoding, one set of checks: JSON, or a form only where a provider posts one (Apple's callback).
      // Better Auth reads form bodies too, and would otherwise take them past every check below.
      const media = mediaTypeOf(request.headers['content-type']);
      const isForm = media === 'application/x-www-form-urlencoded';
      if (
        request.method === 'POST' &&
        media !== '' &&
        media !== 'application/json' &&
        !(isForm && endpoint.form)
      ) {
        throw new AppError('unsupported_media_type', 415, 'Send the body as application/json');
      }
      let body = (request.body ?? undefined) as Record<string, unknown> | string | undefined;
      const isJson = request.method === 'POST' && media === 'application/json';
      if (isJson && (typeof body !== 'object' || body === null || Array.isArray(body))) {
        throw new AppError('validation_error', 400, 'The body must be a JSON object', 'body');
      }
      const social = request.method === 'POST' ? socialSignInAlias(path, body) : null;
      if (social) {
        ({ path, body } = social);
        url.pathname = `/api/auth${path}`;
      }

      const schema = request.method === 'POST' ? BODY_SCHEMAS[path] : undefined;
      if (schema) {
        const parsed = schema.safeParse(body ?? {});
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          // The contract's messages are error codes; zod's own (a wrong type, say) are not.
          const code = KNOWN_CODES.has(issue?.message ?? '')
            ? (issue?.message as ErrorCode)
            : 'validation_error';
          throw new AppError(code, 400, code, issue ? `body.${issue.path.join('.')}` : undefined);
        }
        // Only the contract's fields go on (no `username`, `image`… slipped into a sign-up).
        body = parsed.data as Record<string, unknown>;
        const password =
          (body as { password?: string; newPassword?: string }).password ??
          (body as { newPassword?: string }).newPassword;
        if (password && isCommonPassword(password)) {
          throw new AppError(
            'password_too_common',
            400,
            'This password is too common',
            path === '/sign-up/email' ? 'body.password' : 'body.newPassword',
          );
        }
      }

      const mailsVerificationLink = ['/sign-up/email', '/sign-in/email', '/sign-in/username'];
      if (mailsVerificationLink.includes(path) && body && typeof body === 'object') {
        // The sign-up form asks no name (the profile's first and last names come at onboarding), and the
        // verification link leads to the sign-in screen.
        body = {
          ...body,
          ...(path === '/sign-up/email' ? { name: typeof body.name === 'string' ? body.name : '' } : {}),
          callbackURL: typeof body.callbackURL === 'string' ? body.callbackURL : '/sign-in?verified=1',
        };
      }

      if (path === '/verify-email' && request.method === 'GET') {
        // A verification link works once: once the address is verified, the same link is refused.
        const email = emailOfVerificationToken(url.searchParams.get('token'));
        if (email && (await isVerified(db, email))) return reply.redirect('/sign-in?error=invalid_token');
      }

      const mailKey = request.method === 'POST' ? accountMailKey(path, body) : null;
      if (mailKey && !(await mailLimit.allow(mailKey))) {
        // This address had its mails for the hour: the usual answer, and no mail. A 429 here would be no
        // leak either (every address counts), but the neutral answer gives a script nothing to adapt to.
        return reply.status(200).send(path === '/sign-up/email' ? SIGN_UP_ACCEPTED : RESET_REQUESTED);
      }

      if (path === '/sign-up/email' && request.method === 'POST' && body && typeof body === 'object') {
        const email = String(body.email).trim();
        if (await accountExists(db, email)) {
          // Hash the password all the same: a new account's sign-up spends its time there, and an answer that
          // came back sooner would tell that the address has an account.
          await (await auth.$context).password.hash(String(body.password));
          // Tell the owner of the address, and answer exactly as for a new account.
          const mail = renderMail(
            'accountExists',
            typeof body.locale === 'string' ? body.locale : null,
            `${publicUrl}/sign-in`,
          );
          await mailer.send({ to: email, ...mail });
          return reply.status(200).send(SIGN_UP_ACCEPTED);
        }
      }

      const account = request.method === 'POST' ? await signInAccount(db, path, body) : null;
      if (account) {
        const until = await throttle.lockedUntil(account);
        if (until) {
          void reply.header('retry-after', Math.ceil((until.getTime() - Date.now()) / 1000));
          throw new AppError(
            'too_many_attempts',
            429,
            'Too many failed sign-ins for this account; try again later',
          );
        }
      }

      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && body !== undefined;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(hasBody ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
        }),
      );

      if (account) {
        if (response.status === 401) await throttle.failed(account);
        else if (response.ok) await throttle.succeeded(account);
      }

      if (path === '/sign-up/email' && request.method === 'POST') {
        return reply
          .status(response.ok ? 200 : response.status)
          .send(response.ok ? SIGN_UP_ACCEPTED : await shapeError(response));
      }
      return relay(response, reply);
    },
  });
};

/** The mail-limit key of a sign-up or reset request (by lower-cased address), or null for other paths. */
function accountMailKey(path: string, body: unknown): string | null {
  const email = typeof body === 'object' && body !== null ? (body as { email?: unknown }).email : undefined;
  if (typeof email !== 'string') return null;
  if (path === '/sign-up/email') return `sign-up-mail:${email.trim().toLowerCase()}`;
  if (path === '/request-password-reset') return `reset-mail:${email.trim().toLowerCase()}`;
  return null;
}

/**
 * The throttle key of a sign-in attempt: the account's id, whichever identifier (email or username) was typed,
 * so both ways in share one budget; for an identifier without an account, the identifier itself (so unknown
 * and known accounts lock alike). Null for other paths.
 */
async function signInAccount(db: Db, path: string, body: unknown): Promise<string | null> {
  if (typeof body !== 'object' || body === null) return null;
  const fields = body as { email?: unknown; username?: unknown };
  let identifier: { kind: 'email' | 'username'; value: string } | null = null;
  if (path === '/sign-in/email' && typeof fields.email === 'string') {
    identifier = { kind: 'email', value: fields.email.trim().toLowerCase() };
  } else if (path === '/sign-in/username' && typeof fields.username === 'string') {
    identifier = { kind: 'username', value: fields.username.trim().toLowerCase() };
  }
  if (!identifier) return null;
  const column = identifier.kind === 'email' ? users.email : users.username;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${column}) = ${identifier.value}`)
    .limit(1);
  return row ? `user:${row.id}` : `${identifier.kind}:${identifier.value}`;
}

async function readError(response: Response): Promise<{ code: string; message: string } | null> {
  if (response.ok) return null;
  try {
    const json = (await response.clone().json()) as { code?: unknown; message?: unknown };
    return {
      code: typeof json.code === 'string' ? json.code : '',
      message: typeof json.message === 'string' ? json.message : '',
    };
  } catch {
    return null;
  }
}

async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return Boolean(row);
}

async function isVerified(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.verified === true;
}

/** The address a verification token was made for (its signature is checked by Better Auth, not here). */
function emailOfVerificationToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
      updateTo?: unknown;
    };
    return claims.updateTo ? null : typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}

async function shapeError(response: Response): Promise<ErrorBody> {
  const error = await readError(response);
  const code = (error && CODE_MAP[error.code]) ?? genericCode(response.status);
  // A failure of ours tells the client nothing of its cause.
  const message = response.status >= 500 ? 'Internal server error' : error?.message || code;
  return { error: { code, message } };
}

/** Sends Better Auth's answer on; its errors become the API's error shape. */
async function relay(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding')
      void reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
  // Every error, JSON or not (a 500 with a `null` body, say), leaves in the API's error shape.
  if (response.status >= 400)
    return reply.type('application/json; charset=utf-8').send(await shapeError(response));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
