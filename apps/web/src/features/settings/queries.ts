import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/session';
import { storeRenewedToken } from '../../lib/api';
import { changePassword, listSessions, revokeSession, type ChangePasswordInput } from './account-api';

/** Query keys of the account settings (under `session`, so that sign-out forgets them). */
export const accountKeys = {
  sessions: ['session', 'account', 'sessions'] as const,
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
