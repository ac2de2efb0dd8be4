import { Username } from '@fairway/contract';

/**
 * The username step's availability check (platform.md §4, §5): the name is validated locally, checked
 * with the API 500 ms after typing stops, and the Create button waits for a verified "available".
 *
 *   idle ──typed──▶ idle (pending) ──settled──▶ checking ──answered──▶ available | unavailable
 *                                    └─ invalid ─▶ idle (problem shown)
 *
 * Answers for a name the user has since changed are ignored, so a slow answer can never unlock Create
 * for the wrong name.
 */

/** Availability is asked this long after the last keystroke (platform.md §9). */
export const USERNAME_CHECK_DEBOUNCE_MS = 500;

/** Why a name cannot even be checked: the contract's codes, translated in the `errors` namespace. */
export type UsernameProblem = 'username_too_short' | 'username_too_long' | 'username_invalid_characters';

/** Why a well-formed name cannot be used. */
export type UnavailableReason =
  /** Taken by someone else (also reserved names: the API answers "taken" for them). */
  | 'username_already_used'
  /** The server refused it at creation. */
  | 'username_forbidden'
  /** The check itself failed (no network…): the name is not verified, so Create stays off. */
  | 'check_failed';

export type UsernameCheck =
  /** Nothing verified: empty, still typing (`pending`), or malformed (`problem`). */
  | { status: 'idle'; name: string; pending: boolean; problem: UsernameProblem | null }
  | { status: 'checking'; name: string }
  | { status: 'available'; name: string }
  | { status: 'unavailable'; name: string; reason: UnavailableReason };

export type UsernameCheckEvent =
  /** The field changed. */
  | { type: 'typed'; text: string }
  /** Typing stopped for {@link USERNAME_CHECK_DEBOUNCE_MS}. */
  | { type: 'settled' }
  /** `GET /username/{name}` answered: `taken` true means unavailable. */
  | { type: 'answered'; name: string; taken: boolean }
  /** `GET /username/{name}` failed. */
  | { type: 'failed'; name: string }
  /** Profile creation refused the name (409), after it had been checked. */
  | { type: 'refused'; name: string; reason: 'username_already_used' | 'username_forbidden' };

/** The name as it is checked and sent: surrounding spaces removed. */
export function normaliseUsername(text: string): string {
  return text.trim();
}

/** What is wrong with a name before asking the server, with the same rules as the server (contract). */
export function usernameProblem(name: string): UsernameProblem | null {
  const result = Username.safeParse(name);
  if (result.success) return null;
  const code = result.error.issues[0]?.message;
  return code === 'username_too_long' || code === 'username_invalid_characters' ? code : 'username_too_short';
}

/** The state for a field holding `text` before anything was checked. */
export function initialUsernameCheck(text: string): UsernameCheck {
  return {
    status: 'idle',
    name: normaliseUsername(text),
    pending: normaliseUsername(text) !== '',
    problem: null,
  };
}

export function usernameCheckReducer(state: UsernameCheck, event: UsernameCheckEvent): UsernameCheck {
  switch (event.type) {
    case 'typed': {
      const name = normaliseUsername(event.text);
      // Only spaces around the same name changed: what was known about it still holds.
      if (name === state.name && !(state.status === 'idle' && state.problem)) return state;
      return { status: 'idle', name, pending: name !== '', problem: null };
    }
    case 'settled': {
      if (state.status !== 'idle' || !state.pending) return state;
      const problem = usernameProblem(state.name);
      return problem
        ? { status: 'idle', name: state.name, pending: false, problem }
        : { status: 'checking', name: state.name };
    }
    case 'answered':
      if (state.status !== 'checking' || state.name !== event.name) return state;
      return event.taken
        ? { status: 'unavailable', name: state.name, reason: 'username_already_used' }
        : { status: 'available', name: state.name };
    case 'failed':
      if (state.status !== 'checking' || state.name !== event.name) return state;
      return { status: 'unavailable', name: state.name, reason: 'check_failed' };
    case 'refused':
      if (state.name !== event.name) return state;
      return { status: 'unavailable', name: state.name, reason: event.reason };
  }
}

/** The name to ask the API about, when the state is waiting for an answer. */
export function nameToCheck(state: UsernameCheck): string | null {
  return state.status === 'checking' ? state.name : null;
}

/** Create is enabled only for the name in the field, verified available (platform.md §5). */
export function canCreate(state: UsernameCheck, text: string): boolean {
  return state.status === 'available' && state.name === normaliseUsername(text);
}
