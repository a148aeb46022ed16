import { useTranslation } from 'react-i18next';
import { useFavoriteGames, useRecentGames } from '../api/lobby.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { PageHeader } from '../components/page-header.tsx';

/** Favourites (`/wps/member/favorites?pageSize=999`) and recent games of the member (login required). */
export function AccountGamesPage({ kind }: { kind: 'favorite' | 'recent' }) {
  const { t } = useTranslation();
  const favourites = useFavoriteGames(kind === 'favorite');
  const recent = useRecentGames(kind === 'recent');
  const query = kind === 'favorite' ? favourites : recent;
  const games = query.data ?? [];
  const icon = kind === 'favorite' ? 'heart' : 'clock';
  return (
    <div className="page">
      <PageHeader icon={icon} title={t(`${kind}.title`)} />
      <div className="panel">
        {query.isPending ? <div className="skeleton skeleton--grid" aria-hidden="true" /> : null}
        {query.isError ? (
          <p className="form-error" role="alert">
            {query.error.message}
          </p>
        ) : null}
        {!query.isPending && !query.isError && games.length === 0 ? (
          <EmptyState icon={icon} title={t(`${kind}.emptyTitle`)} text={t(`${kind}.emptyText`)} level={2} />
        ) : null}
        {games.length > 0 ? <GameGrid games={games} label={t(`${kind}.title`)} /> : null}
      </div>
    </div>
  );
}
