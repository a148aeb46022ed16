import {
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_DAYS,
  type TRgExclusionInput,
  type TRgLimit,
} from '@croupier/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormNotice } from '../../../components/form-fields.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSessionStore } from '../../../stores/session-store.ts';
import { formatTime } from '../money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  useMerchantMoney,
} from '../money-ui.tsx';
import { useExclude, useRgOverview, useSetLimit, useSetRealityCheck } from './rg-api.ts';
import './rg.css';

/** The spec's age rule, shown on the member's page and in the help centre. */
export function AgeRule() {
  const { t } = useTranslation();
  return (
    <aside className="rg-age" aria-label={t('rg.ageTitle')}>
      <span className="rg-age__badge" aria-hidden="true">
        18+
      </span>
      <div>
        <h3>{t('rg.ageTitle')}</h3>
        <p>{t('rg.ageText')}</p>
      </div>
    </aside>
  );
}

/** One limit: what applies now, what was used this period, a pending raise, and a form to change it. */
function LimitRow({ limit }: { limit: TRgLimit }) {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const mutation = useSetLimit();
  const [value, setValue] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const inputId = useId();
  const isMinutes = limit.kind === 'session_daily';
  const show = (amount: string | null) =>
    amount === null ? t('rg.limits.none') : isMinutes ? amount : formatAmount(amount, symbol);
  const save = async (next: string | null) => {
    setNotice(null);
    const result = await mutation.mutateAsync({ kind: limit.kind, value: next });
    const saved = result.limits.find((l) => l.kind === limit.kind);
    setNotice(saved?.pending ? t('rg.limits.savedLater') : t('rg.limits.saved'));
    setValue('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() === '') return;
    void save(value.trim()).catch(() => undefined);
  };
  const label = t(`rg.limits.kinds.${limit.kind}`);
  return (
    <li className="rg-limit">
      <div className="rg-limit__head">
        <h4 className="rg-limit__name">{label}</h4>
        <strong className={`rg-limit__value${limit.value === null ? ' rg-limit__value--none' : ''}`}>
          {show(limit.value)}
        </strong>
      </div>
      <p className="rg-limit__used">
        {isMinutes
          ? t('rg.limits.usedMinutes', { used: limit.used })
          : t('rg.limits.used', { used: formatAmount(limit.used, symbol) })}
      </p>
      {limit.pending ? (
        <p className="rg-limit__pending">
          <Icon name="clock" size={14} />
          {limit.pending.value === null
            ? t('rg.limits.pendingRemove', { date: formatTime(limit.pending.appliesAt, timezone) })
            : t('rg.limits.pending', {
                value: show(limit.pending.value),
                date: formatTime(limit.pending.appliesAt, timezone),
              })}
        </p>
      ) : null}
      <form className="rg-limit__form" onSubmit={onSubmit} aria-label={label}>
        <label htmlFor={inputId} className="visually-hidden">
          {`${label}: ${t('rg.limits.newValue')}`}
        </label>
        <input
          id={inputId}
          className="rg-input"
          inputMode={isMinutes ? 'numeric' : 'decimal'}
          placeholder={t('rg.limits.newValue')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className="button button--primary button--small" disabled={mutation.isPending}>
          {t('rg.limits.save')}
        </button>
        {limit.value !== null && limit.pending?.value !== null ? (
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={mutation.isPending}
            onClick={() => void save(null).catch(() => undefined)}
          >
            {t('rg.limits.remove')}
          </button>
        ) : null}
      </form>
      <FormNotice
        message={mutation.isError ? errorText(mutation.error) : notice}
        tone={mutation.isError ? 'error' : 'success'}
      />
    </li>
  );
}

function RealityCheckCard({ minutes }: { minutes: number | null }) {
  const { t } = useTranslation();
  const mutation = useSetRealityCheck();
  const selectId = useId();
  return (
    <article className="money-card rg-card">
      <h3 className="rg-card__title">
        <Icon name="clock" size={18} />
        {t('rg.reality.title')}
      </h3>
      <p className="rg-card__lead">{t('rg.reality.lead')}</p>
      <div className="rg-inline">
        <label htmlFor={selectId}>{t('rg.reality.every')}</label>
        <select
          id={selectId}
          className="rg-input"
          value={minutes ?? ''}
          disabled={mutation.isPending}
          onChange={(event) => {
            const next = event.target.value === '' ? null : Number(event.target.value);
            mutation.mutate({ minutes: next as (typeof REALITY_CHECK_MINUTES)[number] | null });
          }}
        >
          <option value="">{t('rg.reality.off')}</option>
          {REALITY_CHECK_MINUTES.map((m) => (
            <option key={m} value={m}>
              {t('rg.reality.minutes', { count: m })}
            </option>
          ))}
        </select>
      </div>
      <FormNotice
        message={
          mutation.isError ? errorText(mutation.error) : mutation.isSuccess ? t('rg.reality.saved') : null
        }
        tone={mutation.isError ? 'error' : 'success'}
      />
    </article>
  );
}

function ExclusionCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clearSession);
  const mutation = useExclude();
  const [kind, setKind] = useState<TRgExclusionInput['kind']>('time_out');
  const [days, setDays] = useState<(typeof TIME_OUT_DAYS)[number]>(1);
  const [period, setPeriod] = useState<(typeof SELF_EXCLUSION_PERIODS)[number]>('6m');
  const [isConfirmed, setConfirmed] = useState(false);
  const lengthId = useId();
  const confirmId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input: TRgExclusionInput = kind === 'time_out' ? { kind, days } : { kind, period };
    await mutation.mutateAsync(input);
    // The server ended every session of the member: the site follows.
    clearSession();
    navigate('/', { replace: true });
  };
  return (
    <article className="money-card rg-card rg-card--warn">
      <h3 className="rg-card__title">
        <Icon name="ban" size={18} />
        {t('rg.exclusion.title')}
      </h3>
      <p className="rg-card__lead">{t('rg.exclusion.lead')}</p>
      <form className="rg-exclusion" onSubmit={(event) => void onSubmit(event).catch(() => undefined)}>
        <fieldset className="rg-segment">
          <legend className="visually-hidden">{t('rg.exclusion.title')}</legend>
          {(['time_out', 'self_exclusion'] as const).map((option) => (
            <label key={option} className={`rg-segment__option${kind === option ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="exclusion-kind"
                value={option}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                  setConfirmed(false);
                }}
              />
              {option === 'time_out' ? t('rg.exclusion.timeOut') : t('rg.exclusion.selfExclusion')}
            </label>
          ))}
        </fieldset>
        {kind === 'self_exclusion' ? (
          <p className="rg-card__note">{t('rg.exclusion.selfExclusionText')}</p>
        ) : null}
        <div className="rg-inline">
          <label htmlFor={lengthId}>{t('rg.exclusion.length')}</label>
          {kind === 'time_out' ? (
            <select
              id={lengthId}
              className="rg-input"
              value={days}
              onChange={(event) => setDays(Number(event.target.value) as (typeof TIME_OUT_DAYS)[number])}
            >
              {TIME_OUT_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t(`rg.exclusion.days.${d}`)}
                </option>
              ))}
            </select>
          ) : (
            <select
              id={lengthId}
              className="rg-input"
              value={period}
              onChange={(event) => setPeriod(event.target.value as (typeof SELF_EXCLUSION_PERIODS)[number])}
            >
              {SELF_EXCLUSION_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`rg.exclusion.periods.${p}`)}
                </option>
              ))}
            </select>
          )}
        </div>
        <div className="rg-check">
          <input
            id={confirmId}
            type="checkbox"
            checked={isConfirmed}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          <label htmlFor={confirmId}>{t('rg.exclusion.confirm')}</label>
        </div>
        <FormNotice message={mutation.isError ? errorText(mutation.error) : null} tone="error" />
        <button
          type="submit"
          className="button rg-button--danger"
          disabled={!isConfirmed || mutation.isPending}
        >
          {kind === 'time_out' ? t('rg.exclusion.start') : t('rg.exclusion.startSelf')}
        </button>
      </form>
      <p className="rg-card__note">{t('rg.exclusion.help')}</p>
    </article>
  );
}

/** Member centre: responsible gambling (limits, reality check, time-out, self-exclusion, age rule). */
export function ResponsibleGamblingPage() {
  const { t } = useTranslation();
  const overview = useRgOverview();
  return (
    <section className="rg-page" aria-label={t('rg.title')}>
      <MoneySectionHead icon="shield" title={t('rg.title')} lead={t('rg.lead')} />
      <AgeRule />
      {overview.isPending ? (
        <MoneySkeleton rows={4} />
      ) : overview.isError ? (
        <MoneyError error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <>
          <article className="money-card rg-card">
            <h3 className="rg-card__title">
              <Icon name="wallet" size={18} />
              {t('rg.limits.title')}
            </h3>
            <p className="rg-card__lead">{t('rg.limits.lead', { hours: overview.data.coolingOffHours })}</p>
            <ul className="rg-limits">
              {overview.data.limits.map((limit) => (
                <LimitRow key={limit.kind} limit={limit} />
              ))}
            </ul>
          </article>
          <div className="rg-grid">
            <RealityCheckCard minutes={overview.data.realityCheckMinutes} />
            <ExclusionCard />
          </div>
        </>
      )}
    </section>
  );
}

/** The help centre's responsible-gambling section: the age rule, what the member can set, and where. */
export function HelpResponsibleGambling() {
  const { t } = useTranslation();
  return (
    <section
      id="responsible-gambling"
      className="panel help-category rg-help"
      aria-labelledby="rg-help-title"
    >
      <h2 id="rg-help-title" className="help-category__title">
        {t('rg.title')}
      </h2>
      <AgeRule />
      <p>{t('rg.lead')}</p>
      <ul className="rg-help__list">
        <li>{t('rg.limits.lead', { hours: 24 })}</li>
        <li>{t('rg.reality.lead')}</li>
        <li>{t('rg.exclusion.lead')}</li>
        <li>{t('rg.exclusion.selfExclusionText')}</li>
      </ul>
      <p className="rg-card__note">{t('rg.exclusion.help')}</p>
      <Link to="/member?tab=responsibleGambling" className="button button--primary button--small">
        {t('rg.limits.title')}
      </Link>
    </section>
  );
}
