import type { Notification, NotificationsPage } from '@fairway/contract';
import { topicOf } from '@fairway/contract/runtime';
import type { InfiniteData } from '@tanstack/react-query';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvents } from '../../app/realtime';
import { useApi, useSession } from '../../app/session';
import { friendKeys } from '../friends';
import { gameKeys } from '../games';

// Only types come from @fairway/contract: its runtime pulls zod, which stays out of these screens' chunks.

/** Notifications listed per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** Query keys of the notifications feature. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/** `GET /notifications`: the signed-in golfer's notifications, newest first, a page at a time. */
export function useNotifications() {
  const api = useApi();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call('notifications', { query: { page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE }, signal }),
    getNextPageParam: (last) =>
      last.metadata.page < last.metadata.totalPages ? last.metadata.page + 1 : undefined,
  });
}

/** `GET /notifications/unread`: how many are unread (the dot), kept live by `useNotificationsLive`. */
export function useUnreadNotifications() {
  const api = useApi();
  const { status } = useSession();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.call('unreadNotifications', { signal }),
    enabled: status === 'ready',
    staleTime: 60_000,
  });
}

/**
 * The signed-in golfer's own topic, for notifications: a new one (or a group that grew) refetches the unread count
 * and the list, and so does every resync (events may have been missed). Mounted once, by the app shell.
 */
export function useNotificationsLive(userId: string | null): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useRealtimeEvents(
    userId ? topicOf.user(userId) : null,
    (event) => {
      if (event.name === 'notification.created') refetch();
    },
    refetch,
  );
}

/** `POST /notifications/read`: everything read (the notifications screen is open); the dot goes at once. */
export function useMarkNotificationsRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call('markNotificationsRead', {}),
    onSuccess: (answer) => queryClient.setQueryData(notificationKeys.unread(), answer),
  });
}

/**
 * `POST /notifications/{id}/answer`: accept or decline its friend request or round invitation. The answer replaces
 * the notification in the list; the friendships and the rounds the golfer is in are read again.
 */
export function useAnswerNotification() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.call('answerNotification', { params: { notificationId: id }, body: { answer } }),
    onSuccess: (answered: Notification) => {
      queryClient.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                notifications: page.notifications.map((notification) =>
                  notification.id === answered.id ? answered : notification,
                ),
              })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: friendKeys.all });
      void queryClient.invalidateQueries({ queryKey: gameKeys.pending() });
    },
  });
}
