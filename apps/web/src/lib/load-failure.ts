/**
 * Load failures of spec section 8: a page chunk or its CSS that fails to load (or has not loaded
 * after 120 s) raises a load error the player can retry; a page slower than expected says so
 * ("page took longer to load, check network") while it keeps loading.
 */

/** How long a chunk may take before its load counts as failed (spec section 8). */
export const LOAD_TIMEOUT_MS = 120_000;
/** After this long a load still running shows the slow-page notice. */
export const SLOW_LOAD_MS = 6_000;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

const realTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

/** A chunk or stylesheet that did not arrive: it failed, or it was still loading after the deadline. */
export class LoadError extends Error {
  override readonly name = 'LoadError';
  constructor(
    readonly reason: 'failed' | 'timeout',
    options?: { cause?: unknown },
  ) {
    super(reason === 'timeout' ? 'page load timed out' : 'page resources failed to load', options);
  }
}

/**
 * What browsers and Vite throw when a dynamic import or its CSS fails: Chromium "Failed to fetch
 * dynamically imported module", Safari "Importing a module script failed", Firefox "error loading
 * dynamically imported module", Vite's preload "Unable to preload CSS for …".
 */
const LOAD_FAILURE_MESSAGE =
  /dynamically imported module|importing a module script failed|unable to preload css|loading (css )?chunk/i;

/** True for a load error, or for a browser or bundler error that means a chunk or its CSS failed. */
export function isLoadFailure(error: unknown): boolean {
  if (error instanceof LoadError) return true;
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || LOAD_FAILURE_MESSAGE.test(error.message);
}

/**
 * Runs a chunk load with the 120 s deadline: a failure of the chunk or its CSS becomes a
 * LoadError('failed'), a load still running at the deadline a LoadError('timeout'). Other errors
 * (a module that throws while it evaluates) pass through as they are.
 */
export function withLoadDeadline<T>(
  load: () => Promise<T>,
  timeoutMs = LOAD_TIMEOUT_MS,
  timers: Timers = realTimers,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let isSettled = false;
    const handle = timers.setTimeout(() => {
      if (isSettled) return;
      isSettled = true;
      reject(new LoadError('timeout'));
    }, timeoutMs);
    load().then(
      (value) => {
        if (isSettled) return;
        isSettled = true;
        timers.clearTimeout(handle as never);
        resolve(value);
      },
      (error: unknown) => {
        if (isSettled) return;
        isSettled = true;
        timers.clearTimeout(handle as never);
        reject(
          isLoadFailure(error) && !(error instanceof LoadError)
            ? new LoadError('failed', { cause: error })
            : error,
        );
      },
    );
  });
}

/**
 * Counts the loads under way and says when one has run past the slow threshold: `isSlow` turns true
 * once any load has been running `slowMs`, and false again when none is left.
 */
export function createLoadTracker(slowMs = SLOW_LOAD_MS, timers: Timers = realTimers) {
  let pending = 0;
  let slowLoads = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    track<T>(promise: Promise<T>): Promise<T> {
      pending += 1;
      let isSlow = false;
      const handle = timers.setTimeout(() => {
        isSlow = true;
        slowLoads += 1;
        if (slowLoads === 1) notify();
      }, slowMs);
      const done = () => {
        pending -= 1;
        timers.clearTimeout(handle as never);
        if (isSlow) {
          slowLoads -= 1;
          if (slowLoads === 0) notify();
        }
      };
      promise.then(done, done);
      return promise;
    },
    isSlow: () => slowLoads > 0,
    pendingCount: () => pending,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The site's one tracker: route chunks and lazy components report their loads to it. */
export const pageLoads = createLoadTracker();

/** A chunk load with the deadline, reported to the slow-page notice. */
export function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  return pageLoads.track(withLoadDeadline(load));
}
