import type { TVipLevel, TVipOverview } from '@croupier/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../money-time.ts';
import {
  errorText,
  formatAmount,
  MoneyError,
  MoneySectionHead,
  MoneySkeleton,
  StatTile,
  useMerchantMoney,
} from '../money-ui.tsx';
import { useSetBirthday, useVipOverview } from './engagement-api.ts';
import '../../promotions/promotions.css';
import './engagement.css';

/** A level's medal: the crown in the level's metal. */
function Medal({ icon, size = 'md' }: { icon: TVipLevel['icon']; size?: 'md' | 'lg' }) {
  return (
    <span className={`vip-medal vip-medal--${icon} vip-medal--${size}`} aria-hidden="true">
      <Icon name="crown" size={size === 'lg' ? 30 : 18} />
    </span>
  );
}

/** Where the member stands and the way to the next level. */
function VipStanding({ overview }: { overview: TVipOverview }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const next = overview.next;
  const label = next ? t('engage.vip.progress', { name: next.name }) : '';
  return (
    <div className="vip-card">
      <div className="vip-card__head">
        {overview.icon ? <Medal icon={overview.icon} size="lg" /> : null}
        <div>
          <p className="vip-card__kicker">{t('engage.vip.current')}</p>
          <p className="vip-card__level">
            {overview.vipLabelName} <span className="vip-card__rank">VIP {overview.vipRankLevel}</span>
          </p>
        </div>
      </div>
      {next ? (
        <div className="vip-card__progress">
          <div className="bonus-card__progress-text">
            <span>{t('engage.vip.next', { name: next.name })}</span>
            <strong>{next.progressPercent}%</strong>
          </div>
          <div
            className="wager-bar"
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={next.progressPercent}
            aria-valuetext={t('engage.vip.progressValue', { percent: next.progressPercent, name: next.name })}
          >
            <span className="wager-bar__fill" style={{ width: `${next.progressPercent}%` }} />
          </div>
          <ul className="vip-card__togo">
            <li>
              {next.validBetToGo === '0.0000'
                ? t('engage.vip.betMet')
                : t('engage.vip.betToGo', { amount: formatAmount(next.validBetToGo, symbol) })}
            </li>
            <li>
              {next.depositToGo === '0.0000'
                ? t('engage.vip.depositMet')
                : t('engage.vip.depositToGo', { amount: formatAmount(next.depositToGo, symbol) })}
            </li>
          </ul>
        </div>
      ) : (
        <p className="vip-card__top">{t('engage.vip.top')}</p>
      )}
      {overview.retention ? (
        <p className="vip-card__keep">
          <Icon name="clock" size={16} />
          {t('engage.vip.retention', {
            required: formatAmount(overview.retention.required, symbol),
            done: formatAmount(overview.retention.validBet, symbol),
          })}
        </p>
      ) : null}
    </div>
  );
}

