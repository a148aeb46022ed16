import type { FastifyInstance } from 'fastify';
import { openVendorDb, type VendorDb, type VendorSchemaOptions } from './db.ts';
import type { FetchLike } from './platform-client.ts';
import type { VendorMoneyOptions } from './retry.ts';

/** Where a vendor service keeps its tables, as its settings say. */
export interface VendorStorage {
  /** PostgreSQL (the platform's server, its own schema); without it, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite's folder; in memory without it. */
  pgliteDir?: string | undefined;
  /** A saved empty PGlite data directory to start from (tests: no initdb per vendor). */
  pgliteSnapshot?: Blob | undefined;
  poolSize?: number | undefined;
}

/**
 * The settings every vendor service starts with (`start<Vendor>(options)`); each vendor's options add
 * its own (clock, schedule, limits). `TMoney` is the vendor's money engine tuning.
 */
export interface VendorServiceOptions<TMoney = VendorMoneyOptions> extends VendorStorage {
  /** Port to listen on (0 = any free port). */
  port: number;
  host?: string;
  /** The schema of its tables in PostgreSQL (each vendor has its own default; tests use their own). */
  schema?: string;
  /** Public base URL of the vendor as browsers reach it (default http://localhost:<port>). */
  publicUrl?: string;
  /** The key of the vendor's operator-onboarding API (random when not given; read it from the result). */
  adminKey?: string;
  /** The built player UI (default the vendor's `apps/<vendor>-ui/dist`). */
  uiDist?: string;
  logLevel?: string;
  /** Money engine tuning, the fetch used for platform calls (tests inject faults here) and its timeout. */
  money?: Partial<TMoney>;
  fetch?: FetchLike;
  platformTimeoutMs?: number;
  /** The vendor's clock (tests move it). */
  now?: () => Date;
}

/** Opens the vendor's database from its settings and applies the kit's and the vendor's migrations. */
export async function openMigratedVendorDb(
  storage: VendorStorage,
  schema: VendorSchemaOptions,
): Promise<VendorDb> {
  const db = await openVendorDb(
    storage.databaseUrl
      ? { kind: 'postgres', url: storage.databaseUrl, poolSize: storage.poolSize ?? 5, ...schema }
      : {
          kind: 'pglite',
          ...(storage.pgliteDir ? { dataDir: storage.pgliteDir } : {}),
          ...(storage.pgliteSnapshot ? { snapshot: storage.pgliteSnapshot } : {}),
          ...schema,
        },
  );
  await db.migrate();
  return db;
}

/** A vendor's warning log: `[name] message {detail}` on stderr; none when silent. */
export type VendorLog = (message: string, detail?: Record<string, unknown>) => void;

export function vendorLog(name: string, logLevel: string): VendorLog | undefined {
  return logLevel === 'silent'
    ? undefined
    : (message, detail) => console.warn(`[${name}] ${message}`, detail ?? '');
}

/**
 * Listens, or, when it cannot (the port is taken), closes what started before rethrowing, so the
 * caller's process is left clean. Answers the URL and the port actually bound (0 asks for any).
 */
export async function listenOrClose(
  app: FastifyInstance,
  at: { port: number; host?: string | undefined },
  closeStarted: () => Promise<void>,
): Promise<{ url: string; port: number }> {
  try {
    const url = await app.listen({ port: at.port, host: at.host ?? '127.0.0.1' });
    return { url, port: (app.server.address() as { port: number }).port };
  } catch (error) {
    await app.close();
    await closeStarted();
    throw error;
  }
}
