import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevenueReport } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { useReportRange } from '../use-agent-context.ts';
import { moneyColumn } from './money-column.tsx';

const PAGE_SIZE = 20;

type TRevenueRow = {
  username: string;
  isAgent: boolean;
  teamMembers: number;
  activeMembers: number;
  deposits: string;
  withdrawals: string;
  validBet: string;
  profitLoss: string;
};

/** Revenue report: each direct downline with its whole team's figures for the period. */
export function RevenueSection() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [username, setUsername] = useState('');
  const report = useRevenueReport({ range, username, pageNo: page, pageSize: PAGE_SIZE });
  const totals = report.data?.totals;

  const columns: TColumn<TRevenueRow>[] = [
    {
      id: 'username',
      header: t('agentCenter.table.username'),
      cell: (row) => (
        <span className="member-cell__text">
          <strong>{row.username}</strong>
          <span className="member-cell__meta">
            <span className={row.isAgent ? 'badge badge--accent' : 'badge'}>
              {row.isAgent ? t('account.agent') : t('account.member')}
            </span>
          </span>
        </span>
      ),
    },
    {
      id: 'teamMembers',
      header: t('agentCenter.revenue.teamMembers'),
      align: 'end',
      cell: (row) => row.teamMembers.toLocaleString(),
      total: totals ? totals.teamMembers.toLocaleString() : undefined,
    },
    {
      id: 'activeMembers',
      header: t('agentCenter.overview.activeMembers'),
      align: 'end',
      cell: (row) => row.activeMembers.toLocaleString(),
      total: totals ? totals.activeMembers.toLocaleString() : undefined,
    },
    moneyColumn('deposits', t('agentCenter.overview.deposits'), totals),
    moneyColumn('withdrawals', t('agentCenter.overview.withdrawals'), totals),
    moneyColumn('validBet', t('agentCenter.betting.validBet'), totals),
    moneyColumn('profitLoss', t('agentCenter.betting.profitLoss'), totals, true),
  ];

  return (
    <AgentSection
      icon="trophy"
      title={t('agentCenter.sections.revenueReport')}
      lead={t('agentCenter.revenue.lead')}
      toolbar={
        <>
          <DateRangeFilter value={range} onChange={setRange} today={today} />
          <UsernameSearch
            value={username}
            onSearch={(value) => {
              setUsername(value);
              setPage(1);
            }}
          />
        </>
      }
    >
      <ReportTable
        caption={t('agentCenter.revenue.caption')}
        columns={columns}
        rows={report.data?.list}
        rowKey={(row) => row.username}
        isLoading={report.isFetching}
        error={report.error?.message}
        paging={{ page, pageSize: PAGE_SIZE, total: report.data?.total ?? 0, onPage: setPage }}
      />
    </AgentSection>
  );
}
