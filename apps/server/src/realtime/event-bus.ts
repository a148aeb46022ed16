import type { PGlite } from '@electric-sql/pglite';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database.ts';
import type { Database, Db } from '../db/schema.ts';

/** The one NOTIFY channel every server process listens on. */
export const PLATFORM_EVENTS_CHANNEL = 'croupier_events';

/**
 * What processes tell each other. Ids travel as decimal strings (JSON has no bigint).
 * `balance`: these members' main-wallet balances changed (after commit).
 * `catalogue`: drop cached lobby answers of merchant `m` (null: of every merchant).
 */
export type PlatformEvent =
  | { t: 'balance'; m: string; ids: string[] }
  | { t: 'catalogue'; m: string | null }
  /** The inboxes of these members of merchant `m` changed (null: of every member, a broadcast). */
  | { t: 'messages'; m: string; ids: string[] | null }
  /** Sessions of these members of merchant `m` ended: their sockets re-check their session. */
  | { t: 'sessions'; m: string; ids: string[] }
  /** Local only (never sent): this process was deaf for a while and may have missed events. */
  | { t: 'resync' };

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; keep well below. */
export const MAX_EVENT_BYTES = 7_000;

/**
 * Fan-out between server processes over PostgreSQL LISTEN/NOTIFY. Every process, the publisher
 * included, receives each event once it is listening (`start()`); a NOTIFY sent outside a
 * transaction is delivered at once. Delivery is at most once: a process that was not listening
 * misses the event, so receivers treat events as hints (re-read state, drop caches).
 */
export class EventBus {
  private readonly handlers = new Set<(event: PlatformEvent) => void>();
  private listening: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly listener: EventListener,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /**
   * Sends the event to every listening process. Outside a transaction it goes at once; given a
   * transaction (`db`), PostgreSQL delivers it only when that transaction commits.
   */
  async publish(event: PlatformEvent, db: Db = this.db): Promise<void> {
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES)
      throw new RangeError('event payload too large for NOTIFY');
    await sql`select pg_notify(${PLATFORM_EVENTS_CHANNEL}, ${payload})`.execute(db);
  }

  /** Calls the handler for every event received; answers the unsubscribe function. */
  subscribe(handler: (event: PlatformEvent) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** Starts listening (idempotent). */
  start(): Promise<void> {
    this.stopped = false;
    this.listening ??= this.listener.listen(
      PLATFORM_EVENTS_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.deliver({ t: 'resync' }),
    );
    return this.listening;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (!this.listening) return;
    await this.listening.catch(() => {});
    this.listening = undefined;
    await this.listener.close();
  }

  private dispatch(payload: string): void {
    if (this.stopped) return;
    let event: PlatformEvent;
    try {
      event = JSON.parse(payload) as PlatformEvent;
    } catch (error) {
      this.onError(error);
      return;
    }
    this.deliver(event);
  }

  private deliver(event: PlatformEvent): void {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch (error) {
        this.onError(error);
      }
    }
  }
}

/** How a process receives NOTIFY payloads of one channel. */
export interface EventListener {
  /** `onResumed`: called after a lost connection was re-established (events may have been missed). */
  listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<void>;
  close(): Promise<void>;
}

/** The event bus of this database: a dedicated LISTEN connection on PostgreSQL, `pglite.listen` on PGlite. */
export function createEventBus(database: DatabaseHandle, onError?: (error: unknown) => void): EventBus {
  const listener =
    database.kind === 'postgres'
      ? new PostgresListener(requireValue(database.url, 'url'), onError)
      : new PGliteListener(database.db, requireValue(database.pglite, 'pglite'));
  return new EventBus(database.db, listener, onError);
}

function requireValue<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`the database handle carries no ${name} for LISTEN`);
  return value;
}

/**
 * One dedicated client per process holds the LISTEN (a pooled connection would lose it). A lost
 * connection is re-opened with backoff; events sent while it was down are missed (see EventBus).
 */
export class PostgresListener implements EventListener {
  private client: pg.Client | undefined;
  private closed = false;
  private retryTimer: NodeJS.Timeout | undefined;
  private attempt = 0;

  constructor(
    private readonly url: string,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<void> {
    this.closed = false;
    await this.connect(channel, onPayload, onResumed, false);
  }

  private async connect(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed: (() => void) | undefined,
    isReconnect: boolean,
  ): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'croupier-listen' });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    const reconnect = (error?: unknown) => {
      if (error) this.onError(error);
      if (this.closed || this.client !== client) return;
      this.client = undefined;
      client.removeAllListeners('end');
      client.end().catch(() => {});
      const delay = Math.min(30_000, 250 * 2 ** this.attempt);
      this.attempt += 1;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = undefined;
        if (!this.closed)
          this.connect(channel, onPayload, onResumed, true).catch((e: unknown) => reconnect(e));
      }, delay);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    this.client = client;
    await client.connect();
    await client.query(`listen ${channel}`);
    this.attempt = 0;
    if (isReconnect) onResumed?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.removeAllListeners('error');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}

/**
 * PGlite's LISTEN, issued while holding the dialect's one connection so it can never land inside
 * another caller's open transaction (where a rollback would undo it).
 */
export class PGliteListener implements EventListener {
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly pglite: PGlite,
  ) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<void> {
    this.unlisten = await this.db.connection().execute(() => this.pglite.listen(channel, onPayload));
  }

  async close(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    if (unlisten && !this.pglite.closed) await this.db.connection().execute(() => unlisten());
  }
}
