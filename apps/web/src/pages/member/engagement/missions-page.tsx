import type { TMission, TMissionPeriod } from '@croupier/contracts';
import { useState } from 'react';
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
import { useClaimReward, useMissionLeaderboard, useMissionSummary } from './engagement-api.ts';
import '../../promotions/promotions.css';
import './engagement.css';

/** One mission: title, reward, progress bar and its claim button once done. */
function MissionCard({ mission, claim }: { mission: TMission; claim: ReturnType<typeof useClaimReward> }) {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const id = `mission:${mission.id}:${mission.periodKey}`;
  const isThis = claim.variables === id;
  const show = (value: string) => (mission.kind === 'bet_amount' ? formatAmount(value, symbol) : value);
  return (
    <li className={`mission-card mission-card--${mission.status}`}>
      <div className="mission-card__head">
        <span className="mission-card__icon" aria-hidden="true">
          <Icon name={mission.status === 'in_progress' ? 'star' : 'check'} size={18} />
        </span>
        <div className="mission-card__title">
          <h4>{mission.title}</h4>
          <p>
            {t('engage.missions.reward', { amount: formatAmount(mission.rewardAmount, symbol) })} ·{' '}
            {t('engage.missions.points', { points: mission.points })}
          </p>
        </div>
        <div className="mission-card__action">
          {mission.status === 'claim' ? (
            <button
              type="button"
              className="button button--primary button--small"
              aria-label={`${t('engage.missions.claim')}: ${mission.title}`}
              disabled={claim.isPending}
              onClick={() => claim.mutate(id)}
            >
              {t('engage.missions.claim')}
            </button>
          ) : (
            <span className={`promo-chip promo-chip--${mission.status === 'claimed' ? 'done' : 'info'}`}>
              {mission.status === 'claimed' ? t('engage.missions.claimed') : t('engage.missions.inProgress')}
            </span>
          )}
        </div>
      </div>
      <div
        className="wager-bar"
        role="progressbar"
        aria-label={t('engage.missions.progressLabel', { title: mission.title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.progressPercent}
        aria-valuetext={t('engage.missions.progressValue', {
          done: show(mission.progress),
          target: show(mission.target),
        })}
      >
        <span className="wager-bar__fill" style={{ width: `${mission.progressPercent}%` }} />
      </div>
      <p className="mission-card__value">
        {t('engage.missions.progressValue', { done: show(mission.progress), target: show(mission.target) })}
      </p>
      {claim.isError && isThis ? (
        <p className="form-error" role="alert">
          {errorText(claim.error)}
        </p>
      ) : null}
    </li>
  );
}

/** The mission-points leaderboard of today or this week, with its prizes. */
function Leaderboard() {
  const { t } = useTranslation();
  const { symbol } = useMerchantMoney();
  const [period, setPeriod] = useState<TMissionPeriod>('daily');
  const board = useMissionLeaderboard(period);
  return (
    <section className="mission-board" aria-labelledby="mission-board-title">
      <div className="mission-board__head">
        <h3 id="mission-board-title" className="vip-section-title">
          {t('engage.missions.leaderboard')}
        </h3>
        <fieldset className="promo-filter mission-board__periods">
          <legend className="visually-hidden">{t('engage.missions.leaderboard')}</legend>
          {(['daily', 'weekly'] as const).map((one) => (
            <button
              key={one}
              type="button"
              className="promo-filter__item"
              aria-pressed={period === one}
              onClick={() => setPeriod(one)}
            >
              {t(`engage.missions.periods.${one}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {board.isPending ? <MoneySkeleton rows={3} /> : null}
      {board.isError ? <MoneyError error={board.error} onRetry={() => void board.refetch()} /> : null}
      {board.data ? (
        <>
          {board.data.prizes.length > 0 ? (
            <p className="mission-board__prizes">
              <Icon name="trophy" size={16} />
              {t('engage.missions.prizes', {
                prizes: board.data.prizes
                  .map((prize) => `#${prize.rank} ${formatAmount(prize.amount, symbol)}`)
                  .join(' · '),
              })}
            </p>
          ) : null}
          <p className="mission-board__me">
            {board.data.me.rank
              ? t('engage.missions.myRank', { rank: board.data.me.rank, points: board.data.me.points })
              : t('engage.missions.notRanked')}
          </p>
          {board.data.list.length === 0 ? (
            <p className="mission-board__empty">{t('engage.missions.noEntries')}</p>
          ) : (
            <table className="vip-table mission-board__table">
              <caption className="visually-hidden">{t('engage.missions.leaderboard')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('engage.missions.rank')}</th>
                  <th scope="col">{t('engage.missions.player')}</th>
                  <th scope="col">{t('engage.missions.pointsColumn')}</th>
                  <th scope="col">{t('engage.missions.prize')}</th>
                </tr>
              </thead>
              <tbody>
                {board.data.list.map((row) => (
                  <tr key={`${row.rank}-${row.name}`} className={row.isMe ? 'vip-table__mine' : undefined}>
                    <td>
                      <span className={`mission-rank mission-rank--${Math.min(row.rank, 4)}`}>
                        {row.rank}
                      </span>
                    </td>
                    <th scope="row">{row.name}</th>
                    <td>{row.points}</td>
                    <td>{row.prize ? formatAmount(row.prize, symbol) : '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}

/** Member centre, missionLeaderboard: today's and this week's missions with claim buttons, and the leaderboard. */
export function MissionsPage() {
  const { t } = useTranslation();
  const { symbol, timezone } = useMerchantMoney();
  const summary = useMissionSummary();
  const claim = useClaimReward();
  const data = summary.data;
  const group = (period: TMissionPeriod) =>
    data?.missions.filter((mission) => mission.period === period) ?? [];
  return (
    <section className="money-page">
      <MoneySectionHead icon="star" title={t('member.missionLeaderboard')} lead={t('engage.missions.lead')} />
      {claim.isSuccess ? (
        <p className="reward-notice" role="status">
          <Icon name="check" size={16} className="reward-notice__icon" />
          {t('engage.rewards.claimedCash', { amount: formatAmount(claim.data.amount, symbol) })}
        </p>
      ) : null}
      {summary.isPending ? <MoneySkeleton rows={3} /> : null}
      {summary.isError ? <MoneyError error={summary.error} onRetry={() => void summary.refetch()} /> : null}
      {data ? (
        <dl className="stat-grid">
          <StatTile
            label={t('engage.missions.pointsToday')}
            value={String(data.daily.points)}
            icon="star"
            isFeatured
          />
          <StatTile
            label={t('engage.missions.pointsWeek')}
            value={String(data.weekly.points)}
            icon="trophy"
          />
        </dl>
      ) : null}
      {data && data.missions.length === 0 ? (
        <EmptyState
          icon="star"
          title={t('engage.missions.empty')}
          text={t('engage.missions.emptyText')}
          level={3}
        />
      ) : null}
      {data
        ? (['daily', 'weekly'] as const).map((period) =>
            group(period).length > 0 ? (
              <section key={period} className="mission-group" aria-label={t(`engage.missions.${period}`)}>
                <div className="mission-group__head">
                  <h3 className="vip-section-title">{t(`engage.missions.${period}`)}</h3>
                  <span className="mission-group__reset">
                    {t('engage.missions.resets', {
                      date: formatTime(data[period].periodEnd, timezone).slice(0, 16),
                    })}
                  </span>
                </div>
                <ul className="mission-list">
                  {group(period).map((mission) => (
                    <MissionCard key={mission.id} mission={mission} claim={claim} />
                  ))}
                </ul>
              </section>
            ) : null,
          )
        : null}
      <Leaderboard />
    </section>
  );
}
