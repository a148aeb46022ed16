import type { TLotteryDraw, TLotteryKind } from '@croupier/contracts';
import { useMemo } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { hotAndCold, type TrendEntry, trendBoard } from '../lib/trends.ts';
import { Icon } from './ui.tsx';

/** Hot and cold numbers over the published draws, and the whole board shaded by frequency. */
export function TrendsPanel({ kind, draws }: { kind: TLotteryKind; draws: readonly TLotteryDraw[] | null }) {
  const { t } = useI18n();
  const drawn = (draws ?? []).filter((d) => d.tiers !== null);
  const board = useMemo(
    () =>
      trendBoard(
        kind,
        drawn.map((d) => d.tiers),
      ),
    [kind, drawn],
  );
  const { hot, cold } = hotAndCold(board, board.length > 20 ? 8 : 3);
  const most = Math.max(1, ...board.map((e) => e.count));
  const label = kind.startsWith('VN') || kind === 'SEA_4D' ? '00–99' : t('pickNumbers');
  return (
    <section className="panel" aria-labelledby="trends-title">
      <h2 id="trends-title" className="panel__title">
        <Icon name="chart" /> {t('tabTrends')}
      </h2>
      {drawn.length === 0 ? (
        <p className="empty">{t('noResults')}</p>
      ) : (
        <>
          <p className="muted">
            {t('trendsLead', { count: drawn.length })} · {t('trendsHint', { label })}
          </p>
          <div className="hotcold">
            <TrendList title={t('hot')} tone="hot" entries={hot} />
            <TrendList title={t('cold')} tone="cold" entries={cold} />
          </div>
          <ul className={`heat heat--${board.length > 20 ? 'wide' : 'small'}`} aria-label={label}>
            {board.map((entry) => (
              <li
                key={entry.key}
                className="heat__cell"
                style={{ '--heat': (entry.count / most).toFixed(2) } as React.CSSProperties}
                title={`${entry.key}: ${t('times', { count: entry.count })} · ${t('since', { count: entry.gap })}`}
              >
                <span className="heat__key">{entry.key}</span>
                <span className="heat__count">{entry.count}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function TrendList({
  title,
  tone,
  entries,
}: {
  title: string;
  tone: 'hot' | 'cold';
  entries: readonly TrendEntry[];
}) {
  const { t } = useI18n();
  return (
    <div className={`trend trend--${tone}`}>
      <h3 className="trend__title">{title}</h3>
      <ol className="trend__list" aria-label={title}>
        {entries.map((e) => (
          <li key={e.key} className="trend__item">
            <span className="trend__ball">{e.key}</span>
            <span className="small">{t('times', { count: e.count })}</span>
            <span className="muted small">{t('since', { count: e.gap })}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
