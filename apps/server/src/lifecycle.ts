/** Where the lifecycle reports: the app's pino logger once it exists, plain stderr before. */
export interface LifecycleLogger {
  info(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** Thrown by `Lifecycle.start` once a shutdown has begun: the start-up stops there, quietly. */
export class StartAborted extends Error {
  constructor(readonly part: string) {
    super(`start-up aborted before ${part}: the process is shutting down`);
  }
}

interface Part {
  name: string;
  close: () => Promise<void>;
}

const stderrLogger: LifecycleLogger = {
  info: (detail, message) => process.stderr.write(`${message} ${JSON.stringify(detail)}\n`),
  error: (detail, message) => process.stderr.write(`${message} ${JSON.stringify(detail, errorFields)}\n`),
};

function errorFields(_key: string, value: unknown): unknown {
  return value instanceof Error ? { message: value.message, stack: value.stack } : value;
}

/**
 * The parts one process starts, and their closes in reverse order of start.
 *
 * Every start-up step runs through `start`, so a shutdown asked for at any moment (even during
 * migrations) waits for the step under way, closes what has started, and makes the next step throw
 * `StartAborted` instead of starting something nobody will close. A part's close is registered in
 * the same tick its start resolves, so no started part is ever missed.
 */
export class Lifecycle {
  private readonly parts: Part[] = [];
  private current: Promise<unknown> = Promise.resolve();
  private closing: Promise<void> | undefined;
  private log: LifecycleLogger = stderrLogger;
  /** The part whose close is under way (named by the last-resort timeout). */
  closingPart: string | undefined;

  get isStopping(): boolean {
    return this.closing !== undefined;
  }

  /** Reports through this logger from now on. */
  useLogger(log: LifecycleLogger): void {
    this.log = log;
  }

  /** The logger the lifecycle reports through (for the process's own shutdown messages). */
  get logger(): LifecycleLogger {
    return this.log;
  }

  /**
   * Runs one start-up step; with `close`, the result is a part closed at shutdown.
   * Throws StartAborted when a shutdown began before or during the step.
   */
  async start<T>(name: string, start: () => Promise<T>, close?: (started: T) => Promise<void>): Promise<T> {
    if (this.closing) throw new StartAborted(name);
    const startedAt = performance.now();
    const run = start().then((started) => {
      if (close) this.parts.push({ name, close: () => close(started) });
      this.log.info({ part: name, ms: Math.round(performance.now() - startedAt) }, `started ${name}`);
      return started;
    });
    this.current = run.catch(() => undefined);
    const started = await run;
    if (this.closing) throw new StartAborted(name);
    return started;
  }

  /** Registers the close of a part started outside `start` (e.g. one that starts in the background). */
  add(name: string, close: () => Promise<void>): void {
    this.parts.push({ name, close });
  }

  /**
   * Closes every started part, newest first, logging each with its duration. A part whose close
   * fails is logged and the others still close. Safe to call more than once (answers the same run).
   */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.current;
      let step = 0;
      for (const part of this.parts.splice(0).reverse()) {
        step += 1;
        this.closingPart = part.name;
        const startedAt = performance.now();
        try {
          await part.close();
          this.log.info(
            { part: part.name, ms: Math.round(performance.now() - startedAt), step },
            `closed ${part.name}`,
          );
        } catch (err) {
          this.log.error({ part: part.name, err }, `${part.name} failed to close`);
        }
      }
      this.closingPart = undefined;
    })();
    return this.closing;
  }
}
