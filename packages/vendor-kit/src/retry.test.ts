import { describe, expect, it, vi } from 'vitest';
import { backoffMs, RecoveryLoop, SingleFlight } from './retry.ts';

/** A promise and its resolver, to hold a task open until the test lets it finish. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe('backoffMs', () => {
  it('doubles per attempt from the base and stops at the maximum', () => {
    expect([0, 1, 2, 3, 10].map((n) => backoffMs(n, 500, 60_000))).toEqual([500, 1000, 2000, 4000, 60_000]);
    expect(backoffMs(10_000, 1, 5)).toBe(5);
    expect(backoffMs(-3, 100, 1000)).toBe(100);
  });
});

describe('SingleFlight', () => {
  it('runs one task per key at a time and hands the running one to a second caller', async () => {
    const sut = new SingleFlight<number>();
    const held = gate<number>();
    let starts = 0;
    const task = () => {
      starts++;
      return held.promise;
    };
    const first = sut.run('round-1', task);
    const second = sut.run('round-1', task);
    const other = sut.run('round-2', async () => 7);
    held.open(42);
    expect(await Promise.all([first, second, other])).toEqual([42, 42, 7]);
    expect(starts).toBe(1);
    expect(await sut.run('round-1', async () => 43)).toBe(43);
  });

  it('lets the key run again after a failure', async () => {
    const sut = new SingleFlight<number>();
    await expect(sut.run('k', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await sut.run('k', async () => 1)).toBe(1);
  });
});

describe('RecoveryLoop', () => {
  it('never runs two passes at once, and stop waits for the running pass', async () => {
    const held = gate<number>();
    let passes = 0;
    const sut = new RecoveryLoop(() => {
      passes++;
      return held.promise;
    });
    const a = sut.run();
    const b = sut.run();
    let isStopped = false;
    const stopping = sut.stop().then(() => {
      isStopped = true;
    });
    await Promise.resolve();
    expect(isStopped).toBe(false);
    held.open(3);
    await stopping;
    expect(await Promise.all([a, b])).toEqual([3, 3]);
    expect(passes).toBe(1);
  });

  it('runs on its timer until stopped and reports failures to onError', async () => {
    vi.useFakeTimers();
    try {
      const errors: unknown[] = [];
      let passes = 0;
      const sut = new RecoveryLoop(
        async () => {
          passes++;
          throw new Error(`pass ${passes}`);
        },
        (error) => errors.push(error),
      );
      sut.start(1000);
      await vi.advanceTimersByTimeAsync(2500);
      expect(passes).toBe(2);
      expect(errors.map(String)).toEqual(['Error: pass 1', 'Error: pass 2']);
      await sut.stop();
      await vi.advanceTimersByTimeAsync(5000);
      expect(passes).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
