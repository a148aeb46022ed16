import type { FastifyInstance } from 'fastify';
import { openVendorDb, type VendorDb, type VendorSchemaOptions } from './db.ts';

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
