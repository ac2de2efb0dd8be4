import type {
  Bounds,
  ClubDetail,
  ClubEditBody,
  ClubSummariesPage,
  ClubSummary,
  ClubSuggestion,
  SuggestionsPage,
} from '@fairway/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../app/session';
import { ApiError } from '../../lib/api';
import { LOCATION_CACHE_MS, currentLocation, type KnownLocation } from '../../lib/location';
import { FEATURED_COUNTRY, NEARBY_COUNT, NEARBY_RADIUS_KM } from './model/explore';
import { MAP_FETCH_LIMIT } from './model/map-view';
import { NEAREST_CACHE_MS, cachedNearest, readNearestEntry, writeNearestEntry } from './model/nearest-cache';
import { LIST_PAGE_SIZE, listRequest, mapRequest, type SearchState } from './model/search';

// Only types come from @fairway/contract: its schemas pull zod, which stays out of these screens' chunks.

/** Query keys of clubs; the favorites hooks update the same entries. */
export const clubKeys = {
  all: ['clubs'] as const,
  lists: () => [...clubKeys.all, 'list'] as const,
  list: (request: Record<string, unknown>) => [...clubKeys.lists(), request] as const,
  map: (request: Record<string, unknown>) => [...clubKeys.all, 'map', request] as const,
  nearby: (lat: number, lng: number) => [...clubKeys.all, 'nearby', lat, lng] as const,
  details: () => [...clubKeys.all, 'detail'] as const,
  detail: (idOrSlug: string) => [...clubKeys.details(), idOrSlug] as const,
  regions: (country: string) => [...clubKeys.all, 'regions', country] as const,
  account: () => [...clubKeys.all, 'account'] as const,
  location: () => [...clubKeys.all, 'location'] as const,
  suggestions: () => [...clubKeys.all, 'suggestions', 'pending'] as const,
};

/** What the clubs screens need to know of the signed-in golfer beyond the session's profile. */
export interface AccountFacts {
  /** May edit clubs directly (the server's ADMIN_EMAILS); others suggest corrections. */
  isAdmin: boolean;
  /** The profile's country (ISO code), the location of last resort. */
  countryCode: string | null;
}

/**
 * `GET /api/profile`'s `isAdmin` and `countryCode`, which the session's profile does not carry. An unknown
 * answer means "not an admin": the edit screen then offers a suggestion, and a 403 on save says so too.
 */
export function useAccountFacts() {
  const api = useApi();
  return useQuery({
    queryKey: clubKeys.account(),
    queryFn: async ({ signal }): Promise<AccountFacts> => {
      const profile = await api.call('ownProfile', { signal });
      return {
        isAdmin: profile.isAdmin === true,
        countryCode: profile.countryCode ?? null,
      };
    },
    staleTime: 10 * 60_000,
  });
}

/**
 * Where the golfer is (lib/location.ts): the device, else an approximate location; null when none is known.
 * Kept 15 minutes, like the device cache.
 */
export function useKnownLocation() {
  const account = useAccountFacts();
  const countryCode = account.data?.countryCode ?? null;
  return useQuery({
    queryKey: clubKeys.location(),
    queryFn: (): Promise<KnownLocation | null> => currentLocation(countryCode),
    // The country of last resort comes with the account: wait for it (or its failure).
    enabled: !account.isPending,
    staleTime: LOCATION_CACHE_MS,
    retry: false,
  });
}

/** Asks the device again (the golfer tapped "use my location"). */
export function useRelocate() {
  const queryClient = useQueryClient();
  const account = useAccountFacts();
  return useMutation({
    mutationFn: () => currentLocation(account.data?.countryCode ?? null, true),
    onSuccess: (location) => queryClient.setQueryData(clubKeys.location(), location),
  });
}

const EMPTY_PAGE = (page: number, limit: number): ClubSummariesPage => ({
  clubs: [],
  metadata: { page, limit, total: 0, totalPages: 0 },
});

/**
 * The search list, 20 clubs a page (clubs-and-social.md §9), each as its row shows it (`view=summary`). A failed
 * page is an empty page (§4: "club list fetch errors yield an empty list"); the failure is logged, and `failed`
 * lets the screen offer a retry.
 */
