import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBundle } from '../../i18n/locales/en.ts';
import { useDownlineTransactions } from '../agent-api.ts';
import { DateRangeFilter } from '../components/date-range-filter.tsx';
import { Money } from '../components/money.tsx';
import { ReportTable, type TColumn } from '../components/report-table.tsx';
import { AgentSection, FilterSelect } from '../components/section.tsx';
import { UsernameSearch } from '../components/username-search.tsx';
import { formatDateTime } from '../lib/format.ts';
import { useAgentTimezone, useReportRange } from '../use-agent-context.ts';

const PAGE_SIZE = 20;

type TTypeName = keyof TBundle['agentCenter']['transactions']['types'];
type TTransaction = {
  id: string;
  time: string;
  username: string;
  type: string;
  amount: string;
  balanceAfter: string;
};

/** Downline transaction details ("account details"): wallet movements of downline members. */
export function TransactionsSection() {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const { today, range, setRange, page, setPage } = useReportRange('last7');
  const [username, setUsername] = useState('');
  const [type, setType] = useState<'' | TTypeName>('');
  const report = useDownlineTransactions({ range, username, type, pageNo: page, pageSize: PAGE_SIZE });
  const typeNames = t('agentCenter.transactions.types', { returnObjects: true }) as Record<TTypeName, string>;
  const typeLabel = (value: string) => typeNames[value as TTypeName] ?? value.replace(/_/g, ' ');
  const totals = report.data?.totals;

  const columns: TColumn<TTransaction>[] = [
    {
      id: 'time',
      header: t('agentCenter.transactions.time'),
      cell: (row) => <time dateTime={row.time}>{formatDateTime(row.time, timezone)}</time>,
    },
    {
      id: 'username',
      header: t('agentCenter.table.username'),
      cell: (row) => <strong>{row.username}</strong>,
    },
    {
      id: 'type',
      header: t('agentCenter.transactions.type'),
      cell: (row) => <span className="chip chip--static">{typeLabel(row.type)}</span>,
    },
    {
      id: 'amount',
      header: t('agentCenter.transactions.amount'),
      align: 'end',
      cell: (row) => <Money amount={row.amount} tone />,
      total: totals ? (
        <span className="totals-pair">
          <span>
            {t('agentCenter.transactions.credits')} <Money amount={totals.credits} tone />
          </span>
          <span>
            {t('agentCenter.transactions.debits')} <Money amount={totals.debits} tone />
          </span>
        </span>
      ) : undefined,
    },
    {
      id: 'balanceAfter',
      header: t('agentCenter.transactions.balanceAfter'),
      align: 'end',
      cell: (row) => <Money amount={row.balanceAfter} />,
    },
  ];

  return (
    <AgentSection
      icon="clock"
      title={t('agent.items.accountDetails')}
      lead={t('agentCenter.transactions.lead')}
      toolbar={
        <>
          <DateRangeFilter value={range} onChange={setRange} today={today} />
          <div className="filters">
            <UsernameSearch
              value={username}
              onSearch={(value) => {
                setUsername(value);
                setPage(1);
              }}
            />
            <FilterSelect
              label={t('agentCenter.transactions.type')}
              value={type}
              options={[
                { value: '' as const, label: t('agentCenter.transactions.anyType') },
                ...(Object.keys(typeNames) as TTypeName[]).map((value) => ({
                  value,
                  label: typeNames[value],
                })),
              ]}
              onChange={(value) => {
                setType(value);
                setPage(1);
              }}
            />
          </div>
        </>
      }
    >
      <ReportTable
        caption={t('agentCenter.transactions.caption')}
        columns={columns}
        rows={report.data?.list}
        rowKey={(row) => row.id}
        isLoading={report.isFetching}
        error={report.error?.message}
        paging={{ page, pageSize: PAGE_SIZE, total: report.data?.total ?? 0, onPage: setPage }}
      />
    </AgentSection>
  );
}
