import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dialog } from '../../../components/dialog.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { SignedAmount, useMerchantMoney } from '../money-ui.tsx';
import { useRgSession } from './rg-api.ts';
import './rg.css';

/**
 * The reality check over a game (issue 20): every N minutes the member chose, a dialog with the
 * time played since sign-in and the session's net result, to continue or leave. Nothing shows
 * when the member turned it off or is not signed in.
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { symbol } = useMerchantMoney();
  const isSignedIn = useSessionStore((state) => state.token !== null);
  const session = useRgSession();
  const minutes = isSignedIn ? (session.data?.realityCheckMinutes ?? null) : null;
  const [isDue, setDue] = useState(false);
  const [round, setRound] = useState(0);
  const refetch = session.refetch;

  useEffect(() => {
    if (minutes === null || isDue) return;
    // `round` restarts the count after each "continue".
    void round;
    const timer = window.setTimeout(() => {
      void refetch().then(() => setDue(true));
    }, minutes * 60_000);
    return () => window.clearTimeout(timer);
  }, [minutes, isDue, round, refetch]);

  if (!isDue || !session.data) return null;
  const data = session.data;
  return (
    <Dialog
      title={t('rg.reality.popupTitle')}
      role="alertdialog"
      size="small"
      description={t('rg.reality.played', { minutes: data.minutesPlayed })}
      onClose={() => {
        setDue(false);
        setRound((r) => r + 1);
      }}
    >
      <div className="reality-check__figures">
        <div className="reality-check__result">
          <span>{t('rg.reality.result')}</span>
          <SignedAmount amount={data.netResult} symbol={symbol} />
        </div>
      </div>
      <div className="reality-check__actions">
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          onClick={() => {
            setDue(false);
            setRound((r) => r + 1);
          }}
        >
          {t('rg.reality.continue')}
        </button>
        <button type="button" className="button button--outline" onClick={() => navigate('/')}>
          {t('rg.reality.leave')}
        </button>
      </div>
    </Dialog>
  );
}
