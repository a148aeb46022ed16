import {
  formatMinor,
  type TLiveServerMessage,
  type TLiveSnapshot,
  type TLiveTableCode,
} from '@croupier/contracts';
import type { SessionRow } from '@croupier/vendor-kit';
import type { LiveChat } from './chat.ts';
import { gameOf, isShoeGame } from './config.ts';
import type { RoundEvents } from './engine.ts';
import type { PlayerRoundRow, RoundRow, SeedRow } from './store.ts';
import { type BetEvents, type LiveTables, settlementView, shoeView } from './tables.ts';

/** How far behind its cursor the settlement catch-up looks again. */
const SETTLEMENT_MARGIN_MS = 5_000;

export interface LiveClient {
  session: SessionRow;
  table: TLiveTableCode;
  send(message: TLiveServerMessage): void;
}

/**
 * The table sockets of this process: every committed step of the engine, bet, settlement and chat
 * message is pushed to the clients at that table (a settlement and "my bets" only to their player).
 * The state itself is in the database: a client joining (or re-joining) any process gets the same
 * snapshot. Bet totals are pushed at most every `totalsIntervalMs` per table.
 */
export class LiveHub implements RoundEvents, BetEvents {
  private readonly clients = new Map<TLiveTableCode, Set<LiveClient>>();
  private readonly dirty = new Map<TLiveTableCode, bigint>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tables: LiveTables,
    private readonly chat: LiveChat,
    private readonly now: () => Date,
    private readonly log?: (message: string, detail?: Record<string, unknown>) => void,
  ) {}

  start(totalsIntervalMs: number): void {
    if (totalsIntervalMs > 0 && !this.timer) {
      this.timer = setInterval(() => {
        void this.flushTotals();
        void this.poll();
      }, totalsIntervalMs);
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    for (const set of this.clients.values()) set.clear();
  }

  watching(table: TLiveTableCode): number {
    return new Set(
      [...(this.clients.get(table) ?? [])].map((c) => `${c.session.merchant_code}:${c.session.player_id}`),
    ).size;
  }

  /** Snapshot of a table for one player: its state, the round, the player's bets, chat. */
  async snapshot(session: SessionRow, table: TLiveTableCode): Promise<TLiveSnapshot> {
    const view = await this.tables.table(table, session.language, session.merchant_code);
    const [myRound, lastSettlement, chat, muted] = await Promise.all([
      view.round ? this.tables.myRound(session, BigInt(view.round.roundId)) : Promise.resolve(null),
      this.tables.lastSettlement(session, table),
      this.chat.recent(table),
      this.chat.isMuted(session.merchant_code, session.player_id, table),
    ]);
    return { serverTime: this.now().toISOString(), table: view, myRound, lastSettlement, chat, muted };
  }

  /** Puts a client at a table (leaving its previous one) and sends it the snapshot. */
  async join(client: LiveClient, table: TLiveTableCode): Promise<void> {
    this.leave(client);
    client.table = table;
    const set = this.clients.get(table) ?? new Set<LiveClient>();
    this.clients.set(table, set);
    set.add(client);
    const snapshot = await this.snapshot(client.session, table);
    client.send({ type: 'snapshot', snapshot });
    const round = snapshot.table.round;
    if (!this.settledCursor.has(table)) this.settledCursor.set(table, this.now());
    // The table's state this client starts from, for `poll` to catch up from.
    if (round && !this.pushed.has(table))
      this.pushed.set(table, {
        roundId: BigInt(round.roundId),
        phase: round.phase,
        revealed: round.reveal.length,
      });
    this.broadcast(table, { type: 'watching', tableCode: table, watching: this.watching(table) });
  }

  leave(client: LiveClient): void {
    const set = this.clients.get(client.table);
    if (set?.delete(client))
      this.broadcast(client.table, {
        type: 'watching',
        tableCode: client.table,
        watching: this.watching(client.table),
      });
  }

  private broadcast(table: TLiveTableCode, message: TLiveServerMessage): void {
    for (const client of this.clients.get(table) ?? []) client.send(message);
  }

  private toPlayer(
    table: TLiveTableCode,
    merchantCode: string,
    playerId: string,
    message: TLiveServerMessage,
  ): void {
    for (const client of this.clients.get(table) ?? [])
      if (client.session.merchant_code === merchantCode && client.session.player_id === playerId)
        client.send(message);
  }

  private readonly queues = new Map<TLiveTableCode, Promise<void>>();

  /** Runs a table's pushes one after the other, so clients get them in the engine's order. */
  private later(table: TLiveTableCode, work: () => Promise<void> | void): Promise<void> {
    const next = (this.queues.get(table) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.log?.('socket push failed', { error: String(error) }));
    this.queues.set(table, next);
    return next;
  }

  private hasClients(table: TLiveTableCode): boolean {
    return (this.clients.get(table)?.size ?? 0) > 0;
  }

  /** What this process last pushed per table: `roundId:phase:revealed`. */
  private readonly pushed = new Map<TLiveTableCode, { roundId: bigint; phase: string; revealed: number }>();

  private mark(round: RoundRow): void {
    this.pushed.set(round.table_code, {
      roundId: round.round_id,
      phase: round.phase,
      revealed: round.revealed,
    });
  }

  /**
   * Catches up the tables with clients on steps another process's engine took (the state is in the
   * database; each round's steps are taken by one process only): their phase, reveal steps, result.
   */
  async poll(): Promise<void> {
    for (const [table, set] of this.clients) {
      if (set.size === 0) continue;
      const round = await this.tables.currentRound(table).catch(() => undefined);
      const last = this.pushed.get(table);
      if (!round) continue;
      if (last?.roundId === round.round_id && last.phase === round.phase && last.revealed === round.revealed)
        continue;
      const steps = round.reveal ?? [];
      const from = last?.roundId === round.round_id ? last.revealed : round.revealed;
      if (last?.roundId !== round.round_id || last.phase !== round.phase) this.phase(round);
      for (let i = from; i < Math.min(round.revealed, steps.length); i++)
        this.reveal(round, steps[i] as NonNullable<RoundRow['reveal']>[number], steps.length);
      if (round.phase === 'SETTLED' && last?.phase !== 'SETTLED') this.result(round);
      this.mark(round);
    }
    await this.pollSettlements();
  }

  /** Per table with clients: the latest `settled_at` this process has looked at. */
  private readonly settledCursor = new Map<TLiveTableCode, Date>();
  /** Player rounds whose settlement this process pushed already (its own payments and caught-up ones). */
  private readonly pushedSettlements = new Set<bigint>();

  /**
   * Catches up the settlements another process paid (each player round is paid by the process that
   * ran its round, or by a sweep anywhere): a player connected here gets theirs all the same. Reads
   * the player rounds that became final at this table since the last look (one query per table).
   */
  private async pollSettlements(): Promise<void> {
    for (const [table, set] of this.clients) {
      if (set.size === 0) continue;
      const since = this.settledCursor.get(table) ?? this.now();
      // A margin behind the cursor: a payment stamped earlier may commit later (pushedSettlements drops repeats).
      const rows = await this.tables
        .finalSince(table, new Date(since.getTime() - SETTLEMENT_MARGIN_MS))
        .catch(() => [] as PlayerRoundRow[]);
      let cursor = since;
      for (const row of rows) {
        if (row.settled_at && row.settled_at > cursor) cursor = row.settled_at;
        this.settled(row, null);
      }
      this.settledCursor.set(table, cursor);
    }
  }

  // ---- RoundEvents ----
  phase(round: RoundRow): void {
    this.mark(round);
    if (!this.hasClients(round.table_code)) return;
    void this.later(round.table_code, async () => {
      this.broadcast(round.table_code, {
        type: 'phase',
        tableCode: round.table_code,
        serverTime: this.now().toISOString(),
        round: await this.tables.roundView(round),
      });
    });
  }

  reveal(round: RoundRow, step: NonNullable<RoundRow['reveal']>[number], of: number): void {
    this.mark(round);
    const serverTime = this.now().toISOString();
    void this.later(round.table_code, () =>
      this.broadcast(round.table_code, {
        type: 'reveal',
        tableCode: round.table_code,
        roundId: round.round_id.toString(),
        serverTime,
        step,
        of,
      }),
    );
  }

  result(round: RoundRow): void {
    if (!this.hasClients(round.table_code) || !round.outcome) return;
    void this.later(round.table_code, async () => {
      const view = await this.tables.roundView(round);
      if (!view.outcome) return;
      const [lastResults, shoeResults] = await Promise.all([
        this.tables.lastResults(round.table_code),
        this.tables.shoeResults(round.table_code),
      ]);
      this.broadcast(round.table_code, {
        type: 'result',
        tableCode: round.table_code,
        roundId: view.roundId,
        outcome: view.outcome,
        lastResults,
        shoeResults,
      });
    });
  }

  seed(tableCode: TLiveTableCode, ended: SeedRow | null, started: SeedRow): void {
    const isShoe = isShoeGame(gameOf(tableCode));
    void this.later(tableCode, () =>
      this.broadcast(tableCode, {
        type: 'seed',
        tableCode,
        ended: ended ? { seedHash: ended.seed_hash, seed: ended.seed } : null,
        started: { seedHash: started.seed_hash, shoe: isShoe ? shoeView(started) : null },
      }),
    );
  }

  // ---- BetEvents ----
  placed(table: TLiveTableCode, session: SessionRow, myRound: Parameters<BetEvents['placed']>[2]): void {
    this.toPlayer(table, session.merchant_code, session.player_id, { type: 'myRound', myRound });
    this.dirty.set(table, BigInt(myRound.roundId));
    if (!this.timer) void this.flushTotals();
  }

  /** A player's round was paid or refunded. */
  settled(pr: PlayerRoundRow, balance: bigint | null): void {
    const settlement = settlementView(pr);
    if (!settlement || this.pushedSettlements.has(pr.player_round_id)) return;
    this.pushedSettlements.add(pr.player_round_id);
    // Bounded: ids of long-finished rounds are not seen again (the cursor has moved past them).
    if (this.pushedSettlements.size > 50_000) this.pushedSettlements.clear();
    // Through the table's queue: after the round's result message.
    void this.later(pr.table_code, () =>
      this.toPlayer(pr.table_code, pr.merchant_code, pr.player_id, {
        type: 'settlement',
        settlement,
        balance: balance === null ? null : formatMinor(balance),
      }),
    );
  }

  chatMessage(message: Parameters<LiveChat['onMessage']>[0]): void {
    this.broadcast(message.tableCode, { type: 'chat', message });
  }

  async flushTotals(): Promise<void> {
    const due = [...this.dirty];
    this.dirty.clear();
    for (const [table, roundId] of due) {
      if (!this.hasClients(table)) continue;
      await this.later(table, async () => {
        const { totals, players } = await this.tables.totals(roundId);
        const clients = [...(this.clients.get(table) ?? [])];
        // Pari-mutuel arenas: each client also gets its own merchant's pools (never another's).
        const pools = await this.tables.pools(table, roundId, [
          ...new Set(clients.map((c) => c.session.merchant_code)),
        ]);
        for (const client of clients) {
          const pool = pools.get(client.session.merchant_code);
          client.send({
            type: 'totals',
            tableCode: table,
            roundId: roundId.toString(),
            totals,
            players,
            ...(pool ? { pool } : {}),
          });
        }
      });
    }
  }
}
