import { parseMinor } from '@croupier/contracts';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { useBootstrap } from '../../api/bootstrap-context.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Icon, type TIconName } from '../../components/icon.tsx';
import { displayMoney } from '../../lib/money-display.ts';
import { customRange, dayOf, presetRange, type TRange, type TRangePreset } from './money-time.ts';
import './member-money.css';

/** The merchant's currency symbol and time zone, from the bootstrap. */
export function useMerchantMoney() {
  const { merchant } = useBootstrap().permission;
  return { symbol: merchant.currencySymbol, timezone: merchant.timezone };
}

/** An amount with the currency symbol, 2 decimals (cut, never rounded up). */
export function formatAmount(amount: string, symbol: string): string {
  return `${symbol} ${displayMoney(amount)}`;
}

/** A signed amount, coloured by its sign: green in, red out. */
export function SignedAmount({ amount, symbol }: { amount: string; symbol: string }) {
  const minor = parseMinor(amount, { allowNegative: true });
  const tone = minor > 0n ? 'up' : minor < 0n ? 'down' : 'flat';
  const sign = minor > 0n ? '+' : minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? amount.slice(1) : amount;
  return (
    <span
      className={`money-amount money-amount--${tone}`}
    >{`${sign}${formatAmount(magnitude, symbol)}`}</span>
  );
}

/** The page's own heading block inside a member-centre section. */
export function MoneySectionHead({
  icon,
  title,
  lead,
  children,
}: {
  icon: TIconName;
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <header className="money-head">
      <span className="money-head__icon" aria-hidden="true">
        <Icon name={icon} size={22} />
      </span>
      <div className="money-head__text">
        <h2 className="money-head__title">{title}</h2>
        {lead ? <p className="money-head__lead">{lead}</p> : null}
      </div>
      {children ? <div className="money-head__aside">{children}</div> : null}
    </header>
  );
}

/** A stat tile (balance, held, totals). `tone` colours the value. */
export function StatTile({
  label,
  value,
  hint,
  icon,
  tone = 'plain',
  isFeatured,
}: {
  label: string;
  value: ReactNode;
  hint?: string;
  icon?: TIconName;
  tone?: 'plain' | 'up' | 'down';
  isFeatured?: boolean;
}) {
  return (
    <div className={`stat-tile${isFeatured ? ' stat-tile--featured' : ''}`}>
      <dt className="stat-tile__label">
        {icon ? <Icon name={icon} size={16} /> : null}
        <span>{label}</span>
      </dt>
      <dd className={`stat-tile__value stat-tile__value--${tone}`}>{value}</dd>
      {hint ? <dd className="stat-tile__hint">{hint}</dd> : null}
    </div>
  );
}

/** Loading placeholder rows of a money page. */
export function MoneySkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="money-skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={i} className="skeleton skeleton--row" />
      ))}
    </div>
  );
}

/** The failure block of a money page with a retry. */
export function MoneyError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="alert"
      title={t('memberMoney.common.loadError')}
      text={error instanceof ApiError ? error.message : undefined}
      compact
    >
      <button type="button" className="button button--outline button--small" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </EmptyState>
  );
}

/** The text of a failed money action: the server's message in the request language. */
export function errorText(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : String(error);
}

/** Previous/next paging with "Page x of y"; hidden when everything fits on one page. */
export function Pager({
  pageNo,
  pageSize,
  total,
  onChange,
}: {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (pageNo: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('memberMoney.common.pagination')}>
      <button
        type="button"
        className="icon-button"
        aria-label={t('memberMoney.common.previousPage')}
        disabled={pageNo <= 1}
        onClick={() => onChange(pageNo - 1)}
      >
        <Icon name="chevronLeft" size={18} />
      </button>
      <span className="pager__label" aria-live="polite">
        {t('memberMoney.common.pageOf', { page: pageNo, pages })}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={t('memberMoney.common.nextPage')}
        disabled={pageNo >= pages}
        onClick={() => onChange(pageNo + 1)}
      >
        <Icon name="chevronRight" size={18} />
      </button>
    </nav>
  );
}

/** A labelled native select styled like the site's selects. */
export function SelectField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
}) {
  const id = useId();
  return (
    <div className="field money-filter">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="select-wrap select-wrap--field">
        <select id={id} className="select" value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className="select-wrap__chevron" />
      </div>
    </div>
  );
}

/** The selected range of a records page: a preset, or custom calendar days. */
export type TRangeState = { preset: TRangePreset; range: TRange };

export function useRangeState(initial: Exclude<TRangePreset, 'custom'> = 'last7') {
  const { timezone } = useMerchantMoney();
  return useState<TRangeState>(() => ({ preset: initial, range: presetRange(initial, timezone) }));
}

/**
 * The date-range presets of the spec (today, previous 7 or 30 days) as toggle buttons, and a
 * custom pair of dates (at most 90 days) in the merchant's time zone.
 */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: TRangeState;
  onChange: (next: TRangeState) => void;
}) {
  const { t } = useTranslation();
  const { timezone } = useMerchantMoney();
  const [fromDay, setFromDay] = useState(() => dayOf(value.range.from, timezone));
  const [toDay, setToDay] = useState(() => dayOf(value.range.to, timezone));
  const [problem, setProblem] = useState<string | null>(null);
  const fromId = useId();
  const toId = useId();
  const problemId = useId();
  const presets = ['today', 'last7', 'last30', 'custom'] as const;

  const choose = (preset: TRangePreset) => {
    setProblem(null);
    if (preset === 'custom') {
      onChange({ preset, range: value.range });
      return;
    }
    const range = presetRange(preset, timezone);
    setFromDay(dayOf(range.from, timezone));
    setToDay(dayOf(range.to, timezone));
    onChange({ preset, range });
  };
  const apply = () => {
    const result = customRange(fromDay, toDay, timezone);
    if ('problem' in result) {
      const key = { order: 'rangeOrder', tooWide: 'rangeTooWide', invalid: 'rangeInvalid' } as const;
      setProblem(t(`memberMoney.common.${key[result.problem]}`));
      return;
    }
    setProblem(null);
    onChange({ preset: 'custom', range: result.range });
  };

  return (
    <div className="date-range">
      <fieldset className="segmented date-range__presets">
        <legend className="visually-hidden">{t('memberMoney.common.dateRange')}</legend>
        {presets.map((preset) => (
          <button
            key={preset}
            type="button"
            className="segmented__option"
            aria-pressed={value.preset === preset}
            onClick={() => choose(preset)}
          >
            {t(`memberMoney.common.presets.${preset}`)}
          </button>
        ))}
      </fieldset>
      {value.preset === 'custom' ? (
        <div className="date-range__custom">
          <div className="field">
            <label htmlFor={fromId} className="field__label">
              {t('memberMoney.common.from')}
            </label>
            <input
              id={fromId}
              type="date"
              className="input"
              value={fromDay}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setFromDay(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={toId} className="field__label">
              {t('memberMoney.common.to')}
            </label>
            <input
              id={toId}
              type="date"
              className="input"
              value={toDay}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setToDay(event.target.value)}
            />
          </div>
          <button type="button" className="button button--outline date-range__apply" onClick={apply}>
            {t('memberMoney.common.apply')}
          </button>
          {problem ? (
            <p id={problemId} className="field__error date-range__problem" role="alert">
              <Icon name="alert" size={14} />
              <span>{problem}</span>
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
