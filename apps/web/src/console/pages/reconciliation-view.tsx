import {
  formatMinor,
  parseMinor,
  RECONCILIATION_API,
  type TReconciliationDifference,
  type TReconciliationRun,
  type TReconciliationTotals,
  ZOk,
  ZReconciliationDifferencesPage,
  ZReconciliationRun,
  ZReconciliationRunsPage,
  ZReconciliationStart,
  ZReconciliationVendors,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleRequest, money, when } from '../console-api.ts';
import { refusal } from './console-forms.tsx';
import { Pager } from './pager.tsx';

const STATUS_LABEL: Record<TReconciliationRun['status'], string> = {
  matched: 'Matched',
  differences: 'Differences',
  failed: 'Failed',
};
const STATUS_PILL: Record<TReconciliationRun['status'], string> = {
  matched: 'approved',
  differences: 'pending',
  failed: 'rejected',
};
const DIFFERENCE_LABEL: Record<TReconciliationDifference['difference'], string> = {
  missing_on_platform: 'Missing on platform',
  missing_on_vendor: 'Missing at vendor',
  amount_mismatch: 'Amount differs',
  status_mismatch: 'Vendor saw no success',
};
const KIND_LABEL: Record<TReconciliationDifference['kind'], string> = {
  bet: 'Bet',
  win: 'Win',
  rollback: 'Rollback',
};

/**
 * Per-vendor reconciliation: the vendor's wallet calls of a day against the platform's ledger, both
 * sides' totals and each transaction that differs (server-paged), and the history of runs, the
 * nightly ones included. Running one is audited.
 */
