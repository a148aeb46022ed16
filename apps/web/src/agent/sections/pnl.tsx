import { formatMinor, parseMinor } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { displayMoney } from '../../lib/money-display.ts';
import { usePnlStatement } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { TrendChart } from '../components/trend-chart.tsx';
import { daysOf } from '../lib/date-range.ts';
import { useReportRange } from '../use-agent-context.ts';
import { moneyColumn } from './money-column.tsx';

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

  const columns: TColumn<TPnlRow>[] = [
    { id: 'day', header: t('agentCenter.pnl.day'), cell: (row) => <time dateTime={row.day}>{row.day}</time> },
    moneyColumn('deposits', t('agentCenter.overview.deposits'), totals),
    moneyColumn('withdrawals', t('agentCenter.overview.withdrawals'), totals),
    moneyColumn('validBet', t('agentCenter.betting.validBet'), totals),
    moneyColumn('payout', t('agentCenter.betting.payout'), totals),
    moneyColumn('profitLoss', t('agentCenter.betting.profitLoss'), totals, true),
    moneyColumn('income', t('agentCenter.pnl.income'), totals, true),
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
