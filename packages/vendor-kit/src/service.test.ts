import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { listenOrClose, openMigratedVendorDb, vendorLog } from './service.ts';

describe('vendor service start-up', () => {
  it('listens and answers the port it bound', async () => {
    const app = Fastify();
    const { url, port } = await listenOrClose(app, { port: 0 }, async () => undefined);
    expect(port).toBeGreaterThan(0);
    expect(url).toContain(String(port));
    await app.close();
  });

  it('closes what started when the port is taken, then rethrows', async () => {
    const first = Fastify();
    const { port } = await listenOrClose(first, { port: 0 }, async () => undefined);
    const second = Fastify();
    let closedStarted = false;
    await expect(
      listenOrClose(second, { port }, async () => {
        closedStarted = true;
      }),
    ).rejects.toThrow(/EADDRINUSE|address already in use/);
    expect(closedStarted).toBe(true);
    await first.close();
  });

  it('opens PGlite in memory and applies the kit tables', async () => {
    const db = await openMigratedVendorDb(
      {},
      { schema: 'vendor_service_test', migrationsDir: mkdtempSync(path.join(tmpdir(), 'no-migrations-')) },
    );
    const rows = await db.query<{ n: number }>(
      `select count(*)::int as n from information_schema.tables where table_schema = 'vendor_service_test'`,
    );
    expect(rows[0]?.n).toBeGreaterThan(0);
    await db.close();
  });

  it('logs nothing when silent', () => {
    expect(vendorLog('x', 'silent')).toBeUndefined();
    expect(vendorLog('x', 'info')).toBeTypeOf('function');
  });
});
