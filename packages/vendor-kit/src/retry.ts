/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Exponential backoff of retry `attempts` (1, 2, ...): min(base·2^attempts, max), never overflowing. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.min(Math.max(attempts, 0), 30), maxMs);
}

/**
 * Runs at most one task per key at a time in this process: a second caller for a key that is running
 * gets the running task's promise. Keeps two drivers of the same round from racing each other.
 */
export class SingleFlight<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, task: () => Promise<T>): Promise<T> {
    const current = this.running.get(key);
    if (current) return current;
    const work = task().finally(() => this.running.delete(key));
    this.running.set(key, work);
    return work;
  }
}

/**
 * The recovery sweep's loop: `sweep` re-sends every unacknowledged win and rollback (the vendor's own
 * query decides what is due). It runs once per `intervalMs` (0 = no timer, call `run()` yourself), never
 * twice at once: a `run()` while one is running joins it. `stop()` ends the timer and waits for a
 * running pass, so the database can close after it.
 */
export class RecoveryLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly sweep: () => Promise<number>,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** One pass (or the running one). Resolves to how many items the pass touched. */
  run(): Promise<number> {
    this.running ??= this.sweep().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Starts the timer; the process may exit while it waits (unref). */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.run().catch(this.onError), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}

/** Runs `work` over `items`, at most `concurrency` at once. */
export async function inParallel<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** How a vendor's money rule retries (docs/vendor-kit.md, "Money rule"). */
export interface VendorMoneyOptions {
  /** Pauses between in-request attempts of a rollback before the sweep takes over. */
  inlineRetryDelaysMs: readonly number[];
  sweepBackoffBaseMs: number;
  sweepBackoffMaxMs: number;
  /** A round still `betting` after this is a process that died during the bet call: rolled back. */
  staleBettingMs: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

/** The retry timings the kit's vendors use unless told otherwise (tests shorten them). */
export const DEFAULT_MONEY_OPTIONS: VendorMoneyOptions = {
  inlineRetryDelaysMs: [200, 600],
  sweepBackoffBaseMs: 500,
  sweepBackoffMaxMs: 60_000,
  staleBettingMs: 30_000,
};
