import type { TWalletBalance } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeys } from '../api/queries.ts';
import { refreshInbox } from '../messages/messages-api.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { RealtimeConnection } from './realtime-connection.ts';

/**
 * While a member is logged in, keeps a socket to `/wps/ws` and writes every balance push into the
 * TanStack Query balance cache (so the header and any other reader update without a refetch), and
 * on a `messages` push refreshes the member's queries (the inbox, its badges, the unread count).
 * A new token (log in as someone else) closes the old socket and opens one for the new session.
 */
export function useRealtimeBalance(): void {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token || typeof WebSocket === 'undefined') return;
    const key = queryKeys.balance(token);
    const connection = new RealtimeConnection({
      token,
      onBalance: ({ balance, currency }) => {
        const current = queryClient.getQueryData<TWalletBalance>(key);
        if (current) queryClient.setQueryData<TWalletBalance>(key, { ...current, balance, currency });
        else void queryClient.invalidateQueries({ queryKey: key });
      },
      // A message arrived (or was read elsewhere): the inbox, its badges and the unread count re-read.
      onMessages: () => void refreshInbox(queryClient, token),
      // The server refused the session: let the REST call find out and run the usual logout path.
      onUnauthorized: () => void queryClient.invalidateQueries({ queryKey: key }),
    });
    return () => connection.close();
  }, [token, queryClient]);
}
