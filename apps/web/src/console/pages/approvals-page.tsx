import { API, type TOperatorMe, ZApproval, ZOk } from '@croupier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../api/api-client.ts';
import { consoleRequest, money, when } from '../console-api.ts';

/** Four-eyes requests of other operators: approve (the change happens now) or reject. */
export function ApprovalsPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const queryClient = useQueryClient();
  const approvals = useQuery({
    queryKey: ['console', 'approvals', merchantCode],
    queryFn: async () =>
      (await consoleRequest(API.admin.approvals, ZOk(z.array(ZApproval)), { params: { merchantCode } }))
        .value,
  });
  const decide = useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'approve' | 'reject' }) =>
      consoleRequest(API.admin.approvalDecision, ZOk(z.null()), {
        method: 'POST',
        params: { merchantCode, id, decision },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
  const mine = `operator:${me.username}`;
  return (
    <section className="console-page" aria-labelledby="approvals-title">
      <header className="console-page__head">
        <div>
          <h1 id="approvals-title">Approvals</h1>
          <p className="console-muted">
            Large balance adjustments and role changes wait here for a second operator.
          </p>
        </div>
      </header>
      {decide.error && (
        <p className="form-notice form-notice--error" role="alert">
          {decide.error instanceof ApiError ? decide.error.message : 'Something went wrong.'}
        </p>
      )}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Approvals">
          <thead>
            <tr>
              <th>Asked</th>
              <th>By</th>
              <th>Change</th>
              <th>Status</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {approvals.data?.map((row) => (
              <tr key={row.id}>
                <td>{when(row.createdAt)}</td>
                <td className="console-strong">{row.requestedBy}</td>
                <td>
                  {row.kind === 'balance_adjustment'
                    ? `Adjust player #${String(row.payload.memberId)} by ${money(String(row.payload.amount))}: ${String(row.payload.reason)}`
                    : `Operator #${String(row.payload.operatorId)} becomes ${String(row.payload.role).replace(/_/g, ' ')}`}
                </td>
                <td>
                  <span className={`console-pill console-pill--${row.status}`}>{row.status}</span>
                  {row.decidedBy && <small className="console-muted console-block">{row.decidedBy}</small>}
                </td>
                <td className="console-actions">
                  {row.status === 'pending' && row.requestedBy !== mine && (
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
                        disabled={decide.isPending}
                        onClick={() => decide.mutate({ id: row.id, decision: 'reject' })}
                      >
                        Reject
                      </button>
                    </>
                  )}
                  {row.status === 'pending' && row.requestedBy === mine && (
                    <small className="console-muted">Waiting for a second operator</small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {approvals.data?.length === 0 && <p className="console-empty">No request yet.</p>}
      </div>
    </section>
  );
}
