import type { TLotteryDraw } from '@croupier/contracts';
import { useState } from 'react';
import { useI18n } from '../lib/i18n.ts';
import { formatDateTime } from '../lib/time.ts';
import { type TVerification, verifyDraw } from '../lib/verify.ts';
import { Chip, Icon, TierTable } from './ui.tsx';

/** The results history of a game: every published draw with all its prize tiers, each verifiable. */
export function ResultsPanel({ draws, locale }: { draws: readonly TLotteryDraw[] | null; locale: string }) {
  const { t } = useI18n();
  const published = (draws ?? []).filter((d) => d.tiers !== null || d.status === 'cancelled');
  return (
    <section className="panel" aria-labelledby="results-title">
      <h2 id="results-title" className="panel__title">
        <Icon name="trophy" /> {t('results')}
      </h2>
      {draws === null ? (
        <div className="skeleton-list" aria-hidden="true">
          <span />
          <span />
        </div>
      ) : published.length === 0 ? (
        <p className="empty">{t('noResults')}</p>
      ) : (
        <ol className="results">
          {published.map((draw) => (
            <DrawResult key={draw.drawId} draw={draw} locale={locale} />
          ))}
        </ol>
      )}
    </section>
  );
}

function DrawResult({ draw, locale }: { draw: TLotteryDraw; locale: string }) {
  const { t } = useI18n();
  const [check, setCheck] = useState<TVerification | null>(null);
  const title = t('draw', { key: draw.drawKey });
  return (
    <li className="result" aria-label={title}>
      <header className="result__head">
        <div>
          <h3 className="result__title">{title}</h3>
          <span className="muted small">{formatDateTime(draw.drawnAt ?? draw.drawAt, locale)}</span>
        </div>
        {draw.status === 'cancelled' ? (
          <Chip tone="cancelled">{t('st_cancelled')}</Chip>
        ) : (
          <button
            type="button"
            className="btn btn--small btn--soft"
            aria-label={t('verifying', { key: draw.drawKey })}
            onClick={() => setCheck(verifyDraw(draw))}
          >
            <Icon name="shield" size={16} /> {t('verify')}
          </button>
        )}
      </header>
      {draw.status === 'cancelled' ? (
        <p className="muted">{t('cancelledDraw')}</p>
      ) : draw.tiers ? (
        <TierTable tiers={draw.tiers} kind={draw.kind} caption={title} />
      ) : null}
      {check && (
        <div
          className={`verify verify--${check.kind === 'checked' && check.isResultOk && check.isSeedHashOk ? 'ok' : 'bad'}`}
          role="status"
        >
          {check.kind === 'pending' ? (
            <p>{t('notDrawnYet')}</p>
          ) : (
            <>
              <p className="verify__line">
                {check.isResultOk ? t('verified') : t('verifyFailed', { tiers: check.mismatched.join(', ') })}
              </p>
              <p className="verify__line">{check.isSeedHashOk ? t('seedOk') : t('seedBad')}</p>
              <dl className="kv">
                <dt>{t('seed')}</dt>
                <dd className="mono break">{draw.seed}</dd>
                <dt>{t('seedHash')}</dt>
                <dd className="mono break">{draw.seedHash}</dd>
              </dl>
            </>
          )}
        </div>
      )}
    </li>
  );
}
