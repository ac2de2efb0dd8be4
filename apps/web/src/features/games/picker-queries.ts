import type { Club, ClubSummary } from '@fairway/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api';
import { useApi } from '../../app/session';

// What the create-round flow reads from the clubs and profiles APIs. Only types come from the contract. A list shows
// a club's name, place, holes and distance, so lists ask for summaries (`view=summary`) and the map for pins
// (`view=map`): a third and a quarter of a whole club's bytes; the picked club's detail is read whole.

/** Query keys of the pickers (clubs and golfers). */
export const pickerKeys = {
  all: ['games', 'picker'] as const,
  clubSearch: (query: string) => [...pickerKeys.all, 'clubs', 'search', query] as const,
  nearbyClubs: (latitude: number, longitude: number) =>
    [...pickerKeys.all, 'clubs', 'nearby', latitude, longitude] as const,
  favoriteClubs: () => [...pickerKeys.all, 'clubs', 'favorites'] as const,
  clubsInBounds: (bounds: string) => [...pickerKeys.all, 'clubs', 'bounds', bounds] as const,
  club: (idOrSlug: string) => [...pickerKeys.all, 'club', idOrSlug] as const,
  golfers: (query: string) => [...pickerKeys.all, 'golfers', query] as const,
};

/** Searches need two characters (games-and-profiles.md §5). */
export const MIN_SEARCH_LENGTH = 2;
/** How many clubs a list shows. */
export const CLUB_LIST_LIMIT = 20;

/** Clubs whose name or town matches `query` (2+ characters), the best matches first. */
export function useClubSearch(query: string) {
  const api = useApi();
  const text = query.trim();
  return useQuery({
    queryKey: pickerKeys.clubSearch(text),
    queryFn: ({ signal }) =>
      api.call('clubs', {
        query: { query: text, limit: CLUB_LIST_LIMIT, sortBy: 'relevance', view: 'summary' },
        signal,
      }),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    select: (page): ClubSummary[] => page.clubs,
  });
}

/** The clubs nearest to a point, closest first (within the API's default 50 km). */
export function useNearbyClubs(position: { latitude: number; longitude: number } | null) {
  const api = useApi();
  // Rounded to about 100 m, so that a moving phone does not refetch at every fix.
  const latitude = position ? Math.round(position.latitude * 1000) / 1000 : 0;
  const longitude = position ? Math.round(position.longitude * 1000) / 1000 : 0;
  return useQuery({
    queryKey: pickerKeys.nearbyClubs(latitude, longitude),
    queryFn: ({ signal }) =>
      api.call('clubs', {
        query: { latitude, longitude, sortBy: 'distance', limit: CLUB_LIST_LIMIT, view: 'summary' },
        signal,
      }),
    enabled: position !== null,
    select: (page): ClubSummary[] => page.clubs,
  });
}

/** The signed-in golfer's favorite clubs. */
export function useFavoriteClubs(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: pickerKeys.favoriteClubs(),
    queryFn: ({ signal }) => api.call('favoriteClubs', { signal }),
    enabled,
    select: (data): Club[] => data.clubs,
  });
}

/** A club with its courses, tees and holes. */
export function useClubDetail(idOrSlug: string | null) {
  const api = useApi();
  return useQuery({ ...clubDetailQuery(api, idOrSlug ?? ''), enabled: idOrSlug !== null });
}

/** Golfers whose username or name matches `query` (2+ characters). */
export function useGolferSearch(query: string) {
  const api = useApi();
  const text = query.trim();
  return useQuery({
    queryKey: pickerKeys.golfers(text),
    queryFn: ({ signal }) => api.call('searchUsers', { query: { query: text }, signal }),
    enabled: text.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The query of one club's detail, for `fetchQuery` when a club is picked. */
export function clubDetailQuery(api: ApiClient, idOrSlug: string) {
  return {
    queryKey: pickerKeys.club(idOrSlug),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.call('clubDetail', { params: { id: idOrSlug }, signal }),
    staleTime: 5 * 60_000,
  };
}

/** The clubs inside a map viewport (`west,south,east,north`), up to 100. */
export function useClubsInBounds(bounds: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: pickerKeys.clubsInBounds(bounds ?? ''),
    queryFn: ({ signal }) =>
      api.call('clubs', {
        query: { bounds: bounds ?? '', limit: 100, view: 'map' },
        signal,
      }),
    enabled: bounds !== null,
    placeholderData: keepPreviousData,
  });
}
