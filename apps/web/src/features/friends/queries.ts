import type { Friendship, Golfer, UserSearchResult } from '@fairway/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { useApi, useSession } from '../../app/session';
import { useT } from '../../i18n/use-t';
import { afterAction, type FriendshipAction } from './model/friendship';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** The shortest query sent to the server (clubs-and-social.md §5). */
export const REMOTE_SEARCH_MIN_LENGTH = 2;
/** Friends listed per page. */
export const FRIENDS_PAGE_SIZE = 20;

/** Query keys of the friends feature. */
export const friendKeys = {
  all: ['friends'] as const,
  friendship: (userId: string) => [...friendKeys.all, 'friendship', userId] as const,
  requests: () => [...friendKeys.all, 'requests'] as const,
  list: (userId: string) => [...friendKeys.all, 'list', userId] as const,
  recommendations: () => [...friendKeys.all, 'recommendations'] as const,
  search: (query: string) => [...friendKeys.all, 'search', query] as const,
};

/** Every answer's friendships replace the ones this device holds (§4: the status in each response wins). */
function remember(queryClient: QueryClient, golfers: readonly { userId: string; friendship: Friendship }[]) {
  for (const golfer of golfers)
    queryClient.setQueryData(friendKeys.friendship(golfer.userId), golfer.friendship);
}

/** `GET /friendships?receiverId=`: the signed-in golfer's friendship with another (a list's copy when it has one). */
export function useFriendship(userId: string, initial?: Friendship) {
  const api = useApi();
  const me = useSession().profile?.userId;
  return useQuery({
    queryKey: friendKeys.friendship(userId),
    queryFn: ({ signal }) => api.call('friendship', { query: { receiverId: userId }, signal }),
    // Nothing to ask about oneself: the button shows nothing on one's own profile.
    enabled: Boolean(me) && me !== userId,
    ...(initial ? { initialData: initial, staleTime: 60_000 } : {}),
  });
}

/** `GET /friendships/requests`: received and sent, newest first. */
export function useFriendRequests() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: friendKeys.requests(),
    queryFn: async ({ signal }) => {
      const requests = await api.call('friendRequests', { signal });
      remember(queryClient, [...requests.received, ...requests.sent]);
      return requests;
    },
  });
}

/** `GET /friendships/list`: the signed-in golfer's friends, a page at a time. */
export function useFriendsList() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useSession().profile?.userId ?? '';
  return useInfiniteQuery({
    queryKey: friendKeys.list(me),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const page = await api.call('friendsList', {
        query: { page: pageParam, limit: FRIENDS_PAGE_SIZE },
        signal,
      });
      remember(queryClient, page.friends);
      return page;
    },
    getNextPageParam: (last) =>
      last.metadata.page < last.metadata.totalPages ? last.metadata.page + 1 : undefined,
    select: (data) => ({
      friends: data.pages.flatMap((page) => page.friends),
      total: data.pages[0]?.metadata.total ?? 0,
    }),
  });
}

/** `GET /friendships/recommendations`. */
export function useFriendRecommendations() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: friendKeys.recommendations(),
    queryFn: async ({ signal }) => {
      const { recommendations } = await api.call('friendRecommendations', { signal });
      remember(queryClient, recommendations);
      return recommendations;
    },
  });
}

/** `GET /users/search`: golfers matching an already debounced query, from 2 characters. */
export function useUserSearch(query: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const text = query.trim();
  return useQuery({
    queryKey: friendKeys.search(text),
    queryFn: async ({ signal }): Promise<UserSearchResult[]> => {
      const found = await api.call('searchUsers', { query: { query: text }, signal });
      remember(
        queryClient,
        found.map((golfer) => ({ userId: golfer.id, friendship: golfer.friendship })),
      );
      return found;
    },
    enabled: text.length >= REMOTE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

/** The golfer a friendship action is about. */
export interface FriendshipTarget {
  userId: string;
  friendship: Friendship;
}

/**
 * Sends, withdraws, accepts or ignores a request, or ends a friendship: the button changes at once and goes back
 * when the call fails (with the spec's toast for a failed request); the server's answer then replaces it, and the
 * lists are read again.
 */
export function useFriendshipAction() {
  const api = useApi();
  const queryClient = useQueryClient();
  const me = useSession().profile?.userId ?? '';
  const { t } = useT();
  return useMutation({
    mutationFn: ({ target, action }: { target: FriendshipTarget; action: FriendshipAction }) => {
      const other = target.userId;
      switch (action) {
        case 'request':
          return api.call('requestFriendship', { body: { receiverId: other } });
        case 'accept':
          return api.call('acceptFriendship', { body: { senderId: other } });
        case 'cancel':
          return api.call('removeFriendship', { query: { senderId: me, receiverId: other } });
        case 'ignore':
          return api.call('removeFriendship', { query: { senderId: other, receiverId: me } });
        case 'unfriend':
          return api.call('removeFriendship', {
            query: {
              senderId: target.friendship.senderId ?? me,
              receiverId: target.friendship.receiverId ?? other,
            },
          });
      }
    },
    onMutate: async ({ target, action }) => {
      const key = friendKeys.friendship(target.userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Friendship>(key) ?? target.friendship;
      queryClient.setQueryData(key, afterAction(previous, action, me, target.userId));
      return { previous };
    },
    onError: (error, { target, action }, context) => {
      console.warn('Friendship action failed; rolled back', error);
      if (context) queryClient.setQueryData(friendKeys.friendship(target.userId), context.previous);
      toast.error(action === 'request' ? t('friends:failed.request') : t('friends:failed.other'));
    },
    onSuccess: (friendship, { target }) => {
      queryClient.setQueryData(friendKeys.friendship(target.userId), friendship);
    },
    onSettled: () =>
      Promise.all(
        [friendKeys.requests(), friendKeys.list(me), friendKeys.recommendations()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export type { Golfer };
