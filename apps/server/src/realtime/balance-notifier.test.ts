import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoalescingBalanceNotifier } from './balance-notifier.ts';

describe('CoalescingBalanceNotifier', () => {
  let published: Array<{ merchantId: bigint; memberIds: bigint[] }>;
  const publish = async (merchantId: bigint, memberIds: bigint[]) => {
    published.push({ merchantId, memberIds: [...memberIds].sort((a, b) => Number(a - b)) });
  };

  beforeEach(() => {
    published = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes nothing until the window ends, then once per merchant with each member once', async () => {
    const sut = new CoalescingBalanceNotifier(publish, { windowMs: 50 });
    sut.changed(1n, 10n);
    sut.changed(1n, 11n, 10n);
    sut.changed(2n, 10n);
    for (let i = 0; i < 100; i += 1) sut.changed(1n, 10n);
    await vi.advanceTimersByTimeAsync(49);
    expect(published).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(published).toEqual([
      { merchantId: 1n, memberIds: [10n, 11n] },
      { merchantId: 2n, memberIds: [10n] },
    ]);
  });

  it('starts a new window for changes after a flush', async () => {
    const sut = new CoalescingBalanceNotifier(publish, { windowMs: 50 });
    sut.changed(1n, 1n);
    await vi.advanceTimersByTimeAsync(50);
    sut.changed(1n, 1n);
    expect(published).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(50);
    expect(published).toEqual([
      { merchantId: 1n, memberIds: [1n] },
      { merchantId: 1n, memberIds: [1n] },
    ]);
  });

  it('splits a large window into batches of maxIdsPerBatch', async () => {
    const sut = new CoalescingBalanceNotifier(publish, { windowMs: 50, maxIdsPerBatch: 3 });
    sut.changed(1n, 1n, 2n, 3n, 4n, 5n, 6n, 7n);
    await vi.advanceTimersByTimeAsync(50);
    expect(published.map((p) => p.memberIds)).toEqual([[1n, 2n, 3n], [4n, 5n, 6n], [7n]]);
  });

  it('close() publishes what is pending at once and waits for it', async () => {
    let release!: () => void;
    const slow = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    );
    const sut = new CoalescingBalanceNotifier(slow, { windowMs: 10_000 });
    sut.changed(3n, 30n);
    let closed = false;
    const closing = sut.close().then(() => {
      closed = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(slow).toHaveBeenCalledWith(3n, [30n]);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(closed).toBe(true);
  });

  it('reports a failed publish and keeps working', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const flaky = async (merchantId: bigint, memberIds: bigint[]) => {
      if (fail) throw new Error('database away');
      await publish(merchantId, memberIds);
    };
    const sut = new CoalescingBalanceNotifier(flaky, { windowMs: 50, onError: (e) => errors.push(e) });
    sut.changed(1n, 1n);
    await vi.advanceTimersByTimeAsync(50);
    expect(errors).toHaveLength(1);
    fail = false;
    sut.changed(1n, 2n);
    await vi.advanceTimersByTimeAsync(50);
    expect(published).toEqual([{ merchantId: 1n, memberIds: [2n] }]);
  });

  it('ignores a call without members', async () => {
    const sut = new CoalescingBalanceNotifier(publish, { windowMs: 50 });
    sut.changed(1n);
    await vi.advanceTimersByTimeAsync(100);
    expect(published).toEqual([]);
  });
});
