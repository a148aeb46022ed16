/**
 * `npm run bench:wallet`: signed bet+win pairs per second and p50/p99 latency over HTTP with 32
 * concurrent vendor clients on a throw-away PostgreSQL, then pgbench (TPC-B, initialised at a scale
 * of at least the client count) on the same server with the same client count, and their ratio on
 * the last line.
 * Settings: BENCH_SECONDS (default 20), BENCH_CLIENTS (default 32), DB_POOL_SIZE (the server's
 * pool, default 10 as in production); BENCH_BATCH=1 sends the clients' calls through the vendor
 * kit's coalescing client (the protocol's batch call, as every vendor on the kit does) instead of
 * one signed HTTP call each; BENCH_PROFILE_DIR writes a CPU
 * profile of the vendor clients' process there (run node with --cpu-prof for the server's).
 */

import { execFileSync, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { buildApp, createPlayer, registerVendor } from '@croupier/server/testing';
import { signPayload } from '@croupier/signing';
import { WalletBatches } from '@croupier/vendor-kit';
import { createBenchMerchant, openBenchPlatform, startBenchPostgres } from './bench-kit.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const isBatched = process.env.BENCH_BATCH === '1';
const clients = Number(process.env.BENCH_CLIENTS ?? 32);
/**
 * pgbench's scale factor: one branch row per unit, and every TPC-B transaction updates its
 * branch, so a scale below the client count makes pgbench's clients queue on a few branch rows
 * and flatters the ratio. At least the client count (BENCH_PGBENCH_SCALE may raise it).
 */
const pgbenchScale = Math.max(clients, Number(process.env.BENCH_PGBENCH_SCALE ?? clients));
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

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim() || 100);

/** utime, stime, cutime, cstime (clock ticks) and parent pid of a process, from /proc. */
function procTimes(pid: number | string) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const at = (i: number) => Number(fields[i - 3]);
    return { ppid: at(4), own: at(14) + at(15), children: at(16) + at(17) };
  } catch {
    return undefined; // gone meanwhile
  }
}

/** CPU milliseconds used so far by the cluster: the postmaster, its live backends and its reaped ones. */
function postgresCpuMs(clusterDir: string): number {
  const postmaster = Number(
    readFileSync(path.join(clusterDir, 'data/postmaster.pid'), 'utf8').split('\n')[0],
  );
  const root = procTimes(postmaster);
  let ticks = root ? root.own + root.children : 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = procTimes(entry);
    if (times?.ppid === postmaster) ticks += times.own;
  }
  return ticks * TICK_MS;
}

/** CPU milliseconds of this process and of its waited-for children (pgbench). */
function ownCpuMs() {
  const times = procTimes('self');
  return { self: (times?.own ?? 0) * TICK_MS, children: (times?.children ?? 0) * TICK_MS };
}