export function ReconciliationView({ merchantCode }: { merchantCode: string }) {
  const key = ['console', 'reconciliation', merchantCode];
  const vendors = useQuery({
    queryKey: [...key, 'vendors'],
    queryFn: async () =>
      (
        await consoleRequest(RECONCILIATION_API.vendors, ZOk(ZReconciliationVendors), {
          params: { merchantCode },
        })
      ).value,
  });
  const [historyPage, setHistoryPage] = useState(1);
  const history = useQuery({
    queryKey: [...key, 'runs', historyPage],
    queryFn: async () =>
      (
        await consoleRequest(RECONCILIATION_API.runs, ZOk(ZReconciliationRunsPage), {
          params: { merchantCode },
          query: { pageNo: historyPage, pageSize: 10 },
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const shownId = picked ?? history.data?.list[0]?.id ?? null;
  const [vendorCode, setVendorCode] = useState('');
  // The brand's today (its time zone) until the operator picks another day.
  const [pickedDay, setDay] = useState('');
  const day = pickedDay || vendors.data?.today || '';
  const chosenVendor = vendorCode || vendors.data?.vendors[0]?.vendorCode || '';
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: async () =>
      (
        await consoleRequest(RECONCILIATION_API.runs, ZOk(ZReconciliationRun), {
          method: 'POST',
          params: { merchantCode },
          body: ZReconciliationStart.parse({ vendorCode: chosenVendor, day }),
        })
      ).value,
    onSuccess: (run) => {
      setPicked(run.id);
      setHistoryPage(1);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return (
    <>
      <form
        className="console-toolbar"
        aria-label="Run a reconciliation"
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate();
        }}
      >
        <select
          className="input console-select console-reconcile__vendor"
          aria-label="Vendor"
          value={chosenVendor}
          onChange={(e) => setVendorCode(e.target.value)}
        >
          {vendors.data?.vendors.map((v) => (
            <option key={v.vendorCode} value={v.vendorCode}>
              {v.vendorCode} · {v.name}
            </option>
          ))}
        </select>
        <input
          className="input console-select"
          type="date"
          aria-label="Day"
          value={day}
          max={vendors.data?.today}
          required
          onChange={(e) => setDay(e.target.value)}
        />
        <button
          type="submit"
          className="button button--primary"
          disabled={!chosenVendor || !day || start.isPending}
        >
          {start.isPending ? 'Reconciling…' : 'Run reconciliation'}
        </button>
      </form>
      <p className="console-muted">
        The vendor's wallet calls of the day (in the brand's time zone) against the platform's ledger. A
        reconciliation also runs every night for the day before.
      </p>
      {vendors.data?.vendors.length === 0 ? (
        <p className="console-empty">No vendor is connected to this brand yet.</p>
      ) : null}
      {start.error ? (
        <p className="console-error" role="alert">
          {refusal(start.error)}
        </p>
      ) : null}
      {shownId ? <RunDetail merchantCode={merchantCode} runId={shownId} /> : null}
      <div className="console-card console-card--flush">
        <h2 className="console-card__title">Past runs</h2>
        <table className="console-table" aria-label="Past runs">
          <thead>
            <tr>
              <th>Day</th>
              <th>Vendor</th>
              <th>Result</th>
              <th className="num">Differences</th>
              <th>Started</th>
              <th aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {history.data?.list.map((run) => (
              <tr key={run.id} aria-current={run.id === shownId ? 'true' : undefined}>
                <td className="console-strong">{run.day}</td>
                <td>{run.vendorCode}</td>
                <td>
                  <span className={`console-pill console-pill--${STATUS_PILL[run.status]}`}>
                    {STATUS_LABEL[run.status]}
                  </span>
                </td>
                <td className="num">{run.differenceCount}</td>
                <td>
                  {when(run.startedAt)}
                  <small className="console-muted console-block">{run.startedBy ?? 'Nightly run'}</small>
                </td>
                <td>
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-label={`Show the run of ${run.vendorCode} on ${run.day}, ${when(run.startedAt)}`}
                    disabled={run.id === shownId}
                    onClick={() => setPicked(run.id)}
                  >
                    Show
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {history.data?.total === 0 ? (
          <p className="console-empty">No reconciliation yet: run one above.</p>
        ) : null}
        {history.error ? (
          <p className="console-error" role="alert">
            {refusal(history.error)}
          </p>
        ) : null}
      </div>
      {history.data && history.data.total > history.data.pageSize ? (
        <Pager total={history.data.total} pageNo={historyPage} pageSize={10} onPage={setHistoryPage} />
      ) : null}
    </>
  );
}

const TOTAL_ROWS: { key: keyof TReconciliationTotals; label: string }[] = [
  { key: 'count', label: 'Transactions' },
  { key: 'bets', label: 'Bets' },
  { key: 'wins', label: 'Wins' },
  { key: 'rollbacks', label: 'Rollbacks' },
];

/** Platform minus vendor of one total, as the console shows it ('—' when they agree). */
function gap(run: TReconciliationRun, key: keyof TReconciliationTotals): string {
  if (key === 'count') {
    const d = run.platform.count - run.vendor.count;
    return d === 0 ? '—' : `${d > 0 ? '+' : '−'}${Math.abs(d)}`;
  }
  const d =
    parseMinor(run.platform[key], { allowNegative: true }) -
    parseMinor(run.vendor[key], { allowNegative: true });
  if (d === 0n) return '—';
  return `${d > 0n ? '+' : '−'}${money(formatMinor(d < 0n ? -d : d))}`;
}

function RunDetail({ merchantCode, runId }: { merchantCode: string; runId: string }) {
  const run = useQuery({
    queryKey: ['console', 'reconciliation', merchantCode, 'run', runId],
    queryFn: async () =>
      (
        await consoleRequest(RECONCILIATION_API.run, ZOk(ZReconciliationRun), {
          params: { merchantCode, id: runId },
        })
      ).value,
  });
  const [pageNo, setPageNo] = useState(1);
  const pageSize = 20;
  const differences = useQuery({
    queryKey: ['console', 'reconciliation', merchantCode, 'differences', runId, pageNo],
    queryFn: async () =>
      (
        await consoleRequest(RECONCILIATION_API.differences, ZOk(ZReconciliationDifferencesPage), {
          params: { merchantCode, id: runId },
          query: { pageNo, pageSize },
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const r = run.data;
  if (!r) return run.error ? <p className="console-error">{refusal(run.error)}</p> : null;
  return (
    <section
      className="console-card console-reconcile"
      aria-label={`Reconciliation of ${r.vendorCode} on ${r.day}`}
    >
      <div className="console-card__head">
        <h2>
          {r.vendorCode} · {r.day}
        </h2>
        <span className={`console-pill console-pill--${STATUS_PILL[r.status]}`}>
          {STATUS_LABEL[r.status]}
        </span>
      </div>
      <p className="console-muted console-reconcile__meta">
        {r.startedBy ? `Run by ${r.startedBy}` : 'Nightly run'} · {when(r.startedAt)}
      </p>
      {r.error ? (
        <p className="console-error" role="alert">
          The vendor could not be read: {r.error}
        </p>
      ) : null}
      <div className="console-reconcile__scroll">
        <table className="console-table" aria-label="Totals">
          <thead>
            <tr>
              <th />
              <th className="num">Platform</th>
              <th className="num">Vendor</th>
              <th className="num">Difference</th>
            </tr>
          </thead>
          <tbody>
            {TOTAL_ROWS.map(({ key, label }) => (
              <tr key={key} aria-label={label}>
                <th scope="row">{label}</th>
                <td className="num console-strong">
                  {key === 'count' ? r.platform.count : money(r.platform[key])}
                </td>
                <td className="num console-strong">
                  {key === 'count' ? r.vendor.count : money(r.vendor[key])}
                </td>
                <td className="num">{gap(r, key)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="console-reconcile__sub">Differences</h3>
      <div className="console-reconcile__scroll">
        <table className="console-table" aria-label="Differences">
          <thead>
            <tr>
              <th>Transaction</th>
              <th>Kind</th>
              <th>Player</th>
              <th>Difference</th>
              <th className="num">Platform</th>
              <th className="num">Vendor</th>
            </tr>
          </thead>
          <tbody>
            {differences.data?.list.map((d) => (
              <tr key={d.transactionId}>
                <td>
                  <span className="console-strong">{d.transactionId}</span>
                  <small className="console-muted console-block">Round {d.roundId}</small>
                </td>
                <td>{KIND_LABEL[d.kind]}</td>
                <td>{d.playerId}</td>
                <td>
                  {DIFFERENCE_LABEL[d.difference]}
                  {d.vendorStatus && d.vendorStatus !== 'ok' ? (
                    <small className="console-muted console-block">Vendor recorded: {d.vendorStatus}</small>
                  ) : null}
                </td>
                <td className="num">{d.platformAmount === null ? '—' : money(d.platformAmount)}</td>
                <td className="num">{d.vendorAmount === null ? '—' : money(d.vendorAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {differences.data?.total === 0 && !r.error ? (
        <p className="console-empty">No differences: both sides agree.</p>
      ) : null}
      {differences.data && differences.data.total > pageSize ? (
        <Pager total={differences.data.total} pageNo={pageNo} pageSize={pageSize} onPage={setPageNo} />
      ) : null}
    </section>
  );
}
