import type { Club, ClubSummary } from '@fairway/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/session';
import { clubKeys, setFavoriteEverywhere } from '../clubs';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** Query keys of the favorite clubs. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  clubs: () => [...favoriteKeys.all, 'clubs'] as const,
};

/** `GET /favorites-clubs`: the signed-in golfer's favorite clubs, most recently added first. */
export function useFavoriteClubs(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: favoriteKeys.clubs(),
    queryFn: async ({ signal }): Promise<FavoriteClub[]> =>
      (await api.call('favoriteClubs', { signal })).clubs,
    enabled,
  });
}

/** What a toggle needs of the club: enough to show it under favorites at once (a list's row is enough). */
export type FavoriteTarget = Club | ClubSummary;

/** A favorite club as the list keeps it: as the API answered it, or as a row added at once by a toggle. */
export type FavoriteClub = Club | ClubSummary;

/**
 * Adds a club to the favorites or removes it (`POST /favorites-clubs`, `DELETE /favorites-clubs/{id}`),
 * optimistically: every cached copy of the club and the favorites list change at once, and go back as they
 * were when the call fails (clubs-and-social.md §4). Failures are logged only (§8).
 */
export function useToggleFavorite() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ club, isFavorite }: { club: FavoriteTarget; isFavorite: boolean }) =>
      isFavorite
        ? api.call('addFavoriteClub', { body: { clubId: club.id } })
        : api.call('removeFavoriteClub', { params: { clubId: club.id } }),
    onMutate: async ({ club, isFavorite }) => {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: clubKeys.all }),
        queryClient.cancelQueries({ queryKey: favoriteKeys.clubs() }),
      ]);
      const snapshot = [
        ...queryClient.getQueriesData({ queryKey: clubKeys.all }),
        ...queryClient.getQueriesData({ queryKey: favoriteKeys.clubs() }),
      ];
      setFavoriteEverywhere(queryClient, club.id, isFavorite);
      queryClient.setQueryData<FavoriteClub[]>(favoriteKeys.clubs(), (clubs) => {
        if (!clubs) return clubs;
        const others = clubs.filter((other) => other.id !== club.id);
        return isFavorite ? [{ ...club, isFavorite: true }, ...others] : others;
      });
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      console.warn('Favorite toggle failed; rolled back', error);
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.clubs() }),
  });
}
