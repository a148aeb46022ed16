import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeamBetting, useUserLoss } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { Money } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection } from '../components/section.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { useReportRange } from '../use-agent-context.ts';
import { moneyColumn } from './money-column.tsx';

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
    moneyColumn('validBet', t('agentCenter.betting.validBet'), totals),
    moneyColumn('payout', t('agentCenter.betting.payout'), totals),
    moneyColumn('profitLoss', t('agentCenter.betting.profitLoss'), totals, true),
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

/**
 * A per-member betting report of the period (last 7 days first) with a username search that
 * starts again from page 1. `withLoss` adds the loss column.
 */
function BettingReportSection({
  icon,
  title,
  lead,
  caption,
  useRows,
  withLoss,
}: {
  icon: 'ticket' | 'flame';
  title: string;
  lead: string;
  caption: string;
  useRows: typeof useTeamBetting | typeof useUserLoss;
  withLoss: boolean;
}) {
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [username, setUsername] = useState('');
  const report = useRows({ range, username, pageNo: page, pageSize: PAGE_SIZE });
  const columns = useBettingColumns(report.data?.totals, withLoss);
  return (
    <AgentSection
      icon={icon}
      title={title}
      lead={lead}
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
        caption={caption}
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

/** Team betting: settled rounds per member of the downline in the period, with totals. */
export function TeamBettingSection() {
  const { t } = useTranslation();
  return (
    <BettingReportSection
      icon="ticket"
      title={t('agent.items.teamBetting')}
      lead={t('agentCenter.betting.lead')}
      caption={t('agentCenter.betting.caption')}
      useRows={useTeamBetting}
      withLoss={false}
    />
  );
}

/** User loss: members whose result in the period is a loss, biggest loss first. */
export function UserLossSection() {
  const { t } = useTranslation();
  return (
    <BettingReportSection
      icon="flame"
      title={t('agent.items.userLoss')}
      lead={t('agentCenter.loss.lead')}
      caption={t('agentCenter.loss.caption')}
      useRows={useUserLoss}
      withLoss
    />
  );
}
