import { useI18n } from '../lib/i18n.ts';
/** One recent result chip. */
export interface Recent {
  readonly id: string;
  readonly label: string;
  readonly isWin: boolean;
}

/** The strip of the player's last results in this game, newest first. */
export function RecentResults({ items }: { items: readonly Recent[] }) {
  const { t } = useI18n();
  if (items.length === 0) return <div className="recent recent--empty" aria-hidden="true" />;
  return (
    <ul className="recent" aria-label={t('recentResults')}>
      {items.map((r) => (
        <li key={r.id} className={`recent__chip${r.isWin ? ' is-win' : ''}`}>
          {r.label}
        </li>
      ))}
    </ul>
  );
}
