import {
  API,
  type TConsoleGameRow,
  type TConsoleGamesQuery,
  type TConsoleVendorRow,
  type TConsoleVendorsQuery,
  type TOperatorMe,
  ZAdminGameOverride,
  ZAdminMerchantVendor,
  ZConsoleGamesPage,
  ZConsoleVendorsPage,
  ZOk,
} from '@croupier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { can, consoleRequest } from '../console-api.ts';
import { refusal as refused } from './console-forms.tsx';
import { useListParams } from './list-params.ts';
import { Pager } from './pager.tsx';
import { ReconciliationView } from './reconciliation-view.tsx';
import { useTabStrip } from './tab-strip.tsx';

const ZDone = z.object({ success: z.literal(true) });

const refusal = (error: unknown) =>
  refused(
    error,
    'Someone changed this meanwhile; the list now shows their change. Make yours again if it still applies.',
  );

/**
 * Games: which vendors the brand offers (on, maintenance, lobby order) and, per game, hot and shown.
 * Lists filter, sort and page on the server; each change names the version it was made from and
 * the server refuses it when another operator changed the row meanwhile.
 */
export function GamesPage({ merchantCode, me }: { merchantCode: string; me: TOperatorMe }) {
  const canRead = can(me, 'games.read');
  const canReconcile = can(me, 'finance.read');
  const { current: tab, strip } = useTabStrip('Games view', [
    ...(canRead
      ? [{ id: 'vendors', label: 'Vendors' } as const, { id: 'games', label: 'Games' } as const]
      : []),
    ...(canReconcile ? [{ id: 'reconciliation', label: 'Reconciliation' } as const] : []),
  ]);
  const canWrite = can(me, 'games.write');
  return (
    <section className="console-page" aria-labelledby="games-title">
      <header className="console-page__head">
        <div>
          <h1 id="games-title">Games</h1>
          <p className="console-muted">
            Vendors your players can open, their order in the lobby and maintenance; hot and hidden games;
            each vendor's day reconciled against the ledger.
          </p>
        </div>
      </header>
      {strip}
      {canWrite || tab === 'reconciliation' ? null : (
        <p className="console-muted">Read only: changing needs games.write.</p>
      )}
      {tab === 'vendors' ? <VendorsTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'games' ? <GamesTab merchantCode={merchantCode} canWrite={canWrite} /> : null}
      {tab === 'reconciliation' ? <ReconciliationView merchantCode={merchantCode} /> : null}
    </section>
  );
}

function VendorsTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const list = useListParams<TConsoleVendorsQuery['sort']>('sortOrder');
  const query = {
    q: list.params.get('q') ?? undefined,
    enabled: (list.params.get('enabled') as TConsoleVendorsQuery['enabled'] | null) ?? undefined,
    sort: list.sort,
    order: list.order,
    pageNo: list.pageNo,
    pageSize: 20,
  };
  const key = ['console', 'vendors', merchantCode];
  const vendors = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.merchantVendors, ZOk(ZConsoleVendorsPage), {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (input: {
      row: TConsoleVendorRow;
      enabled: boolean;
      maintenance: boolean;
      sortOrder: number;
    }) =>
      consoleRequest(API.admin.merchantVendor, ZDone, {
        method: 'PUT',
        params: { merchantCode, vassalage: input.row.vassalage },
        body: ZAdminMerchantVendor.parse({
          enabled: input.enabled,
          maintenance: input.maintenance,
          sortOrder: input.sortOrder,
          version: input.row.version,
        }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const [text, setText] = useState(query.q ?? '');
  return (
    <>
      <form
        className="console-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          list.update({ q: text.trim() });
        }}
      >
        <input
          className="input"
          type="search"
          aria-label="Find a vendor"
          placeholder="Code or name"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <select
          className="input console-select"
          aria-label="Offered"
          value={query.enabled ?? ''}
          onChange={(e) => list.update({ enabled: e.target.value })}
        >
          <option value="">All vendors</option>
          <option value="yes">Offered</option>
          <option value="no">Not offered</option>
        </select>
      </form>
      {change.error ? (
        <p className="console-error" role="alert">
          {refusal(change.error)}
        </p>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Vendors">
          <thead>
            <tr>
              <th aria-sort={list.ariaSort('vassalage')}>
                <button type="button" onClick={() => list.sortBy('vassalage')}>
                  Vendor
                </button>
              </th>
              <th>Type</th>
              <th aria-sort={list.ariaSort('games')} className="num">
                <button type="button" onClick={() => list.sortBy('games')}>
                  Games
                </button>
              </th>
              <th>Offered</th>
              <th>Maintenance</th>
              <th aria-sort={list.ariaSort('sortOrder')} className="num">
                <button type="button" onClick={() => list.sortBy('sortOrder')}>
                  Lobby order
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {vendors.data?.list.map((row) => (
              <tr key={row.vassalage}>
                <td>
                  <span className="console-strong">{row.displayName}</span>
                  <small className="console-muted console-block">{row.vassalage}</small>
                </td>
                <td>{row.gameType}</td>
                <td className="num">{row.games}</td>
                <td>
                  <label className="console-switch">
                    <input
                      type="checkbox"
                      aria-label={`Offer ${row.displayName}`}
                      checked={row.enabled}
                      disabled={!canWrite || change.isPending}
                      onChange={(e) =>
                        change.mutate({
                          row,
                          enabled: e.target.checked,
                          maintenance: row.maintenance,
                          sortOrder: row.sortOrder,
                        })
                      }
                    />
                    {row.enabled ? 'On' : 'Off'}
                  </label>
                </td>
                <td>
                  <label className="console-switch">
                    <input
                      type="checkbox"
                      aria-label={`${row.displayName} under maintenance`}
                      checked={row.maintenance}
                      disabled={!canWrite || change.isPending}
                      onChange={(e) =>
                        change.mutate({
                          row,
                          enabled: row.enabled,
                          maintenance: e.target.checked,
                          sortOrder: row.sortOrder,
                        })
                      }
                    />
                    {row.maintenance ? 'Closed' : 'Open'}
                  </label>
                  {row.platformStatus === 'maintenance' ? (
                    <small className="console-muted console-block">Closed by the platform</small>
                  ) : null}
                </td>
                <td className="num">
                  <OrderInput
                    label={`${row.displayName} lobby order`}
                    value={row.sortOrder}
                    disabled={!canWrite || change.isPending}
                    onCommit={(sortOrder) =>
                      change.mutate({ row, enabled: row.enabled, maintenance: row.maintenance, sortOrder })
                    }
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {vendors.data?.list.length === 0 ? <p className="console-empty">No vendor matches.</p> : null}
        {vendors.error ? (
          <p className="console-error" role="alert">
            {refusal(vendors.error)}
          </p>
        ) : null}
      </div>
      {vendors.data ? (
        <Pager
          total={vendors.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}

/** A number field that saves when the operator leaves it or presses Enter, and only if it changed. */
function OrderInput({
  label,
  value,
  disabled,
  onCommit,
}: {
  label: string;
  value: number;
  disabled: boolean;
  onCommit: (value: number) => void;
}) {
  const [text, setText] = useState(String(value));
  const commit = () => {
    const next = Number(text);
    if (Number.isInteger(next) && next !== value) onCommit(next);
    else setText(String(value));
  };
  return (
    <input
      className="input console-games__order"
      type="number"
      aria-label={label}
      value={text}
      disabled={disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function GamesTab({ merchantCode, canWrite }: { merchantCode: string; canWrite: boolean }) {
  const list = useListParams<TConsoleGamesQuery['sort']>('sortOrder');
  const query = {
    q: list.params.get('q') ?? undefined,
    vassalage: list.params.get('vendor') ?? undefined,
    hot: (list.params.get('hot') as TConsoleGamesQuery['hot'] | null) ?? undefined,
    hidden: (list.params.get('hidden') as TConsoleGamesQuery['hidden'] | null) ?? undefined,
    sort: list.sort,
    order: list.order,
    pageNo: list.pageNo,
    pageSize: 20,
  };
  const key = ['console', 'games', merchantCode];
  const games = useQuery({
    queryKey: [...key, query],
    queryFn: async () =>
      (
        await consoleRequest(API.admin.merchantGames, ZOk(ZConsoleGamesPage), {
          params: { merchantCode },
          query,
        })
      ).value,
    placeholderData: keepPreviousData,
  });
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (input: { row: TConsoleGameRow; isHot: boolean | null; hidden: boolean }) =>
      consoleRequest(API.admin.merchantGame, ZDone, {
        method: 'PUT',
        params: { merchantCode, nodeId: input.row.id },
        body: ZAdminGameOverride.parse({
          isHot: input.isHot,
          hidden: input.hidden,
          version: input.row.version,
        }),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const [text, setText] = useState(query.q ?? '');
  return (
    <>
      <form
        className="console-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          list.update({ q: text.trim() });
        }}
      >
        <input
          className="input"
          type="search"
          aria-label="Find a game"
          placeholder="Name or game code"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <input
          className="input console-select"
          aria-label="Vendor code"
          placeholder="Vendor code"
          defaultValue={query.vassalage ?? ''}
          onBlur={(e) => list.update({ vendor: e.target.value.trim().toUpperCase() })}
        />
        <select
          className="input console-select"
          aria-label="Hot"
          value={query.hot ?? ''}
          onChange={(e) => list.update({ hot: e.target.value })}
        >
          <option value="">Hot or not</option>
          <option value="yes">Hot</option>
          <option value="no">Not hot</option>
        </select>
        <select
          className="input console-select"
          aria-label="Shown"
          value={query.hidden ?? ''}
          onChange={(e) => list.update({ hidden: e.target.value })}
        >
          <option value="">Shown or hidden</option>
          <option value="no">Shown</option>
          <option value="yes">Hidden</option>
        </select>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      {change.error ? (
        <p className="console-error" role="alert">
          {refusal(change.error)}
        </p>
      ) : null}
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Games">
          <thead>
            <tr>
              <th aria-sort={list.ariaSort('name')}>
                <button type="button" onClick={() => list.sortBy('name')}>
                  Game
                </button>
              </th>
              <th aria-sort={list.ariaSort('vassalage')}>
                <button type="button" onClick={() => list.sortBy('vassalage')}>
                  Vendor
                </button>
              </th>
              <th>Type</th>
              <th>Hot</th>
              <th>Shown</th>
            </tr>
          </thead>
          <tbody>
            {games.data?.list.map((row) => (
              <tr key={row.id}>
                <td>
                  <span className="console-strong">{row.name}</span>
                  <small className="console-muted console-block">
                    {row.gameCode}
                    {row.status === 'maintenance' ? ' · under maintenance' : ''}
                  </small>
                </td>
                <td>{row.vassalage}</td>
                <td>{row.gameType}</td>
                <td>
                  <select
                    className="input console-select"
                    aria-label={`${row.name} hot`}
                    value={row.hot === null ? '' : row.hot ? 'yes' : 'no'}
                    disabled={!canWrite || change.isPending}
                    onChange={(e) =>
                      change.mutate({
                        row,
                        isHot: e.target.value === '' ? null : e.target.value === 'yes',
                        hidden: row.hidden,
                      })
                    }
                  >
                    <option value="">Catalogue ({row.catalogueHot ? 'hot' : 'not hot'})</option>
                    <option value="yes">Hot</option>
                    <option value="no">Not hot</option>
                  </select>
                </td>
                <td>
                  <label className="console-switch">
                    <input
                      type="checkbox"
                      aria-label={`Show ${row.name}`}
                      checked={!row.hidden}
                      disabled={!canWrite || change.isPending}
                      onChange={(e) => change.mutate({ row, isHot: row.hot, hidden: !e.target.checked })}
                    />
                    {row.hidden ? 'Hidden' : 'Shown'}
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {games.data?.list.length === 0 ? <p className="console-empty">No game matches.</p> : null}
        {games.error ? (
          <p className="console-error" role="alert">
            {refusal(games.error)}
          </p>
        ) : null}
      </div>
      {games.data ? (
        <Pager
          total={games.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => list.update({ pageNo: String(pageNo) })}
        />
      ) : null}
    </>
  );
}
