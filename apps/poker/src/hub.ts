import { formatMinor, type TPokerChatMessage, type TPokerServerMessage } from '@croupier/contracts';
import type { SessionRow } from '@croupier/vendor-kit';
import type { PokerTable, TableEvents } from './table.ts';
import type { PokerTables } from './tables.ts';

export interface PokerClient {
  session: SessionRow;
  table: string;
  send(message: TPokerServerMessage): void;
}

/**
 * The sockets of each table: every change of a table pushes each watcher its own view (their hole
 * cards only); chat messages and cash-out balances go to whom they concern.
 */
export class PokerHub implements TableEvents {
  private readonly clients = new Map<string, Set<PokerClient>>();
  tables: PokerTables | undefined;
  private pending = new Set<PokerTable>();
  private scheduled = false;

  join(client: PokerClient): void {
    const set = this.clients.get(client.table) ?? new Set();
    set.add(client);
    this.clients.set(client.table, set);
    const table = this.tables?.get(client.table);
    table?.presence(client.session.merchant_code, client.session.player_id, 1);
    if (table) client.send({ type: 'table', table: table.view(viewerOf(client)) });
  }

  leave(client: PokerClient): void {
    const set = this.clients.get(client.table);
    if (!set?.delete(client)) return;
    this.tables?.get(client.table).presence(client.session.merchant_code, client.session.player_id, -1);
  }

  sockets(table: string, merchantCode: string, playerId: string): number {
    let n = 0;
    for (const c of this.clients.get(table) ?? [])
      if (c.session.merchant_code === merchantCode && c.session.player_id === playerId) n++;
    return n;
  }

  watching(table: string): number {
    return this.clients.get(table)?.size ?? 0;
  }

  /** Pushes coalesce: many changes in one tick of the event loop send one view each. */
  changed(table: PokerTable): void {
    this.pending.add(table);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      const tables = [...this.pending];
      this.pending.clear();
      for (const t of tables)
        for (const client of this.clients.get(t.code) ?? [])
          client.send({ type: 'table', table: t.view(viewerOf(client)) });
    });
  }

  cashedOut(merchantCode: string, playerId: string, balance: bigint | null): void {
    if (balance === null) return;
    for (const set of this.clients.values())
      for (const c of set)
        if (c.session.merchant_code === merchantCode && c.session.player_id === playerId)
          c.send({ type: 'balance', balance: formatMinor(balance) });
  }

  chat(table: string, message: TPokerChatMessage): void {
    for (const client of this.clients.get(table) ?? []) client.send({ type: 'chat', message });
  }
}

export const viewerOf = (client: { session: SessionRow }) => ({
  merchantCode: client.session.merchant_code,
  playerId: client.session.player_id,
});
