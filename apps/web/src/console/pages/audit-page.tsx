import { API, ZAuditPage, ZOk } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { consoleRequest, downloadCsv, when } from '../console-api.ts';
import { Pager } from './pager.tsx';

/** The audit trail: who did what, when and from where, with before and after; filtered on the server, exportable as CSV. */
export function AuditPage({ merchantCode }: { merchantCode: string }) {
  const [filter, setFilter] = useState({ actor: '', action: '' });
  const [draft, setDraft] = useState(filter);
  const [page, setPage] = useState(1);
  const query = { actor: filter.actor || undefined, action: filter.action || undefined };
  const audit = useQuery({
    queryKey: ['console', 'audit', merchantCode, filter, page],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.audit, ZOk(ZAuditPage), {
          params: { merchantCode },
          query: { ...query, page, pageSize: 25 },
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  return (
    <section className="console-page" aria-labelledby="audit-title">
      <header className="console-page__head">
        <h1 id="audit-title">Audit log</h1>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() =>
            void downloadCsv(API.admin.auditCsv, { merchantCode }, query, `audit-${merchantCode}.csv`)
          }
        >
          Export CSV
        </button>
      </header>
      <form
        className="console-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(draft);
          setPage(1);
        }}
      >
        <input
          className="input"
          aria-label="Actor"
          placeholder="Actor (operator:name, admin-key:…)"
          value={draft.actor}
          onChange={(e) => setDraft({ ...draft, actor: e.target.value })}
        />
        <input
          className="input"
          aria-label="Action"
          placeholder="Action prefix (player., operator., merchant.)"
          value={draft.action}
          onChange={(e) => setDraft({ ...draft, action: e.target.value })}
        />
        <button type="submit" className="button button--primary">
          Filter
        </button>
      </form>
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Audit log">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Action</th>
              <th>From</th>
              <th>Detail</th>
            </tr>
          </thead>
          <tbody>
            {audit.data?.items.map((row) => (
              <tr key={row.id}>
                <td>{when(row.at)}</td>
                <td className="console-strong">{row.actor}</td>
                <td>
                  <code className="console-code">{row.action}</code>
                </td>
                <td className="console-muted">{row.ip ?? '—'}</td>
                <td className="console-detail">
                  <code>{JSON.stringify(row.detail)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {audit.data?.items.length === 0 && <p className="console-empty">No audit row matches.</p>}
      </div>
      {audit.data && <Pager total={audit.data.total} pageNo={page} pageSize={25} onPage={setPage} />}
    </section>
  );
}
