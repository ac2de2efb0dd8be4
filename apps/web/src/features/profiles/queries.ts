import type { EditProfileBody } from '@fairway/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useSession } from '../../app/session';

/** Query keys of profiles. */
export const profileKeys = {
  all: ['profiles'] as const,
  details: (username: string) => [...profileKeys.all, 'details', username.toLowerCase()] as const,
  handicap: (userId: string) => [...profileKeys.all, 'handicap', userId] as const,
};

/** `GET /api/profile/{username}/details`: the profile page (public: works signed out too). */
export function useProfileDetails(username: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: profileKeys.details(username ?? ''),
    queryFn: ({ signal }) => api.call('profileDetails', { params: { username: username ?? '' }, signal }),
    enabled: Boolean(username),
  });
}

/** `GET /api/handicap/{userId}`: the handicap index with its explanation. */
export function useHandicapSummary(userId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: profileKeys.handicap(userId ?? ''),
    queryFn: ({ signal }) => api.call('handicapSummary', { params: { userId: userId ?? '' }, signal }),
    enabled: Boolean(userId),
  });
}

/**
 * `PUT /api/profile`: saves the edit form; the profile page is refreshed after. The session's own copy of the
 * profile (names in the menus) is the caller's to refresh, once its save bar has shown the result: a session
 * refresh may re-render the whole screen.
 */
export function useUpdateProfile() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProfileBody) => api.call('updateProfile', { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
  });
}

/** `PUT /api/profile/{uid}/avatar`: sets the golfer's avatar to an uploaded (re-encoded) image. */
export function useSetAvatar() {
  const api = useApi();
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation({
    mutationFn: ({ userId, image }: { userId: string; image: string }) =>
      api.call('setAvatar', { params: { uid: userId }, body: { image } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: profileKeys.all }), refresh()]);
    },
  });
}
