import { type LotteryWinKey, lineWinKey } from '@croupier/games';
import type { SqlRunner } from '@croupier/vendor-kit';

/** Win-table rows per INSERT (a few hundred milliseconds of the embedded database's time at most). */
const WIN_KEYS_PER_STATEMENT = 1000;

/** A draw row (db/migrations/001_lottery.sql). */
export interface DrawRow {
  draw_id: bigint;
  game_code: string;
  draw_key: string;
  status: 'open' | 'closed' | 'drawn' | 'settled' | 'cancelled';
  opens_at: Date;
  sales_close_at: Date;
  draw_at: Date;
  seed: string;
  seed_hash: string;
  result: { kind: string; tiers: { tier: string; name: string; numbers: string[] }[] } | null;
  drawn_at: Date | null;
  settled_at: Date | null;
  /** When the draw's win table (draw_win_keys) was written; null before it is drawn. */
  win_keys_at: Date | null;
}

export type TicketStatus =
  | 'betting'
  | 'pending'
  | 'settling'
  | 'won'
  | 'lost'
  | 'rejected'
  | 'rolling_back'
  | 'rolled_back'
  | 'refunding'
  | 'cancelled'
  | 'failed';

/** A ticket row's columns but its status and win (which the view derives). */
const TICKET_COLUMNS = [
  'ticket_id',
  'request_id',
  'merchant_code',
  'player_id',
  'vendor_code',
  'game_code',
  'draw_id',
  'cost',
  'bet_tx_id',
  'win_tx_id',
  'rollback_tx_id',
  'attempts',
  'next_attempt_at',
  'last_error',
  'created_at',
  'settled_at',
] as const;