async function main() {
  const postgres = await startBenchPostgres(['bench_wallet', 'bench_pgbench']);
  const dir = postgres.dataDir;
  const serverUrl = postgres.serverUrl;
  try {
    // The platform on it, exactly as server.ts builds it (logging off), on a loopback port.
    const { config, database, services } = await openBenchPlatform(postgres.databaseUrl('bench_wallet'));
    const app = await buildApp({
      config: { LOG_LEVEL: 'silent', LOG_PRETTY: false, TRUST_PROXY: false, WEB_DIST: 'none' },
      services,
      serveWeb: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const merchant = await createBenchMerchant(services, 'Bench Casino');
    const { credential } = await registerVendor(services, merchant, 'BENCHVENDOR');
    const players: { playerId: string }[] = [];
    for (let i = 0; i < clients; i++) players.push(await createPlayer(services, merchant, '1000000'));

    // The vendor clients run in a process of their own, like pgbench's clients.
    const clientsProcess = fork(fileURLToPath(import.meta.url), ['--clients'], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE_DIR
          ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
          : []),
      ],
    });
    // CPU used during the measured phase (after the clients' warm-up), by process.
    let cpuAtStart = { server: 0, postgres: 0 };
    const measured = await new Promise<ClientsResult>((resolve, reject) => {
      clientsProcess.on('message', (message: ClientsResult | { phase: 'measuring' }) => {
        if ('phase' in message) cpuAtStart = { server: ownCpuMs().self, postgres: postgresCpuMs(dir) };
        else resolve(message);
      });
      clientsProcess.once('error', reject);
      clientsProcess.once('exit', (code) => reject(new Error(`vendor clients exited with ${code}`)));
      const input: ClientsInput = {
        address,
        credential,
        playerIds: players.map((p) => p.playerId),
        seconds,
      };
      clientsProcess.send(input);
    });
    const cpu = {
      server: ownCpuMs().self - cpuAtStart.server,
      postgres: postgresCpuMs(dir) - cpuAtStart.postgres,
      clients: measured.clientsCpuMs,
    };
    clientsProcess.kill();
    const { callLatencies, pairLatencies, elapsed } = measured;
    callLatencies.sort((a, b) => a - b);
    pairLatencies.sort((a, b) => a - b);
    const pairsPerSecond = pairLatencies.length / elapsed;
    await app.close();
    await database.close();

    process.stdout.write(
      [
        `wallet: ${clients} clients${isBatched ? ' (batch calls through the vendor kit)' : ''}, pool ${config.DB_POOL_SIZE}, ${elapsed.toFixed(1)} s, ${pairLatencies.length} bet+win pairs`,
        `wallet pairs/s: ${pairsPerSecond.toFixed(1)}`,
        `wallet call latency ms: p50 ${percentile(callLatencies, 50).toFixed(2)}  p99 ${percentile(callLatencies, 99).toFixed(2)}`,
        `wallet pair latency ms: p50 ${percentile(pairLatencies, 50).toFixed(2)}  p99 ${percentile(pairLatencies, 99).toFixed(2)}`,
        `wallet CPU ms per pair: server ${(cpu.server / pairLatencies.length).toFixed(3)}  PostgreSQL ${(cpu.postgres / pairLatencies.length).toFixed(3)}  clients ${(cpu.clients / pairLatencies.length).toFixed(3)}`,
        '',
      ].join('\n'),
    );

    const pgUrl = new URL(serverUrl);
    const connection = ['-h', pgUrl.hostname, '-p', pgUrl.port, '-U', 'postgres'];
    asPostgres(path.join(pgBin, 'pgbench'), [
      '-i',
      '-q',
      '-s',
      String(pgbenchScale),
      ...connection,
      'bench_pgbench',
    ]);
    const pgbenchStart = { postgres: postgresCpuMs(dir), client: ownCpuMs().children };
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
    const pgbenchCpu = {
      postgres: postgresCpuMs(dir) - pgbenchStart.postgres,
      client: ownCpuMs().children - pgbenchStart.client,
    };
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1]);
    const pgLatency = /latency average = ([\d.]+ ms)/.exec(output)?.[1] ?? '?';
    process.stdout.write(
      `pgbench (TPC-B, scale ${pgbenchScale}, ${clients} clients, -j 2, ${seconds} s): tps ${tps.toFixed(1)}, latency average ${pgLatency}\n`,
    );
    process.stdout.write(
      `pgbench CPU ms per transaction: PostgreSQL ${(pgbenchCpu.postgres / transactions).toFixed(3)}  client ${(pgbenchCpu.client / transactions).toFixed(3)}\n`,
    );
    // On a shared machine the wall-clock ratio also measures who got the cores: the CPU each side
    // spends per unit of work says what the ratio would be on a machine of its own.
    const walletCpuPerPair = (cpu.server + cpu.postgres + cpu.clients) / pairLatencies.length;
    const pgbenchCpuPerTransaction = (pgbenchCpu.postgres + pgbenchCpu.client) / transactions;
    const callP99 = percentile(callLatencies, 99);
    process.stdout.write(
      `ratio by CPU (pgbench CPU per transaction over wallet CPU per pair): ${(pgbenchCpuPerTransaction / walletCpuPerPair).toFixed(3)}\n`,
    );
    process.stdout.write(
      `targets: ratio >= 1.0 (${(pairsPerSecond / tps).toFixed(3)}), call p99 < 20 ms (${callP99.toFixed(2)})\n`,
    );
    process.stdout.write(`ratio: ${(pairsPerSecond / tps).toFixed(3)}\n`);
  } finally {
    postgres.stop();
  }
}

interface ClientsResult {
  callLatencies: number[];
  pairLatencies: number[];
  elapsed: number;
  /** CPU the clients' process used in the measured phase. */
  clientsCpuMs: number;
}

