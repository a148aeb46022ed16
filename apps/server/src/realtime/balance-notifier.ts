/**
 * The port through which wallet services announce, AFTER their transaction committed, that member
 * balances changed. It never touches the wallet transaction (no trigger, no NOTIFY inside it: a
 * NOTIFY takes a global lock at commit and would serialise the hot wallet path).
 */
export interface BalanceNotifier {
  /** Member wallets of `merchantId` whose balance changed; never throws, never waits. */
  changed(merchantId: bigint, ...memberIds: bigint[]): void;
}

export interface CoalescingOptions {
  /** Collects changes for this long before one publish (default 75 ms). */
  windowMs?: number;
  /** Member ids per published batch (a NOTIFY payload is bounded; default 400). */
  maxIdsPerBatch?: number;
  onError?: (error: unknown) => void;
}

/**
 * Coalesces balance changes in-process: every change within a window of `windowMs` (per process)
 * becomes one publish per merchant and batch of ids, each member once however many bets it placed.
 * `flush()` publishes at once; `close()` flushes and stops the timer (for graceful shutdown).
 */
export class CoalescingBalanceNotifier implements BalanceNotifier {
  private pending = new Map<bigint, Set<bigint>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight = new Set<Promise<void>>();
  private readonly windowMs: number;
  private readonly maxIdsPerBatch: number;

  constructor(
    private readonly publish: (merchantId: bigint, memberIds: bigint[]) => Promise<void>,
    private readonly options: CoalescingOptions = {},
  ) {
    this.windowMs = options.windowMs ?? 75;
    this.maxIdsPerBatch = options.maxIdsPerBatch ?? 400;
  }

  changed(merchantId: bigint, ...memberIds: bigint[]): void {
    if (memberIds.length === 0) return;
    let members = this.pending.get(merchantId);
    if (!members) {
      members = new Set();
      this.pending.set(merchantId, members);
    }
    for (const id of memberIds) members.add(id);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.windowMs);
  }

  /** Publishes everything collected so far; resolves when those publishes settled. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    const batch = this.pending;
    this.pending = new Map();
    for (const [merchantId, members] of batch) {
      const ids = [...members];
      for (let start = 0; start < ids.length; start += this.maxIdsPerBatch) {
        const sending = this.publish(merchantId, ids.slice(start, start + this.maxIdsPerBatch)).catch(
          (error: unknown) => this.options.onError?.(error),
        );
        this.inFlight.add(sending);
        void sending.finally(() => this.inFlight.delete(sending));
      }
    }
    await Promise.all([...this.inFlight]);
  }

  /** Flushes what is pending and waits for publishes under way. */
  async close(): Promise<void> {
    await this.flush();
  }
}
