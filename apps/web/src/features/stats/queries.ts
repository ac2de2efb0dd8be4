import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/session';

/** The statistics timeframes the screen offers: every round, or the last 20. */
export type Timeframe = 'all' | 'recent';

/** Query keys of statistics. */
export const statsKeys = {
  all: ['stats'] as const,
  of: (userId: string, timeframe: Timeframe) => [...statsKeys.all, userId, timeframe] as const,
};

/** `GET /api/stats/{userId}` (with `timeframe=recent` for the last 20 rounds): a golfer's statistics. */
export function useStatistics(userId: string | undefined, timeframe: Timeframe) {
  const api = useApi();
  return useQuery({
    queryKey: statsKeys.of(userId ?? '', timeframe),
    queryFn: ({ signal }) =>
      api.call('statistics', {
        params: { userId: userId ?? '' },
        query: timeframe === 'recent' ? { timeframe: 'recent' } : {},
        signal,
      }),
    enabled: Boolean(userId),
  });
}
