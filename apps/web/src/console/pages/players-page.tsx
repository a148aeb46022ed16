import { API, type TPlayersQuery, ZOk, ZPlayersPage } from '@croupier/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { consoleRequest, money, when } from '../console-api.ts';
import { Pager } from './pager.tsx';

/** Player search: filter, sort and pages come from the server. */
export function PlayersPage({ merchantCode }: { merchantCode: string }) {
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? undefined,
    status: (params.get('status') as TPlayersQuery['status']) || undefined,
    sort: (params.get('sort') as TPlayersQuery['sort']) || 'createdAt',
    order: (params.get('order') as TPlayersQuery['order']) || 'desc',
    pageNo: Number(params.get('pageNo') ?? 1),
    pageSize: 20,
  };
  const [text, setText] = useState(query.q ?? '');
  const players = useQuery({
    queryKey: ['console', 'players', merchantCode, query],
    queryFn: async () =>
      (await consoleRequest(API.admin.players, ZOk(ZPlayersPage), { params: { merchantCode }, query })).value,
    placeholderData: keepPreviousData,
  });
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    if (!('pageNo' in change)) next.delete('pageNo');
    setParams(next);
  };
  const sortBy = (sort: TPlayersQuery['sort']) =>
    update({ sort, order: query.sort === sort && query.order === 'desc' ? 'asc' : 'desc' });
  const ariaSort = (sort: TPlayersQuery['sort']) =>
    query.sort === sort ? (query.order === 'asc' ? 'ascending' : 'descending') : 'none';
  return (
    <section className="console-page" aria-labelledby="players-title">
      <header className="console-page__head">
        <h1 id="players-title">Players</h1>
      </header>
      <form
        className="console-toolbar"
        aria-label="Player search"
        onSubmit={(event) => {
          event.preventDefault();
          update({ q: text.trim() || undefined });
        }}
      >
        <input
          className="input"
          type="search"
          aria-label="Search players"
          placeholder="Username, nickname, mobile, email, IP or referral code"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <select
          className="input console-select"
          aria-label="Status"
          value={query.status ?? ''}
          onChange={(event) => update({ status: event.target.value || undefined })}
        >
          <option value="">All statuses</option>
          <option value="active">Active</option>
          <option value="disabled">Locked</option>
        </select>
        <button type="submit" className="button button--primary">
          Search
        </button>
      </form>
      <div className="console-card console-card--flush">
        <table className="console-table" aria-label="Players">
          <thead>
            <tr>
              <th aria-sort={ariaSort('username')}>
                <button type="button" onClick={() => sortBy('username')}>
                  Username
                </button>
              </th>
              <th>Contact</th>
              <th className="num">Balance</th>
              <th>Status</th>
              <th aria-sort={ariaSort('createdAt')}>
                <button type="button" onClick={() => sortBy('createdAt')}>
                  Registered
                </button>
              </th>
              <th aria-sort={ariaSort('lastLoginAt')}>
                <button type="button" onClick={() => sortBy('lastLoginAt')}>
                  Last login
                </button>
              </th>
            </tr>
          </thead>
          <tbody>
            {players.data?.list.map((player) => (
              <tr key={player.id}>
                <td>
                  <Link to={`/admin/players/${player.id}`} className="console-strong-link">
                    {player.username}
                  </Link>
                  {player.nickname && (
                    <small className="console-muted console-block">{player.nickname}</small>
                  )}
                </td>
                <td className="console-muted">{player.mobile ?? player.email ?? '—'}</td>
                <td className="num">{money(player.balance)}</td>
                <td>
                  <span className={`console-pill console-pill--${player.status}`}>
                    {player.status === 'active' ? 'Active' : 'Locked'}
                  </span>
                </td>
                <td>{when(player.registeredAt)}</td>
                <td>
                  {when(player.lastLoginAt)}
                  {player.lastLoginIp && (
                    <small className="console-muted console-block">{player.lastLoginIp}</small>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {players.data?.list.length === 0 && <p className="console-empty">No player matches.</p>}
      </div>
      {players.data && (
        <Pager
          total={players.data.total}
          pageNo={query.pageNo}
          pageSize={query.pageSize}
          onPage={(pageNo) => update({ pageNo: String(pageNo) })}
        />
      )}
    </section>
  );
}
