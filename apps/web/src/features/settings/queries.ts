import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/session';
import { storeRenewedToken } from '../../lib/api';
import type { NotificationSettings } from '@fairway/contract';
import {
  changePassword,
  exportFile,
  listSessions,
  revokeSession,
  startLinking,
  type ChangePasswordInput,
} from './account-api';

/** Query keys of the account settings (under `session`, so that sign-out forgets them). */
export const accountKeys = {
  sessions: ['session', 'account', 'sessions'] as const,
  notifications: ['session', 'account', 'notifications'] as const,
  signInMethods: ['session', 'account', 'sign-in-methods'] as const,
};

/** The account's signed-in devices. */
export function useAccountSessions() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: ({ signal }) => listSessions(api, signal),
  });
}

/** Ends another device's session; the list drops it at once and is asked again after. */
export function useRevokeSession() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeSession(api, id),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData(accountKeys.sessions, (sessions: { id: string }[] | undefined) =>
        sessions?.filter((session) => session.id !== id),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Changes the password; when the server ended this session too, the device keeps going with the new token. */
export function useChangePassword() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => changePassword(api, input),
    onSuccess: (token) => {
      if (token) storeRenewedToken(token);
      return queryClient.invalidateQueries({ queryKey: accountKeys.sessions });
    },
  });
}

/** The golfer's seven notification toggles, as stored on the server. */
export function useNotificationSettings() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.notifications,
    queryFn: ({ signal }) => api.call('notificationSettings', { signal }),
  });
}

/** Stores the toggles: the switch moves at once and moves back if the server refuses. */
export function useUpdateNotificationSettings() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: NotificationSettings) => api.call('updateNotificationSettings', { body: next }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.notifications });
      const previous = queryClient.getQueryData<NotificationSettings>(accountKeys.notifications);
      queryClient.setQueryData(accountKeys.notifications, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.notifications, context.previous);
    },
    onSuccess: (stored) => queryClient.setQueryData(accountKeys.notifications, stored),
  });
}

/** How the golfer can sign in: password, Google, Apple. */
export function useSignInMethods() {
  const api = useApi();
  return useQuery({
    queryKey: accountKeys.signInMethods,
    queryFn: ({ signal }) => api.call('signInMethods', { signal }),
  });
}

/** Unlinks Google or Apple (the server refuses the last way in). */
export function useUnlinkProvider() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (providerId: 'google' | 'apple') => api.call('unlinkProvider', { params: { providerId } }),
    onSuccess: (methods) => queryClient.setQueryData(accountKeys.signInMethods, methods),
  });
}

/** Links Google or Apple: opens the provider's page (this screen is left). */
export function useLinkProvider() {
  const api = useApi();
  return useMutation({
    mutationFn: async (provider: 'google' | 'apple') => {
      window.location.assign(await startLinking(api, provider));
    },
  });
}

/** Downloads everything Fairway holds about the golfer as a JSON file. */
export function useExportAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const { name, text } = exportFile(await api.call('exportAccount', {}));
      const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return name;
    },
  });
}

/** Deletes the account (the golfer typed their username); this device is then signed out. */
export function useDeleteAccount() {
  const api = useApi();
  return useMutation({
    mutationFn: (confirmation: string) => api.call('deleteAccount', { body: { confirmation } }),
  });
}
