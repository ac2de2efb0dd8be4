import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer } from 'react';
import {
  USERNAME_CHECK_DEBOUNCE_MS,
  initialUsernameCheck,
  nameToCheck,
  usernameCheckReducer,
} from '../model/username-check';
import { isUsernameTaken, onboardingKeys } from '../queries';

/**
 * Runs the username check state machine (model/username-check.ts) for the field's text: settles 500 ms
 * after the last change, then asks the API; answers are cached briefly per name.
 */
export function useUsernameCheck(text: string) {
  const queryClient = useQueryClient();
  const [check, dispatch] = useReducer(usernameCheckReducer, text, initialUsernameCheck);

  useEffect(() => {
    dispatch({ type: 'typed', text });
    const timer = window.setTimeout(() => dispatch({ type: 'settled' }), USERNAME_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const name = nameToCheck(check);
  useEffect(() => {
    if (name === null) return;
    let isCurrent = true;
    queryClient
      .fetchQuery({
        queryKey: onboardingKeys.username(name),
        queryFn: ({ signal }) => isUsernameTaken(name, signal),
        staleTime: 10_000,
      })
      .then(
        (taken) => {
          if (isCurrent) dispatch({ type: 'answered', name, taken });
        },
        () => {
          if (isCurrent) dispatch({ type: 'failed', name });
        },
      );
    return () => {
      isCurrent = false;
    };
  }, [name, queryClient]);

  /** Profile creation refused the name: show it, and forget the cached "available". */
  const refuse = useCallback(
    (refused: string, reason: 'username_already_used' | 'username_forbidden') => {
      queryClient.removeQueries({ queryKey: onboardingKeys.username(refused) });
      dispatch({ type: 'refused', name: refused, reason });
    },
    [queryClient],
  );

  return { check, refuse };
}
