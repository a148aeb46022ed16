import {
  API,
  DEPOSIT_STATUSES,
  type TOperatorMe,
  WITHDRAWAL_STATUSES,
  ZDeposit,
  ZOk,
  ZPage,
  ZWithdrawal,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-client.ts';
import { can, consoleRequest, missingPermission, money, saveRowsAsCsv, when } from '../console-api.ts';
import { Pager } from './pager.tsx';

type Queue = 'withdrawals' | 'deposits';

const STATUS_LABEL: Record<string, string> = {
  pending: 'Pending',
  approved: 'Paid out',
  rejected: 'Rejected',
  received: 'Received',
  disputed: 'Disputed',
  partially_received: 'Partly received',
};

const ZDepositPage = ZOk(ZPage(ZDeposit));
const ZWithdrawalPage = ZOk(ZPage(ZWithdrawal));

interface Row {
  id: string;
  username: string;
  amount: string;
  status: string;
  detail: string;
  createdAt: string;
  decidedAt: string | null;
  /** Withdrawals: the AML checks that flagged the request for review (issue 20). */
  flags?: { reason: string; detail: string }[];
}

const FLAG_LABEL: Record<string, string> = {
  turnover: 'Turnover',
  rapid_in_out: 'Rapid in-out',
  shared_ip: 'Shared IP',
};

async function fetchQueue(
  merchantCode: string,
  queue: Queue,
  status: string,
  pageNo: number,
  pageSize: number,
) {
  const query = { status: status || undefined, pageNo, pageSize };
  if (queue === 'deposits') {
    const { value } = await consoleRequest(API.admin.deposits, ZDepositPage, {
      params: { merchantCode },
      query,
    });
    return {
      total: value.total,
      rows: value.list.map(
        (d): Row => ({
          id: d.id,
          username: d.username ?? '',
          amount: d.amount,
          status: d.status,
          detail: `${d.channel} · ${d.reference}`,
          createdAt: d.createdAt,
          decidedAt: d.decidedAt,
        }),
      ),
    };
  }
  const { value } = await consoleRequest(API.admin.withdrawals, ZWithdrawalPage, {
    params: { merchantCode },
    query,
  });
  return {
    total: value.total,
    rows: value.list.map(
      (w): Row => ({
        id: w.id,
        username: w.username ?? '',
        amount: w.amount,
        status: w.status,
        detail: `${w.bankName} · ${w.accountNumberMasked} · ${w.payeeName}`,
        createdAt: w.createdAt,
        decidedAt: w.decidedAt,
        flags: w.amlFlags ?? [],
      }),
    ),
  };
}

/** The deposit and withdrawal queues with the approve / reject / confirm flows of the cashier API. */
export function FinancePage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const [params, setParams] = useSearchParams();
  const queue: Queue = params.get('queue') === 'deposits' ? 'deposits' : 'withdrawals';
  const status = params.get('status') ?? 'pending';
  const pageNo = Number(params.get('pageNo') ?? 1);
  const pageSize = 20;
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: ['console', 'finance', merchantCode, queue, status, pageNo],
    queryFn: () => fetchQueue(merchantCode, queue, status, pageNo, pageSize),
    placeholderData: keepPreviousData,
  });
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' | 'forceReceived' }) => {
      const path = {
        deposits: { approve: API.admin.depositApprove, reject: API.admin.depositReject, forceReceived: '' },
        withdrawals: {
          approve: API.admin.withdrawalApprove,
          reject: API.admin.withdrawalReject,
          forceReceived: API.admin.withdrawalForceReceived,
        },
      }[queue][decision];
      return consoleRequest(path, ZOk(queue === 'deposits' ? ZDeposit : ZWithdrawal), {
        method: 'POST',
        params: { merchantCode, id },
        ...(decision === 'reject' ? { body: reason.trim() ? { reason: reason.trim() } : {} } : {}),
      });
    },
    onSuccess: () => {
      setRejecting(null);
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['console', 'finance'] });
    },
  });
  const mayDecide = can(me, queue === 'deposits' ? 'finance.deposits' : 'finance.withdrawals');
  const set = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) next.set(name, value);
    if (!('pageNo' in change)) next.delete('pageNo');
    setParams(next);
  };
  const exportCsv = async () => {
    const all = await fetchQueue(merchantCode, queue, status, 1, 100);
    saveRowsAsCsv(
      ['id', 'player', 'amount', 'status', 'detail', 'requested', 'decided'],
      all.rows.map((r) => [r.id, r.username, r.amount, r.status, r.detail, r.createdAt, r.decidedAt ?? '']),
      `${queue}-${status || 'all'}-${merchantCode}.csv`,
    );
  };
  const statuses = queue === 'deposits' ? DEPOSIT_STATUSES : WITHDRAWAL_STATUSES;
  const permission = missingPermission(decide.error);
  return (
    <section className="console-page" aria-labelledby="finance-title">
      <header className="console-page__head">
        <h1 id="finance-title">Finance</h1>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => void exportCsv()}
        >
          Export CSV
        </button>
      </header>
      <div className="console-toolbar">
        <div className="console-segmented" role="tablist" aria-label="Queue">
          {(['withdrawals', 'deposits'] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              aria-selected={queue === name}
              onClick={() => set({ queue: name, status: 'pending' })}
            >
              {name === 'withdrawals' ? 'Withdrawals' : 'Deposits'}
            </button>
          ))}
        </div>
        <select
          className="input console-select"
          aria-label="Status"
          value={status}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">All statuses</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s] ?? s}
            </option>
          ))}
        </select>
      </div>
      {decide.error && (
        <p className="form-notice form-notice--error" role="alert">
          {permission
            ? `Refused: your role lacks ${permission}.`
            : decide.error instanceof ApiError
              ? decide.error.message
              : 'Something went wrong.'}
        </p>
      )}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label={queue === 'deposits' ? 'Deposits' : 'Withdrawals'}>
          <thead>
            <tr>
              <th>Player</th>
              <th className="num">Amount</th>
              <th>{queue === 'deposits' ? 'Channel' : 'Bank account'}</th>
              <th>Requested</th>
              <th>Status</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {list.data?.rows.map((row) => (
              <tr key={row.id} aria-label={`${row.username} ${money(row.amount)}`}>
                <td className="console-strong">{row.username}</td>
                <td className="num console-strong">{money(row.amount)}</td>
                <td className="console-muted">
                  {row.detail}
                  {row.flags && row.flags.length > 0 && (
                    <ul className="console-flags" aria-label="AML flags">
                      {row.flags.map((flag) => (
                        <li key={flag.reason} className="console-flag" title={flag.detail}>
                          <strong>{FLAG_LABEL[flag.reason] ?? flag.reason}</strong> {flag.detail}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>{when(row.createdAt)}</td>
                <td>
                  <span className={`console-pill console-pill--${row.status}`}>
                    {STATUS_LABEL[row.status] ?? row.status}
                  </span>
                </td>
                <td className="console-actions">
                  {mayDecide && row.status === 'pending' && rejecting !== row.id && (
                    <>
                      <button
                        type="button"
                        className="button button--primary button--small"
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: row.id, decision: 'approve' })}
                      >
                        Approve
                      </button>
                      <button
                        type="button"
                        className="button button--outline button--small"
                        onClick={() => setRejecting(row.id)}
                      >
                        Reject
                      </button>
                    </>
                  )}
                  {mayDecide && rejecting === row.id && (
                    <form
                      className="console-reject"
                      onSubmit={(event) => {
                        event.preventDefault();
                        decide.mutate({ id: row.id, decision: 'reject' });
                      }}
                    >
                      <input
                        className="input"
                        aria-label="Reason to reject"
                        value={reason}
                        maxLength={500}
                        onChange={(event) => setReason(event.target.value)}
                      />
                      <button type="submit" className="button button--danger button--small">
                        Confirm reject
                      </button>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => setRejecting(null)}
                      >
                        Cancel
                      </button>
                    </form>
                  )}
                  {mayDecide &&
                    queue === 'withdrawals' &&
                    ['approved', 'disputed', 'partially_received'].includes(row.status) && (
                      <button
                        type="button"
                        className="button button--outline button--small"
                        onClick={() => decide.mutate({ id: row.id, decision: 'forceReceived' })}
                      >
                        Confirm received
                      </button>
                    )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data?.rows.length === 0 && <p className="console-empty">Nothing in this queue.</p>}
      </div>
      {list.data && (
        <Pager
          total={list.data.total}
          pageNo={pageNo}
          pageSize={pageSize}
          onPage={(n) => set({ pageNo: String(n) })}
        />
      )}
    </section>
  );
}
