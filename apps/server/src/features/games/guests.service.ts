import type { Guest } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import type { GamesRepository, GuestRow } from './games.repository';

function toGuest(row: GuestRow): Guest {
  return { id: row.id, name: row.name, handicap: row.handicap, email: row.email };
}

/** Guests: players without an account, owned by the golfer who created them and reusable in later rounds. */
export function createGuestsService(repository: GamesRepository) {
  return {
    /** The actor's guests, by name. */
    async list(actor: Actor): Promise<Guest[]> {
      return (await repository.guestsOwnedBy(actor.userId)).map(toGuest);
    },
    /** Creates a guest owned by the actor (name required, handicap 0 by default). */
    async create(
      actor: Actor,
      body: { name: string; handicap: number; email?: string | null | undefined },
    ): Promise<Guest> {
      return toGuest(
        await repository.createGuest({
          ownerId: actor.userId,
          name: body.name,
          handicap: body.handicap,
          email: body.email ?? null,
        }),
      );
    },
  };
}
export type GuestsService = ReturnType<typeof createGuestsService>;
