import type { GameDetail, GamePreferences, GameSetupInput, Guest } from '@fairway/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../app/session';
import { useT } from '../../i18n/use-t';
import { withPlayerNames } from './model/player-names';

// Only types come from @fairway/contract: its schemas pull zod, which stays out of the app's bundles.

/** Query keys of rounds ("games"); the live play screen shares them. */
export const gameKeys = {
  all: ['games'] as const,
  detail: (id: string) => [...gameKeys.all, 'detail', id] as const,
  pending: () => [...gameKeys.all, 'pending'] as const,
  guests: () => [...gameKeys.all, 'guests'] as const,
  played: (userId: string) => [...gameKeys.all, 'played', userId] as const,
  /** Mutation key of a game's setup or preferences writes (to tell one's own change from another's). */
  update: (id: string) => [...gameKeys.all, 'update', id] as const,
};

/** The body of a guest creation (`POST /api/guests`). */
export interface NewGuest {
  name: string;
  handicap?: number;
  email?: string | null;
}

/** A round's players as the screens show them: a deleted golfer's place named in the reader's language. */
export function usePlayerNames<R extends Parameters<typeof withPlayerNames>[0]>(): (round: R) => R {
  const { t } = useT();
  const deletedName = t('settings:deletedGolfer');
  return useCallback((round: R) => withPlayerNames(round, deletedName), [deletedName]);
}

/** `GET /api/game/{id}`: the round with its players, course, tees, holes, scores and preferences. */
export function useGame(id: string | undefined) {
  const api = useApi();
  const select = usePlayerNames<GameDetail>();
  return useQuery({
    queryKey: gameKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.call('gameDetail', { params: { gameId: id ?? '' }, signal }),
    enabled: Boolean(id),
    select,
  });
}

/** `GET /api/guests`: the guests the signed-in golfer created before. */
export function useGuests() {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.guests(),
    queryFn: ({ signal }) => api.call('guests', { signal }),
  });
}

/** `POST /api/guests`; the new guest joins the cached list. */
export function useCreateGuest() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guest: NewGuest) => api.call('createGuest', { body: guest }),
    onSuccess: (guest) => {
      queryClient.setQueryData<Guest[]>(gameKeys.guests(), (guests) =>
        guests ? [...guests.filter((g) => g.id !== guest.id), guest] : [guest],
      );
    },
  });
}

/** `POST /api/game`: creates a round (status pending) and answers its id. */
export function useCreateGame() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setup: GameSetupInput) => api.call('createGame', { body: setup }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKeys.pending() }),
  });
}

/** `PUT /api/game/{id}` (owner): the answer is the new detail, stored in the cache. */
export function useUpdateGame(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: gameKeys.update(id),
    mutationFn: (setup: GameSetupInput) => api.call('updateGame', { params: { gameId: id }, body: setup }),
    onSuccess: (detail) => {
      queryClient.setQueryData(gameKeys.detail(id), detail);
      void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    },
  });
}

/** `PUT /api/games/{id}/preferences` (owner), applied to the cached detail at once and rolled back on failure. */
export function useUpdatePreferences(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: gameKeys.update(id),
    mutationFn: (preferences: GamePreferences) =>
      api.call('setGamePreferences', { params: { gameId: id }, body: preferences }),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: gameKeys.detail(id) });
      const previous = queryClient.getQueryData<GameDetail>(gameKeys.detail(id));
      if (previous) queryClient.setQueryData<GameDetail>(gameKeys.detail(id), { ...previous, preferences });
      return { previous };
    },
    onError: (_error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(gameKeys.detail(id), context.previous);
    },
    onSuccess: (preferences) => {
      queryClient.setQueryData<GameDetail>(gameKeys.detail(id), (detail) =>
        detail ? { ...detail, preferences } : detail,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gameKeys.detail(id) }),
  });
}

/**
 * `POST /api/game/{id}/player`: the signed-in golfer joins a round they were invited to; from then on they score in
 * it and it counts for their handicap. The round and the unfinished rounds are read again.
 */
export function useJoinRound() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => api.call('joinGame', { params: { gameId } }),
    onSettled: (_answer, _error, gameId) => {
      void queryClient.invalidateQueries({ queryKey: gameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    },
  });
}

/**
 * `DELETE /api/game/{id}/player`: the signed-in golfer declines an invitation or leaves a round they did not create,
 * at any time; their card (and any handicap record of it) goes with them.
 */
export function useLeaveRound() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gameId: string) => api.call('declineGame', { params: { gameId } }),
    onSuccess: (_answer, gameId) => queryClient.removeQueries({ queryKey: gameKeys.detail(gameId) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: gameKeys.pending() }),
  });
}
