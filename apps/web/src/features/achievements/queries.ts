import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';

/** Query keys of achievements. */
export const achievementsKeys = {
  all: ['achievements'] as const,
  of: (userId: string) => [...achievementsKeys.all, userId] as const,
};

/**
 * `GET /api/achievements/{userId}`: a golfer's trophies (the whole catalogue, each earned with its date or in
 * progress) and `latest`, their 3 most recently earned, which the profile shows.
 */
export function useAchievements(userId: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: achievementsKeys.of(userId ?? ''),
    queryFn: ({ signal }) => api.call('achievements', { params: { userId: userId ?? '' }, signal }),
    enabled: Boolean(userId),
  });
}
