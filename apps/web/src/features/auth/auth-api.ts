import { BETTER_AUTH_PATHS } from '@fairway/contract/runtime';
import { ApiError, type ApiClient } from '../../lib/api';
import type { SocialProvider } from '../../lib/public-config';
import { identifierKind, type SignInValues } from './auth-rules';

/**
 * The calls of the auth screens to Better Auth under `/api/auth` (see docs/api.md). Each returns what the
 * screen needs and throws an {@link ApiError} whose code the screen translates (`errors:<code>`).
 */

/** The bearer token of a successful sign-in is in the `set-auth-token` header, not in the body. */
const TOKEN_HEADER = 'set-auth-token';

function noToken(path: string): ApiError {
  return new ApiError(200, 'unknown_error', `No ${TOKEN_HEADER} header in the answer of ${path}`);
}

/** Signs in by email or by username (an identifier with an @ is an email), answering the bearer token. */
export async function signIn(client: ApiClient, { identifier, password }: SignInValues): Promise<string> {
  const value = identifier.trim();
  const byEmail = identifierKind(value) === 'email';
  const path = byEmail ? BETTER_AUTH_PATHS.signInEmail : BETTER_AUTH_PATHS.signInUsername;
  let token: string | null = null;
  await client.betterAuth(path, {
    body: byEmail ? { email: value, password } : { username: value, password },
    onHeaders: (headers) => {
      token = headers.get(TOKEN_HEADER);
    },
  });
  if (!token) throw noToken(path);
  return token;
}

/**
 * Creates an account and mails the verification link. The server answers the same for an address that
 * already has an account (no enumeration), so success only means "check your email".
 */
export async function signUp(
  client: ApiClient,
  values: { email: string; password: string; locale: string },
): Promise<void> {
  await client.betterAuth(BETTER_AUTH_PATHS.signUpEmail, {
    body: { email: values.email.trim(), password: values.password, locale: values.locale },
  });
}

/** Mails a reset link (the server answers the same for an unknown address). */
export async function requestPasswordReset(client: ApiClient, email: string): Promise<void> {
  await client.betterAuth(BETTER_AUTH_PATHS.requestPasswordReset, {
    body: { email: email.trim(), redirectTo: '/reset-password' },
  });
}

/** Sets a new password with the token of a reset link; every session of the account ends. */
export async function resetPassword(client: ApiClient, token: string, newPassword: string): Promise<void> {
  await client.betterAuth(BETTER_AUTH_PATHS.resetPassword, { body: { token, newPassword } });
}

/** Starts a Google or Apple sign-in: the URL of the provider's page to go to. */
export async function startSocialSignIn(client: ApiClient, provider: SocialProvider): Promise<string> {
  const answer = await client.betterAuth(BETTER_AUTH_PATHS.signInSocial, {
    body: { providerId: provider, callbackURL: '/auth/callback' },
  });
  const url =
    typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>).url : undefined;
  if (typeof url !== 'string' || url === '') {
    throw new ApiError(200, 'unknown_error', 'No provider URL in the answer of /auth/sign-in/oauth2');
  }
  return url;
}

/**
 * Ends a social sign-in on `/auth/callback`: the provider sent the browser back with a fresh session in a
 * cookie, and `POST /api/auth-token` (same origin, once) exchanges it for the bearer token. Null when there is
 * no fresh session (the sign-in failed, or the page was opened again).
 */
export async function completeSocialSignIn(client: ApiClient): Promise<string | null> {
  try {
    const { token } = await client.call('authToken', { credentials: 'include' });
    return token !== '' ? token : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