/** The birthday form: once, with the spec's 21 confirmation. */
function BirthdayForm({ overview }: { overview: TVipOverview }) {
  const { t } = useTranslation();
  const setBirthday = useSetBirthday();
  const [birthday, setValue] = useState('');
  const [isConfirmed, setConfirmed] = useState(false);
  const dateId = useId();
  const confirmId = useId();
  if (overview.birthday) {
    return (
      <p className="vip-birthday vip-birthday--set">
        <Icon name="gift" size={18} />
        {t('engage.vip.birthday.set', { date: overview.birthday })}
      </p>
    );
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (birthday && isConfirmed) setBirthday.mutate(birthday);
  };
  return (
    <form className="vip-birthday" onSubmit={onSubmit}>
      <h3 className="vip-section-title">{t('engage.vip.birthday.title')}</h3>
      <p className="vip-birthday__text">{t('engage.vip.birthday.text')}</p>
      <div className="vip-birthday__row">
        <label htmlFor={dateId}>{t('engage.vip.birthday.label')}</label>
        <input
          id={dateId}
          type="date"
          className="input"
          value={birthday}
          max={new Date().toISOString().slice(0, 10)}
          onChange={(event) => setValue(event.target.value)}
          required
        />
      </div>
      <div className="vip-birthday__confirm">
        <input
          id={confirmId}
          type="checkbox"
          checked={isConfirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          required
        />
        <label htmlFor={confirmId}>{t('engage.vip.birthday.confirm')}</label>
      </div>
      {setBirthday.isError ? (
        <p className="form-error" role="alert">
          {errorText(setBirthday.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--primary button--small"
        disabled={!birthday || !isConfirmed || setBirthday.isPending}
      >
        {t('engage.vip.birthday.save')}
      </button>
    </form>
  );
}

/** The table of levels with their thresholds and perks, the member's own row marked. */
function LevelTable({ overview }: { overview: TVipOverview }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const money = (amount: string) => (amount === '0.0000' ? '–' : formatAmount(amount, symbol));
  const rate = (level: TVipLevel) => {
    const bps = level.rebateRates.RNG ?? 0;
    return bps === 0 ? '–' : `${(bps / 100).toFixed(2)}%`;
  };
  return (
    <div className="vip-table-wrap">
      <h3 className="vip-section-title">{t('engage.vip.levelsTitle')}</h3>
      <div className="vip-table-scroll">
        <table className="vip-table">
          <caption className="visually-hidden">{t('engage.vip.levelsTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('engage.vip.columns.level')}</th>
              <th scope="col">{t('engage.vip.columns.needs')}</th>
              <th scope="col">{t('engage.vip.columns.upgrade')}</th>
              <th scope="col">{t('engage.vip.columns.monthly')}</th>
              <th scope="col">{t('engage.vip.columns.birthday')}</th>
              <th scope="col">{t('engage.vip.columns.withdrawal')}</th>
              <th scope="col">{t('engage.vip.columns.rebate')}</th>
              <th scope="col">{t('engage.vip.columns.keep')}</th>
            </tr>
          </thead>
          <tbody>
            {overview.levels.map((level) => {
              const isMine = level.level === overview.vipRankLevel;
              return (
                <tr
                  key={level.level}
                  className={isMine ? 'vip-table__mine' : undefined}
                  aria-current={isMine || undefined}
                >
                  <th scope="row">
                    <span className="vip-table__level">
                      <Medal icon={level.icon} />
                      <span>
                        {level.name}
                        {isMine ? <small className="vip-table__you">{t('engage.vip.you')}</small> : null}
                      </span>
                    </span>
                  </th>
                  <td>
                    {level.level === 0
                      ? t('engage.vip.everyone')
                      : t('engage.vip.needs', {
                          bet: formatAmount(level.minValidBet, symbol),
                          deposit: formatAmount(level.minDeposit, symbol),
                        })}
                  </td>
                  <td>{money(level.upgradeBonus)}</td>
                  <td>{money(level.monthlyBonus)}</td>
                  <td>{money(level.birthdayBonus)}</td>
                  <td>
                    {level.withdrawalDailyLimit
                      ? formatAmount(level.withdrawalDailyLimit, symbol)
                      : t('engage.vip.standard')}
                  </td>
                  <td>{rate(level)}</td>
                  <td>{money(level.retentionValidBet)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Member centre, vip: current level, progress to the next, the birthday bonus, and the table of levels and perks. */
export function VipPage() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const vip = useVipOverview();
  const overview = vip.data;
  return (
    <section className="money-page">
      <MoneySectionHead icon="crown" title={t('member.vip')} lead={t('engage.vip.lead')} />
      {vip.isPending ? <MoneySkeleton rows={3} /> : null}
      {vip.isError ? <MoneyError error={vip.error} onRetry={() => void vip.refetch()} /> : null}
      {overview && !overview.hasVip ? (
        <EmptyState icon="crown" title={t('engage.vip.none')} text={t('engage.vip.noneText')} level={3} />
      ) : null}
      {overview?.hasVip ? (
        <>
          <VipStanding overview={overview} />
          <dl className="stat-grid">
            <StatTile
              label={t('engage.vip.validBet')}
              value={formatAmount(overview.validBet, symbol)}
              icon="chart"
            />
            <StatTile
              label={t('engage.vip.deposits')}
              value={formatAmount(overview.deposit, symbol)}
              icon="deposit"
            />
          </dl>
          <LevelTable overview={overview} />
          <BirthdayForm overview={overview} />
          {overview.history.length > 0 ? (
            <div>
              <h3 className="vip-section-title">{t('engage.vip.history')}</h3>
              <ul className="vip-history">
                {overview.history.map((change) => (
                  <li key={`${change.at}-${change.toLevel}`}>
                    <span>{t(`engage.vip.reasons.${change.reason}`)}</span>
                    <span>
                      VIP {change.fromLevel} → VIP {change.toLevel}
                    </span>
                    <time dateTime={change.at}>{formatTime(change.at, timezone)}</time>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
