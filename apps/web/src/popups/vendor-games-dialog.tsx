import { useTranslation } from 'react-i18next';
import { useGameList } from '../api/lobby.ts';
import { Dialog } from '../components/dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import type { TVendorGamesTarget } from '../stores/ui-store.ts';

/** Game popup (isGame VASSALAGE): the vendor's games, picked to launch. */
export function VendorGamesDialog({ target, onClose }: { target: TVendorGamesTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const list = useGameList(target.gameType, target.vassalage, '', 60);
  const games = (list.data?.pages.flatMap((page) => page.games) ?? []).filter(
    (game) => game.isGame === 'GAME',
  );
  return (
    <Dialog title={target.name} onClose={onClose} size="large" className="vendor-games">
      {list.isPending ? <div className="skeleton skeleton--grid" aria-hidden="true" /> : null}
      {!list.isPending && games.length === 0 ? (
        <EmptyState icon="gamepad" title={t('games.noGamesTitle')} text={t('games.noGamesText')} />
      ) : null}
      {games.length > 0 ? <GameGrid games={games} label={t('games.gamesOf', { name: target.name })} /> : null}
      {list.hasNextPage ? (
        <div className="game-list__more">
          <button type="button" className="button button--glass" onClick={() => void list.fetchNextPage()}>
            {t('games.loadMore')}
          </button>
        </div>
      ) : null}
    </Dialog>
  );
}
