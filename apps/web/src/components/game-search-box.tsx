import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

/** Search waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The game name search field (the game list's toolbar, the header's search popup). */
export function GameSearchBox({
  id,
  value,
  onChange,
  isAutoFocus = false,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The popup's dialog focuses the element marked `data-autofocus` when it opens. */
  isAutoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <search className="search-box">
      <Icon name="search" size={18} />
      <label htmlFor={id} className="visually-hidden">
        {t('games.search')}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('games.searchPlaceholder')}
        autoComplete="off"
        maxLength={60}
        data-autofocus={isAutoFocus ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </search>
  );
}
