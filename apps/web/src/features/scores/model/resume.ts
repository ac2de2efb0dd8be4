import type { PendingGame } from '@fairway/contract';
import { matchPath } from 'react-router';

/**
 * The resume sheet's rules (platform.md §4 "Game banner / resume"): the most recent unfinished round is offered
 * once, unless the golfer already resumed or dismissed it (a flag per round on the device) or is on a play screen.
 */

/** What the golfer did with a round, stored as its resume flag. */
export type ResumeFlag = 'resumed' | 'dismissed' | 'quit' | 'finished';

const FLAGS: readonly ResumeFlag[] = ['resumed', 'dismissed', 'quit', 'finished'];

/** Reads a stored flag; any other stored value counts as "dismissed" (it was set by an older version). */
export function parseResumeFlag(stored: string | null): ResumeFlag | null {
  if (stored === null) return null;
  return (FLAGS as readonly string[]).includes(stored) ? (stored as ResumeFlag) : 'dismissed';
}

/** Screens of a round: the resume sheet never covers them. */
const PLAY_PATHS = [
  '/play/:gameId',
  '/game/:gameId',
  '/game/:gameId/*',
  '/game-result/:gameId',
  '/create-round/*',
];

export function isPlayPath(pathname: string): boolean {
  return PLAY_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/**
 * Whether to offer a round in the resume sheet now: not on a round's screens, nor on a screen the round's panel
 * opened (`openedFromRound`: it shows its own "Back to the round").
 */
export function shouldOfferResume(
  gameId: string | null,
  flag: ResumeFlag | null,
  pathname: string,
  openedFromRound = false,
): boolean {
  return gameId !== null && flag === null && !isPlayPath(pathname) && !openedFromRound;
}

/**
 * The round the resume sheet offers when the golfer's rounds are first read (after sign-in): the most recent one
 * they play in. A round they are only invited to (not joined yet) is not theirs to resume: its invitation answers it.
 */
export function roundToResume(rounds: readonly Pick<PendingGame, 'id' | 'invited'>[]): string | null {
  return rounds.find((round) => !round.invited)?.id ?? null;
}

/**
 * The round the tab bar's Resume tab opens: the most recently updated unfinished round (the server lists them
 * newest first) that the golfer plays (not one they are only invited to) and has not finished on this device.
 */
export function resumableGameId(
  games: readonly { id: string; invited?: boolean }[] | undefined,
  flagOf: (gameId: string) => ResumeFlag | null,
): string | null {
  return games?.find((game) => !game.invited && flagOf(game.id) !== 'finished')?.id ?? null;
}

/**
 * The invitations among rounds that came while events may have been missed (a reconnection, the server's resync):
 * the pending rounds of someone else's, whose `game.player.added` would have opened an invitation. The golfer's own
 * rounds and active ones are not invitations.
 */
export function missedInvitations(added: readonly PendingGame[], userId: string): PendingGame[] {
  return added.filter((round) => round.status === 'pending' && round.ownerId !== userId);
}
