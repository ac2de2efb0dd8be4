import type { Guest, UserSuggestion } from '@fairway/contract';
import { canAddPlayerToRound } from '@fairway/golf';
import { defaultTeeId, guestKey, userKey } from './round-draft';
import type { DraftPlayer, TeeChoice } from './round-draft';

/** The players of a round being set up: golfers and guests as slots, added, removed, reordered, on their tees. */

/** A golfer found by the search, as a player (tee chosen when added). */
export function playerFromGolfer(golfer: UserSuggestion): DraftPlayer {
  return {
    key: userKey(golfer.id),
    userId: golfer.id,
    guestId: null,
    name: golfer.name || golfer.username,
    imageUrl: golfer.imageUrl,
    handicap: golfer.handicap,
    teeId: null,
    isGuest: false,
  };
}

/** A guest as a player. */
export function playerFromGuest(guest: Guest): DraftPlayer {
  return {
    key: guestKey(guest.id),
    userId: null,
    guestId: guest.id,
    name: guest.name,
    imageUrl: null,
    handicap: guest.handicap,
    teeId: null,
    isGuest: true,
  };
}

/** Whether another player fits. */
export function canAddPlayer(players: readonly DraftPlayer[]): boolean {
  return canAddPlayerToRound(players.length);
}

/** Adds a player at the end, on the default tee; nothing changes when full or already in the round. */
export function addPlayer(
  players: readonly DraftPlayer[],
  player: DraftPlayer,
  tees: readonly TeeChoice[] = [],
): DraftPlayer[] {
  if (!canAddPlayer(players) || players.some((other) => other.key === player.key)) return [...players];
  return [...players, { ...player, teeId: player.teeId ?? defaultTeeId(tees) }];
}

/** Removes a player; the owner stays (the creator of a round plays in it). */
export function removePlayer(players: readonly DraftPlayer[], key: string, ownerKey: string): DraftPlayer[] {
  if (key === ownerKey) return [...players];
  return players.filter((player) => player.key !== key);
}

/** Moves the player at `from` to `to` (the playing order). Out-of-range indexes change nothing. */
export function movePlayer(players: readonly DraftPlayer[], from: number, to: number): DraftPlayer[] {
  const next = [...players];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** Sets one player's tee. */
export function withPlayerTee(players: readonly DraftPlayer[], key: string, teeId: string): DraftPlayer[] {
  return players.map((player) => (player.key === key ? { ...player, teeId } : player));
}

/** A guest's tile line: "Guest · HCP 18", or "Guest" when the guest has no handicap. */
export function guestLine(
  guest: string,
  handicap: number | null | undefined,
  format: (handicap: number) => string,
): string {
  return handicap === null || handicap === undefined ? guest : `${guest} · ${format(handicap)}`;
}
