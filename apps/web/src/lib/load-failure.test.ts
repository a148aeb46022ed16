import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLoadTracker,
  isLoadFailure,
  LOAD_TIMEOUT_MS,
  LoadError,
  SLOW_LOAD_MS,
  withLoadDeadline,
} from './load-failure.ts';

/** A promise settled from outside, as a chunk download is. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('load failures', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('knows the browsers’ and the bundler’s chunk and CSS failures, and nothing else', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/help-page-x1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: http://localhost/assets/a.js',
      'Unable to preload CSS for /assets/help-page-x1.css',
    ])
      expect(isLoadFailure(new TypeError(message)), message).toBe(true);
    expect(isLoadFailure(new LoadError('timeout'))).toBe(true);
    for (const other of [new TypeError('x is not a function'), new Error('NOT_FOUND'), 'Failed', null])
      expect(isLoadFailure(other)).toBe(false);
  });

  it('passes a chunk through when it arrives before the 120 s deadline', async () => {
    expect(LOAD_TIMEOUT_MS).toBe(120_000);
    const chunk = deferred<{ page: string }>();
    const load = withLoadDeadline(() => chunk.promise);
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS - 1);
    chunk.resolve({ page: 'help' });
    await expect(load).resolves.toEqual({ page: 'help' });
    // The deadline was cleared: passing it later changes nothing.
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails a chunk still loading at 120 s with a timeout load error', async () => {
    const chunk = deferred<string>();
    const load = withLoadDeadline(() => chunk.promise);
    const outcome = load.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(LOAD_TIMEOUT_MS);
    const error = await outcome;
    expect(error).toBeInstanceOf(LoadError);
    expect((error as LoadError).reason).toBe('timeout');
    // A late arrival does not undo the error.
    chunk.resolve('late');
    await expect(load).rejects.toBe(error);
  });

  it('turns a failed chunk into a load error that keeps the cause, and leaves other errors alone', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const failed = await withLoadDeadline(() => Promise.reject(cause)).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(LoadError);
    expect((failed as LoadError).reason).toBe('failed');
    expect((failed as LoadError).cause).toBe(cause);
    const broken = new ReferenceError('window is not defined');
    await expect(withLoadDeadline(() => Promise.reject(broken))).rejects.toBe(broken);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('says a page is slow once a load runs past the threshold, until no slow load is left', async () => {
    const tracker = createLoadTracker();
    const changes: boolean[] = [];
    const unsubscribe = tracker.subscribe(() => changes.push(tracker.isSlow()));
    const quick = deferred<void>();
    const slow = deferred<void>();
    const later = deferred<void>();
    tracker.track(quick.promise);
    tracker.track(slow.promise);
    quick.resolve();
    await vi.advanceTimersByTimeAsync(SLOW_LOAD_MS - 1);
    expect(tracker.isSlow()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(tracker.isSlow()).toBe(true);
    tracker.track(later.promise);
    await vi.advanceTimersByTimeAsync(SLOW_LOAD_MS);
    slow.reject(new Error('gone'));
    await vi.advanceTimersByTimeAsync(0);
    // One slow load is still running.
    expect(tracker.isSlow()).toBe(true);
    later.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(tracker.isSlow()).toBe(false);
    expect(tracker.pendingCount()).toBe(0);
    expect(changes).toEqual([true, false]);
    unsubscribe();
  });

  it('hands the tracked promise back unchanged, failure included', async () => {
    const tracker = createLoadTracker();
    const error = new LoadError('failed');
    await expect(tracker.track(Promise.reject(error))).rejects.toBe(error);
    await expect(tracker.track(Promise.resolve(7))).resolves.toBe(7);
    expect(tracker.pendingCount()).toBe(0);
  });
});