interface ClientsInput {
  address: string;
  credential: { vendorCode: string; keyId: string; secret: string };
  playerIds: string[];
  seconds: number;
}

/**
 * One persistent HTTP/1.1 connection that sends a request and reads its answer, one at a time,
 * like a vendor's pooled keep-alive connection (and as lean as pgbench's clients: the clients
 * share the box with the server and PostgreSQL, so their CPU is taken from what is measured).
 */
class KeepAliveConnection {
  private readonly socket: Socket;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting:
    | { resolve: (answer: { status: number; body: string }) => void; reject: (error: Error) => void }
    | undefined;

  constructor(host: string, port: number) {
    this.socket = connect({ host, port, noDelay: true });
    this.socket.on('data', (chunk) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  request(
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; body: string }> {
    if (this.waiting) return Promise.reject(new Error('one request at a time'));
    const lines = [`POST ${path} HTTP/1.1`, 'host: bench', 'connection: keep-alive'];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    lines.push(`content-length: ${Buffer.byteLength(body)}`, '', body);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(lines.join('\r\n'));
    });
  }

  close() {
    this.socket.destroy();
  }

  private onData(chunk: Buffer) {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf('\r\n\r\n');
    if (headerEnd < 0) return;
    const head = this.buffered.subarray(0, headerEnd).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) return this.fail(new Error(`answer without content-length: ${head}`));
    if (this.buffered.length < headerEnd + 4 + length) return;
    const body = this.buffered.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
    this.buffered = this.buffered.subarray(headerEnd + 4 + length);
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.resolve({ status: Number(head.slice(9, 12)), body });
  }

  private fail(error: Error) {
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(error);
  }
}

/** The vendor clients: one loop per player on its own keep-alive connection, each a signed bet then win on a new round. */
async function runVendorClients({ address, credential, playerIds, seconds: duration }: ClientsInput) {
  const { hostname, port } = new URL(address);
  const connections = playerIds.map(() => new KeepAliveConnection(hostname, Number(port)));
  const paths = {
    bet: API.vendorWallet.bet.replace(':vendorCode', credential.vendorCode),
    win: API.vendorWallet.win.replace(':vendorCode', credential.vendorCode),
  };
  const batches = new WalletBatches({ timeoutMs: 60_000 });
  const link = {
    merchantCode: '',
    platformUrl: address,
    vendorCode: credential.vendorCode,
    keyId: credential.keyId,
    secret: credential.secret,
    currency: '',
  };
  const call = async (
    connection: KeepAliveConnection,
    operation: 'bet' | 'win',
    body: Record<string, string>,
  ) => {
    if (isBatched) {
      const started = performance.now();
      const result = await batches.call(link, operation, body);
      if (result.kind !== 'ok') throw new Error(`${operation} answered ${JSON.stringify(result)}`);
      return performance.now() - started;
    }
    const raw = JSON.stringify(body);
    const timestamp = Math.floor(Date.now() / 1000).toString();
    const started = performance.now();
    const response = await connection.request(
      paths[operation],
      {
        'content-type': 'application/json',
        [VENDOR_KEY_HEADER]: credential.keyId,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signPayload(credential.secret, timestamp, raw),
      },
      raw,
    );
    if (response.status !== 200 || !response.body.startsWith('{"success":true')) {
      throw new Error(`${operation} answered ${response.status}: ${response.body}`);
    }
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
          const connection = connections[client] as KeepAliveConnection;
          const bet = await call(connection, 'bet', { ...base, transactionId: `b-${id}`, amount: '1.25' });
          const win = await call(connection, 'win', { ...base, transactionId: `w-${id}`, amount: '2.5' });
          callLatencies.push(bet, win);
          pairLatencies.push(bet + win);
        }
      }),
    );
    return { callLatencies, pairLatencies };
  };
  await run(2_000, 'warm'); // connections, JIT, caches
  process.send?.({ phase: 'measuring' });
  const cpuBefore = process.cpuUsage();
  const startedAt = performance.now();
  const result = await run(duration * 1000, 'm');
  const cpuUsed = process.cpuUsage(cpuBefore);
  for (const connection of connections) connection.close();
  return {
    ...result,
    elapsed: (performance.now() - startedAt) / 1000,
    clientsCpuMs: (cpuUsed.user + cpuUsed.system) / 1000,
  };
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
