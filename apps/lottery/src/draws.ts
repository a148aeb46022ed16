import { createHash, randomBytes } from 'node:crypto';
import { LOTTERY_GAMES, type TLotteryGameCode } from '@croupier/contracts';
import { drawLottery, type LotteryKind, type LotteryResult, lotteryWinKeys } from '@croupier/games';
import type { VendorDb } from '@croupier/vendor-kit';
import { inParallel } from '@croupier/vendor-kit';
import { type DrawSchedule, drawKeyOf, nextDrawAt } from './config.ts';
import type { TicketMoney } from './money.ts';
import type { DrawRow, LotteryStore, TicketRow } from './store.ts';

export interface DrawEngineOptions {
  schedules: Record<TLotteryGameCode, DrawSchedule>;
  /** Ticket ids per settlement range (one set-based INSERT of their wins). */
  settleBatch: number;
  /** Win calls in flight at once while paying a draw. */
  payConcurrency: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
  /** False: settlement only computes and marks the wins; the money sweep pays them (default true: paid batch by batch). */
  payInline?: boolean;
  /** Called after each settlement batch is committed (tests throw here to crash mid-settlement). */
  afterBatch?: (computed: number) => void;
}

export const seedHashOf = (seedHex: string) => createHash('sha256').update(seedHex, 'utf8').digest('hex');

/**
 * The draw schedule on the vendor's clock, in its database. `tick()` (the loop calls it; any number
 * of processes may) makes sure each game has its next draw open (with the seed hash published),
 * then claims due draws with `FOR UPDATE SKIP LOCKED` and advances each one step: open -> closed at
 * sales close, closed -> drawn at draw time (numbers from `drawLottery(kind, seed, drawKey)`),
 * drawn -> settled once every ticket's win is computed. Drawing writes the draw's win table
 * (`lotteryWinKeys`: per bet type the winning keys with their multiplier) in the same transaction.
 * Settlement is set-based: settlers take ranges of the draw's ticket ids from a counter on the draw,
 * and one INSERT per range joins the pending tickets' lines to the win table and writes each win into
 * ticket_wins (migration 003: the ticket rows are not rewritten; its primary key computes a win once)
 * and records the range, so a crash resumes with the ranges left; the wins are then paid one wallet
 * call per ticket by the money engine with their stored transaction ids (repeatable, never paid twice).
 */
export class DrawEngine {
  constructor(
    private readonly db: VendorDb,
    private readonly store: LotteryStore,
    private readonly money: TicketMoney,
    private readonly options: DrawEngineOptions,
    private readonly now: () => Date,
    private readonly onTicketFinal: (t: TicketRow) => Promise<void>,
  ) {}

  scheduleOf(gameCode: TLotteryGameCode): DrawSchedule {
    return this.options.schedules[gameCode];
  }

  /** Opens the next draw of every game that has none ahead (idempotent across processes). */
  async ensureOpen(): Promise<void> {
    const now = this.now();
    const latest = await this.store.latestDrawAt(this.db);
    for (const gameCode of Object.keys(this.options.schedules) as TLotteryGameCode[]) {
      const schedule = this.options.schedules[gameCode];
      const last = latest.get(gameCode);
      // The draw on sale now, and the one after it once sales close (players can always buy).
      let drawAt = nextDrawAt(now, schedule);
      if (drawAt.getTime() - schedule.closeBeforeSeconds * 1000 <= now.getTime())
        drawAt = new Date(drawAt.getTime() + schedule.intervalSeconds * 1000);
      if (last && last.getTime() >= drawAt.getTime()) continue;
      const seed = randomBytes(32).toString('hex');
      await this.store.insertDraw(this.db, {
        gameCode,
        drawKey: drawKeyOf(drawAt, schedule),
        opensAt: now,
        salesCloseAt: new Date(drawAt.getTime() - schedule.closeBeforeSeconds * 1000),
        drawAt,
        seed,
        seedHash: seedHashOf(seed),
      });
    }
  }

  /** One pass of the schedule: open draws, advance every due draw, settle the drawn ones. Returns draws advanced. */
  async tick(): Promise<number> {
    await this.ensureOpen();
    let advanced = 0;
    for (;;) {
      const stepped = await this.db.transaction(async (tx) => {
        const due = await this.store.claimDue(tx, this.now(), 20);
        const drawn: DrawRow[] = [];
        for (const draw of due) {
          if (draw.status === 'open') {
            await this.store.updateDraw(tx, draw.draw_id, { status: 'closed' });
          } else if (draw.status === 'closed') {
            const result = drawLottery(this.kindOf(draw), draw.seed, draw.draw_key);
            await this.store.updateDraw(tx, draw.draw_id, {
              status: 'drawn',
              result: toJson(result),
              drawn_at: this.now(),
            });
            await this.store.writeWinKeys(
              tx,
              draw.draw_id,
              lotteryWinKeys(this.kindOf(draw), result),
              this.now(),
            );
          } else drawn.push(draw);
        }
        return { count: due.length - drawn.length, drawn };
      });
      advanced += stepped.count;
      for (const draw of stepped.drawn) {
        if (await this.settle(draw.draw_id)) advanced++;
      }
      if (stepped.count === 0) break;
    }
    return advanced;
  }

