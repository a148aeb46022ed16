import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isLiveGameCode,
  LIVE_TABLE_CODES,
  LIVE_TABLES,
  type TLiveGameKind,
  type TLiveTableCode,
} from '@croupier/contracts';
import {
  DEFAULT_MONEY_OPTIONS,
  LaunchSessions,
  listenOrClose,
  openMigratedVendorDb,
  RecoveryLoop,
  type VendorDb,
  VendorLinks,
  type VendorServiceOptions,
  vendorLog,
} from '@croupier/vendor-kit';
import type { FastifyInstance } from 'fastify';
import { buildLiveApp } from './app.ts';
import { MODELS } from './art.ts';
import { catalogueOf } from './catalogue.ts';
import { LiveChat } from './chat.ts';
import {
  DEFAULT_TABLE_LIMITS,
  DEMO_TIMING,
  gameOf,
  PRODUCTION_TIMING,
  type RoundTiming,
  type TableLimits,
} from './config.ts';
import { RoundEngine } from './engine.ts';
import { LiveHub } from './hub.ts';
import { LiveLimits } from './limits.ts';
import { LiveMoney, type MoneyOptions } from './money.ts';
import { LiveSettings } from './settings.ts';
import { LiveStore } from './store.ts';
import { LiveTables } from './tables.ts';

export { DEFAULT_TABLE_LIMITS, DEMO_TIMING, PRODUCTION_TIMING, type RoundTiming } from './config.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

export interface StartLiveOptions extends VendorServiceOptions<MoneyOptions> {
  /** PostgreSQL connections (default 16: every placement holds one for a few statements). */
  poolSize?: number;
  /** `demo`: shorter rounds; or a timing per game (missing games: production). */
  timing?: 'production' | 'demo' | Partial<Record<TLiveGameKind, RoundTiming>>;
  limits?: Partial<Record<TLiveGameKind, TableLimits>>;
  /** The tables this process runs rounds for (default all). */
  tables?: readonly TLiveTableCode[];
  /** How often the round engine runs (ms; the sweep every 10×); 0 disables the timers (tests call `tick()` / `sweep()`). */
  tickIntervalMs?: number;
  payConcurrency?: number;
  /** At start-up, a round still BETTING this long after its close is voided (default 2 s). */
  restartGraceMs?: number;
}

