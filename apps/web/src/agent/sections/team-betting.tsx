import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBetting, useUserLoss } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { Money } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { useReportRange } from '../use-agent-context.ts';

const PAGE_SIZE = 20;

type TBettingRow = {
  username: string;
  level: number;
  rounds: number;
  validBet: string;
  payout: string;
  profitLoss: string;
  loss?: string;
};
type TBettingTotals = { rounds: number; validBet: string; payout: string; profitLoss: string; loss?: string };

function useBettingColumns(totals: TBettingTotals | undefined, withLoss: boolean): TColumn<TBettingRow>[] {
  const { t } = useTranslation();
  const columns: TColumn<TBettingRow>[] = [
    {
      id: 'username',
      header: t('agentCenter.table.username'),
      cell: (row) => (
        <span className="member-cell__text">
          <strong>{row.username}</strong>
          <span className="member-cell__meta">{t('agentCenter.table.levelValue', { level: row.level })}</span>
        </span>
      ),
    },
    {
      id: 'rounds',
      header: t('agentCenter.betting.rounds'),
      align: 'end',
      cell: (row) => row.rounds.toLocaleString(),
      total: totals ? totals.rounds.toLocaleString() : undefined,
    },
    {
      id: 'validBet',
      header: t('agentCenter.betting.validBet'),
      align: 'end',
      cell: (row) => <Money amount={row.validBet} />,
      total: totals ? <Money amount={totals.validBet} /> : undefined,
    },
    {
      id: 'payout',
      header: t('agentCenter.betting.payout'),
      align: 'end',
      cell: (row) => <Money amount={row.payout} />,
      total: totals ? <Money amount={totals.payout} /> : undefined,
    },
    {
      id: 'profitLoss',
      header: t('agentCenter.betting.profitLoss'),
      align: 'end',
      cell: (row) => <Money amount={row.profitLoss} tone />,
      total: totals ? <Money amount={totals.profitLoss} tone /> : undefined,
    },
  ];
  if (withLoss) {
    columns.push({
      id: 'loss',
      header: t('agentCenter.loss.loss'),
      align: 'end',
      cell: (row) => (
        <strong className="money money--down">
          <Money amount={row.loss} />
        </strong>
      ),
      total: totals?.loss ? <Money amount={totals.loss} /> : undefined,
    });
  }
  return columns;
}

/** Team betting: settled rounds per member of the downline in the period, with totals. */
export function TeamBettingSection() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [username, setUsername] = useState('');
  const report = useTeamBetting({ range, username, pageNo: page, pageSize: PAGE_SIZE });
  const columns = useBettingColumns(report.data?.totals, false);
  return (
    <AgentSection
      icon="ticket"
      title={t('agent.items.teamBetting')}
      lead={t('agentCenter.betting.lead')}
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
        caption={t('agentCenter.betting.caption')}
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

/** User loss: members whose result in the period is a loss, biggest loss first. */
export function UserLossSection() {
  const { t } = useTranslation();
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [username, setUsername] = useState('');
  const report = useUserLoss({ range, username, pageNo: page, pageSize: PAGE_SIZE });
  const columns = useBettingColumns(report.data?.totals, true);
  return (
    <AgentSection
      icon="flame"
      title={t('agent.items.userLoss')}
      lead={t('agentCenter.loss.lead')}
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
        caption={t('agentCenter.loss.caption')}
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
