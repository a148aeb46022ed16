import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSearch } from '../api/lobby.ts';
import { Dialog } from '../components/dialog.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { GameSearchBox, SEARCH_DEBOUNCE_MS } from '../components/game-search-box.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

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
      <GameSearchBox id={inputId} value={search} onChange={setSearch} isAutoFocus />
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
