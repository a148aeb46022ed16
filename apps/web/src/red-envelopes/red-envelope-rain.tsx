import type { TRedEnvelopeRain } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog.tsx';
import { formatTime } from '../pages/member/money-time.ts';
import { formatAmount, useMerchantMoney } from '../pages/member/money-ui.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { rainKeys, useClaimEnvelope, useCurrentRain } from './red-envelopes-api.ts';
import './red-envelopes.css';

/** Envelopes falling behind the floating one: decorative, their positions fixed so each render is the same. */
const FALLING = [8, 21, 34, 47, 60, 73, 86, 94];

/** The envelope drawing: a red pocket with a gold seal. */
function EnvelopeArt({ className, style }: { className?: string; style?: CSSProperties }) {
  return (
    <svg className={className} style={style} viewBox="0 0 64 80" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="56" height="72" rx="9" fill="#d81e2c" />
      <path d="M4 13a9 9 0 0 1 9-9h38a9 9 0 0 1 9 9v9L32 40 4 22z" fill="#b3121f" />
      <circle cx="32" cy="40" r="10" fill="#f7c948" stroke="#fff3c4" strokeWidth="2" />
      <path d="M27 40h10M32 35v10" stroke="#b3121f" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** Who may take part, in words. */
function Eligibility({ rain }: { rain: TRedEnvelopeRain }) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const from = formatTime(rain.qualifyFrom, timezone);
  let text = t('messages.rain.forEveryone');
  if (rain.minDeposit && rain.minValidBet)
    text = t('messages.rain.forEither', {
      deposit: formatAmount(rain.minDeposit, symbol),
      bet: formatAmount(rain.minValidBet, symbol),
      from,
    });
  else if (rain.minDeposit)
    text = t('messages.rain.forDeposit', { amount: formatAmount(rain.minDeposit, symbol), from });
  else if (rain.minValidBet)
    text = t('messages.rain.forBet', { amount: formatAmount(rain.minValidBet, symbol), from });
  return <p className="rain-dialog__text">{text}</p>;
}

/** The dialog of a live rain: what it is, who may take part, and the member's envelope. */
function RainDialog({ rain, onClose }: { rain: TRedEnvelopeRain; onClose: () => void }) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  const claim = useClaimEnvelope();
  const won = claim.data?.amount ?? rain.claimed?.amount ?? null;
  return (
    <Dialog
      title={rain.title}
      onClose={onClose}
      size="small"
      className="rain-dialog"
      description={t('messages.rain.remaining', { count: rain.remaining })}
    >
      <div className="rain-dialog__body">
        <EnvelopeArt className={`rain-dialog__art${won ? ' is-open' : ''}`} />
        {won ? (
          <div className="rain-dialog__won" role="status">
            <p className="rain-dialog__amount">
              {t('messages.rain.won', { amount: formatAmount(won, symbol) })}
            </p>
            <p className="rain-dialog__text">{t('messages.rain.wonText')}</p>
          </div>
        ) : (
          <>
            <Eligibility rain={rain} />
            <p className="rain-dialog__meta">
              {t('messages.rain.pool', { amount: formatAmount(rain.poolAmount, symbol) })}
              {' · '}
              {t('messages.rain.endsAt', { time: formatTime(rain.endsAt, timezone) })}
            </p>
            {claim.error ? (
              <p className="form-notice form-notice--error" role="alert">
                {claim.error.message}
              </p>
            ) : null}
            {isLogin ? (
              <button
                type="button"
                className="button button--primary rain-dialog__claim"
                data-autofocus
                disabled={claim.isPending || rain.remaining === 0}
                onClick={() => claim.mutate(rain.id)}
              >
                {claim.isPending ? t('messages.rain.claiming') : t('messages.rain.claim')}
              </button>
            ) : (
              <>
                <p className="rain-dialog__text">{t('messages.rain.loginToClaim')}</p>
                <button
                  type="button"
                  className="button button--primary rain-dialog__claim"
                  onClick={() => {
                    onClose();
                    openPopup('login');
                  }}
                >
                  {t('messages.rain.login')}
                </button>
              </>
            )}
          </>
        )}
        <details className="rain-dialog__fair">
          <summary>{t('messages.rain.fairness')}</summary>
          <p>{t('messages.rain.fairnessText')}</p>
          <code>{rain.seedHash}</code>
        </details>
      </div>
    </Dialog>
  );
}

/**
 * While a red-envelope rain is live: envelopes fall across the page and a floating envelope opens
 * the rain's dialog (hidden again once the member has opened its envelope and closed the dialog).
 * Before a rain starts it re-reads at the start instant, so the rain appears on time.
 */
export function RedEnvelopeRain() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const rain = useCurrentRain().data ?? null;
  const [isOpen, setOpen] = useState(false);
  const startsAt = rain?.status === 'upcoming' ? Date.parse(rain.startsAt) : null;
  const endsAt = rain?.status === 'live' ? Date.parse(rain.endsAt) : null;
  useEffect(() => {
    const at = startsAt ?? endsAt;
    if (at === null) return;
    const wait = Math.min(Math.max(at - Date.now(), 0) + 500, 2_147_000_000);
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: rainKeys.current(token) }),
      wait,
    );
    return () => clearTimeout(timer);
  }, [startsAt, endsAt, queryClient, token]);

  if (rain?.status !== 'live') return null;
  const isDone = rain.claimed !== null;
  return (
    <>
      {isDone ? null : (
        <div className="rain-falling" aria-hidden="true">
          {FALLING.map((left, index) => (
            <EnvelopeArt
              key={left}
              className="rain-falling__envelope"
              style={{ '--left': `${left}%`, '--delay': `${index * 0.7}s` } as CSSProperties}
            />
          ))}
        </div>
      )}
      {isDone && !isOpen ? null : (
        <button
          type="button"
          className="rain-button"
          aria-label={t('messages.rain.openButton')}
          onClick={() => setOpen(true)}
        >
          <EnvelopeArt className="rain-button__art" />
          <span className="rain-button__label">{t('messages.rain.live')}</span>
        </button>
      )}
      {isOpen ? <RainDialog rain={rain} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