export function useClubList(state: SearchState, location: KnownLocation | null, enabled = true) {
  const api = useApi();
  const point = location ? { lat: location.lat, lng: location.lng } : null;
  const base = listRequest(state, point, 1);
  return useInfiniteQuery({
    queryKey: clubKeys.list(base),
    queryFn: async ({ pageParam, signal }) => {
      const request = { ...base, page: pageParam };
      try {
        return {
          ...(await api.call('clubs', { query: request, signal })),
          failed: false,
        };
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Club list fetch failed', error);
        return { ...EMPTY_PAGE(pageParam, LIST_PAGE_SIZE), failed: true };
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.metadata.page < last.metadata.totalPages ? last.metadata.page + 1 : undefined,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * The clubs of a map viewport (100 at most) as pins (`view=map`), the previous ones kept on screen while the next
 * arrive.
 */
export function useMapClubs(state: SearchState, bounds: Bounds | null) {
  const api = useApi();
  const request = bounds ? mapRequest(state, bounds) : null;
  return useQuery({
    queryKey: clubKeys.map(request ?? {}),
    queryFn: ({ signal }) => api.call('clubs', { query: { ...request, view: 'map' }, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * Where a country's or a region's clubs lie, for the map to show them all: up to 100 of them (any order is a
 * fair sample of the area), with the search's filters.
 */
export function usePlaceClubs(state: SearchState) {
  const api = useApi();
  const request = { ...listRequest({ ...state, query: '' }, null, 1), limit: MAP_FETCH_LIMIT };
  return useQuery({
    queryKey: [...clubKeys.all, 'place', request] as const,
    queryFn: ({ signal }) => api.call('clubs', { query: request, signal }),
    enabled: state.country !== null && state.query === '',
    staleTime: 10 * 60_000,
  });
}

/**
 * The explore page's nearby clubs: the 10 nearest, by distance (§2), shown at once from the device's
 * 30-minute cache (§9) when it was filled about here. Each as its row shows it (`view=summary`).
 */
export function useNearbyClubs(location: KnownLocation | null) {
  const api = useApi();
  const lat = location ? Math.round(location.lat * 1e4) / 1e4 : 0;
  const lng = location ? Math.round(location.lng * 1e4) / 1e4 : 0;
  // Read when the query starts for this place (not on every render).
  const cached = () => (location ? cachedNearest(readNearestEntry(), { lat, lng }, Date.now()) : null);
  return useQuery({
    queryKey: clubKeys.nearby(lat, lng),
    queryFn: async ({ signal }) => {
      const page = await api.call('clubs', {
        query: {
          latitude: lat,
          longitude: lng,
          sortBy: 'distance',
          maxDistance: NEARBY_RADIUS_KM,
          limit: NEARBY_COUNT,
          view: 'summary',
        },
        signal,
      });
      writeNearestEntry({ at: Date.now(), lat, lng, clubs: page.clubs });
      return page.clubs;
    },
    enabled: location !== null,
    staleTime: NEAREST_CACHE_MS,
    initialData: () => cached()?.clubs,
    initialDataUpdatedAt: () => cached()?.at,
  });
}

/** `GET /golf-clubs/by-country`: the featured country's regions with their club counts. */
export function useRegions(country: string = FEATURED_COUNTRY.code) {
  const api = useApi();
  return useQuery({
    queryKey: clubKeys.regions(country),
    queryFn: ({ signal }) => api.call('clubsByCountry', { query: { country }, signal }),
    staleTime: 60 * 60_000,
  });
}

/** `GET /golf-clubs/{idOrSlug}`: a club with its courses, tees and holes. */
export function useClub(idOrSlug: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: clubKeys.detail(idOrSlug ?? ''),
    queryFn: ({ signal }) => api.call('clubDetail', { params: { id: idOrSlug ?? '' }, signal }),
    enabled: Boolean(idOrSlug),
    retry: 1,
  });
}

/** Puts a club's fresh detail under both of its keys (the slug the screens use, and the id). */
function storeDetail(queryClient: QueryClient, club: ClubDetail) {
  queryClient.setQueryData(clubKeys.detail(club.slug), club);
  queryClient.setQueryData(clubKeys.detail(club.id), club);
}

/** `POST /golf-clubs/{id}` (admins): saves the changes and keeps the answer as the club's detail. */
export function useEditClub(clubId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ClubEditBody) => api.call('editClub', { params: { id: clubId }, body: changes }),
    onSuccess: async (club) => {
      storeDetail(queryClient, club);
      await queryClient.invalidateQueries({ queryKey: clubKeys.lists() });
    },
  });
}

/** `POST /golf-clubs/{id}/suggestions`: a correction for an admin to review. */
export function useSuggestCorrection(clubId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { changes: ClubEditBody; note: string }) =>
      api.call('suggestClubChange', { params: { id: clubId }, body }),
  });
}

/**
 * Every club of the cached lists, details and nearby clubs, set to `isFavorite` (the optimistic toggle). A map's
 * pins carry no favorite flag.
 */
export function setFavoriteEverywhere(queryClient: QueryClient, clubId: string, isFavorite: boolean) {
  const mark = <T extends { id: string; isFavorite: boolean }>(club: T): T =>
    club.id === clubId ? { ...club, isFavorite } : club;
  queryClient.setQueriesData<ClubDetail>({ queryKey: clubKeys.details() }, (club) =>
    club && club.id === clubId ? { ...club, isFavorite } : club,
  );
  queryClient.setQueriesData<InfiniteData<ClubSummariesPage>>({ queryKey: clubKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, clubs: page.clubs.map(mark) })) } : data,
  );
  queryClient.setQueriesData<ClubSummary[]>({ queryKey: [...clubKeys.all, 'nearby'] }, (clubs) =>
    clubs?.map(mark),
  );
  // The device's copy of the nearest clubs too: the explore page shows it first on the next visit.
  const nearest = readNearestEntry();
  if (nearest?.clubs.some((club) => club.id === clubId))
    writeNearestEntry({ ...nearest, clubs: nearest.clubs.map(mark) });
}

