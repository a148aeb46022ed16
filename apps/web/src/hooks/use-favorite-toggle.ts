import type { TGame } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { addFavorite, lobbyKeys, removeFavorite, useFavoriteIds } from '../api/lobby.ts';
import {
  addFavoriteId,
  createThrottle,
  FAVORITE_THROTTLE_MS,
  removeFavoriteGame,
  removeFavoriteId,
} from '../lib/favorites.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

// One gate for the whole page: a toggle of any card counts (spec: one toggle per second).
const gate = createThrottle(FAVORITE_THROTTLE_MS);

/**
 * The favourite ids of the member and the heart's toggle: login required, throttled to one per
 * second, optimistic add (skipped when present), local remove (ids and list) then the server call.
 */
export function useFavorites() {
  const token = useSessionStore((state) => state.token);
  const openPopup = useUiStore((state) => state.openPopup);
  const showWarning = useUiStore((state) => state.showWarning);
  const queryClient = useQueryClient();
  const { data: ids = [] } = useFavoriteIds();
  const idSet = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    async (game: Pick<TGame, 'nodeId' | 'vassalage' | 'gameType'>) => {
      if (token === null) {
        openPopup('login');
        return;
      }
      if (!gate.tryPass(Date.now())) return;
      const idsKey = lobbyKeys.favoriteIds(token);
      // A fetch of the ids still in flight (right after log in) would land over the optimistic change.
      await queryClient.cancelQueries({ queryKey: idsKey });
      const current = queryClient.getQueryData<readonly number[]>(idsKey) ?? [];
      const isFavourite = current.includes(game.nodeId);
      try {
        if (isFavourite) {
          queryClient.setQueryData(idsKey, removeFavoriteId(current, game.nodeId));
          queryClient.setQueriesData<TGame[]>({ queryKey: [...lobbyKeys.favoritesAll, token] }, (list) =>
            list ? removeFavoriteGame(list, game.nodeId) : list,
          );
          await removeFavorite(game.nodeId);
        } else {
          queryClient.setQueryData(idsKey, addFavoriteId(current, game.nodeId));
          await addFavorite(game);
          void queryClient.invalidateQueries({ queryKey: idsKey });
          void queryClient.invalidateQueries({ queryKey: [...lobbyKeys.favoritesAll, token] });
        }
      } catch (error) {
        // The server refused: take its word for the ids again.
        void queryClient.invalidateQueries({ queryKey: idsKey });
        void queryClient.invalidateQueries({ queryKey: [...lobbyKeys.favoritesAll, token] });
        if (error instanceof Error) showWarning(error.message);
      }
    },
    [token, openPopup, showWarning, queryClient],
  );

  return { isFavourite: (nodeId: number) => idSet.has(nodeId), toggle };
}
