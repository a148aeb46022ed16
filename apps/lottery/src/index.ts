import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLotteryGameCode, type TLotteryGameCode } from '@croupier/contracts';
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
import { buildLotteryApp } from './app.ts';
import { catalogueOf } from './catalogue.ts';
import {
  DEFAULT_LIMITS,
  DEMO_SCHEDULE,
  type DrawSchedule,
  type LotteryLimits,
  PRODUCTION_SCHEDULE,
} from './config.ts';
import { DrawEngine } from './draws.ts';
import { type MoneyOptions, TicketMoney } from './money.ts';
import { LotterySettings } from './settings.ts';
import { LotteryStore, type TicketRow } from './store.ts';
import { releaseExposure, TicketService } from './tickets.ts';

export { DEMO_SCHEDULE, demoSchedule, MIN_DEMO_INTERVAL_SECONDS, PRODUCTION_SCHEDULE } from './config.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

export interface StartLotteryOptions extends VendorServiceOptions<MoneyOptions> {
  /** `demo`: the daily games every few minutes; or a schedule per game (missing games: production). */
  schedule?: 'production' | 'demo' | Partial<Record<TLotteryGameCode, DrawSchedule>>;
  limits?: Partial<LotteryLimits>;
  /** How often the draw loop and the recovery sweep run (ms); 0 disables the timers (tests call `tick()` / `sweep()`). */
  tickIntervalMs?: number;
  settleBatch?: number;
  payConcurrency?: number;
  /** See DrawEngineOptions.afterBatch (tests). */
  afterBatch?: (computed: number) => void;
}

export interface RunningLottery {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  store: LotteryStore;
  engine: DrawEngine;
  tickets: TicketService;
  money: TicketMoney;
  /** One pass of the draw schedule (open, close, draw, settle due draws). */
  tick(): Promise<number>;
  /** One pass of the money sweep (unpaid wins, rollbacks, interrupted bets). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the lottery vendor (vendor codes TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): its database, the
 * money sweep and a draw pass before listening, the HTTP server, then the draw loop on a timer and
 * the catalogue of each onboarded (merchant, vendor code). It reaches the platform only through the
 * signed vendor protocol.
 */
export async function startLottery(options: StartLotteryOptions): Promise<RunningLottery> {
  const db = await openMigratedVendorDb(options, {
    schema: options.schema ?? 'vendor_lottery',
    migrationsDir: MIGRATIONS_DIR,
  });
  return startOn(db, options);
}

/** Starts the lottery on an open, migrated database (tests hand in `openTestVendorDb`). */
export async function startOn(db: VendorDb, options: StartLotteryOptions): Promise<RunningLottery> {
  const now = options.now ?? (() => new Date());
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('lottery', logLevel);
  const store = new LotteryStore(db.schema);
  const links = VendorLinks.open(db, { ...options, log });
  const money = new TicketMoney(
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
  const base = options.schedule === 'demo' ? DEMO_SCHEDULE : PRODUCTION_SCHEDULE;
  const schedules = {
    ...base,
    ...(typeof options.schedule === 'object' ? options.schedule : {}),
  } as Record<TLotteryGameCode, DrawSchedule>;
  const onTicketFinal = (t: TicketRow) => releaseExposure(db, store, t);
  const engine = new DrawEngine(
    db,
    store,
    money,
    {
      schedules,
      settleBatch: options.settleBatch ?? 1000,
      payConcurrency: options.payConcurrency ?? 16,
      ...(options.afterBatch ? { afterBatch: options.afterBatch } : {}),
      ...(log ? { log } : {}),
    },
    now,
    onTicketFinal,
  );
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const settings = new LotterySettings(db, db.schema, limits, now);
  const tickets = new TicketService(db, store, money, engine, limits, settings, now);
  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: isLotteryGameCode,
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 30 * 60_000,
  });
  const syncCatalogue = (merchantCode: string, vendorCode: string) =>
    links.registerCatalogue(merchantCode, vendorCode, catalogueOf(vendorCode as never, publicUrl));
  const app = await buildLotteryApp({
    links,
    sessions,
    money,
    tickets,
    settings,
    adminKey,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../lottery-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    now,
  });

  // Unfinished money and due draws first: nothing is sold before the previous process's work is closed.
  const sweep = () => money.sweep(onTicketFinal);
  await sweep();
  await engine.tick();
  const { url, port } = await listenOrClose(app, options, () => db.close());
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const link of await links.all()) void syncCatalogue(link.merchantCode, link.vendorCode);

  const interval = options.tickIntervalMs ?? 1000;
  const draws = new RecoveryLoop(
    () => engine.tick(),
    (error) => log?.('draw pass failed', { error: String(error) }),
  );
  const recovery = new RecoveryLoop(sweep, (error) => log?.('sweep failed', { error: String(error) }));
  if (interval > 0) {
    draws.start(interval);
    recovery.start(interval * 2);
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
    tickets,
    money,
    tick: () => engine.tick(),
    sweep,
    close: async () => {
      await app.close();
      await draws.stop();
      await recovery.stop();
      await sessions.stopPurging();
      await db.close();
    },
  };
}

export { DrawEngine, seedHashOf } from './draws.ts';
export { TicketMoney } from './money.ts';
export { LotteryStore } from './store.ts';
