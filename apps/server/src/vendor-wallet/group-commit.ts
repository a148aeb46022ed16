/** What a batch answers for one of its calls: its result, or the error that failed that call alone. */
export type CallOutcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

export interface GroupCommitOptions<Call> {
  /** The most calls in one batch. */
  maxBatch: number;
  /** The most batches running at once (1 on a single connection such as PGlite). */
  maxInFlight: number;
  /**
   * Calls that share a key never run in two batches at once: a call waits while a running batch
   * holds a call with one of its keys, so batches running together touch disjoint rows (no lock
   * waits, no deadlock between them), and calls sharing a key run in the order they were submitted.
   */
  keysOf?: (call: Call) => readonly unknown[];
}

/**
 * Group commit: calls submitted while a batch runs wait and go together in the next batch, so
 * concurrent calls share one database transaction and one commit instead of one each. There is no
 * timer: an idle system sends a call at once (no added latency), a busy one fills batches up to
 * `maxBatch` while the running ones finish, which is the window. `run` gets the calls in the order
 * they were submitted and must answer one outcome per call, in the same order, only once the batch
 * is committed; a call's promise settles with its own outcome, so one refused call fails alone.
 * When `run` itself fails (the batch as a whole, nothing committed), every call of the batch fails
 * with that error, and its caller may retry it.
 */
export class GroupCommit<Call, Result> {
  private readonly queue: {
    call: Call;
    resolve: (value: Result) => void;
    reject: (error: unknown) => void;
  }[] = [];
  private inFlight = 0;
  /** Keys of the calls in running batches. */
  private readonly busyKeys = new Set<unknown>();

  constructor(
    private readonly run: (calls: Call[]) => Promise<CallOutcome<Result>[]>,
    private readonly options: GroupCommitOptions<Call>,
  ) {
    if (options.maxBatch < 1 || options.maxInFlight < 1)
      throw new RangeError('batch bounds must be at least 1');
  }

  /** Runs `call` in the next batch; settles with its own outcome after that batch committed. */
  submit(call: Call): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.queue.push({ call, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.takeBatch();
      // Every waiting call shares a key with a running batch: the next one to finish pumps again.
      if (batch.length === 0) return;
      this.inFlight++;
      this.runBatch(batch).finally(() => {
        const { keysOf } = this.options;
        if (keysOf)
          for (const entry of batch) for (const key of keysOf(entry.call)) this.busyKeys.delete(key);
        this.inFlight--;
        this.pump();
      });
    }
  }

  /** Takes up to maxBatch waiting calls, in order, skipping those with a key a running batch holds. */
  private takeBatch(): GroupCommit<Call, Result>['queue'] {
    const { keysOf, maxBatch } = this.options;
    if (!keysOf) return this.queue.splice(0, maxBatch);
    const taken: GroupCommit<Call, Result>['queue'] = [];
    const left: GroupCommit<Call, Result>['queue'] = [];
    const takenKeys = new Set<unknown>();
    // Keys whose calls wait: held by a running batch, or of a call left behind here (a later call
    // sharing a key must not overtake it).
    const blocked = new Set(this.busyKeys);
    for (const entry of this.queue) {
      const keys = keysOf(entry.call);
      if (taken.length < maxBatch && !keys.some((key) => blocked.has(key))) {
        taken.push(entry);
        for (const key of keys) takenKeys.add(key);
      } else {
        left.push(entry);
        for (const key of keys) blocked.add(key);
      }
    }
    this.queue.splice(0, this.queue.length, ...left);
    for (const key of takenKeys) this.busyKeys.add(key);
    return taken;
  }

  private async runBatch(batch: GroupCommit<Call, Result>['queue']): Promise<void> {
    let outcomes: CallOutcome<Result>[];
    try {
      outcomes = await this.run(batch.map((entry) => entry.call));
      if (outcomes.length !== batch.length) {
        throw new Error(`a batch of ${batch.length} calls answered ${outcomes.length} outcomes`);
      }
    } catch (error) {
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, i) => {
      const outcome = outcomes[i] as CallOutcome<Result>;
      if (outcome.ok) entry.resolve(outcome.value);
      else entry.reject(outcome.error);
    });
  }
}
