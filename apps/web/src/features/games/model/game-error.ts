import { ApiError } from '../../../lib/api';

/** Which game error screen a failed load shows (games-and-profiles.md §2 "Game error screen"). */
export type GameErrorKind = 'not-found' | 'forbidden' | 'other';

/** 404 shows game not found, 403 access denied, anything else the generic error. */
export function gameErrorKind(error: unknown): GameErrorKind {
  if (error instanceof ApiError) {
    if (error.status === 404) return 'not-found';
    if (error.status === 403) return 'forbidden';
  }
  return 'other';
}
