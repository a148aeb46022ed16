import type { TGameType } from '@croupier/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useGameList } from '../api/lobby.ts';
import { useVendorLanes } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { GameSearchBox, SEARCH_DEBOUNCE_MS } from '../components/game-search-box.tsx';
import { CATEGORY_ICONS, Icon } from '../components/icon.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { categoryPath, groupVendors, vendorPath } from '../lib/categories.ts';

const PAGE_SIZE = 30;

/**
 * Game list of a category (/live, /fish, /rng, /pvp, /bgs): vendor tabs (`?vassalage=` selects
 * one), a search box and the games page by page ("Load more"), so 10,000 games stay light.
 */
export function GameListPage({ category }: { category: TGameType }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data: lanes, isPending: isLanesPending } = useVendorLanes();
  const vendors = groupVendors(lanes ?? []).get(category) ?? [];
  const requested = params.get('vassalage');
  const selected = vendors.find((vendor) => vendor.vassalage === requested) ?? null;
  const label = t(`categories.${category}`);
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searchId = useId();
  const list = useGameList(category, selected?.vassalage ?? null, keyword, PAGE_SIZE);
  const games = list.data?.pages.flatMap((page) => page.games) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const listLabel = selected ? `${label}: ${selected.displayName}` : label;

  return (
    <div className="page">
      <PageHeader icon={CATEGORY_ICONS[category]} title={label} />
      {isLanesPending ? <div className="skeleton skeleton--row" aria-hidden="true" /> : null}
      {!isLanesPending && vendors.length === 0 ? (
        <div className="panel">
          <EmptyState
            icon={CATEGORY_ICONS[category]}
            title={t('games.noProvidersTitle')}
            text={t('games.noProvidersText')}
            level={2}
          />
        </div>
      ) : null}
      {vendors.length > 0 ? (
        <>
          <nav className="provider-tabs" aria-label={t('games.providers')}>
            <ul>
              <li>
                <Link
                  to={categoryPath(category).split('?')[0] ?? '/'}
                  className="provider-tab"
                  aria-current={selected === null ? 'page' : undefined}
                >
                  <span className="provider-tab__logo" aria-hidden="true">
                    <Icon name={CATEGORY_ICONS[category]} size={14} />
                  </span>
                  {t('games.allProviders')}
                </Link>
              </li>
              {vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link
                    to={vendorPath(category, vendor.vassalage)}
                    className="provider-tab"
                    aria-current={vendor.vassalage === selected?.vassalage ? 'page' : undefined}
                  >
                    <span className="provider-tab__logo" aria-hidden="true">
                      {vendor.displayName.slice(0, 2).toUpperCase()}
                    </span>
                    {vendor.displayName}
                    {vendor.maintenance ? (
                      <span className="badge badge--warning">{t('common.underMaintenance')}</span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className="panel game-list" aria-labelledby={`${searchId}-title`}>
            <div className="game-list__toolbar">
              <h2 id={`${searchId}-title`} className="game-list__title">
                {selected?.displayName ?? t('games.allProviders')}
                {list.data ? <span className="game-list__count">{t('games.total', { total })}</span> : null}
              </h2>
              <GameSearchBox id={searchId} value={search} onChange={setSearch} />
            </div>
            {list.isPending ? <div className="skeleton skeleton--grid" aria-hidden="true" /> : null}
            {list.isError ? (
              <p className="form-error" role="alert">
                {list.error.message}
              </p>
            ) : null}
            {!list.isPending && games.length === 0 && !list.isError ? (
              <EmptyState
                icon={keyword ? 'search' : CATEGORY_ICONS[category]}
                title={keyword ? t('games.noResultsTitle') : t('games.noGamesTitle')}
                text={keyword ? t('games.noResultsText', { keyword }) : t('games.noGamesText')}
                level={3}
              />
            ) : null}
            {games.length > 0 ? <GameGrid games={games} label={listLabel} /> : null}
            {list.hasNextPage ? (
              <div className="game-list__more">
                <p className="game-list__shown">{t('games.shown', { shown: games.length, total })}</p>
                <button
                  type="button"
                  className="button button--glass"
                  disabled={list.isFetchingNextPage}
                  onClick={() => void list.fetchNextPage()}
                >
                  {list.isFetchingNextPage ? t('games.loading') : t('games.loadMore')}
                </button>
              </div>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
