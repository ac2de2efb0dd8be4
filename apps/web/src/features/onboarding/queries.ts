import type { ClubSummary, CreateProfileBody, UploadedImage } from '@fairway/contract';
import { BETTER_AUTH_PATHS } from '@fairway/contract/runtime';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api, type ApiClient } from '../../lib/api';
import { isUploadedImageUrl } from './model/avatar-upload';

/** Query keys of the onboarding. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  account: (token: string) => ['onboarding', 'account', token] as const,
  username: (name: string) => ['onboarding', 'username', name.toLowerCase()] as const,
  clubs: (query: string) => ['onboarding', 'clubs', query.toLowerCase()] as const,
};

/** The signed-in account's user id (`GET /api/auth/get-session`): whose onboarding draft this is. */
export function useAccountId(token: string | null) {
  return useQuery({
    queryKey: onboardingKeys.account(token ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await api.betterAuth<{ session?: { userId?: unknown }; user?: { id?: unknown } } | null>(
        BETTER_AUTH_PATHS.getSession,
        { method: 'GET', signal },
      );
      const id = answer?.session?.userId ?? answer?.user?.id;
      return typeof id === 'string' ? id : null;
    },
    enabled: token !== null,
    staleTime: Infinity,
    // Without an answer the onboarding goes on (only the owner check is skipped): no waiting on retries.
    retry: false,
  });
}

/** `GET /api/username/{name}`: true when the name is taken (or may not be used), false when available. */
export async function isUsernameTaken(name: string, signal?: AbortSignal, client: ApiClient = api) {
  const answer: unknown = await client.call('usernameTaken', { params: { username: name }, signal });
  // Anything but a plain `false` is not a verified "available".
  return answer !== false;
}

/** `POST /api/profile/{username}`: creates the signed-in user's profile. */
export function createProfile(body: CreateProfileBody, client: ApiClient = api) {
  return client.call('createProfile', { params: { username: body.username }, body });
}

/** A photo may take longer to send than an ordinary call's 20 s on a slow phone connection. */
export const AVATAR_UPLOAD_TIMEOUT_MS = 60_000;

/**
 * `POST /api/media/images?purpose=avatar`: sends the photo as the raw body (its own type as content type)
 * and answers the stored image, re-encoded to a 512 px square WebP.
 */
export function uploadAvatar(file: File, client: ApiClient = api, signal?: AbortSignal) {
  return client
    .call('uploadImage', {
      query: { purpose: 'avatar' },
      body: file,
      headers: { 'Content-Type': file.type },
      timeoutMs: AVATAR_UPLOAD_TIMEOUT_MS,
      signal,
    })
    .then(parseUploadedImage);
}

function parseUploadedImage(data: unknown): UploadedImage {
  const image = data as Partial<UploadedImage> | null;
  // Profile creation accepts nothing else, so an answer without such a URL is a failed upload.
  if (typeof image?.url !== 'string' || !isUploadedImageUrl(image.url))
    throw new ApiError(201, 'unknown_error', 'The upload answered without an image URL');
  return image as UploadedImage;
}

/** A club as the membership step lists it. */
export type ClubChoice = Pick<ClubSummary, 'id' | 'name' | 'city' | 'countryName'>;

/** The home club search needs this many characters. */
export const CLUB_QUERY_MIN_LENGTH = 2;

function parseClubs(data: unknown): ClubChoice[] {
  const clubs = (data as { clubs?: unknown } | null)?.clubs;
  if (!Array.isArray(clubs)) return [];
  return clubs.flatMap((item: unknown): ClubChoice[] => {
    const club = item as Partial<Record<keyof ClubChoice, unknown>>;
    return typeof club.id === 'string' && typeof club.name === 'string'
      ? [
          {
            id: club.id,
            name: club.name,
            city: typeof club.city === 'string' ? club.city : null,
            countryName: typeof club.countryName === 'string' ? club.countryName : '',
          },
        ]
      : [];
  });
}

/** Clubs matching `query` (10 at most), for the membership step; idle below two characters. */
export function useClubSearch(query: string) {
  const trimmed = query.trim();
  return useQuery({
    queryKey: onboardingKeys.clubs(trimmed),
    queryFn: async ({ signal }) =>
      parseClubs(
        await api.call('clubs', {
          // A row of the list is all the step shows: a club's summary, not the whole club.
          query: { query: trimmed, sortBy: 'relevance', limit: 10, view: 'summary' },
          signal,
        }),
      ),
    enabled: trimmed.length >= CLUB_QUERY_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: 1,
  });
}