/** How many pending suggestions the review screen lists at once (the API's largest page). */
export const SUGGESTIONS_PAGE_SIZE = 100;

/** `GET /golf-clubs/suggestions` (admins): the corrections waiting for review, oldest first. */
export function usePendingSuggestions(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: clubKeys.suggestions(),
    queryFn: ({ signal }) =>
      api.call('clubSuggestions', {
        query: { status: 'pending', limit: SUGGESTIONS_PAGE_SIZE },
        signal,
      }),
    enabled,
  });
}

/** An admin's decision on a suggestion. */
export type SuggestionDecision = 'accept' | 'reject';

/**
 * Accepts or rejects a suggestion (admins). The suggestion leaves the list at once and comes back if the server
 * refuses; an accepted one changes its club, whose cached detail and lists are refetched.
 */
export function useReviewSuggestion() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ suggestion, decision }: { suggestion: ClubSuggestion; decision: SuggestionDecision }) =>
      api.call(decision === 'accept' ? 'acceptClubSuggestion' : 'rejectClubSuggestion', {
        params: { id: suggestion.id },
      }),
    onMutate: async ({ suggestion }) => {
      await queryClient.cancelQueries({ queryKey: clubKeys.suggestions() });
      const previous = queryClient.getQueryData<SuggestionsPage>(clubKeys.suggestions());
      queryClient.setQueryData<SuggestionsPage>(clubKeys.suggestions(), (page) =>
        page
          ? {
              ...page,
              suggestions: page.suggestions.filter((item) => item.id !== suggestion.id),
              metadata: { ...page.metadata, total: Math.max(0, page.metadata.total - 1) },
            }
          : page,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      // Reviewed or gone meanwhile (another admin): it stays off the list.
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) return;
      if (context?.previous) queryClient.setQueryData(clubKeys.suggestions(), context.previous);
    },
    onSuccess: async (_reviewed, { suggestion, decision }) => {
      if (decision !== 'accept') return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.detail(suggestion.clubSlug) }),
        queryClient.invalidateQueries({ queryKey: clubKeys.detail(suggestion.clubId) }),
        queryClient.invalidateQueries({ queryKey: clubKeys.lists() }),
      ]);
    },
  });
}
