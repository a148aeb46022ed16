import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isSportsGameCode, type TSportsVendorCode } from '@croupier/contracts';
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
import { buildSportsApp } from './app.ts';
import { SportsBook } from './book.ts';
import { catalogueOf } from './catalogue.ts';
import { DEFAULT_LIMITS, type StakeLimits } from './config.ts';
import { SportsHub } from './hub.ts';
import { MatchBoard } from './matches.ts';
import { type MoneyOptions, SportsMoney } from './money.ts';
import { Settlement } from './settlement.ts';
import { DEMO_SIM, PRODUCTION_SIM, type SimTiming, SimulatedFeed, TEST_SIM } from './simulator.ts';
import { SportsStore } from './store.ts';

export { DEFAULT_LIMITS } from './config.ts';
export { betSettlement, Settlement } from './settlement.ts';
export { DEMO_SIM, PRODUCTION_SIM, SimulatedFeed, TEST_SIM } from './simulator.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

export interface StartSportsOptions extends VendorServiceOptions<MoneyOptions> {
  /** How fast the feed simulator's matches play: production (real time), demo (nine-minute matches), test (refused when NODE_ENV=production). */
  speed?: 'production' | 'demo' | 'test' | SimTiming;
  seed?: string;
  /** The book's margin per mille (default 50). */
  marginPermille?: number;
  cashOutMarginPermille?: number;
  limits?: Partial<StakeLimits>;
  /** The live acceptance delay (default 3 s; tests 0). */
  liveDelayMs?: number;
  /** How often settlement runs (ms; the money sweep every 10×); 0: no timers (tests call tick / sweep). */
  tickIntervalMs?: number;
  /** How often prices are pushed over the socket (default 1 s). */
  pushIntervalMs?: number;
  payConcurrency?: number;
}

export interface RunningSports {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  store: SportsStore;
  feed: SimulatedFeed;
  book: SportsBook;
  board: MatchBoard;
  money: SportsMoney;
  settlement: Settlement;
  hub: SportsHub;
  tick(): Promise<number>;
  sweep(): Promise<number>;
  close(): Promise<void>;
}

export function timingOf(speed: StartSportsOptions['speed']): SimTiming {
  if (speed === 'test' && process.env.NODE_ENV === 'production')
    throw new Error('the sportsbook test speed is refused in production');
  if (typeof speed === 'object') return speed;
  return speed === 'demo' ? DEMO_SIM : speed === 'test' ? TEST_SIM : PRODUCTION_SIM;
}

/** Starts the sportsbook vendor (vendor codes CSPORT and IMES) on its own database. */
export async function startSports(options: StartSportsOptions): Promise<RunningSports> {
  const timing = timingOf(options.speed);
  const db = await openMigratedVendorDb(
    { ...options, poolSize: options.poolSize ?? 16 },
    { schema: options.schema ?? 'vendor_sports', migrationsDir: MIGRATIONS_DIR },
  );
  return startOn(db, { ...options, speed: timing });
}

/**
 * Starts the sportsbook on an open, migrated database: the money sweep and a settlement pass before
 * listening (what a crash left is finished first), the HTTP server and socket, then settlement and
 * the price pushes on timers and the catalogue of each onboarded (merchant, vendor code).
 */
export async function startOn(db: VendorDb, options: StartSportsOptions): Promise<RunningSports> {
  const now = options.now ?? (() => new Date());
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('sports', logLevel);
  const timing = timingOf(options.speed);
  const store = new SportsStore(db.schema);
  const feed = new SimulatedFeed({
    timing,
    ...(options.seed ? { seed: options.seed } : {}),
    marginPermille: options.marginPermille ?? 50,
  });
  const links = VendorLinks.open(db, { ...options, log });
  const money = new SportsMoney(
    db,
    store,
    links,
    { ...DEFAULT_MONEY_OPTIONS, ...(log ? { log } : {}), ...options.money },
    now,
  );
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const liveDelayMs = options.liveDelayMs ?? 3000;
  const book = new SportsBook(
    db,
    store,
    feed,
    money,
    { limits, liveDelayMs, cashOutMarginPermille: options.cashOutMarginPermille ?? 50 },
    now,
  );
  const settlement = new Settlement(db, store, feed, money, now, {
    payConcurrency: options.payConcurrency ?? 16,
    batch: 5000,
    ...(log ? { log } : {}),
  });
  const board = new MatchBoard(feed, timing.horizonMs, now);
  const hub = new SportsHub(board, now, log);
  money.onFinal = (bet) => {
    void (async () => {
      const legs = await store.legsOf(db, [bet.bet_id]);
      const balance = await money
        .balance(bet.merchant_code, bet.vendor_code, bet.player_id)
        .catch(() => null);
      hub.betChanged(bet.merchant_code, bet.player_id, book.view(bet, legs.get(bet.bet_id) ?? []), balance);
    })().catch(() => undefined);
  };

  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: isSportsGameCode,
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 60 * 60_000,
  });
  const syncCatalogue = (merchantCode: string, vendorCode: string) =>
    links.registerCatalogue(
      merchantCode,
      vendorCode,
      catalogueOf(vendorCode as TSportsVendorCode, publicUrl),
    );
  const app = await buildSportsApp({
    links,
    sessions,
    money,
    book,
    board,
    hub,
    feed,
    settlement,
    limits,
    liveDelayMs,
    adminKey,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../sportsbook-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    now,
  });

  const sweep = () => money.sweep();
  await settlement.restoreCorrections();
  await sweep();
  await settlement.tick();
  const { url, port } = await listenOrClose(app, options, () => db.close());
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const link of await links.all()) void syncCatalogue(link.merchantCode, link.vendorCode);

  const interval = options.tickIntervalMs ?? 1000;
  const settling = new RecoveryLoop(
    () => settlement.tick(),
    (error) => log?.('settlement pass failed', { error: String(error) }),
  );
  const recovery = new RecoveryLoop(sweep, (error) => log?.('sweep failed', { error: String(error) }));
  if (interval > 0) {
    settling.start(interval);
    recovery.start(interval * 10);
    hub.start(options.pushIntervalMs ?? 1000);
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
    feed,
    book,
    board,
    money,
    settlement,
    hub,
    tick: () => settlement.tick(),
    sweep,
    close: async () => {
      hub.stop();
      await app.close();
      await settling.stop();
      await recovery.stop();
      await sessions.stopPurging();
      await db.close();
    },
  };
}
