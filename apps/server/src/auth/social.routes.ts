import { ErrorBody } from '@fairway/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/errors';
import type { Auth } from './auth';

/** How long after a sign-in its cookie may be exchanged for a token. */
export const HANDOFF_WINDOW_MS = 5 * 60 * 1000;

const AuthToken = z.object({
  token: z
    .string()
    .describe('The bearer token of the session the sign-in made: `Authorization: Bearer <token>`.'),
});

/**
 * `POST /api/auth-token`: the hand-off from a social sign-in to the web app. The provider's callback ends
 * with a session cookie and a redirect to the app's `/auth/callback`; the app, which works with bearer
 * tokens, asks here (same origin, with the cookie) and gets the session's token. The cookie is spent by the
 * answer: it is cleared, so the browser keeps no session of its own and a second call is refused.
 *
 * Refused: a request whose `Origin` is not Fairway's own (`PUBLIC_URL`), or that the browser says came from
 * another site (`Sec-Fetch-Site`); no cookie or an ended session; a session older than
 * {@link HANDOFF_WINDOW_MS} (the hand-off follows a sign-in, it does not turn old cookies into tokens).
 */
export const authTokenRoutes: FastifyPluginAsync<{ auth: Auth; publicUrl: string }> = async (
  app,
  { auth, publicUrl },
) => {
  const ownOrigin = new URL(publicUrl).origin;

  app.withTypeProvider<ZodTypeProvider>().post(
    '/auth-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange the session cookie of a social sign-in for its bearer token (web app only)',
        security: [],
        response: { 200: AuthToken, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const fetchSite = request.headers['sec-fetch-site'];
      if (request.headers.origin !== ownOrigin || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
        throw new AppError('forbidden', 403, 'Only the Fairway web app may exchange its sign-in');
      }

      const context = await auth.$context;
      const cookies = context.authCookies;
      const token = readCookie(request.headers.cookie, cookies.sessionToken.name);
      if (!token) throw new AppError('unauthorized', 401, 'No sign-in to exchange');
      const session = await auth.api.getSession({
        headers: new Headers({ cookie: `${cookies.sessionToken.name}=${encodeURIComponent(token)}` }),
        query: { disableCookieCache: true, disableRefresh: true },
      });
      if (!session) throw new AppError('unauthorized', 401, 'No sign-in to exchange');
      if (Date.now() - new Date(session.session.createdAt).getTime() > HANDOFF_WINDOW_MS) {
        throw new AppError('unauthorized', 401, 'This sign-in is too old to exchange; sign in again');
      }

      void reply.header(
        'set-cookie',
        [cookies.sessionToken, cookies.sessionData, cookies.dontRememberToken].map(({ name, attributes }) =>
          expiredCookie(name, attributes),
        ),
      );
      return { token };
    },
  );
};

/** The value of cookie `name` in a `Cookie` header, URL-decoded, or null. */
function readCookie(header: string | undefined, name: string): string | null {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** A `Set-Cookie` that deletes the cookie (same name, path and flags as Better Auth set it). */
function expiredCookie(
  name: string,
  attributes: {
    path?: string | undefined;
    secure?: boolean | undefined;
    sameSite?: unknown;
    httpOnly?: boolean | undefined;
  },
): string {
  const parts = [`${name}=`, 'Max-Age=0', `Path=${attributes.path ?? '/'}`];
  if (attributes.httpOnly !== false) parts.push('HttpOnly');
  if (attributes.secure) parts.push('Secure');
  if (typeof attributes.sameSite === 'string') {
    parts.push(`SameSite=${attributes.sameSite.charAt(0).toUpperCase()}${attributes.sameSite.slice(1)}`);
  }
  return parts.join('; ');
}
