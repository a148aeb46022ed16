import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSearch } from '../api/lobby.ts';
import { Dialog } from '../components/dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { Icon } from '../components/icon.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { SEARCH_DEBOUNCE_MS } from '../pages/game-list-page.tsx';

/**
 * Game search from the header (spec section 5), on every page: games of every category whose name
 * matches what the player types, as cards that launch like anywhere else.
 */
export function GameSearchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useGameSearch(keyword);
  const games = results.data?.games ?? [];
  return (
    <Dialog title={t('games.search')} onClose={onClose} size="large" className="game-search-dialog">
      <search className="search-box">
        <Icon name="search" size={18} />
        <label htmlFor={inputId} className="visually-hidden">
          {t('games.search')}
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          placeholder={t('games.searchPlaceholder')}
          autoComplete="off"
          maxLength={60}
          data-autofocus
          onChange={(event) => setSearch(event.target.value)}
        />
      </search>
      <div className="game-search-dialog__results">
        {keyword === '' ? (
          <EmptyState icon="search" title={t('games.searchHint')} compact />
        ) : results.isPending ? (
          <div className="skeleton skeleton--grid" aria-hidden="true" />
        ) : results.isError ? (
          <p className="form-error" role="alert">
            {results.error.message}
          </p>
        ) : games.length === 0 ? (
          <EmptyState
            icon="search"
            title={t('games.noResultsTitle')}
            text={t('games.noResultsText', { keyword })}
            compact
          />
        ) : (
          <GameGrid games={games} label={t('games.searchResults', { keyword })} />
        )}
      </div>
    </Dialog>
  );
}
