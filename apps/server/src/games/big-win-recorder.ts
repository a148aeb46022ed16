import type { Merchant } from '../merchants/merchant.ts';
import type { CatalogueService } from './catalogue.service.ts';

/** A vendor win credit the wallet has committed (the vendor's round and game, in minor units). */
export interface SettledWin {
  merchantCode: string;
  memberId: bigint;
  vendorCode: string;
  gameCode: string;
  roundId: string;
  amount: bigint;
  wonAt: Date;
}

/**
 * Puts real big wins on the winner board: a vendor win at or above the merchant's big-win threshold
 * is recorded through the same service as the operator's call (CatalogueService.recordBigWin,
 * idempotent by round). The wallet hands each committed win over and goes on at once: the
 * threshold check and the write run after its answer, off the hot path. The board is a display:
 * a win that cannot be recorded (a game not in the catalogue) is logged, the ledger stays the truth.
 */
export class BigWinRecorder {
  private readonly pending = new Set<Promise<void>>();
  private onError: (error: unknown, win: SettledWin) => void = () => {};

  constructor(
    private readonly deps: {
      merchantByCode: (code: string) => Promise<Merchant | undefined>;
      memberName: (merchantId: bigint, memberId: bigint) => Promise<string | undefined>;
      catalogue: Pick<CatalogueService, 'recordBigWin'>;
    },
  ) {}

  /** Where a win that could not be recorded is reported (the server's log); set once at start. */
  reportErrorsTo(onError: (error: unknown, win: SettledWin) => void): void {
    this.onError = onError;
  }

  /** Takes a committed win; returns at once (a zero win, a lost round, is not looked at). */
  winSettled(win: SettledWin): void {
    if (win.amount <= 0n) return;
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.record(win))
      .then(
        () => undefined,
        (error: unknown) => this.onError(error, win),
      )
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /**
   * Records the win when it reaches the merchant's threshold. True when a new entry was written;
   * false below the threshold, with no threshold, or for a round already on the board.
   */
  async record(win: SettledWin): Promise<boolean> {
    const merchant = await this.deps.merchantByCode(win.merchantCode);
    if (!merchant || merchant.bigWinThreshold === null || win.amount < merchant.bigWinThreshold) return false;
    const customerName = await this.deps.memberName(merchant.id, win.memberId);
    if (customerName === undefined) return false;
    return this.deps.catalogue.recordBigWin(merchant, {
      memberId: win.memberId,
      customerName,
      vassalage: win.vendorCode,
      gameCode: win.gameCode,
      amount: win.amount,
      // A round id is the vendor's own: the vendor code keeps two vendors' rounds apart.
      roundId: `${win.vendorCode}:${win.roundId}`,
      wonAt: win.wonAt,
    });
  }

  /** Waits for the wins handed over so far to be recorded (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