  private kindOf(draw: DrawRow): LotteryKind {
    return LOTTERY_GAMES[draw.game_code as TLotteryGameCode].kind;
  }

  /**
   * Computes the wins of a drawn draw's pending tickets range by range, pays them, and marks the draw
   * settled once every range of its ticket ids is recorded settled. Safe to run in several processes
   * at once and to resume after a crash. True when the draw is settled now.
   */
  async settle(drawId: bigint): Promise<boolean> {
    const draw = await this.store.draw(this.db, drawId);
    if (draw?.status !== 'drawn' || !draw.result) return draw?.status === 'settled';
    if (draw.win_keys_at === null) await this.writeWinKeys(drawId);
    // Sales are closed: the draw's tickets, whatever their status, lie between these ids for good.
    const span = await this.store.ticketSpan(this.db, drawId);
    const size = this.options.settleBatch;
    if (span) {
      // Ranges handed out by the draw's counter, so racing settlers take different ones...
      for (;;) {
        const from = await this.store.claimSettleRange(this.db, drawId, span.first, size);
        if (from === undefined || from > span.last) break;
        await this.settleRange(drawId, from, from + BigInt(size));
      }
      // ...then whatever no settler recorded: a range whose settler crashed, or that held a ticket
      // mid-bet (the primary key of the wins skips what was written already).
      for (const gap of await this.store.unsettledRanges(this.db, drawId, span)) {
        for (let from = gap.from; from < gap.to; from += BigInt(size)) {
          const to = from + BigInt(size) < gap.to ? from + BigInt(size) : gap.to;
          await this.settleRange(drawId, from, to);
        }
      }
    }
    return this.db.transaction(async (tx) => {
      const locked = await this.store.draw(tx, drawId, 'for update');
      if (locked?.status !== 'drawn') return locked?.status === 'settled';
      if (span && (await this.store.unsettledRanges(tx, drawId, span)).length > 0) return false;
      await this.store.updateDraw(tx, drawId, { status: 'settled', settled_at: this.now() });
      return true;
    });
  }

  private async settleRange(drawId: bigint, from: bigint, to: bigint): Promise<void> {
    const range = await this.store.settleRange(this.db, drawId, from, to);
    if (range.settled === 0) return;
    this.options.afterBatch?.(range.settled);
    await this.pay(drawId, from, to);
  }

  /**
   * The win table of a draw drawn without one (before migration 002): written once, under the
   * draw's row lock, by whichever settler comes first.
   */
  private async writeWinKeys(drawId: bigint): Promise<void> {
    await this.db.transaction(async (tx) => {
      const draw = await this.store.draw(tx, drawId, 'for update');
      if (draw?.status !== 'drawn' || !draw.result || draw.win_keys_at !== null) return;
      const result = draw.result as unknown as LotteryResult;
      await this.store.writeWinKeys(tx, drawId, lotteryWinKeys(this.kindOf(draw), result), this.now());
    });
  }

  /**
   * Pays the computed (settling) tickets of a range just computed; what does not get through (or a
   * settler that stops before paying) is left to the money sweep.
   */
  private async pay(drawId: bigint, from: bigint, to: bigint): Promise<void> {
    if (this.options.payInline === false) return;
    const tickets = await this.store.settlingInRange(this.db, drawId, from, to);
    await inParallel(tickets, this.options.payConcurrency, async (ticket) => {
      await this.money.drive(ticket, false, this.onTicketFinal).catch((error: unknown) => {
        this.options.log?.('win failed', { ticketId: String(ticket.ticket_id), error: String(error) });
      });
    });
  }

  /**
   * Cancels a draw that is not drawn yet: no more sales, every pending ticket rolled back once (the
   * sweep finishes what does not get through). False when the draw is already drawn or settled.
   */
  async cancel(drawId: bigint): Promise<boolean> {
    const isCancelled = await this.db.transaction(async (tx) => {
      const draw = await this.store.draw(tx, drawId, 'for update');
      if (!draw || (draw.status !== 'open' && draw.status !== 'closed' && draw.status !== 'cancelled'))
        return false;
      if (draw.status !== 'cancelled') await this.store.updateDraw(tx, drawId, { status: 'cancelled' });
      await this.store.refundAll(tx, drawId);
      return true;
    });
    if (!isCancelled) return false;
    const tickets = await this.store.ticketIdsOfDraw(this.db, drawId, 'refunding', 100_000);
    await inParallel(tickets, this.options.payConcurrency, async (ticket) => {
      await this.money.drive(ticket, false, this.onTicketFinal).catch(() => undefined);
    });
    return true;
  }
}

function toJson(result: LotteryResult): DrawRow['result'] {
  return {
    kind: result.kind,
    tiers: result.tiers.map((t) => ({ tier: t.tier, name: t.name, numbers: [...t.numbers] })),
  };
}
