import type { FavoriteClubs, FavoriteState } from '@fairway/contract';
import type { Actor } from '../../auth/actor';
import type { ClubsRepository } from '../clubs';
import { toClub } from '../clubs';
import type { FavoritesRepository } from './favorites.repository';

/** At most this many favorites are listed (newest first). */
export const FAVORITES_LIST_LIMIT = 500;

export type FavoritesService = ReturnType<typeof createFavoritesService>;

/** The signed-in user's favorite clubs: listing, adding and removing are idempotent and never touch another user's. */
export function createFavoritesService(deps: {
  repository: FavoritesRepository;
  clubs: ClubsRepository;
  /** Resolves a club id or slug to its id, throwing 404 `club_not_found`. */
  clubIdOf: (idOrSlug: string) => Promise<string>;
}) {
  const { repository, clubs, clubIdOf } = deps;
  return {
    /** The actor's favorite clubs, most recently added first. */
    async list(actor: Actor): Promise<FavoriteClubs> {
      const { rows } = await clubs.list(
        { favoritesOf: actor.userId },
        'favorited',
        { limit: FAVORITES_LIST_LIMIT, offset: 0 },
        actor.userId,
      );
      return { clubs: rows.map((row) => toClub(row)) };
    },

    /** Adds a club (id or slug) to the actor's favorites; adding it again changes nothing. */
    async add(actor: Actor, clubIdOrSlug: string): Promise<FavoriteState> {
      const clubId = await clubIdOf(clubIdOrSlug);
      await repository.add(actor.userId, clubId);
      return { clubId, isFavorite: true };
    },

    /** Removes a club from the actor's favorites; removing one that is not there changes nothing. */
    async remove(actor: Actor, clubIdOrSlug: string): Promise<FavoriteState> {
      const clubId = await clubIdOf(clubIdOrSlug);
      await repository.remove(actor.userId, clubId);
      return { clubId, isFavorite: false };
    },
  };
}