export interface RunningLive {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  store: LiveStore;
  engine: RoundEngine;
  tables: LiveTables;
  money: LiveMoney;
  hub: LiveHub;
  /** One pass of the round engine. */
  tick(): Promise<number>;
  /** One pass of the money sweep (unpaid wins, rollbacks, interrupted bets). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the live studio vendor (vendor codes CLIVE and DS88): its database, the money sweep and
 * the crash recovery of rounds before listening, the HTTP server and socket, then the round engine
 * on a timer and the catalogue of each onboarded (merchant, vendor code). It reaches the platform
 * only through the signed vendor protocol.
 */
export async function startLive(options: StartLiveOptions): Promise<RunningLive> {
  const db = await openMigratedVendorDb(
    { ...options, poolSize: options.poolSize ?? 16 },
    { schema: options.schema ?? 'vendor_live', migrationsDir: MIGRATIONS_DIR },
  );
  return startOn(db, options);
}

/** Starts the live vendor on an open, migrated database (tests hand in `openTestVendorDb`). */
export async function startOn(db: VendorDb, options: StartLiveOptions): Promise<RunningLive> {
  const now = options.now ?? (() => new Date());
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('live', logLevel);
  const store = new LiveStore(db.schema);
  const links = VendorLinks.open(db, { ...options, log });
  const money = new LiveMoney(
    db,
    store,
    links,
    {
      ...DEFAULT_MONEY_OPTIONS,
      ...(log ? { log } : {}),
      ...options.money,
    },
    now,
  );
  const base = options.timing === 'demo' ? DEMO_TIMING : PRODUCTION_TIMING;
  const timings = { ...base, ...(typeof options.timing === 'object' ? options.timing : {}) } as Record<
    TLiveGameKind,
    RoundTiming
  >;
  const timing = (table: TLiveTableCode) => timings[gameOf(table)];
  const limits = (table: TLiveTableCode) => ({ ...DEFAULT_TABLE_LIMITS, ...options.limits })[gameOf(table)];
  const merchantLimits = new LiveLimits(db, db.schema, limits, now);
  const tableList = options.tables ?? LIVE_TABLE_CODES;
  const engine = new RoundEngine(
    db,
    store,
    money,
    {
      tables: tableList,
      timing,
      payConcurrency: options.payConcurrency ?? 16,
      restartGraceMs: options.restartGraceMs ?? 2000,
      ...(log ? { log } : {}),
    },
    now,
  );
  const chat = new LiveChat(db, db.schema, now);
  let hub: LiveHub | undefined;
  const tables = new LiveTables(
    db,
    store,
    money,
    { limits: merchantLimits, timing, watching: (t) => hub?.watching(t) ?? 0 },
    now,
  );
  hub = new LiveHub(tables, chat, now, log);
  const theHub = hub;
  engine.events = theHub;
  tables.events = theHub;
  money.onFinal = (row, balance) => theHub.settled(row, balance);
  chat.onMessage = (message) => theHub.chatMessage(message);

  for (const model of MODELS)
    await db.query(
      `insert into ${db.schema}.models (model_id, name, languages, table_code, sort_order) values ($1, $2, $3, $4, $5)
       on conflict (model_id) do nothing`,
      [model.modelId, model.name, model.languages, model.tableCode, MODELS.indexOf(model)],
    );

  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: isLiveGameCode,
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 60 * 60_000,
  });
  const syncCatalogue = (merchantCode: string, vendorCode: string) =>
    links.registerCatalogue(merchantCode, vendorCode, catalogueOf(vendorCode as never, publicUrl));
  const app = await buildLiveApp({
    links,
    sessions,
    money,
    tables,
    hub: theHub,
    chat,
    limits: merchantLimits,
    settings: new LiveSettings(merchantLimits, limits),
    models: () =>
      db.query(`select model_id, name, languages, table_code from ${db.schema}.models order by sort_order`),
    adminKey,
    publicUrl: () => publicUrl,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../live-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    now,
  });

  // Unfinished money and rounds cut by a crash first: no bet is taken before the previous process's work is closed.
  const sweep = () => money.sweep();
  await sweep();
  await engine.recover();
  await engine.tick();
  const { url, port } = await listenOrClose(app, options, () => db.close());
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const link of await links.all()) void syncCatalogue(link.merchantCode, link.vendorCode);

  const interval = options.tickIntervalMs ?? 200;
  const rounds = new RecoveryLoop(
    () => engine.tick(),
    (error) => log?.('round pass failed', { error: String(error) }),
  );
  const recovery = new RecoveryLoop(sweep, (error) => log?.('sweep failed', { error: String(error) }));
  if (interval > 0) {
    rounds.start(interval);
    recovery.start(interval * 10);
    theHub.start(Math.max(interval, 300));
  }
  sessions.startPurging(60 * 60_000, (error) =>
    log?.('launch session purge failed', { error: String(error) }),
  );

  return {
    app,
    url,
    get publicUrl() {
      return publicUrl;
    },
    adminKey,
    db,
    store,
    engine,
    tables,
    money,
    hub: theHub,
    tick: () => engine.tick(),
    sweep,
    close: async () => {
      theHub.stop();
      await app.close();
      await rounds.stop();
      await recovery.stop();
      await engine.idle();
      await sessions.stopPurging();
      await db.close();
    },
  };
}

export { RoundEngine } from './engine.ts';
export { LiveMoney } from './money.ts';
export { LiveStore } from './store.ts';
export { LiveTables } from './tables.ts';
export { LIVE_TABLES };
