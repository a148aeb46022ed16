import { formatMinor, parseMinor } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '../../lib/money-display.ts';
import { useTeamOverview } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { Money, moneySign } from '../components/money.tsx';
import { AgentSection, StatCard } from '../components/section.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { daysOf } from '../lib/date-range.ts';
import { useReportRange } from '../use-agent-context.ts';

type TMetric = 'validBet' | 'profitLoss';

/** Team overview: the downline's figures for the period as cards, and a daily chart. */
export function TeamOverviewSection() {
  const { t } = useTranslation();
  const { today, range, setRange } = useReportRange('last7');
  const [metric, setMetric] = useState<TMetric>('validBet');
  const overview = useTeamOverview(range);
  const data = overview.data;
  const byDay = new Map((data?.days ?? []).map((day) => [day.day, day]));
  const points = daysOf(range).map((day) => ({ label: day, value: byDay.get(day)?.[metric] ?? '0' }));
  const total = points.reduce((sum, point) => sum + parseMinor(point.value, { allowNegative: true }), 0n);
  const metricLabel = t(`agentCenter.overview.${metric}`);
  const pl = data?.profitLoss ?? '0';

  return (
    <AgentSection
      icon="chart"
      title={t('agent.items.teamOverview')}
      lead={t('agentCenter.overview.lead')}
      toolbar={<DateRangeFilter value={range} onChange={setRange} today={today} />}
    >
      {overview.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {overview.error.message}
        </p>
      ) : null}
      <div className="stat-grid" aria-busy={overview.isFetching || undefined}>
        <StatCard
          icon="users"
          tone="primary"
          label={t('agentCenter.overview.members')}
          value={data ? data.members.toLocaleString() : '–'}
          hint={
            data
              ? t('agentCenter.overview.membersHint', { agents: data.agents, direct: data.directMembers })
              : undefined
          }
        />
        <StatCard
          icon="flame"
          tone="accent"
          label={t('agentCenter.overview.activeMembers')}
          value={data ? data.activeMembers.toLocaleString() : '–'}
        />
        <StatCard
          icon="user"
          label={t('agentCenter.overview.newMembers')}
          value={data ? data.newMembers.toLocaleString() : '–'}
        />
        <StatCard
          icon="wallet"
          label={t('agentCenter.overview.teamBalance')}
          value={<Money amount={data?.teamBalance} />}
        />
        <StatCard
          icon="deposit"
          label={t('agentCenter.overview.deposits')}
          value={<Money amount={data?.deposits} />}
        />
        <StatCard
          icon="withdraw"
          label={t('agentCenter.overview.withdrawals')}
          value={<Money amount={data?.withdrawals} />}
        />
        <StatCard
          icon="ticket"
          label={t('agentCenter.overview.validBet')}
          value={<Money amount={data?.validBet} />}
        />
        <StatCard
          icon="percent"
          tone={moneySign(pl) < 0 ? 'down' : moneySign(pl) > 0 ? 'up' : 'default'}
          label={t('agentCenter.overview.profitLoss')}
          value={<Money amount={data?.profitLoss} tone />}
          hint={t('agentCenter.overview.profitLossHint')}
        />
      </div>
      <div className="chart-card">
        <div className="chart-card__head">
          <h3 className="chart-card__title">{t('agentCenter.overview.chartTitle')}</h3>
          <fieldset className="segmented">
            <legend className="visually-hidden">{t('agentCenter.overview.chartMetric')}</legend>
            {(['validBet', 'profitLoss'] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="segmented__option"
                aria-pressed={metric === option}
                onClick={() => setMetric(option)}
              >
                {t(`agentCenter.overview.${option}`)}
              </button>
            ))}
          </fieldset>
        </div>
        <TrendChart
          points={points}
          title={metricLabel}
          summary={t('agentCenter.overview.chartSummary', {
            metric: metricLabel,
            from: range.from,
            to: range.to,
            total: displayMoney(formatMinor(total)),
          })}
        />
      </div>
    </AgentSection>
  );
}
