import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CRASH_GROWTH_PER_MS } from '@croupier/contracts';
import {
  LaunchSessions,
  listenOrClose,
  OperatorStore,
  openMigratedVendorDb,
  RecoveryLoop,
  registerCatalogue,
  type VendorDb,
  type VendorServiceOptions,
  vendorLog,
} from '@croupier/vendor-kit';
import type { FastifyInstance } from 'fastify';
import { buildVendorApp } from './app.ts';
import { catalogueRequest } from './catalogue-sync.ts';
import { CrashEngine, type CrashOptions } from './crash.ts';
import { FairnessService } from './fairness.service.ts';
import { gameOf, isDemoGame } from './games.ts';
import { type MoneyOptions, MoneyService } from './money.service.ts';
import { PlayService } from './play.service.ts';

export { catalogueRequest } from './catalogue-sync.ts';
export { GAMES } from './games.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const MIGRATIONS_DIR = path.join(HERE, 'db', 'migrations');

/** The in-house vendor keeps its tables in schema vendor_inhouse, on the system clock. */
export interface StartVendorOptions extends Omit<VendorServiceOptions<MoneyOptions>, 'schema' | 'now'> {
  launchTokenTtlMs?: number;
  sessionIdleMs?: number;
  crash?: Partial<CrashOptions>;
  /** How often the recovery sweep runs (ms); 0 disables the timer (tests call `sweep()`). */
  sweepIntervalMs?: number;
}

export interface RunningVendor {
  app: FastifyInstance;
  url: string;
  publicUrl: string;
  adminKey: string;
  db: VendorDb;
  money: MoneyService;
  crash: CrashEngine;
  /** One pass of the recovery sweep (unfinished wins, rollbacks, interrupted bets). */
  sweep(): Promise<number>;
  close(): Promise<void>;
}

/**
 * Starts the in-house vendor: its own database (migrated), the recovery sweep (run once before
 * listening, then on a timer), the catalogue registration with every onboarded operator, the crash
 * loop and the HTTP server. It reaches the platform only over the signed HTTP vendor protocol.
 */
export async function startVendor(options: StartVendorOptions): Promise<RunningVendor> {
  // 001_inhouse.sql made the kit's tables (operators, launch_tokens, sessions) before the kit existed.
  const db = await openMigratedVendorDb(options, {
    schema: 'vendor_inhouse',
    migrationsDir: MIGRATIONS_DIR,
    withKitTables: false,
  });
  const adminKey = options.adminKey ?? randomBytes(24).toString('hex');
  const logLevel = options.logLevel ?? 'info';
  const log = vendorLog('vendor', logLevel);
  const operators = new OperatorStore(db, {
    timeoutMs: options.platformTimeoutMs ?? 5000,
    log,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const money = new MoneyService(db, operators, {
    inlineRetryDelaysMs: [200, 600],
    sweepBackoffBaseMs: 500,
    sweepBackoffMaxMs: 60_000,
    ...(log ? { log } : {}),
    ...options.money,
  });
  const fairness = new FairnessService(db);
  const play = new PlayService(db, money, fairness);
  money.onAbandoned = (round) => play.settleAbandonedMines(round.round_id);
  const crash = new CrashEngine(db, money, {
    bettingMs: 6000,
    bustedMs: 3000,
    tickMs: 100,
    growthPerMs: CRASH_GROWTH_PER_MS,
    chainLength: 10_000,
    ...options.crash,
  });
  let publicUrl = options.publicUrl ?? '';
  const sessions = new LaunchSessions(db, {
    get publicUrl() {
      return publicUrl;
    },
    isGameCode: (gameCode) => gameOf(gameCode) !== undefined,
    isDemoGame,
    launchTokenTtlMs: options.launchTokenTtlMs ?? 60_000,
    sessionIdleMs: options.sessionIdleMs ?? 30 * 60_000,
  });
  const syncCatalogue = async (merchantCode: string) => {
    if (!(await operators.find(merchantCode))) return false;
    const isRegistered = await registerCatalogue(operators, merchantCode, catalogueRequest(publicUrl));
    // Reading the pool puts it on the lobby's jackpot board from the start.
    await money.jackpotPool(merchantCode).catch(() => undefined);
    return isRegistered;
  };
  const app = await buildVendorApp({
    operators,
    sessions,
    money,
    fairness,
    play,
    crash,
    adminKey,
    uiDist: options.uiDist ?? path.resolve(HERE, '../../originals-ui/dist'),
    onOperatorRegistered: syncCatalogue,
    logLevel: logLevel === 'info' ? 'warn' : logLevel,
  });

  // Unfinished money first: nothing new is played before the previous process's rounds are closed.
  await money.sweep(0);
  await crash.start();
  // E.g. the port is taken: close what started, so the caller's process is left clean.
  const { url, port } = await listenOrClose(app, options, async () => {
    await crash.stop();
    await db.close();
  });
  if (!publicUrl) publicUrl = `http://localhost:${port}`;
  for (const merchantCode of await operators.merchantCodes()) void syncCatalogue(merchantCode);

  const recovery = new RecoveryLoop(() => money.sweep());
  recovery.start(options.sweepIntervalMs ?? 2000);
  // Launch tokens and sessions expired for a day go, hourly (unref'd timer, cleared on close).
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
    money,
    crash,
    sweep: () => recovery.run(),
    close: async () => {
      await crash.stop();
      await closeSocketsGoingAway(app);
      await app.close();
      await recovery.stop();
      await sessions.stopPurging();
      await db.close();
    },
  };
}

/**
 * Closes the crash sockets with 1001 (going away: the client reconnects elsewhere or later) and
 * cuts any that have not answered within `waitMs`, since a silent peer would otherwise hold the
 * HTTP server's close for ws's 30 s closing handshake.
 */
async function closeSocketsGoingAway(app: FastifyInstance, waitMs = 1000): Promise<void> {
  const clients = [...app.websocketServer.clients];
  if (clients.length === 0) return;
  const closed = clients.map(
    (client) =>
      new Promise<void>((resolve) =>
        client.readyState === client.CLOSED ? resolve() : client.once('close', () => resolve()),
      ),
  );
  for (const client of clients) client.close(1001, 'server shutting down');
  const cut = setTimeout(() => {
    for (const client of clients) client.terminate();
  }, waitMs);
  await Promise.all(closed);
  clearTimeout(cut);
}