/** PostgreSQL's unique_violation (PGlite reports the same code). */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Every status a ticket row stores (settling is the view's: pending with a computed win). */
const TICKET_STATUSES: readonly TicketStatus[] = [
  'betting',
  'pending',
  'won',
  'lost',
  'rejected',
  'rolling_back',
  'rolled_back',
  'refunding',
  'cancelled',
  'failed',
];

export interface TicketRow {
  ticket_id: bigint;
  request_id: string;
  merchant_code: string;
  player_id: string;
  vendor_code: string;
  game_code: string;
  draw_id: bigint;
  status: TicketStatus;
  cost: bigint;
  win: bigint | null;
  bet_tx_id: string;
  win_tx_id: string;
  rollback_tx_id: string;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
}

export interface LineRow {
  ticket_id: bigint;
  line_no: number;
  bet_type: string;
  selections: string[];
  stake: bigint;
  combinations: number;
  cost: bigint;
  /** The merchant's payout share of the standard pay table at purchase (10000: all of it). */
  payout_bp: number;
}

export interface NewLine {
  betType: string;
  selections: readonly string[];
  stake: bigint;
  combinations: number;
  cost: bigint;
  /** The merchant's payout share at purchase, in basis points (absent: the full table). */
  payoutBp?: number;
}

type TicketUpdate = Partial<
  Pick<TicketRow, 'status' | 'win' | 'attempts' | 'next_attempt_at' | 'last_error' | 'settled_at'>
>;

/** Every SQL statement of the lottery vendor (schema-qualified with the database's schema). */
export class LotteryStore {
  constructor(readonly schema: string) {}

  private t(table: string): string {
    return `${this.schema}.${table}`;
  }

  /** SQL: the pending ticket `alias` is computed (a win row, or its id in a recorded range of its draw). */
  private isComputed(alias: string): string {
    return `(exists (select 1 from ${this.t('ticket_wins')} w where w.ticket_id = ${alias}.ticket_id)
      or exists (select 1 from ${this.t('draw_settled_ranges')} r where r.draw_id = ${alias}.draw_id
        and r.first_ticket_id <= ${alias}.ticket_id and r.end_ticket_id > ${alias}.ticket_id))`;
  }

  // ---- draws ----

  /** Inserts a draw unless the game already has one with that key (another process made it). */
  async insertDraw(
    db: SqlRunner,
    d: {
      gameCode: string;
      drawKey: string;
      opensAt: Date;
      salesCloseAt: Date;
      drawAt: Date;
      seed: string;
      seedHash: string;
    },
  ): Promise<void> {
    await db.query(
      `insert into ${this.t('draws')} (game_code, draw_key, status, opens_at, sales_close_at, draw_at, seed, seed_hash)
       values ($1, $2, 'open', $3, $4, $5, $6, $7) on conflict (game_code, draw_key) do nothing`,
      [d.gameCode, d.drawKey, d.opensAt, d.salesCloseAt, d.drawAt, d.seed, d.seedHash],
    );
  }

  async draw(
    db: SqlRunner,
    drawId: bigint,
    lock: '' | 'for update' | 'for share' = '',
  ): Promise<DrawRow | undefined> {
    const rows = await db.query<DrawRow>(`select * from ${this.t('draws')} where draw_id = $1 ${lock}`, [
      drawId.toString(),
    ]);
    return rows[0];
  }

  /** The game's draw on sale at `now` (sales not closed), the earliest. */
  async openDraw(db: SqlRunner, gameCode: string, now: Date): Promise<DrawRow | undefined> {
    const rows = await db.query<DrawRow>(
      `select * from ${this.t('draws')} where game_code = $1 and status = 'open' and sales_close_at > $2
       order by draw_at limit 1`,
      [gameCode, now],
    );
    return rows[0];
  }

  /** The latest draw of each game that is later than `now` (for the scheduler). */
  async latestDrawAt(db: SqlRunner): Promise<Map<string, Date>> {
    const rows = await db.query<{ game_code: string; draw_at: Date }>(
      `select game_code, max(draw_at) as draw_at from ${this.t('draws')} group by game_code`,
    );
    return new Map(rows.map((r) => [r.game_code, new Date(r.draw_at)]));
  }

  /**
   * Claims draws whose next step is due, locked (`for update skip locked`: another process takes the
   * others): open past sales close, closed past draw time, drawn (settlement to finish).
   */
  async claimDue(db: SqlRunner, now: Date, limit: number): Promise<DrawRow[]> {
    return db.query<DrawRow>(
      `select * from ${this.t('draws')}
       where (status = 'open' and sales_close_at <= $1) or (status = 'closed' and draw_at <= $1) or status = 'drawn'
       order by draw_at limit $2 for update skip locked`,
      [now, limit],
    );
  }

  async updateDraw(
    db: SqlRunner,
    drawId: bigint,
    set: Partial<Pick<DrawRow, 'status' | 'result' | 'drawn_at' | 'settled_at' | 'win_keys_at'>>,
  ): Promise<DrawRow> {
    const keys = Object.keys(set) as (keyof typeof set)[];
    const values = keys.map((k) => (k === 'result' ? JSON.stringify(set[k]) : set[k]));
    const rows = await db.query<DrawRow>(
      `update ${this.t('draws')} set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')}
       where draw_id = $1 returning *`,
      [drawId.toString(), ...values],
    );
    return rows[0] as DrawRow;
  }

  async draws(db: SqlRunner, gameCode: string, limit: number, published: boolean): Promise<DrawRow[]> {
    return db.query<DrawRow>(
      `select * from ${this.t('draws')} where game_code = $1 ${published ? `and status in ('drawn', 'settled')` : ''}
       order by draw_at desc limit $2`,
      [gameCode, limit],
    );
  }

  async drawsById(db: SqlRunner, ids: bigint[]): Promise<Map<bigint, DrawRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.query<DrawRow>(
      `select * from ${this.t('draws')} where draw_id = any($1::bigint[])`,
      [ids.map(String)],
    );
    return new Map(rows.map((r) => [r.draw_id, r]));
  }

  // ---- exposure ----

  /**
   * Adds the ticket's exposure to its merchant's per-number totals of the draw unless one would pass
   * `cap`: returns the keys that would (nothing is kept then, the caller's transaction rolls back).
   * Concurrency-safe: a racing sale of the same number waits on the row (or on the key's insert) and
   * re-checks the cap against the total the first one committed, so two tickets never both take the
   * last room on a number.
   */
  async addExposure(
    db: SqlRunner,
    drawId: bigint,
    merchantCode: string,
    exposure: ReadonlyMap<string, bigint>,
    cap: bigint,
  ): Promise<string[]> {
    if (exposure.size === 0) return [];
    const keys = [...exposure.keys()];
    const rows = await db.query<{ number_key: string }>(
      `insert into ${this.t('merchant_exposure')} as e (draw_id, merchant_code, number_key, payout)
       select $1, $2, k, p from unnest($3::text[], $4::bigint[]) as x(k, p)
       on conflict (draw_id, merchant_code, number_key) do update set payout = e.payout + excluded.payout
         where e.payout + excluded.payout <= $5
       returning number_key`,
      [drawId.toString(), merchantCode, keys, keys.map((k) => String(exposure.get(k))), cap.toString()],
    );
    const added = new Set(rows.map((r) => r.number_key));
    // A fresh key above the cap on its own is inserted: check it too.
    const over = keys.filter((k) => !added.has(k) || (exposure.get(k) ?? 0n) > cap);
    return over;
  }

  async releaseExposure(
    db: SqlRunner,
    drawId: bigint,
    merchantCode: string,
    exposure: ReadonlyMap<string, bigint>,
  ): Promise<void> {
    if (exposure.size === 0) return;
    const keys = [...exposure.keys()];
    await db.query(
      `update ${this.t('merchant_exposure')} e set payout = greatest(e.payout - x.p, 0)
       from unnest($3::text[], $4::bigint[]) as x(k, p)
       where e.draw_id = $1 and e.merchant_code = $2 and e.number_key = x.k`,
      [drawId.toString(), merchantCode, keys, keys.map((k) => String(exposure.get(k)))],
    );
  }

  // ---- tickets ----

  async insertTicket(
    db: SqlRunner,
    t: {
      requestId: string;
      merchantCode: string;
      playerId: string;
      vendorCode: string;
      gameCode: string;
      drawId: bigint;
      cost: bigint;
      txBase: string;
      createdAt: Date;
    },
    lines: readonly NewLine[],
  ): Promise<TicketRow | undefined> {
    const [ticket] = await db.query<TicketRow>(
      `insert into ${this.t('tickets')} (request_id, merchant_code, player_id, vendor_code, game_code, draw_id, status, cost,
         bet_tx_id, win_tx_id, rollback_tx_id, created_at)
       values ($1, $2, $3, $4, $5, $6, 'betting', $7, $8 || ':bet', $8 || ':win', $8 || ':rollback', $9)
       on conflict (merchant_code, player_id, request_id) do nothing returning *`,
      [
        t.requestId,
        t.merchantCode,
        t.playerId,
        t.vendorCode,
        t.gameCode,
        t.drawId.toString(),
        t.cost.toString(),
        t.txBase,
        t.createdAt,
      ],
    );
    if (!ticket) return undefined;
    await db.query(
      `insert into ${this.t('ticket_lines')} (ticket_id, line_no, bet_type, selections, stake, combinations, cost, win_key, payout_bp)
       select $1, n, b, string_to_array(s, ','), st, c, co, k, p
       from unnest($2::int[], $3::text[], $4::text[], $5::bigint[], $6::int[], $7::bigint[], $8::text[], $9::int[])
         as x(n, b, s, st, c, co, k, p)`,
      [
        ticket.ticket_id.toString(),
        lines.map((_, i) => i + 1),
        lines.map((l) => l.betType),
        lines.map((l) => l.selections.join(',')),
        lines.map((l) => l.stake.toString()),
        lines.map((l) => l.combinations),
        lines.map((l) => l.cost.toString()),
        lines.map((l) => lineWinKey(l.selections)),
        lines.map((l) => l.payoutBp ?? 10_000),
      ],
    );
    return ticket;
  }

  /** A ticket as the view shows it (settling: pending with a computed win, the win included). */
  async ticket(db: SqlRunner, ticketId: bigint): Promise<TicketRow | undefined> {
    const rows = await db.query<TicketRow>(`select * from ${this.t('ticket_states')} where ticket_id = $1`, [
      ticketId.toString(),
    ]);
    return rows[0];
  }

  async ticketByRequest(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
    requestId: string,
  ): Promise<TicketRow | undefined> {
    const rows = await db.query<TicketRow>(
      `select * from ${this.t('ticket_states')} where merchant_code = $1 and player_id = $2 and request_id = $3`,
      [merchantCode, playerId, requestId],
    );
    return rows[0];
  }

  /** Updates a ticket's retry bookkeeping (never its status); returns it as the view shows it. */
  async updateTicket(
    db: SqlRunner,
    ticketId: bigint,
    set: Omit<TicketUpdate, 'status' | 'win'>,
  ): Promise<TicketRow> {
    const keys = Object.keys(set) as (keyof typeof set)[];
    await db.query(
      `update ${this.t('tickets')} set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where ticket_id = $1`,
      [ticketId.toString(), ...keys.map((k) => set[k])],
    );
    return (await this.ticket(db, ticketId)) as TicketRow;
  }

  /**
   * Flips a ticket from `from` to `set.status` when it is still in `from`; undefined when it was not.
   * From `settling` (pending and computed), its win (0 without a row) is copied onto the ticket.
   */
  async flipTicket(
    db: SqlRunner,
    ticketId: bigint,
    from: TicketStatus,
    set: TicketUpdate & { status: TicketStatus },
  ): Promise<TicketRow | undefined> {
    const keys = Object.keys(set) as (keyof TicketUpdate)[];
    const assignments = keys.map((k, i) => `${k} = $${i + 3}`).join(', ');
    const rows =
      from === 'settling'
        ? await db.query<TicketRow>(
            `update ${this.t('tickets')} t set ${assignments},
               win = coalesce((select w.win from ${this.t('ticket_wins')} w where w.ticket_id = t.ticket_id), 0)
             where t.ticket_id = $1 and t.status = 'pending' and $2 = 'settling' and ${this.isComputed('t')}
             returning t.*`,
            [ticketId.toString(), from, ...keys.map((k) => set[k])],
          )
        : await db.query<TicketRow>(
            `update ${this.t('tickets')} set ${assignments} where ticket_id = $1 and status = $2 returning *`,
            [ticketId.toString(), from, ...keys.map((k) => set[k])],
          );
    return rows[0];
  }

  async lines(db: SqlRunner, ticketIds: bigint[]): Promise<Map<bigint, LineRow[]>> {
    const map = new Map<bigint, LineRow[]>();
    if (ticketIds.length === 0) return map;
    const rows = await db.query<LineRow>(
      `select * from ${this.t('ticket_lines')} where ticket_id = any($1::bigint[]) order by ticket_id, line_no`,
      [ticketIds.map(String)],
    );
    for (const r of rows) {
      const list = map.get(r.ticket_id) ?? [];
      list.push(r);
      map.set(r.ticket_id, list);
    }
    return map;
  }

  async playerTickets(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
    filter: { gameCode?: string | undefined; statuses?: readonly TicketStatus[] | undefined; limit: number },
  ): Promise<TicketRow[]> {
    const params: unknown[] = [merchantCode, playerId, filter.limit];
    let where = `merchant_code = $1 and player_id = $2 and status not in ('betting', 'rejected', 'rolling_back', 'rolled_back')`;
    if (filter.gameCode) {
      params.push(filter.gameCode);
      where += ` and game_code = $${params.length}`;
    }
    if (filter.statuses) {
      params.push(filter.statuses);
      where += ` and status = any($${params.length}::text[])`;
    }
    return db.query<TicketRow>(
      `select * from ${this.t('ticket_states')} where ${where} order by ticket_id desc limit $3`,
      params,
    );
  }

  /**
   * Writes a draw's win table (migration 002) and stamps the draw; call under the draw's row lock.
   * Rows of one bet type and key are numbered (`part`) in the given order.
   */
  async writeWinKeys(db: SqlRunner, drawId: bigint, rows: readonly LotteryWinKey[], at: Date): Promise<void> {
    const parts = new Map<string, number>();
    const part = rows.map((r) => {
      const k = `${r.betType}|${r.key}`;
      const n = parts.get(k) ?? 0;
      parts.set(k, n + 1);
      return n;
    });
    // In slices: on the embedded database a statement runs on the event loop, and the northern
    // draw's 13,000 rows in one statement stalled every request of the process for seconds.
    for (let from = 0; from < rows.length; from += WIN_KEYS_PER_STATEMENT) {
      const slice = rows.slice(from, from + WIN_KEYS_PER_STATEMENT);
      await db.query(
        `insert into ${this.t('draw_win_keys')} (draw_id, bet_type, win_key, part, multiplier, divisor)
         select $1, b, k, p, m, d from unnest($2::text[], $3::text[], $4::int[], $5::bigint[], $6::bigint[]) as x(b, k, p, m, d)
         on conflict do nothing`,
        [
          drawId.toString(),
          slice.map((r) => r.betType),
          slice.map((r) => r.key),
          part.slice(from, from + WIN_KEYS_PER_STATEMENT),
          slice.map((r) => r.multiplier.toString()),
          slice.map((r) => r.divisor.toString()),
        ],
      );
    }
    await db.query(`update ${this.t('draws')} set win_keys_at = $2 where draw_id = $1`, [
      drawId.toString(),
      at,
    ]);
  }

  /**
   * The first and last ticket ids of a draw (all statuses: fixed once its sales are closed), from the
   * (draw, status, ticket) index one status at a time instead of reading all its entries.
   */
  async ticketSpan(db: SqlRunner, drawId: bigint): Promise<{ first: bigint; last: bigint } | undefined> {
    const [row] = await db.query<{ first: bigint | null; last: bigint | null }>(
      `select min(f) as first, max(l) as last from unnest($2::text[]) as s,
         lateral (select (select ticket_id from ${this.t('tickets')} where draw_id = $1 and status = s order by ticket_id limit 1) as f,
                         (select ticket_id from ${this.t('tickets')} where draw_id = $1 and status = s order by ticket_id desc limit 1) as l) x`,
      [drawId.toString(), TICKET_STATUSES],
    );
    return row?.first == null || row.last == null
      ? undefined
      : { first: BigInt(row.first), last: BigInt(row.last) };
  }

  /**
   * Hands out the draw's next range of `size` ticket ids to a settler, from `first` on (a counter on
   * the draw, committed at once: settlers racing on a draw take different ranges). Undefined when the
   * draw is no longer drawn.
   */
  async claimSettleRange(
    db: SqlRunner,
    drawId: bigint,
    first: bigint,
    size: number,
  ): Promise<bigint | undefined> {
    const [row] = await db.query<{ start: bigint }>(
      `update ${this.t('draws')} set settle_cursor = greatest(coalesce(settle_cursor, $2), $2) + $3
       where draw_id = $1 and status = 'drawn' returning settle_cursor - $3 as start`,
      [drawId.toString(), first.toString(), size],
    );
    return row ? BigInt(row.start) : undefined;
  }

  /**
   * Set-based settlement of the draw's tickets with ids in [from, to), in one statement: for each
   * pending ticket not computed yet, its win is the sum over its lines of floor(stake × multiplier ×
   * payout_bp ÷ (divisor × 10000)) (the line's payout share; 10000: the standard table) for every row of the draw's win table matching the line's bet type and win key (0 when
   * none does); a win above 0 is inserted into ticket_wins (the primary key: written once, whoever
   * races), and the range is recorded in the same statement unless a ticket in it is mid-bet (which
   * makes its losers computed). Returns how many tickets it computed and whether the range is recorded.
   */
  async settleRange(
    db: SqlRunner,
    drawId: bigint,
    from: bigint,
    to: bigint,
  ): Promise<{ settled: number; isRecorded: boolean }> {
    // A plain INSERT of the wins not written yet: ON CONFLICT's speculative insertion costs a third
    // WAL record per row. Two settlers on one range (a range redone while its first settler is still
    // at it) make the second one's INSERT fail on the primary key: it repeats with ON CONFLICT.
    let outcome: { settled: number; isRecorded: boolean };
    try {
      outcome = await this.settleRangeOnce(db, drawId, from, to, '');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      outcome = await this.settleRangeOnce(db, drawId, from, to, 'on conflict (ticket_id) do nothing');
    }
    if (outcome.isRecorded) return outcome;
    // A settler racing on the same range may have recorded it while this statement ran: its row is
    // not in this statement's snapshot (the insert waited for it and did nothing), so look again.
    const [again] = await db.query<{ n: number }>(
      `select count(*)::int as n from ${this.t('draw_settled_ranges')}
       where draw_id = $1 and first_ticket_id = $2 and end_ticket_id = $3`,
      [drawId.toString(), from.toString(), to.toString()],
    );
    return { settled: outcome.settled, isRecorded: Number(again?.n ?? 0) > 0 };
  }

  private async settleRangeOnce(
    db: SqlRunner,
    drawId: bigint,
    from: bigint,
    to: bigint,
    onConflict: string,
  ): Promise<{ settled: number; isRecorded: boolean }> {
    const [row] = await db.query<{ won: number; lost: number; recorded: number; mine: number }>(
      `with overlapping as materialized (
         select first_ticket_id, end_ticket_id from ${this.t('draw_settled_ranges')}
         where draw_id = $1 and first_ticket_id < $3 and end_ticket_id > $2
       ), computed as (
         select t.ticket_id, coalesce(sum(div(l.stake::numeric * k.multiplier * l.payout_bp, k.divisor * 10000)), 0)::bigint as win
         from ${this.t('tickets')} t
         join ${this.t('ticket_lines')} l on l.ticket_id = t.ticket_id and l.ticket_id >= $2 and l.ticket_id < $3
         left join ${this.t('draw_win_keys')} k on k.draw_id = $1 and k.bet_type = l.bet_type and k.win_key = l.win_key
         where t.draw_id = $1 and t.status = 'pending' and t.ticket_id >= $2 and t.ticket_id < $3
           and not exists (select 1 from ${this.t('ticket_wins')} w where w.ticket_id = t.ticket_id)
           and not exists (select 1 from overlapping o where o.first_ticket_id <= t.ticket_id and o.end_ticket_id > t.ticket_id)
         group by t.ticket_id
       ), won as (
         insert into ${this.t('ticket_wins')} (ticket_id, win)
         select ticket_id, win from computed where win > 0
         ${onConflict}
         returning 1
       ), recorded as (
         insert into ${this.t('draw_settled_ranges')} (draw_id, first_ticket_id, end_ticket_id)
         select $1, $2, $3 where not exists (
           select 1 from ${this.t('tickets')} where draw_id = $1 and status = 'betting' and ticket_id >= $2 and ticket_id < $3)
         on conflict do nothing
         returning 1
       )
       select (select count(*) from won)::int as won, (select count(*) from computed where win = 0)::int as lost,
         (select count(*) from recorded)::int as mine,
         (select count(*) from recorded)::int + (select count(*) from ${this.t('draw_settled_ranges')}
           where draw_id = $1 and first_ticket_id = $2 and end_ticket_id = $3)::int as recorded`,
      [drawId.toString(), from.toString(), to.toString()],
    );
    // The losers count as computed here only when this statement recorded their range.
    const settled = Number(row?.won ?? 0) + (Number(row?.mine ?? 0) > 0 ? Number(row?.lost ?? 0) : 0);
    return { settled, isRecorded: Number(row?.recorded ?? 0) > 0 };
  }

  /** The parts of [first, last] no recorded range of the draw covers (ranges [from, to)). */
  async unsettledRanges(
    db: SqlRunner,
    drawId: bigint,
    span: { first: bigint; last: bigint },
  ): Promise<{ from: bigint; to: bigint }[]> {
    const rows = await db.query<{ first_ticket_id: bigint; end_ticket_id: bigint }>(
      `select first_ticket_id, end_ticket_id from ${this.t('draw_settled_ranges')} where draw_id = $1
       order by first_ticket_id`,
      [drawId.toString()],
    );
    const gaps: { from: bigint; to: bigint }[] = [];
    let covered = span.first;
    const end = span.last + 1n;
    for (const r of rows) {
      const [from, to] = [BigInt(r.first_ticket_id), BigInt(r.end_ticket_id)];
      if (from > covered) gaps.push({ from: covered, to: from < end ? from : end });
      if (to > covered) covered = to;
      if (covered >= end) break;
    }
    if (covered < end) gaps.push({ from: covered, to: end });
    return gaps.filter((g) => g.from < g.to);
  }

  /**
   * The computed, unpaid (settling) tickets of a draw with ids in [from, to), in ticket order: a
   * win row, or in a recorded range (read once, not probed per ticket).
   */
  async settlingInRange(db: SqlRunner, drawId: bigint, from: bigint, to: bigint): Promise<TicketRow[]> {
    return db.query<TicketRow>(
      `with ranges as materialized (
         select first_ticket_id, end_ticket_id from ${this.t('draw_settled_ranges')}
         where draw_id = $1 and first_ticket_id < $3 and end_ticket_id > $2
       )
       select ${TICKET_COLUMNS.map((c) => `t.${c}`).join(', ')}, 'settling' as status, coalesce(w.win, 0) as win
       from ${this.t('tickets')} t left join ${this.t('ticket_wins')} w on w.ticket_id = t.ticket_id
       where t.draw_id = $1 and t.status = 'pending' and t.ticket_id >= $2 and t.ticket_id < $3
         and (w.ticket_id is not null
           or exists (select 1 from ranges r where r.first_ticket_id <= t.ticket_id and r.end_ticket_id > t.ticket_id))
       order by t.ticket_id`,
      [drawId.toString(), from.toString(), to.toString()],
    );
  }

  /** Tickets of a draw in `status` (a stored status, not settling), in ticket order. */
  async ticketIdsOfDraw(
    db: SqlRunner,
    drawId: bigint,
    status: Exclude<TicketStatus, 'settling'>,
    limit: number,
  ): Promise<TicketRow[]> {
    return db.query<TicketRow>(
      `select * from ${this.t('ticket_states')} where draw_id = $1 and status = $2 order by ticket_id limit $3`,
      [drawId.toString(), status, limit],
    );
  }

  /** Pending tickets of a cancelled draw flip to refunding (all at once). */
  async refundAll(db: SqlRunner, drawId: bigint): Promise<number> {
    const rows = await db.query<{ ticket_id: bigint }>(
      `update ${this.t('tickets')} set status = 'refunding' where draw_id = $1 and status = 'pending' returning ticket_id`,
      [drawId.toString()],
    );
    return rows.length;
  }

  /**
   * Marks paid the settled draws with no pending ticket left (so the sweep stops looking in them).
   */
  async markDrawsPaid(db: SqlRunner, now: Date): Promise<void> {
    await db.query(
      `update ${this.t('draws')} d set paid_at = $1
       where paid_at is null and status = 'settled'
         and not exists (select 1 from ${this.t('tickets')} t where t.draw_id = d.draw_id and t.status = 'pending')`,
      [now],
    );
  }

  /**
   * Tickets whose money is unfinished and due: rollbacks, refunds, stale `betting` rows (a process
   * died during the bet), and the computed tickets of the recorded ranges of draws not yet paid (a
   * winner in a range not recorded yet is paid once its range is).
   */
  async dueTickets(db: SqlRunner, now: Date, staleBettingMs: number, limit: number): Promise<TicketRow[]> {
    return db.query<TicketRow>(
      `select * from ${this.t('ticket_states')} where ticket_id in (
         (select ticket_id from ${this.t('tickets')}
          where (status in ('rolling_back', 'refunding') and (next_attempt_at is null or next_attempt_at <= $1))
             or (status = 'betting' and created_at <= $2)
          order by ticket_id limit $3)
         union all
         (select t.ticket_id from ${this.t('draws')} d
          join ${this.t('draw_settled_ranges')} r on r.draw_id = d.draw_id
          join ${this.t('tickets')} t on t.draw_id = d.draw_id and t.status = 'pending'
            and t.ticket_id >= r.first_ticket_id and t.ticket_id < r.end_ticket_id
          where d.paid_at is null and d.status in ('drawn', 'settled')
            and (t.next_attempt_at is null or t.next_attempt_at <= $1)
          limit $3))
       order by ticket_id limit $3`,
      [now, new Date(now.getTime() - staleBettingMs), limit],
    );
  }
}
