import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon.tsx';

/** A search box for one username of the downline; the search runs on submit, not on every key. */
export function UsernameSearch({ value, onSearch }: { value: string; onSearch: (username: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [draft, setDraft] = useState(value);
  return (
    <search>
      <form
        className="username-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <label htmlFor={id} className="visually-hidden">
          {t('agentCenter.table.searchUsername')}
        </label>
        <span className="username-search__icon" aria-hidden="true">
          <Icon name="search" size={16} />
        </span>
        <input
          id={id}
          className="input input--compact username-search__input"
          type="search"
          value={draft}
          placeholder={t('agentCenter.table.searchUsername')}
          autoComplete="off"
          maxLength={64}
          onChange={(event) => {
            setDraft(event.target.value);
            if (event.target.value === '' && value !== '') onSearch('');
          }}
        />
        <button type="submit" className="button button--ghost button--small">
          {t('agentCenter.table.search')}
        </button>
      </form>
    </search>
  );
}
