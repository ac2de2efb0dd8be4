import type { Resources } from '../../../i18n/resources';
import { isKnownErrorCode } from '../../../lib/api';
import type { UsernameCheck } from './username-check';

type Errors = Resources['errors'];
/** A message of the `errors` namespace (a leaf: a code's text, not a group of texts). */
export type ErrorsKey =
  `errors:${{ [Code in keyof Errors]: Errors[Code] extends string ? Code : never }[keyof Errors]}`;

/** The `errors` key of an error code (a contract code as a zod message or an API answer); unknown ones fall back. */
export function errorKeyOf(code: string | undefined): ErrorsKey {
  if (code === undefined || !isKnownErrorCode(code)) return 'errors:unknown_error';
  // isKnownErrorCode checked the code against the English `errors` namespace itself.
  const key: string = `errors:${code}`;
  return key as ErrorsKey;
}

export type UsernameMessage =
  | { tone: 'info'; key: 'onboarding:username.checking' }
  | { tone: 'success'; key: 'onboarding:username.available'; username: string }
  | { tone: 'error'; key: ErrorsKey | 'onboarding:username.checkFailed' };

/** What the username field says under itself in each state of the check; null says nothing. */
export function usernameMessage(check: UsernameCheck): UsernameMessage | null {
  switch (check.status) {
    case 'idle':
      return check.problem ? { tone: 'error', key: errorKeyOf(check.problem) } : null;
    case 'checking':
      return { tone: 'info', key: 'onboarding:username.checking' };
    case 'available':
      return { tone: 'success', key: 'onboarding:username.available', username: check.name };
    case 'unavailable':
      return check.reason === 'check_failed'
        ? { tone: 'error', key: 'onboarding:username.checkFailed' }
        : { tone: 'error', key: errorKeyOf(check.reason) };
  }
}
