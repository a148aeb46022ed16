/**
 * `npm run bench:wallet`: signed bet+win pairs per second and p50/p99 latency over HTTP with 32
 * concurrent vendor clients on a throw-away PostgreSQL, then pgbench (TPC-B) on the same server
 * with the same client count, and their ratio on the last line.
 * Settings: BENCH_SECONDS (default 20), BENCH_CLIENTS (default 32).
 */
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createServices } from '../apps/server/src/services.ts';
import { signVendorRequest } from '../apps/server/src/wallet/vendor-signature.ts';
import { createPlayer, registerVendor } from '../apps/server/src/wallet/wallet-test-kit.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
const pgBin = path.dirname(
  execFileSync('bash', ['-c', 'ls /usr/lib/postgresql/*/bin/pgbench | sort -V | tail -n 1'])
    .toString()
    .trim(),
);
const isRoot = process.getuid?.() === 0;

function asPostgres(command: string, args: string[]): string {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  const dir = mkdtempSync('/tmp/croupier-bench.');
  const serverUrl = execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'start', dir], {
    encoding: 'utf8',
  }).trim();
  try {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query('create database bench_wallet');
    await admin.query('create database bench_pgbench');
    await admin.end();
    const walletUrl = new URL(serverUrl);
    walletUrl.pathname = '/bench_wallet';

    // The platform on it, exactly as server.ts builds it (logging off), on a loopback port.
    const database = await openDatabase({ kind: 'postgres', url: walletUrl.toString(), poolSize: clients });
    await database.migrate();
    const services = createServices(database, loadConfig({}));
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const merchant = await services.merchants.createMerchant(
      {
        code: 'BENCH',
        name: 'Bench Casino',
        currency: 'USD',
        currencySymbol: '$',
        timezone: 'UTC',
        defaultLanguage: 'EN',
        languages: ['EN'],
        domains: [{ domain: 'bench.test' }],
      },
      { name: 'bench' },
    );
    const { credential } = await registerVendor(services, merchant, 'BENCHVENDOR');
    const players = [];
    for (let i = 0; i < clients; i++) players.push(await createPlayer(services, merchant, '1000000'));

    // The vendor clients run in a process of their own, like pgbench's clients.
    const clientsProcess = fork(fileURLToPath(import.meta.url), ['--clients'], {
      execArgv: ['--import', 'tsx'],
    });
    const measured = await new Promise<{ callLatencies: number[]; pairLatencies: number[]; elapsed: number }>(
      (resolve, reject) => {
        clientsProcess.once('message', (message) => resolve(message as never));
        clientsProcess.once('error', reject);
        clientsProcess.once('exit', (code) => reject(new Error(`vendor clients exited with ${code}`)));
        const input: ClientsInput = {
          address,
          credential,
          playerIds: players.map((p) => p.playerId),
          seconds,
        };
        clientsProcess.send(input);
      },
    );
    clientsProcess.kill();
    const { callLatencies, pairLatencies, elapsed } = measured;
    callLatencies.sort((a, b) => a - b);
    pairLatencies.sort((a, b) => a - b);
    const pairsPerSecond = pairLatencies.length / elapsed;
    await app.close();
    await database.close();

    process.stdout.write(
      [
        `wallet: ${clients} clients, ${elapsed.toFixed(1)} s, ${pairLatencies.length} bet+win pairs`,
        `wallet pairs/s: ${pairsPerSecond.toFixed(1)}`,
        `wallet call latency ms: p50 ${percentile(callLatencies, 50).toFixed(2)}  p99 ${percentile(callLatencies, 99).toFixed(2)}`,
        `wallet pair latency ms: p50 ${percentile(pairLatencies, 50).toFixed(2)}  p99 ${percentile(pairLatencies, 99).toFixed(2)}`,
        '',
      ].join('\n'),
    );

    const pgUrl = new URL(serverUrl);
    const connection = ['-h', pgUrl.hostname, '-p', pgUrl.port, '-U', 'postgres'];
    asPostgres(path.join(pgBin, 'pgbench'), ['-i', '-q', ...connection, 'bench_pgbench']);
    const output = asPostgres(path.join(pgBin, 'pgbench'), [
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      ...connection,
      'bench_pgbench',
    ]);
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const pgLatency = /latency average = ([\d.]+ ms)/.exec(output)?.[1] ?? '?';
    process.stdout.write(
      `pgbench (TPC-B, ${clients} clients, -j 2, ${seconds} s): tps ${tps.toFixed(1)}, latency average ${pgLatency}\n`,
    );
    process.stdout.write(`ratio: ${(pairsPerSecond / tps).toFixed(3)}\n`);
  } finally {
    execFileSync('bash', [path.join(root, 'scripts/pg-throwaway.sh'), 'stop', dir]);
  }
}

interface ClientsInput {
  address: string;
  credential: { vendorCode: string; keyId: string; secret: string };
  playerIds: string[];
  seconds: number;
}

/** The vendor clients: one loop per player, each a signed bet then win on a new round, over HTTP. */
async function runVendorClients({ address, credential, playerIds, seconds: duration }: ClientsInput) {
  const call = async (operation: 'bet' | 'win', body: Record<string, string>) => {
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const started = performance.now();
    const response = await fetch(
      `${address}${API.vendorWallet[operation].replace(':vendorCode', credential.vendorCode)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_KEY_HEADER]: credential.keyId,
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: signVendorRequest(credential.secret, timestamp, raw),
        },
        body: raw,
      },
    );
    const text = await response.text();
    if (response.status !== 200) throw new Error(`${operation} answered ${response.status}: ${text}`);
    return performance.now() - started;
  };
  const run = async (durationMs: number, label: string) => {
    const callLatencies: number[] = [];
    const pairLatencies: number[] = [];
    const deadline = performance.now() + durationMs;
    await Promise.all(
      playerIds.map(async (playerId, client) => {
        for (let i = 0; performance.now() < deadline; i++) {
          const id = `${label}-${client}-${i}`;
          const base = { requestId: id, playerId, roundId: `r-${id}`, gameCode: 'bench-slot' };
          const bet = await call('bet', { ...base, transactionId: `b-${id}`, amount: '1.25' });
          const win = await call('win', { ...base, transactionId: `w-${id}`, amount: '2.5' });
          callLatencies.push(bet, win);
          pairLatencies.push(bet + win);
        }
      }),
    );
    return { callLatencies, pairLatencies };
  };
  await run(2_000, 'warm'); // connections, JIT, caches
  const startedAt = performance.now();
  const result = await run(duration * 1000, 'm');
  return { ...result, elapsed: (performance.now() - startedAt) / 1000 };
}

if (process.argv.includes('--clients')) {
  process.once('message', (input) => {
    runVendorClients(input as ClientsInput).then(
      (result) => process.send?.(result, () => process.exit(0)),
      (error: unknown) => {
        process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
        process.exit(1);
      },
    );
  });
} else {
  main().catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
