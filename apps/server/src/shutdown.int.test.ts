import { connect, type Socket } from 'node:net';
import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
  vendorId,
} from './ledger/wallet-test-kit.ts';
import { createServices } from './services.ts';
import { createTestMerchant } from './testing/factories.ts';
import {
  closedParts,
  GRACE_MS,
  killServers,
  START_TIMEOUT_MS,
  serverDatabase,
  startServer,
  terminate,
} from './testing/server-process.ts';
import { vendorTimestamp } from './vendor-wallet/vendor-wallet.service.ts';

afterEach(killServers);

/** Only the platform, its database and the job queue: what these shutdowns are about. */
const PLATFORM_ONLY = {
  INHOUSE_VENDOR: 'off',
  LOTTERY_VENDOR: 'off',
  LIVE_VENDOR: 'off',
  POKER_VENDOR: 'off',
  SPORTS_VENDOR: 'off',
  FISH_VENDOR: 'off',
  SANDBOX_GATEWAY: 'off',
  JOBS: 'on',
};

describe('shutting down the server process', () => {
  it(
    'under vendor load: answers the calls in flight, refuses later ones without a 500, loses none',
    async () => {
      const database = await serverDatabase({ migrated: true });
      // Seeded through the services, as an operator and a vendor integration would.
      const seeding = await database.open();
      const services = createServices(seeding);
      const merchant = await createTestMerchant(services);
      const { credential } = await registerVendor(services, merchant, 'SHUTV');
      const players = await Promise.all(
        Array.from({ length: 8 }, () => createPlayer(services, merchant, '1000')),
      );
      await seeding.close();

      // Twice the idle grace: the answers in flight at the signal take their time on a busy machine.
      const server = await startServer(
        { ...database.env, ...PLATFORM_ONLY, SHUTDOWN_GRACE_MS: String(2 * GRACE_MS) },
        /job queue started/,
      );
      const baseUrl = `http://127.0.0.1:${server.port()}`;
      const call = async (operation: 'bet' | 'win', body: Record<string, string>) => {
        const rawBody = JSON.stringify(body);
        const timestamp = vendorTimestamp();
        const response = await fetch(
          `${baseUrl}${API.vendorWallet[operation].replace(':vendorCode', credential.vendorCode)}`,
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
        await response.arrayBuffer();
        return response.status;
      };

      // 16 vendor clients play rounds (bet 1, win 2) until the server stops answering them; the
      // SIGTERM goes out after the 60th acknowledged call, with every client's call in flight.
      const statuses = new Map<number, number>();
      const acknowledged = new Map<string, { kind: 'bet' | 'win'; amount: bigint }>();
      let answeredAfterSignal = 0;
      let signalled = false;
      const client = async (index: number) => {
        const player = players[index % players.length];
        if (!player) return;
        for (;;) {
          const roundId = vendorId('round');
          for (const [kind, amount] of [
            ['bet', 1n],
            ['win', 2n],
          ] as const) {
            const transactionId = vendorId(kind);
            const sentAfterSignal = signalled;
            let status: number;
            try {
              status = await call(kind, {
                requestId: vendorId('req'),
                playerId: player.playerId,
                transactionId,
                roundId,
                gameCode: 'slot-1',
                amount: amount.toString(),
              });
            } catch {
              return; // refused or cut at the connection: never acknowledged
            }
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            if (status !== 200) return;
            acknowledged.set(transactionId, { kind, amount });
            if (signalled && !sentAfterSignal) answeredAfterSignal += 1;
            if (acknowledged.size >= 60 && !signalled) {
              signalled = true;
              server.child.kill('SIGTERM');
            }
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, (_, index) => client(index)));
      const code = await server.exited;
      const output = server.output();
      console.info(
        `shutdown under load: ${acknowledged.size} calls acknowledged, ${answeredAfterSignal} of them in flight at the SIGTERM; answers ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
      );

      expect(output).not.toContain('killed by timeout');
      expect(code).toBe(0);
      expect(closedParts(output)).toEqual(['job queue', 'http server', 'big wins', 'database']);
      // Answered or refused (503 while closing), or cut at the connection: never a 500.
      expect(
        [...statuses.keys()].every((status) => status === 200 || status === 503),
        [...statuses].join(),
      ).toBe(true);
      // The calls in flight at the signal were answered, not cut.
      expect(answeredAfterSignal).toBeGreaterThan(0);

      // Reopened: exactly the acknowledged calls are in the ledger, and the balances are theirs.
      const reopened = await database.open();
      try {
        const applied = await reopened.db
          .selectFrom('vendor_transactions')
          .select(['vendor_tx_id', 'kind'])
          .where('merchant_id', '=', merchant.id)
          .execute();
        expect(new Set(applied.map((row) => row.vendor_tx_id))).toEqual(new Set(acknowledged.keys()));
        const invariants = await ledgerInvariants(createServices(reopened), merchant.id);
        expect(invariants).toMatchObject(BALANCED_LEDGER);
        let moved = 0n;
        for (const { kind, amount } of acknowledged.values()) moved += kind === 'win' ? amount : -amount;
        expect(invariants.memberTotal).toBe((8n * 1000n + moved) * 10_000n);
      } finally {
        await reopened.close();
      }
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'during the first job-queue maintenance: waits for it and closes every part',
    async () => {
      const database = await serverDatabase({ migrated: true });
      const server = await startServer(
        { ...database.env, ...PLATFORM_ONLY, JOBS_MAINTENANCE_INTERVAL_SECONDS: '1' },
        /job queue maintenance started/,
      );
      const { code, output } = await terminate(server);
      expect(output).not.toContain('killed by timeout');
      expect(output).not.toContain('job queue error');
      expect(output).not.toContain('job queue closed with work still under way');
      expect(code).toBe(0);
      expect(closedParts(output)).toEqual(['job queue', 'http server', 'big wins', 'database']);
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'the grace timer is the last resort: a request that never ends is named, and the exit forced',
    async () => {
      const database = await serverDatabase({ migrated: true });
      const server = await startServer({ ...database.env, ...PLATFORM_ONLY }, /job queue started/);
      const stuck = await requestThatNeverEnds(server.port());
      try {
        const { code, output } = await terminate(server);
        expect(output).toContain(`killed by timeout (${GRACE_MS}ms): http server did not close`);
        expect(code).toBe(1);
        expect(closedParts(output)).toEqual(['job queue']);
      } finally {
        stuck.destroy();
      }
    },
    2 * START_TIMEOUT_MS,
  );

  it(
    'a second signal exits at once, without waiting for the first shutdown',
    async () => {
      const database = await serverDatabase({ migrated: true });
      // A grace far past the test's own bounds: only the second signal can end this shutdown.
      const server = await startServer(
        { ...database.env, ...PLATFORM_ONLY, SHUTDOWN_GRACE_MS: '120000' },
        /job queue started/,
      );
      const stuck = await requestThatNeverEnds(server.port());
      try {
        server.child.kill('SIGTERM');
        // The job queue closed: the HTTP server's close is under way, held by the request.
        await server.waitFor(/closed job queue/);
        const { code, output } = await terminate(server, 'SIGINT');
        expect(output).toContain('second SIGINT: exiting at once');
        expect(code).toBe(1);
        expect(output).not.toContain('killed by timeout');
        expect(closedParts(output)).toEqual(['job queue']);
      } finally {
        stuck.destroy();
      }
    },
    2 * START_TIMEOUT_MS,
  );
});

/**
 * A client that sends half a request's headers and then nothing: the server counts the request as
 * under way (not an idle connection it may drop), so its HTTP close waits for it.
 */
async function requestThatNeverEnds(port: string): Promise<Socket> {
  const socket = connect(Number(port), '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  socket.on('error', () => {});
  socket.write('POST /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  return socket;
}
