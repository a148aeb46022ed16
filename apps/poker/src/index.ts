import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPokerGameCode, POKER_VENDOR_CODES, type TPokerTableCode } from '@croupier/contracts';
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
import { buildPokerApp } from './app.ts';
import { catalogueOf } from './catalogue.ts';
import { PokerChat } from './chat.ts';
import { type PokerTiming, PRODUCTION_TIMING } from './config.ts';
import { PokerHub } from './hub.ts';
import { PokerMoney } from './money.ts';
import { PokerTables } from './tables.ts';

export { CHIP, type PokerTiming, PRODUCTION_TIMING, tableConfig } from './config.ts';
export type { SittingRow } from './money.ts';
export { PokerTable } from './table.ts';
export { PokerTables } from './tables.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

export interface StartPokerOptions extends VendorServiceOptions {
  timing?: Partial<PokerTiming>;
  /** The tables this process runs (default all). */
  tables?: readonly TPokerTableCode[];
  /** How often the tables' clock runs (ms); 0 disables the timers (tests call `tick()` / `sweep()`). */
  tickIntervalMs?: number;
}

export interface RunningPoker {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  tables: PokerTables;
  money: PokerMoney;
  hub: PokerHub;
  sessions: LaunchSessions;
  /** What the start-up recovered from the previous process. */
  recovered: { voidedHands: number; cashedOut: number };
  /** One pass of every table's clock. */
  tick(): Promise<void>;
  /** One pass of the money sweep (buy-ins cut short, rollbacks and cash-outs to retry). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the poker vendor (vendor code CPOKER): its database, the crash recovery of hands and
 * sittings and the money sweep before listening, then the tables' clock and the catalogue of each
 * onboarded merchant. It reaches the platform only through the signed vendor protocol.
 */
export async function startPoker(options: StartPokerOptions): Promise<RunningPoker> {
  const db = await openMigratedVendorDb(
    { ...options, poolSize: options.poolSize ?? 8 },
    { schema: options.schema ?? 'vendor_poker', migrationsDir: MIGRATIONS_DIR },
  );
  return startOn(db, options);
}

/** Starts the poker vendor on an open, migrated database (tests hand in `openTestVendorDb`). */
export async function startOn(db: VendorDb, options: StartPokerOptions): Promise<RunningPoker> {
  const now = options.now ?? (() => new Date());
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('poker', logLevel);
  const links = VendorLinks.open(db, { ...options, log });
  const money = new PokerMoney(
    db,
    links,
    { ...DEFAULT_MONEY_OPTIONS, ...(log ? { log } : {}), ...options.money },
    now,
  );
  const hub = new PokerHub();
  const tables = new PokerTables(
    db,
    money,
    { ...PRODUCTION_TIMING, ...options.timing },
    hub,
    now,
    options.tables,
    log,
  );
  hub.tables = tables;
  const chat = new PokerChat(now);
  chat.onMessage = (table, message) => hub.chat(table, message);

  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: isPokerGameCode,
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 60 * 60_000,
  });
  const syncCatalogue = (merchantCode: string, vendorCode: string) =>
    links.registerCatalogue(merchantCode, vendorCode, catalogueOf(publicUrl));
  const app = await buildPokerApp({
    links,
    sessions,
    money,
    tables,
    hub,
    chat,
    adminKey,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../poker-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    now,
  });

  // What the previous process left: hands cut short voided, seated players cashed out, then paid.
  const recovered = await tables.recover();
  const sweep = () => money.sweep();
  await sweep();
  await tables.load();
  const { url, port } = await listenOrClose(app, options, () => db.close());
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const link of await links.all())
    if ((POKER_VENDOR_CODES as readonly string[]).includes(link.vendorCode))
      void syncCatalogue(link.merchantCode, link.vendorCode);

  const interval = options.tickIntervalMs ?? 250;
  const clock = new RecoveryLoop(
    () => tables.tick().then(() => 0),
    (error) => log?.('table clock failed', { error: String(error) }),
  );
  const recovery = new RecoveryLoop(sweep, (error) => log?.('sweep failed', { error: String(error) }));
  if (interval > 0) {
    clock.start(interval);
    recovery.start(Math.max(interval * 20, 2000));
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
    tables,
    money,
    hub,
    sessions,
    recovered,
    tick: () => tables.tick(),
    sweep,
    close: async () => {
      await app.close();
      await clock.stop();
      await recovery.stop();
      await tables.idle();
      await sessions.stopPurging();
      await db.close();
    },
  };
}
