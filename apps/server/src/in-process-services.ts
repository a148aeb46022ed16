import { existsSync } from 'node:fs';
import path from 'node:path';
import { startFishing } from '@croupier/fishing';
import { startLive } from '@croupier/live';
import { demoSchedule, startLottery } from '@croupier/lottery';
import { startVendor } from '@croupier/originals';
import { startPoker } from '@croupier/poker';
import { startSandboxGateway } from '@croupier/sandbox-gateway';
import { startSports } from '@croupier/sportsbook';
import type { AppConfig } from './config.ts';
import {
  ensureInhouseOperators,
  ensureVendorOperators,
  FISHING_SERVICE,
  LIVE_SERVICE,
  LOTTERY_SERVICE,
  POKER_SERVICE,
  SPORTS_SERVICE,
} from './games/linked-vendors.ts';
import type { AppServices } from './services.ts';

/**
 * The port of a service `npm start` runs beside the platform: its own setting when given, else
 * PORT + offset, so a second platform on another PORT brings its services along instead of
 * colliding on fixed ports. PORT=0 (any free port) gives 0 too: each service takes a free port and
 * announces its URL to the platform.
 */
export function servicePort(platformPort: number, offset: number, explicit: number | undefined): number {
  if (explicit !== undefined) return explicit;
  if (platformPort === 0) return 0;
  const port = platformPort + offset;
  if (port > 65_535)
    throw new RangeError(`PORT + ${offset} is past 65535: set the service's port explicitly`);
  return port;
}

/** A service started in this process: where it is and how it stops. */
export interface StartedService {
  url: string;
  close(): Promise<void>;
}

/** The sandbox payment gateway (PORT + 2 unless SANDBOX_GATEWAY_PORT). */
export async function startInProcessGateway(
  config: AppConfig,
  masterSecret: string,
): Promise<StartedService> {
  const gateway = await startSandboxGateway({
    port: servicePort(config.PORT, 2, config.SANDBOX_GATEWAY_PORT),
    host: config.SANDBOX_GATEWAY_HOST,
    masterSecret,
  });
  return { url: gateway.url, close: () => gateway.close() };
}

/** What an in-process vendor needs to start and to join the platform. */
export interface VendorContext {
  config: AppConfig;
  services: AppServices;
  /** Where the vendor reaches this platform's wallet (loopback, the actual listening port). */
  platformUrl: string;
  /** A new, empty PGlite cluster (a saved data directory) for a vendor's first start on PGlite. */
  emptyPGliteCluster: () => Promise<Blob>;
}

/**
 * Where an in-process vendor keeps its tables: the platform's PostgreSQL (in a schema of its own),
 * else an embedded PGlite in DATA_DIR/<folder>. A first start loads that cluster from the empty one
 * the platform made once, instead of each vendor running initdb (about 5 s of CPU each).
 */
async function vendorStorage(
  context: VendorContext,
  folder: string,
): Promise<{ databaseUrl: string } | { pgliteDir: string; pgliteSnapshot?: Blob }> {
  const { config } = context;
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL };
  const pgliteDir = path.join(config.DATA_DIR, folder);
  if (existsSync(path.join(pgliteDir, 'PG_VERSION'))) return { pgliteDir };
  return { pgliteDir, pgliteSnapshot: await context.emptyPGliteCluster() };
}

/**
 * A game vendor `npm start` hosts in this process, on its own port. `start` listens, then onboards
 * the merchants that enabled it (their credentials handed over, the catalogue registered); a
 * failure stops the platform's start-up, since a lobby whose games cannot launch is worse than none.
 * The close settles what it can and leaves the rest to the vendor's recovery sweep.
 */
export interface InProcessVendor {
  name: string;
  isEnabled(config: AppConfig): boolean;
  start(context: VendorContext): Promise<StartedService & { connected: string[] }>;
}

