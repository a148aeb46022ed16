import { formatMinor, parseMinor } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '../../lib/money-display.ts';
import { usePnlStatement } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { Money } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { daysOf } from '../lib/date-range.ts';
import { useReportRange } from '../use-agent-context.ts';

type TPnlRow = {
  day: string;
  deposits: string;
  withdrawals: string;
  validBet: string;
  payout: string;
  profitLoss: string;
  income: string;
};

/** P&L statements: the team's figures per day of the period and the agent's income, with a chart. */
export function PnlSection() {
  const { t } = useTranslation();
  const { today, range, setRange } = useReportRange('last7');
  const statement = usePnlStatement(range);
  const totals = statement.data?.totals;
  const byDay = new Map((statement.data?.list ?? []).map((row) => [row.day, row]));
  const points = daysOf(range).map((day) => ({ label: day, value: byDay.get(day)?.profitLoss ?? '0' }));
  const total = points.reduce((sum, point) => sum + parseMinor(point.value, { allowNegative: true }), 0n);

  const money = (key: Exclude<keyof TPnlRow, 'day'>, label: string, tone = false): TColumn<TPnlRow> => ({
    id: key,
    header: label,
    align: 'end',
    cell: (row) => <Money amount={row[key]} tone={tone} />,
    total: totals ? <Money amount={totals[key]} tone={tone} /> : undefined,
  });
  const columns: TColumn<TPnlRow>[] = [
    { id: 'day', header: t('agentCenter.pnl.day'), cell: (row) => <time dateTime={row.day}>{row.day}</time> },
    money('deposits', t('agentCenter.overview.deposits')),
    money('withdrawals', t('agentCenter.overview.withdrawals')),
    money('validBet', t('agentCenter.betting.validBet')),
    money('payout', t('agentCenter.betting.payout')),
    money('profitLoss', t('agentCenter.betting.profitLoss'), true),
    money('income', t('agentCenter.pnl.income'), true),
  ];
  const rows = [...(statement.data?.list ?? [])].sort((a, b) => (a.day < b.day ? 1 : -1));

  return (
    <AgentSection
      icon="percent"
      title={t('agentCenter.sections.palStatements')}
      lead={t('agentCenter.pnl.lead')}
      toolbar={<DateRangeFilter value={range} onChange={setRange} today={today} />}
    >
      <div className="chart-card">
        <TrendChart
          points={points}
          title={t('agentCenter.pnl.chartTitle')}
          summary={t('agentCenter.overview.chartSummary', {
            metric: t('agentCenter.betting.profitLoss'),
            from: range.from,
            to: range.to,
            total: displayMoney(formatMinor(total)),
          })}
        />
      </div>
      <ReportTable
        caption={t('agentCenter.pnl.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.day}
        isLoading={statement.isFetching}
        error={statement.error?.message}
      />
    </AgentSection>
  );
}
