/** One item's answer in a batch: its value, or the error that item alone failed with. */
export type BatchResult<O> = { ok: true; value: O } | { ok: false; error: unknown };

export interface BatcherOptions {
  /** Items one run takes at most. */
  maxBatch: number;
  /** Runs at once; items arriving meanwhile wait and go together in the next run. */
  maxInFlight: number;
}

/**
 * Groups concurrent calls into runs of `run`, with no timer: an item submitted while nothing runs
 * goes at once (alone); items submitted while `maxInFlight` runs are busy queue up and the next run
 * takes up to `maxBatch` of them. So a quiet table pays no extra latency and a rush costs one
 * database transaction per batch instead of one per bet. `run` answers each item in order; a run
 * that throws fails every item of it.
 */
export class Batcher<I, O> {
  private readonly queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  private running = 0;

  constructor(
    private readonly run: (items: I[]) => Promise<BatchResult<O>[]>,
    private readonly options: BatcherOptions,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.maxInFlight && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.maxBatch);
      this.running++;
      this.run(batch.map((b) => b.item))
        .then(
          (results) =>
            batch.forEach((b, i) => {
              const r = results[i];
              if (!r) b.reject(new Error('batch run gave no answer for an item'));
              else if (r.ok) b.resolve(r.value);
              else b.reject(r.error);
            }),
          (error: unknown) => {
            for (const b of batch) b.reject(error);
          },
        )
        .finally(() => {
          this.running--;
          this.pump();
        });
    }
  }
}
