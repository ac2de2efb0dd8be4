import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';
import type { GameResults } from '@fairway/contract';
import { gameKeys, usePlayerNames } from '../games';

/** Query keys of results. */
export const resultKeys = {
  all: [...gameKeys.all, 'results'] as const,
  detail: (gameId: string) => [...resultKeys.all, gameId] as const,
};

/** `GET /api/game/{id}/results`: the round's result (cached by the service worker like every round). */
export function useGameResults(gameId: string | undefined) {
  const api = useApi();
  const select = usePlayerNames<GameResults>();
  return useQuery({
    queryKey: resultKeys.detail(gameId ?? ''),
    queryFn: ({ signal }) => api.call('gameResults', { params: { gameId: gameId ?? '' }, signal }),
    enabled: Boolean(gameId),
    select,
    networkMode: 'offlineFirst',
  });
}

/** `GET /api/profile/{userId}/games`: a golfer's played rounds, newest first. */
export function usePlayedGames(userId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: gameKeys.played(userId ?? ''),
    queryFn: ({ signal }) => api.call('playedGames', { params: { userId: userId ?? '' }, signal }),
    enabled: Boolean(userId),
  });
}
