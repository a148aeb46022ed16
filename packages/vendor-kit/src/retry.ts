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
