import type { Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../db/schema.ts';
import { type JobDatabase, JobDatabaseClosed, transactionJobDatabase } from './job-database.ts';

/** What a job handler receives: the job's id, its data, and how many times it was tried before. */
export interface JobContext<TData> {
  id: string;
  name: string;
  data: TData;
}

/** A job handler. A throw fails the job; pg-boss retries it as `retryLimit` says. */
export type JobHandler<TData> = (job: JobContext<TData>) => Promise<void>;

/** Options of one registered queue. */
export interface RegisterOptions {
  /** Retries after a failed run (default 2). */
  retryLimit?: number;
  /** Seconds between retries (default 30). */
  retryDelaySeconds?: number;
  /** A run longer than this is failed and may be retried (default 15 minutes). */
  expireInSeconds?: number;
  /** Jobs of this queue run at most this many at once in one process (default 1). */
  concurrency?: number;
  /** How often an idle worker asks for work, in seconds (default 2; at least 0.5). */
  pollingIntervalSeconds?: number;
  /**
   * pg-boss queue policy (default 'standard'). 'stately': at most one waiting and one running job
   * per singletonKey; 'singleton': at most one running per key; 'short': at most one waiting per key.
   */
  policy?: 'standard' | 'short' | 'singleton' | 'stately';
}

/** Options of one sent job. */
export interface SendOptions {
  /**
   * Deduplication key: how it dedupes follows the queue's policy (see RegisterOptions.policy);
   * with singletonSeconds, at most one job per key and time slot of that many seconds.
   */
  singletonKey?: string;
  singletonSeconds?: number;
  /** Not run before this time. */
  startAfter?: Date;
  /**
   * Send inside this open transaction: the job exists only if the transaction commits.
   * Inside `db.transaction()` ALWAYS pass `tx` (on PGlite a send through the outer handle would
   * wait for the connection the transaction holds: a deadlock).
   */
  tx?: Transaction<Database>;
}

/**
 * The platform's job queue (pg-boss on the platform's own PostgreSQL or PGlite database).
 * A job sent or scheduled here runs once, in one of the server processes, however many run.
 *
 * Register handlers and schedules before or after `start()`; both are applied when the queue
 * starts. `stop()` stops fetching and waits (up to its grace) for running jobs to finish.
 */
export interface Jobs {
  /** Adds the handler of the queue `name` (one per name and process). */
  register<TData extends object = Record<string, never>>(
    name: string,
    handler: JobHandler<TData>,
    options?: RegisterOptions,
  ): void;
  /**
   * Runs the queue `name` on the cron expression (UTC, minute resolution), with `data`.
   * Each tick runs once across every process that scheduled it. The queue needs a handler in
   * at least one process.
   */
  schedule(name: string, cron: string, data?: object): void;
  /** Queues one job; answers its id, or null when a singleton job with the same key already waits. */
  send(name: string, data?: object, options?: SendOptions): Promise<string | null>;
  /** Starts the workers, the schedules and the maintenance; refused once `stop()` was called. */
  start(): Promise<void>;
  /**
   * Jobs that wait (created, retry) or run (active), per queue and state; none before the
   * queue's tables exist.
   */
  queueDepth(): Promise<{ queue: string; state: string; count: number }[]>;
  /**
   * Stops for good: no new job, cron tick or maintenance starts; waits (up to `graceMs`) for the
   * running jobs and the queue's own queries, then closes its connections. Later calls answer the
   * same stop; a query after it fails at once.
   */
  stop(graceMs?: number): Promise<void>;
  readonly isStarted: boolean;
}

/** pg-boss timings; the defaults suit production, tests shorten them. */
export interface PgBossJobsOptions {
  /** How often a process checks whether a cron tick is due (default 30 s; pg-boss lets one process do it). */
  cronMonitorIntervalSeconds?: number;
  /** How often due cron ticks are turned into jobs (default 5 s). */
  cronWorkerIntervalSeconds?: number;
  /** How often expired/archived jobs are maintained (default 120 s; once per interval across processes). */
  maintenanceIntervalSeconds?: number;
  /** Reports a failure of the queue machinery itself (a failed job is pg-boss's to retry). */
  onError?: (error: unknown) => void;
}

interface Registration {
  handler: JobHandler<object>;
  options: RegisterOptions;
}

const SCHEMA = 'pgboss';

/** What the queue logs through: the app's logger once `useLogger` gave it. */
interface JobsLogger {
  info(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/**
 * The job queue on pg-boss 10 over the platform's database (see job-database.ts for how PGlite's
 * single connection is shared). Schedules use pg-boss's cron: a database row guards each tick,
 * so every tick runs once across processes.
 */
export class PgBossJobs implements Jobs {
  private readonly registrations = new Map<string, Registration>();
  private readonly schedules = new Map<string, { cron: string; data: object | null }>();
  private readonly queuesReady = new Set<string>();
  private readonly boss: PgBoss;
  /** The database as pg-boss sees it: every query counted while in flight (see `stop`). */
  private readonly tracked: JobDatabase;
  private readonly inFlight = new Set<Promise<unknown>>();
  private runningJobs = 0;
  private producer: Promise<PgBoss> | undefined;
  private started = false;
  private logger: JobsLogger | undefined;
  private starting: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private maintenanceTimer: NodeJS.Timeout | undefined;
  private maintenance: Promise<void> | undefined;

  constructor(
    private readonly database: JobDatabase,
    private readonly options: PgBossJobsOptions = {},
  ) {
    this.tracked = {
      executeSql: (text, values) => this.track(database.executeSql(text, values)),
      close: () => database.close(),
    };
    this.boss = new PgBoss({
      db: this.tracked,
      schema: SCHEMA,
      // Maintenance runs on this class's own timer (see `maintain`): pg-boss's would not be waited for at stop.
      supervise: false,
      cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
      cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
    } as PgBoss.ConstructorOptions);
    this.boss.on('error', (error) => this.reportError(error));
  }

  get isStarted(): boolean {
    return this.started;
  }

  register<TData extends object = Record<string, never>>(
    name: string,
    handler: JobHandler<TData>,
    options: RegisterOptions = {},
  ): void {
    if (this.registrations.has(name)) throw new Error(`job ${name} is already registered`);
    this.registrations.set(name, { handler: handler as JobHandler<object>, options });
    if (this.started) void this.startWorkers(name).catch((error: unknown) => this.reportError(error));
  }

  schedule(name: string, cron: string, data?: object): void {
    this.schedules.set(name, { cron, data: data ?? null });
    if (this.started)
      void this.applySchedule(this.boss, name).catch((error: unknown) => this.reportError(error));
  }

  async send(name: string, data: object = {}, options: SendOptions = {}): Promise<string | null> {
    const boss = this.started ? this.boss : await this.startProducer();
    await this.ensureQueue(boss, name);
    const sendOptions: PgBoss.SendOptions = {
      ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
      ...(options.singletonSeconds === undefined ? {} : { singletonSeconds: options.singletonSeconds }),
      ...(options.startAfter === undefined ? {} : { startAfter: options.startAfter }),
      ...(options.tx === undefined ? {} : { db: transactionJobDatabase(options.tx) as PgBoss.Db }),
    };
    return boss.send(name, data, sendOptions);
  }

  async queueDepth(): Promise<{ queue: string; state: string; count: number }[]> {
    try {
      const { rows } = await this.tracked.executeSql(
        `select name as queue, state::text as state, count(*)::int as count from ${SCHEMA}.job
          where state in ('created', 'retry', 'active') group by name, state`,
      );
      return rows as { queue: string; state: string; count: number }[];
    } catch (error) {
      if ((error as { code?: string }).code === '42P01') return []; // pg-boss not installed yet
      throw error;
    }
  }

  start(): Promise<void> {
    if (this.stopping) return Promise.reject(new Error('the job queue was stopped; it does not start again'));
    this.starting ??= (async () => {
      // Install pg-boss's schema, the queues and the schedules first (through the send-only
      // instance), so the cron check pg-boss makes at start already sees this process's schedules.
      // A stop asked for meanwhile ends the start after the step under way.
      const producer = await this.startProducer();
      for (const name of this.registrations.keys()) {
        if (this.stopping) return;
        await this.ensureQueue(producer, name);
      }
      for (const name of this.schedules.keys()) {
        if (this.stopping) return;
        await this.applySchedule(producer, name);
      }
      if (this.stopping) return;
      await this.boss.start();
      this.started = true;
      for (const name of this.registrations.keys()) {
        if (this.stopping) return;
        await this.startWorkers(name);
      }
      if (this.stopping) return;
      const everyMs = (this.options.maintenanceIntervalSeconds ?? 120) * 1000;
      this.maintenanceTimer = setInterval(() => void this.maintain(), everyMs);
    })();
    return this.starting;
  }

  stop(graceMs = 10_000): Promise<void> {
    this.stopping ??= (async () => {
      const deadline = Date.now() + graceMs;
      clearInterval(this.maintenanceTimer);
      if (this.starting) {
        await this.starting.catch(() => {});
        // Stops fetching, cron and timers; waits for the running jobs (a job still running at the
        // timeout is failed back to the queue, to be retried).
        await this.boss.stop({ graceful: true, wait: true, close: false, timeout: Math.max(graceMs, 1000) });
      }
      if (this.producer) {
        const producer = await this.producer.catch(() => undefined);
        await producer?.stop({ graceful: false, close: false });
      }
      await this.maintenance;
      // pg-boss does not wait for everything it started: a worker's fetch under way (which may
      // still hand it a job), a job's completion (not awaited). Closing under them would lose
      // the completion; a later query would find the connections closed (and fail at once).
      const left = await this.settle(deadline);
      if (left.jobs > 0 || left.queries > 0)
        this.logger?.error(left, 'job queue closed with work still under way (grace ran out)');
      this.started = false;
      this.queuesReady.clear();
      await this.database.close();
    })();
    return this.stopping;
  }

  /** Waits until no job runs and no queue query is in flight, or until `deadline`; answers what is left. */
  private async settle(deadline: number): Promise<{ jobs: number; queries: number }> {
    for (;;) {
      // A job's end and its completion query are a few ticks apart: let them follow each other.
      await new Promise((resolve) => setImmediate(resolve));
      if (this.runningJobs === 0 && this.inFlight.size === 0) break;
      const remaining = deadline - Date.now();
      if (remaining <= 0) break;
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        ...this.inFlight,
        new Promise((resolve) => {
          timer = setTimeout(resolve, Math.min(remaining, 50));
        }),
      ]).catch(() => {});
      clearTimeout(timer);
    }
    return { jobs: this.runningJobs, queries: this.inFlight.size };
  }

  /** Counts a query while it is in flight. */
  private track<T>(query: Promise<T>): Promise<T> {
    this.inFlight.add(query);
    const forget = () => this.inFlight.delete(query);
    query.then(forget, forget);
    return query;
  }

  /**
   * One maintenance (expire, archive, drop) when this process wins the interval's turn (pg-boss's
   * own guard row, so one process maintains per interval). `stop` waits for one under way.
   */
  private maintain(): void {
    if (this.maintenance || this.stopping) return;
    const intervalSeconds = this.options.maintenanceIntervalSeconds ?? 120;
    this.maintenance = (async () => {
      const { rows } = await this.tracked.executeSql(
        `update ${SCHEMA}.version set maintained_on = now()
          where extract(epoch from (now() - coalesce(maintained_on, now() - interval '1 week'))) > $1
          returning true`,
        [intervalSeconds],
      );
      if (rows.length !== 1 || this.stopping) return;
      const startedAt = performance.now();
      this.logger?.info({}, 'job queue maintenance started');
      await this.boss.maintain();
      this.logger?.info({ ms: Math.round(performance.now() - startedAt) }, 'job queue maintenance done');
    })()
      .catch((error: unknown) => {
        if (!(this.stopping && error instanceof JobDatabaseClosed)) this.reportError(error);
      })
      .finally(() => {
        this.maintenance = undefined;
      });
  }

  private async startWorkers(name: string): Promise<void> {
    const registration = this.registrations.get(name);
    if (!registration) return;
    const { handler, options } = registration;
    await this.ensureQueue(this.boss, name);
    const workOptions: PgBoss.WorkOptions = {
      batchSize: 1,
      ...(options.pollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
    };
    for (let i = 0; i < Math.max(1, options.concurrency ?? 1); i += 1) {
      await this.boss.work<object>(name, workOptions, async (jobs) => {
        this.runningJobs += 1;
        try {
          for (const job of jobs) await handler({ id: job.id, name: job.name, data: job.data ?? {} });
        } finally {
          this.runningJobs -= 1;
        }
      });
    }
  }

  private async applySchedule(boss: PgBoss, name: string): Promise<void> {
    const entry = this.schedules.get(name);
    if (!entry) return;
    await this.ensureQueue(boss, name);
    await boss.schedule(name, entry.cron, entry.data ?? undefined, { tz: 'UTC' });
  }

  private async ensureQueue(boss: PgBoss, name: string): Promise<void> {
    if (this.queuesReady.has(name)) return;
    const options = this.registrations.get(name)?.options ?? {};
    const create = () =>
      boss.createQueue(name, {
        name,
        policy: options.policy ?? 'standard',
        retryLimit: options.retryLimit ?? 2,
        retryDelay: options.retryDelaySeconds ?? 30,
        expireInSeconds: options.expireInSeconds ?? 15 * 60,
      });
    // Processes starting together create the same queue at once: pg-boss's create_queue (insert,
    // then attach a partition) can deadlock against itself. It is idempotent, so try again.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await create();
        break;
      } catch (error) {
        if (attempt >= 5 || (error as { code?: string }).code !== '40P01') throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
      }
    }
    this.queuesReady.add(name);
  }

  /** A send-only pg-boss (no workers, no cron, no maintenance) for processes that never start(). */
  private startProducer(): Promise<PgBoss> {
    this.producer ??= (async () => {
      const producer = new PgBoss({
        db: this.tracked,
        schema: SCHEMA,
        supervise: false,
        schedule: false,
      } as PgBoss.ConstructorOptions);
      producer.on('error', (error) => this.reportError(error));
      await producer.start();
      return producer;
    })();
    return this.producer;
  }

  /** Routes queue-machinery errors and maintenance to the app's logger (from then on). */
  useLogger(logger: JobsLogger): void {
    this.logger = logger;
  }

  private reportError(error: unknown): void {
    // After the stop, a straggling pg-boss query meets the closed database: expected, not news.
    if (this.stopping && String((error as Error)?.message).startsWith(new JobDatabaseClosed().message))
      return;
    this.options.onError?.(error);
    this.logger?.error({ err: error }, 'job queue error');
  }
}
