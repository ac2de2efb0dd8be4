import { BETTER_AUTH_PATHS } from '@fairway/contract/runtime';
import type { ApiClient } from '../../lib/api';
import { parseSessions, type AccountSession } from './sessions';

/** The account calls of the settings screens, to Better Auth under `/api/auth`. */

export async function listSessions(client: ApiClient, signal?: AbortSignal): Promise<AccountSession[]> {
  return parseSessions(await client.call('accountSessions', { signal }));
}

/** Ends one session of the account, by its id (that device is signed out at its next call). */
export async function revokeSession(client: ApiClient, id: string): Promise<void> {
  await client.call('revokeSession', { body: { id } });
}

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** Sign out of every other device. */
  revokeOtherSessions: boolean;
}

/**
 * Changes the password. With `revokeOtherSessions` the server ends every session, this one too, and hands
 * this device a new token: it is answered here (null when the session was kept).
 */
export async function changePassword(client: ApiClient, input: ChangePasswordInput): Promise<string | null> {
  let token: string | null = null;
  await client.betterAuth(BETTER_AUTH_PATHS.changePassword, {
    body: input,
    onHeaders: (headers) => {
      token = headers.get('set-auth-token');
    },
  });
  return token;
}

/**
 * Starts linking Google or Apple: Better Auth answers the provider's page, which the browser then opens; the
 * provider sends the golfer back to the account settings with `?linked=<provider>` (or `?link_error=`).
 */
export async function startLinking(client: ApiClient, provider: 'google' | 'apple'): Promise<string> {
  const answer = await client.betterAuth<{ url?: string }>(BETTER_AUTH_PATHS.linkSocial, {
    body: {
      provider,
      callbackURL: `/settings/account?linked=${provider}`,
      errorCallbackURL: '/settings/account?link_error=1',
      disableRedirect: true,
    },
  });
  if (!answer.url) throw new Error('the provider gave no page to open');
  return answer.url;
}

/** The file name and text of an account export, as the browser saves it. */
export function exportFile(data: { exportedAt: string }): { name: string; text: string } {
  return {
    name: `fairway-export-${data.exportedAt.slice(0, 10)}.json`,
    text: `${JSON.stringify(data, null, 2)}\n`,
  };
}
