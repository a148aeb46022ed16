import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys, useWalletBalance } from '../api/queries.ts';
import { displayMoney } from '../lib/money-display.ts';
import '../realtime/realtime.css';
import { useBalanceChange } from '../realtime/use-balance-change.ts';
import { useRealtimeBalance } from '../realtime/use-realtime-balance.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { Icon } from './icon.tsx';

const HIDDEN_KEY = 'hideBalance';
const REFRESH_THROTTLE_MS = 1000;

/**
 * The header balance (spec section 2): the amount with two decimals, a show/hide toggle the
 * player's choice sticks to, and a refresh button (at most once a second). While logged in it
 * follows the member's socket, so a win, a deposit or an operator adjustment shows without reload.
 */
export function BalanceWidget() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const { data, isFetching, isError } = useWalletBalance();
  useRealtimeBalance();
  const change = useBalanceChange(token, data?.balance);
  const [isHidden, setHidden] = useState(() => localStorage.getItem(HIDDEN_KEY) === '1');
  const lastRefresh = useRef(0);

  const toggle = () => {
    const next = !isHidden;
    setHidden(next);
    localStorage.setItem(HIDDEN_KEY, next ? '1' : '0');
  };
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
  };

  const amount = data ? `${data.currencySymbol} ${displayMoney(data.balance)}` : isError ? '—' : '…';
  return (
    <fieldset
      className={`balance-widget${change ? ` balance-widget--${change}` : ''}`}
      aria-label={t('header.balance')}
    >
      <span className="balance-widget__amount" aria-live="polite">
        {isHidden ? '******' : amount}
      </span>
      <button
        type="button"
        className="icon-button icon-button--small"
        aria-label={isHidden ? t('header.showBalance') : t('header.hideBalance')}
        onClick={toggle}
      >
        <Icon name={isHidden ? 'eye' : 'eyeOff'} size={16} />
      </button>
      <button
        type="button"
        className={`icon-button icon-button--small${isFetching ? ' is-spinning' : ''}`}
        aria-label={t('header.refreshBalance')}
        onClick={refresh}
      >
        <Icon name="refresh" size={16} />
      </button>
    </fieldset>
  );
}
