import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createServices } from '../services.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { withDatabase } from '../testing/global-setup.ts';
import { vendorTimestamp } from './vendor-credentials.service.ts';

const SERVER = path.join(import.meta.dirname, '..', 'server.ts');

/** The real server process on `databaseUrl`; resolves with its base URL once it listens. */
function startServer(databaseUrl: string): Promise<{ child: ChildProcess; baseUrl: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DB_POOL_SIZE: '10',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      if (port && output.includes('platform ready')) resolve({ child, baseUrl: `http://127.0.0.1:${port}` });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
}

/**
 * kill -9 in the middle of vendor load (DESIGN.md: a restart loses no acknowledged transaction).
 * PostgreSQL only: the point is durability of concurrent commits on a real server.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a crash in the middle of vendor load', () => {
  const name = `croupier_t_crash_${process.pid}`;
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('keeps every acknowledged bet, applies every retried one once, and keeps the ledger balanced', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = withDatabase(serverUrl, name);

    // Seed through the services, as an operator and a vendor integration would.
    const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
    await handle.migrate();
    const services = createServices(handle);
    const merchant = await createTestMerchant(services);
    const { credential } = await registerVendor(services, merchant, 'CRASHV');
    const players = await Promise.all(
      Array.from({ length: 8 }, () => createPlayer(services, merchant, '1000')),
    );

    const first = await startServer(databaseUrl);
    children.push(first.child);
    const bet = async (baseUrl: string, body: Record<string, string>) => {
      const rawBody = JSON.stringify(body);
      const timestamp = vendorTimestamp();
      const response = await fetch(
        `${baseUrl}${API.vendorWallet.bet.replace(':vendorCode', credential.vendorCode)}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [VENDOR_KEY_HEADER]: credential.keyId,
            [VENDOR_TIMESTAMP_HEADER]: timestamp,
            [VENDOR_SIGNATURE_HEADER]: signPayload(credential.secret, timestamp, rawBody),
          },
          body: rawBody,
        },
      );
      return { status: response.status, json: (await response.json()) as { transactionId?: string } };
    };

    // 16 clients bet 1.0000 each in a loop; the server is killed after the 150th acknowledgement.
    const attempted: Record<string, string>[] = [];
    const acknowledged = new Set<string>();
    let killed = false;
    const client = async (index: number) => {
      const player = players[index % players.length];
      while (!killed && player) {
        const body = {
          requestId: vendorId('req'),
          playerId: player.playerId,
          transactionId: vendorId('bet'),
          roundId: vendorId('round'),
          gameCode: 'slot-1',
          amount: '1',
        };
        attempted.push(body);
        try {
          const { status } = await bet(first.baseUrl, body);
          if (status === 200) acknowledged.add(body.transactionId);
          if (acknowledged.size >= 150 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          // The connection died with the server: this bet was never acknowledged.
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
    expect(acknowledged.size).toBeGreaterThanOrEqual(150);
    console.info(
      `crash test: ${attempted.length} bets sent, ${acknowledged.size} acknowledged before the kill`,
    );

    const second = await startServer(databaseUrl);
    children.push(second.child);
    const applied = await handle.db
      .selectFrom('vendor_transactions')
      .select('vendor_tx_id')
      .where('kind', '=', 'bet')
      .execute();
    const appliedIds = new Set(applied.map((row) => row.vendor_tx_id));
    for (const id of acknowledged) expect(appliedIds.has(id), id).toBe(true);

    // The vendor retries everything it sent: what was applied answers the same, the rest applies now.
    for (const body of attempted) {
      const { status } = await bet(second.baseUrl, body);
      expect(status).toBe(200);
    }
    const afterRetry = await handle.db
      .selectFrom('vendor_transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('kind', '=', 'bet')
      .executeTakeFirstOrThrow();
    expect(Number(afterRetry.count)).toBe(attempted.length);

    const invariants = await ledgerInvariants(services, merchant.id);
    expect(invariants).toMatchObject(BALANCED_LEDGER);
    // 8 players funded 1000.0000 each; every attempted bet of 1.0000 applied exactly once.
    expect(invariants.memberTotal).toBe((8n * 1000n - BigInt(attempted.length)) * 10_000n);
    await handle.close();
  }, 120_000);
});
