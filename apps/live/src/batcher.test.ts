import { describe, expect, it } from 'vitest';
import { Batcher, type BatchResult } from './batcher.ts';

/** A run the test finishes by hand, recording the batches it was given. */
function gate() {
  const batches: number[][] = [];
  const open: (() => void)[] = [];
  const run = (items: number[]): Promise<BatchResult<number>[]> => {
    batches.push(items);
    return new Promise((resolve) =>
      open.push(() =>
        resolve(
          items.map((i) =>
            i < 0 ? { ok: false, error: new Error(`bad ${i}`) } : { ok: true, value: i * 10 },
          ),
        ),
      ),
    );
  };
  return { batches, open, run };
}

/** Lets the finished run's bookkeeping (its `finally`) happen. */
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('Batcher', () => {
  it('sends the first item alone and groups those that arrive while it runs', async () => {
    const g = gate();
    const b = new Batcher(g.run, { maxBatch: 3, maxInFlight: 1 });
    const answers = [1, 2, 3, 4, 5].map((i) => b.submit(i));
    expect(g.batches).toEqual([[1]]);
    g.open.shift()?.();
    await answers[0];
    await settled();
    expect(g.batches).toEqual([[1], [2, 3, 4]]);
    g.open.shift()?.();
    await answers[3];
    await settled();
    expect(g.batches).toEqual([[1], [2, 3, 4], [5]]);
    g.open.shift()?.();
    expect(await Promise.all(answers)).toEqual([10, 20, 30, 40, 50]);
  });

  it('fails only the item its run says failed, and every item of a run that throws', async () => {
    const g = gate();
    const b = new Batcher(g.run, { maxBatch: 10, maxInFlight: 2 });
    const one = b.submit(1);
    const bad = b.submit(-1);
    expect(g.batches).toEqual([[1], [-1]]);
    for (const open of g.open.splice(0)) open();
    expect(await one).toBe(10);
    await expect(bad).rejects.toThrow('bad -1');

    const throwing = new Batcher<number, number>(
      async () => {
        throw new Error('database down');
      },
      { maxBatch: 10, maxInFlight: 1 },
    );
    await expect(Promise.all([throwing.submit(1), throwing.submit(2)])).rejects.toThrow('database down');
  });
});
