import type { GamePlayer } from '@fairway/contract';
import { DELETED_GOLFER_NAME } from '@fairway/contract/runtime';

/*
 * A golfer who deleted their account keeps their place in other golfers' rounds under the server's fixed name
 * (`DELETED_GOLFER_NAME`, with no user and no guest behind it). The round screens show that name in the
 * reader's language: the round and its result are read through `withPlayerNames`.
 */

type NamedPlayer = Pick<GamePlayer, 'name' | 'isGuest' | 'guestId'>;

/** Whether a player's place is that of a deleted golfer: neither a user nor a guest, under the server's name. */
export function isDeletedGolfer(player: NamedPlayer): boolean {
  return player.isGuest && player.guestId === null && player.name === DELETED_GOLFER_NAME;
}

/** The round (detail or result) with every deleted golfer named `deletedName`; the same object if none. */
export function withPlayerNames<R extends { players: readonly NamedPlayer[] }>(
  round: R,
  deletedName: string,
): R {
  if (!round.players.some(isDeletedGolfer)) return round;
  return {
    ...round,
    players: round.players.map((player) =>
      isDeletedGolfer(player) ? { ...player, name: deletedName } : player,
    ),
  };
}
