import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FISHING_VENDOR_CODES, isFishingGameCode } from '@croupier/contracts';
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
import { buildFishingApp } from './app.ts';
import { catalogueOf } from './catalogue.ts';
import { type FishingTiming, PRODUCTION_TIMING } from './config.ts';
import { FishingMoney } from './money.ts';
import { FishingRooms } from './rooms.ts';

export { type FishingTiming, PRODUCTION_TIMING } from './config.ts';
export type { RoundRow } from './money.ts';
export { FishingRoom } from './room.ts';
export { FishingRooms } from './rooms.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

export interface StartFishingOptions extends VendorServiceOptions {
  timing?: Partial<FishingTiming>;
  /** How often the rooms' clock runs (ms); 0 disables the timers (tests call `tick()` / `sweep()`). */
  tickIntervalMs?: number;
}

export interface RunningFishing {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  rooms: FishingRooms;
  money: FishingMoney;
  sessions: LaunchSessions;
  /** Rounds a previous process left open, closed at start-up for the recovery pass to settle. */
  recovered: number;
  tick(): Promise<void>;
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the fishing vendor (vendor code CFISH): its database, the recovery of the rounds a previous
 * process left open (closed, then settled once by the sweep) before listening, then the rooms' clock
 * and the catalogue of each onboarded merchant. It reaches the platform only through the signed
 * vendor protocol.
 */
export async function startFishing(options: StartFishingOptions): Promise<RunningFishing> {
  const db = await openMigratedVendorDb(
    { ...options, poolSize: options.poolSize ?? 8 },
    { schema: options.schema ?? 'vendor_fishing', migrationsDir: MIGRATIONS_DIR },
  );
  return startOn(db, options);
}

/** Starts the fishing vendor on an open, migrated database (tests hand in `openTestVendorDb`). */
export async function startOn(db: VendorDb, options: StartFishingOptions): Promise<RunningFishing> {
  const now = options.now ?? (() => new Date());
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('fishing', logLevel);
  const links = VendorLinks.open(db, { ...options, log });
  const money = new FishingMoney(
    db,
    links,
    { ...DEFAULT_MONEY_OPTIONS, ...(log ? { log } : {}), ...options.money },
    now,
  );
  const rooms = new FishingRooms(db, money, { ...PRODUCTION_TIMING, ...options.timing }, now, log);

  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: isFishingGameCode,
    launchTokenTtlMs: 60_000,
    sessionIdleMs: 60 * 60_000,
  });
  const syncCatalogue = (merchantCode: string, vendorCode: string) =>
    links.registerCatalogue(merchantCode, vendorCode, catalogueOf(publicUrl));
  const app = await buildFishingApp({
    links,
    sessions,
    money,
    rooms,
    adminKey,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../fishing-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
    now,
    ...(log ? { log } : {}),
  });

  // What the previous process left: its open rounds closed as they stand, then settled once.
  const recovered = await money.recover();
  const sweep = () => money.sweep();
  await sweep();
  const { url, port } = await listenOrClose(app, options, () => db.close());
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const link of await links.all())
    if ((FISHING_VENDOR_CODES as readonly string[]).includes(link.vendorCode))
      void syncCatalogue(link.merchantCode, link.vendorCode);

  const interval = options.tickIntervalMs ?? 250;
  const clock = new RecoveryLoop(
    () => rooms.tick().then(() => 0),
    (error) => log?.('room clock failed', { error: String(error) }),
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
    rooms,
    money,
    sessions,
    recovered,
    tick: () => rooms.tick(),
    sweep,
    close: async () => {
      await clock.stop();
      // Every player's open round is closed and settled before the database goes.
      await rooms.closeAll();
      await app.close();
      await recovery.stop();
      await sessions.stopPurging();
      await db.close();
    },
  };
}
