import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../api/accounts.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { queryKeys } from '../api/queries.ts';
import { merchantKeysOf } from '../lib/auth-session.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * Signs out (spec section 4): ends the session on the server (a session it no longer knows is
 * fine), clears the player's keys, restores the merchant keys, forgets the member and goes to
 * `redirectTo`.
 */
export function useSignOut() {
  const { permission } = useBootstrap();
  const clearSession = useSessionStore((state) => state.clearSession);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (redirectTo: string) => {
      try {
        await logout();
      } catch {
        // The server could not be reached: this tab forgets the session all the same.
      }
      clearSession(merchantKeysOf(permission.merchant));
      queryClient.removeQueries({ queryKey: queryKeys.memberInfoAll });
      navigate(redirectTo);
    },
    [clearSession, navigate, permission.merchant, queryClient],
  );
}
