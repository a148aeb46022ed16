import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lobbyKeys } from '../api/lobby.ts';
import { queryKeys } from '../api/queries.ts';
import { useSessionStore } from '../stores/session-store.ts';

/**
 * The header balance of a page that frames a game: a game that says a round or ticket settled
 * (`croupier:balance` from the frame's origin) gets the balance reloaded from the platform at once
 * (the message only triggers a reload, its content is not trusted), and leaving the page refreshes
 * the balance and the recent games. `frameUrl` is null while nothing is framed.
 */
export function useGameFrameBalance(frameUrl: string | null): void {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.recentAll(token) });
    },
    [queryClient, token],
  );

  useEffect(() => {
    if (!frameUrl) return;
    const gameOrigin = new URL(frameUrl, window.location.origin).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const isBalanceNotice =
        typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'croupier:balance';
      if (event.origin === gameOrigin && isBalanceNotice)
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frameUrl, queryClient, token]);
}
