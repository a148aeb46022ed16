/** One recent result chip. */
export interface Recent {
  readonly id: string;
  readonly label: string;
  readonly isWin: boolean;
}

/** The strip of the player's last results in this game, newest first. */
export function RecentResults({ items }: { items: readonly Recent[] }) {
  if (items.length === 0) return <div className="recent recent--empty" aria-hidden="true" />;
  return (
    <ul className="recent" aria-label="Recent results">
      {items.map((r) => (
        <li key={r.id} className={`recent__chip${r.isWin ? ' is-win' : ''}`}>
          {r.label}
        </li>
      ))}
    </ul>
  );
}