/** Started in this order after the platform listens, closed in reverse. The next vendor is one more entry. */
export const IN_PROCESS_VENDORS: readonly InProcessVendor[] = [
  {
    name: 'in-house vendor',
    isEnabled: (config) => config.INHOUSE_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const vendor = await startVendor({
        port: servicePort(config.PORT, 1, config.VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.VENDOR_PUBLIC_URL ? { publicUrl: config.VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'vendor-pglite')),
        logLevel: config.LOG_LEVEL,
        ...(config.VENDOR_CRASH_GROWTH_PER_MS
          ? { crash: { growthPerMs: config.VENDOR_CRASH_GROWTH_PER_MS } }
          : {}),
      });
      try {
        const connected = await ensureInhouseOperators(services, {
          url: vendor.publicUrl,
          adminKey: vendor.adminKey,
          platformUrl,
        });
        return { url: vendor.publicUrl, connected, close: () => vendor.close() };
      } catch (error) {
        await vendor.close();
        throw error;
      }
    },
  },
  {
    name: 'lottery vendor',
    isEnabled: (config) => config.LOTTERY_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const lottery = await startLottery({
        port: servicePort(config.PORT, 3, config.LOTTERY_VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.LOTTERY_VENDOR_PUBLIC_URL ? { publicUrl: config.LOTTERY_VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'lottery-pglite')),
        // The demo shows draws every few minutes (or every LOTTERY_DEMO_DRAW_SECONDS) unless told
        // otherwise; production draws daily.
        schedule:
          (config.LOTTERY_DEMO_SCHEDULE ?? (config.SEED_DEMO ? 'true' : 'false')) === 'true'
            ? demoSchedule(config.LOTTERY_DEMO_DRAW_SECONDS)
            : 'production',
        logLevel: config.LOG_LEVEL,
      });
      try {
        const connected = await ensureVendorOperators(services, LOTTERY_SERVICE, {
          url: lottery.publicUrl,
          adminKey: lottery.adminKey,
          platformUrl,
        });
        return { url: lottery.publicUrl, connected, close: () => lottery.close() };
      } catch (error) {
        await lottery.close();
        throw error;
      }
    },
  },
  {
    name: 'live vendor',
    isEnabled: (config) => config.LIVE_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const live = await startLive({
        port: servicePort(config.PORT, 4, config.LIVE_VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.LIVE_VENDOR_PUBLIC_URL ? { publicUrl: config.LIVE_VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'live-pglite')),
        // The demo runs short rounds so a visitor sees several a minute.
        timing:
          (config.LIVE_DEMO_TIMING ?? (config.SEED_DEMO ? 'true' : 'false')) === 'true'
            ? 'demo'
            : 'production',
        logLevel: config.LOG_LEVEL,
      });
      try {
        const connected = await ensureVendorOperators(services, LIVE_SERVICE, {
          url: live.publicUrl,
          adminKey: live.adminKey,
          platformUrl,
        });
        return { url: live.publicUrl, connected, close: () => live.close() };
      } catch (error) {
        await live.close();
        throw error;
      }
    },
  },
  {
    name: 'poker vendor',
    isEnabled: (config) => config.POKER_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const poker = await startPoker({
        port: servicePort(config.PORT, 6, config.POKER_VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.POKER_VENDOR_PUBLIC_URL ? { publicUrl: config.POKER_VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'poker-pglite')),
        logLevel: config.LOG_LEVEL,
      });
      try {
        const connected = await ensureVendorOperators(services, POKER_SERVICE, {
          url: poker.publicUrl,
          adminKey: poker.adminKey,
          platformUrl,
        });
        return { url: poker.publicUrl, connected, close: () => poker.close() };
      } catch (error) {
        await poker.close();
        throw error;
      }
    },
  },
  {
    name: 'sportsbook vendor',
    isEnabled: (config) => config.SPORTS_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const sports = await startSports({
        port: servicePort(config.PORT, 5, config.SPORTS_VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.SPORTS_VENDOR_PUBLIC_URL ? { publicUrl: config.SPORTS_VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'sports-pglite')),
        // The demo plays nine-minute matches so a visitor always finds several in play.
        speed: config.SPORTS_SPEED ?? (config.SEED_DEMO ? 'demo' : 'production'),
        // Journeys (test speed) wait one second for a live bet instead of three.
        ...(config.SPORTS_SPEED === 'test' ? { liveDelayMs: 1000 } : {}),
        logLevel: config.LOG_LEVEL,
      });
      try {
        const connected = await ensureVendorOperators(services, SPORTS_SERVICE, {
          url: sports.publicUrl,
          adminKey: sports.adminKey,
          platformUrl,
        });
        return { url: sports.publicUrl, connected, close: () => sports.close() };
      } catch (error) {
        await sports.close();
        throw error;
      }
    },
  },
  {
    name: 'fishing vendor',
    isEnabled: (config) => config.FISH_VENDOR === 'on',
    start: async (context) => {
      const { config, services, platformUrl } = context;
      const fishing = await startFishing({
        port: servicePort(config.PORT, 7, config.FISH_VENDOR_PORT),
        host: config.VENDOR_HOST ?? config.HOST,
        ...(config.FISH_VENDOR_PUBLIC_URL ? { publicUrl: config.FISH_VENDOR_PUBLIC_URL } : {}),
        ...(await vendorStorage(context, 'fishing-pglite')),
        logLevel: config.LOG_LEVEL,
      });
      try {
        const connected = await ensureVendorOperators(services, FISHING_SERVICE, {
          url: fishing.publicUrl,
          adminKey: fishing.adminKey,
          platformUrl,
        });
        return { url: fishing.publicUrl, connected, close: () => fishing.close() };
      } catch (error) {
        await fishing.close();
        throw error;
      }
    },
  },
];
