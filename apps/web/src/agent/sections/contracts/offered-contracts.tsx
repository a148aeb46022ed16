import type { TContract, TContractKind } from '@croupier/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContract, useContracts } from '../../agent-api.ts';
import { ReportTable, type TColumn } from '../../components/report-table.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { topRate } from '../../lib/tiers.ts';
import { useAgentTimezone } from '../../use-agent-context.ts';
import { DecisionDialog } from './decision-dialog.tsx';

/** A contract's recorded state changes: what, who, when, why. */
export function ContractHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const contract = useContract(id);
  if (contract.isPending) return <span className="spinner" aria-hidden="true" />;
  const events = contract.data?.events ?? [];
  return (
    <ol className="history">
      {events.map((event, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events are an append-only list
        <li key={index} className={`history__item history__item--${event.action}`}>
          <strong>{t(`agentCenter.contractEvents.${event.action}`)}</strong>{' '}
          <span className="muted">{t('agentCenter.contracts.by', { actor: event.actor })}</span>{' '}
          <time dateTime={event.at}>{formatDateTime(event.at, timezone)}</time>
          {event.reason ? <span className="history__reason">“{event.reason}”</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** Contracts this agent offered its downline: status, top rate, history; terminate while live. */
export function OfferedContracts({ kind }: { kind: TContractKind }) {
  const { t } = useTranslation();
  const timezone = useAgentTimezone();
  const [page, setPage] = useState(1);
  const [terminating, setTerminating] = useState<TContract | null>(null);
  const [openHistory, setOpenHistory] = useState<string | null>(null);
  const contracts = useContracts({ kind, role: 'upline', pageNo: page, pageSize: 10 });
  const columns: TColumn<TContract>[] = [
    {
      id: 'downline',
      header: t('agentCenter.contracts.counterpart'),
      cell: (row) => <strong>{row.downline}</strong>,
    },
    {
      id: 'status',
      header: t('agentCenter.contracts.status'),
      cell: (row) => (
        <span className={`status-pill status-pill--${row.status}`}>
          {t(`agentCenter.contractStatus.${row.status}`)}
        </span>
      ),
    },
    {
      id: 'rate',
      header: t('agentCenter.contracts.rate'),
      align: 'end',
      cell: (row) => (
        <span className="rate">{t('agentCenter.contracts.topRate', { rate: topRate(row.tiers) })}</span>
      ),
    },
    {
      id: 'created',
      header: t('agentCenter.contracts.created'),
      cell: (row) => <time dateTime={row.createdAt}>{formatDateTime(row.createdAt, timezone, false)}</time>,
    },
    {
      id: 'actions',
      header: t('agentCenter.downline.actions'),
      align: 'end',
      cell: (row) => (
        <span className="row-actions">
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={openHistory === row.id}
            onClick={() => setOpenHistory((open) => (open === row.id ? null : row.id))}
          >
            {t('agentCenter.contracts.history')}
          </button>
          {row.status === 'pending' || row.status === 'active' ? (
            <button
              type="button"
              className="button button--outline button--small"
              onClick={() => setTerminating(row)}
            >
              {t('agentCenter.contracts.terminate')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <section className="agent-subsection" aria-labelledby="offered-title">
      <h3 id="offered-title" className="agent-card__title">
        {t('agentCenter.contracts.offeredByMe')}
      </h3>
      <ReportTable
        caption={t('agentCenter.contracts.offeredByMe')}
        columns={columns}
        rows={contracts.data?.list}
        rowKey={(row) => row.id}
        isLoading={contracts.isFetching}
        error={contracts.error?.message}
        paging={{ page, pageSize: 10, total: contracts.data?.total ?? 0, onPage: setPage }}
      />
      {openHistory ? (
        <div className="agent-card">
          <h4 className="agent-card__title">{t('agentCenter.contracts.history')}</h4>
          <ContractHistory id={openHistory} />
        </div>
      ) : null}
      {terminating ? (
        <DecisionDialog contract={terminating} decision="terminate" onClose={() => setTerminating(null)} />
      ) : null}
    </section>
  );
}
