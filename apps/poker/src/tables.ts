import { POKER_TABLE_CODES, type TPokerRoom, type TPokerTableCode } from '@croupier/contracts';
import { type VendorDb, VendorError, type VendorLog } from '@croupier/vendor-kit';
import { type PokerTiming, tableConfig } from './config.ts';
import type { PokerMoney, SittingRow } from './money.ts';
import { PokerTable, type TableEvents } from './table.ts';

/** Every table of this process, their crash recovery and their clock. */
export class PokerTables {
  private readonly tables = new Map<TPokerTableCode, PokerTable>();

  constructor(
    private readonly db: VendorDb,
    money: PokerMoney,
    timing: PokerTiming,
    events: TableEvents,
    now: () => Date,
    codes: readonly TPokerTableCode[] = POKER_TABLE_CODES,
    log?: VendorLog,
  ) {
    for (const code of codes)
      this.tables.set(code, new PokerTable(tableConfig(code), db, money, timing, events, now, log));
  }

  get(code: string): PokerTable {
    const table = this.tables.get(code as TPokerTableCode);
    if (!table) throw new VendorError('POKER_TABLE_NOT_FOUND');
    return table;
  }

  all(): PokerTable[] {
    return [...this.tables.values()];
  }

  rooms(): TPokerRoom[] {
    return this.all().map((t) => t.room());
  }

  /**
   * After a crash or a restart, before any table deals: a hand cut short is voided (it never
   * reached the sittings' stacks, so each player has back what they committed to it), and every
   * player still seated is cashed out with that stack (the sweep pays it); a buy-in left in flight
   * is rolled back by the sweep.
   */
  async recover(): Promise<{ voidedHands: number; cashedOut: number }> {
    const s = this.db.schema;
    return this.db.transaction(async (tx) => {
      const voided = await tx.query(
        `update ${s}.hands set status = 'voided', ended_at = now() where status = 'playing' returning hand_id`,
      );
      const cashing = await tx.query(
        `update ${s}.sittings set status = 'cashing', cash_out = stack, stack = 0 where status = 'seated' returning sitting_id`,
      );
      return { voidedHands: voided.length, cashedOut: cashing.length };
    });
  }

  sitting(sittingId: bigint): Promise<SittingRow[]> {
    return this.db.query<SittingRow>(`select * from ${this.db.schema}.sittings where sitting_id = $1`, [
      sittingId,
    ]);
  }

  async load(): Promise<void> {
    for (const table of this.all()) await table.load();
  }

  async tick(): Promise<void> {
    for (const table of this.all()) await table.tick();
  }

  async idle(): Promise<void> {
    for (const table of this.all()) await table.idle();
  }
}
