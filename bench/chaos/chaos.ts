/**
 * The chaos run: three platform processes on one PostgreSQL behind a small reverse proxy, vendor
 * and player load through it, one process killed with SIGKILL and restarted every few seconds;
 * then the checks that nothing acknowledged was lost or doubled, the ledger holds, balances were
 * pushed across processes and each scheduled job tick ran once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  API,
  formatMinor,
  REALTIME_PATH,
  SESSION_TOKEN_HEADER,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import {
  BALANCED_LEDGER,
  createPlayer,
  createServices,
  type DatabaseHandle,
  ledgerInvariants,
  openDatabase,
  PLATFORM_JOBS,
  registerVendor,
} from '@croupier/server/testing';
import { signPayload } from '@croupier/signing';
import { WalletBatches } from '@croupier/vendor-kit';
import { sql } from 'kysely';
import pg from 'pg';
import WebSocket from 'ws';
import { createBenchMerchant, startBenchPostgres } from '../bench-kit.ts';
import { type ChaosProxy, startChaosProxy } from './chaos-proxy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(root, 'apps/server/src/server.ts');
const HOST = 'bench.test';
const START_BALANCE = 1_000n * 10_000n;

export interface ChaosOptions {
  /** Kill-and-restart cycles to reach (the run also stops at maxSeconds). */
  cycles: number;
  /** Upper bound of the killing phase (after the processes first start), in seconds. */
  maxSeconds: number;
  /** Pause between two kills, in milliseconds. */
  intervalMs: number;
  /** The proxy listens on basePort, the three processes on basePort+1..3. */
  basePort: number;
  players: number;
  vendorClients: number;
  /** Vendor calls through the vendor kit's coalescing client (the protocol's batch call) instead of one each. */
  batched?: boolean;
  /** An existing PostgreSQL server (a database is created on it); unset: a throw-away cluster. */
  serverUrl?: string;
  log?: (line: string) => void;
  /** Polled during the run: true aborts it (Ctrl-C), cleaning up as on any error. */
  shouldStop?: () => boolean;
}

export interface ChaosResult {
  cycles: number;
  requests: number;
  violations: string[];
  /** Acknowledged vendor calls (bets and wins). */
  acknowledged: number;
  /** Bets refused for insufficient funds (an answer: nothing moved). */
  refused: number;
  /** Vendor calls sent again because no answer came (dead process, proxy 502, 5xx). */
  retries: number;
  pushes: number;
  /** Requests the proxy sent to another process after theirs failed before answering. */
  rerouted: number;
  /** Mean time from restart to ready, in seconds. */
  restartSeconds: number;
  jobTicks: number;
  seconds: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every platform process this module started and that still runs. */
const liveChildren = new Set<ChildProcess>();

/** Kills every platform process still running (synchronous: usable in an exit handler). */
export function killLiveChildren(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
}

/** One platform process on a fixed port: started, killed and started again. */
class Backend {
  child: ChildProcess | undefined;
  tail = '';
  /** When the current process was started (performance.now()), and how long each took to be ready. */
  startedAt = 0;
  readyTimes: number[] = [];
  constructor(
    readonly port: number,
    private readonly databaseUrl: string,
  ) {}

  start(): void {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: this.databaseUrl,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        JOBS: 'on',
        INHOUSE_VENDOR: 'off',
        LOTTERY_VENDOR: 'off',
        LIVE_VENDOR: 'off',
        POKER_VENDOR: 'off',
        SPORTS_VENDOR: 'off',
        FISH_VENDOR: 'off',
        SANDBOX_GATEWAY: 'off',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        DB_POOL_SIZE: '5',
        SHUTDOWN_GRACE_MS: '2000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.tail = (this.tail + chunk.toString()).slice(-4000);
    };
    liveChildren.add(child);
    child.once('exit', () => liveChildren.delete(child));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
  }

  /** SIGKILL, and wait for the process to be gone. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await gone;
  }

  async isReady(): Promise<boolean> {
    if (!this.child || this.child.exitCode !== null) return false;
    const answer = await request(this.port, 'GET', API.ready, {}, undefined, 1_000).catch(() => undefined);
    if (answer?.status !== 200) return false;
    if (this.startedAt > 0) {
      this.readyTimes.push(performance.now() - this.startedAt);
      this.startedAt = 0;
    }
    return true;
  }

  /** Waits (bounded) until the process answers /readyz; throws with its last output otherwise. */
  async waitReady(shouldStop: () => boolean, timeoutMs = 90_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (shouldStop()) throw new Error('interrupted');
      if (await this.isReady()) return;
      if (this.child && this.child.exitCode !== null)
        throw new Error(`platform on ${this.port} exited: ${this.tail}`);
      await sleep(200);
    }
    throw new Error(`platform on ${this.port} not ready after ${timeoutMs} ms: ${this.tail}`);
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One HTTP call to 127.0.0.1:port; rejects on a connection error or timeout. */
function request(
  port: number,
  method: string,
  urlPath: string,
  headers: Record<string, string>,
  body?: string,
  timeoutMs = 20_000,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      { host: '127.0.0.1', port, method, path: urlPath, headers, agent, timeout: timeoutMs },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        answer.on('error', reject);
      },
    );
    call.on('timeout', () => call.destroy(new Error('timed out')));
    call.on('error', reject);
    call.end(body);
  });
}

interface Player {
  memberId: bigint;
  playerId: string;
  token: string;
  /** START_BALANCE + acknowledged wins - acknowledged bets. */
  expected: bigint;
  /** The last balance a WebSocket push through the proxy carried. */
  pushed: string | undefined;
}

/** Runs the chaos test and answers what it counted and every violation found. */
export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const log = options.log ?? (() => {});
  const shouldStop = options.shouldStop ?? (() => false);
  const startedAt = Date.now();
  const databaseName = `croupier_chaos_${randomBytes(4).toString('hex')}`;
  let stopPostgres = () => {};
  let databaseUrl: string;
  if (options.serverUrl) {
    const admin = new pg.Client({ connectionString: options.serverUrl });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    const url = new URL(options.serverUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  } else {
    const postgres = await startBenchPostgres([databaseName]);
    stopPostgres = () => postgres.stop();
    databaseUrl = postgres.databaseUrl(databaseName);
  }

  const backends = [1, 2, 3].map((i) => new Backend(options.basePort + i, databaseUrl));
  let proxy: ChaosProxy | undefined;
  let handle: DatabaseHandle | undefined;
  const sockets = new Set<WebSocket>();
  /** Ends the load loops and socket reconnects (at the end, or when the run fails). */
  let stopping = false;
  /** Set once the run is over, however it ended: a vendor call still retrying gives up. */
  let isOver = false;
  try {
    // Seed through the services, as an operator and a vendor integration would.
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 3 });
    await handle.migrate();
    const services = createServices(handle);
    const merchant = await createBenchMerchant(services, 'Chaos Casino');
    const { credential } = await registerVendor(services, merchant, 'CHAOSV');
    const players: Player[] = [];
    for (let i = 0; i < options.players; i++) {
      const created = await createPlayer(services, merchant, formatMinor(START_BALANCE));
      players.push({
        memberId: created.member.id,
        playerId: created.playerId,
        token: created.token,
        expected: START_BALANCE,
        pushed: undefined,
      });
    }

    for (const backend of backends) backend.start();
    await Promise.all(backends.map((backend) => backend.waitReady(shouldStop)));
    proxy = await startChaosProxy(
      options.basePort,
      backends.map((b) => b.port),
    );
    log(`3 platform processes ready behind the proxy on ${options.basePort}`);

    const violations: string[] = [];
    let requests = 0;
    let acknowledged = 0;
    let refused = 0;
    let retries = 0;
    let pushes = 0;
    const acknowledgedIds = new Set<string>();

    const batches = options.batched ? new WalletBatches({ timeoutMs: 10_000 }) : undefined;
    const batchLink = {
      merchantCode: merchant.code,
      platformUrl: '',
      vendorCode: credential.vendorCode,
      keyId: credential.keyId,
      secret: credential.secret,
      currency: merchant.currency,
    };
    /** A signed vendor call, sent again with the same transaction id until it is answered. */
    const vendorCall = async (
      port: number,
      operation: 'bet' | 'win',
      body: Record<string, string>,
    ): Promise<{ ok: true; balance: string } | { ok: false; code: string }> => {
      const raw = JSON.stringify(body);
      const deadline = Date.now() + 60_000;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) {
          retries++;
          await sleep(Math.min(50 * attempt, 500));
        }
        const timestamp = Math.floor(Date.now() / 1000).toString();
        requests++;
        if (batches) {
          // The same call through the kit's batches: an item's own answer, or none (sent again).
          const result = await batches.call<{ balance: string }>(
            { ...batchLink, platformUrl: `http://127.0.0.1:${port}` },
            operation,
            body,
          );
          if (result.kind === 'ok') return { ok: true, balance: result.value.balance };
          if (result.kind === 'refused') return { ok: false, code: result.code };
        } else {
          const answer = await request(
            port,
            'POST',
            API.vendorWallet[operation].replace(':vendorCode', credential.vendorCode),
            {
              'content-type': 'application/json',
              [VENDOR_KEY_HEADER]: credential.keyId,
              [VENDOR_TIMESTAMP_HEADER]: timestamp,
              [VENDOR_SIGNATURE_HEADER]: signPayload(credential.secret, timestamp, raw),
            },
            raw,
          ).catch(() => undefined);
          if (answer && answer.status === 200) {
            const json = JSON.parse(answer.body) as { value: { balance: string } };
            return { ok: true, balance: json.value.balance };
          }
          if (answer && answer.status >= 400 && answer.status < 500) {
            const json = JSON.parse(answer.body) as { code?: string };
            return { ok: false, code: json.code ?? `HTTP_${answer.status}` };
          }
        }
        if (shouldStop() || isOver) return { ok: false, code: 'UNANSWERED' };
        if (Date.now() > deadline) {
          violations.push(`${operation} ${body.transactionId} got no answer within 60 s`);
          return { ok: false, code: 'UNANSWERED' };
        }
      }
    };

    /** A bet then its win on a new round; both count only once acknowledged. */
    const playRound = async (port: number, player: Player, betMinor: bigint, winMinor: bigint) => {
      const id = randomBytes(6).toString('hex');
      const base = { playerId: player.playerId, roundId: `r-${id}`, gameCode: 'chaos-slot' };
      const betId = `b-${id}`;
      const bet = await vendorCall(port, 'bet', {
        ...base,
        requestId: `q-${betId}`,
        transactionId: betId,
        amount: formatMinor(betMinor),
      });
      if (!bet.ok) {
        if (bet.code === 'INSUFFICIENT_FUNDS') refused++;
        else if (bet.code !== 'UNANSWERED') violations.push(`bet ${betId} refused: ${bet.code}`);
        return undefined;
      }
      acknowledged++;
      acknowledgedIds.add(betId);
      player.expected -= betMinor;
      const winId = `w-${id}`;
      const win = await vendorCall(port, 'win', {
        ...base,
        requestId: `q-${winId}`,
        transactionId: winId,
        amount: formatMinor(winMinor),
      });
      if (!win.ok) {
        if (win.code !== 'UNANSWERED') violations.push(`win ${winId} refused: ${win.code}`);
        return undefined;
      }
      acknowledged++;
      acknowledgedIds.add(winId);
      player.expected += winMinor;
      return win.balance;
    };

    const proxyPort = proxy.port;
    const vendorLoop = async (client: number) => {
      for (let i = 0; !stopping; i++) {
        const player = players[(client + i * options.vendorClients) % players.length] as Player;
        const betMinor = BigInt(1 + Math.floor(Math.random() * 50)) * 1_000n; // 0.1 .. 5.0
        const winMinor = Math.random() < 0.5 ? 0n : betMinor * BigInt(1 + Math.floor(Math.random() * 3));
        await playRound(proxyPort, player, betMinor, winMinor);
      }
    };

    const readerLoop = async (player: Player) => {
      while (!stopping) {
        requests++;
        const answer = await request(proxyPort, 'GET', API.wallet.balance, {
          host: HOST,
          [SESSION_TOKEN_HEADER]: player.token,
        }).catch(() => undefined);
        if (answer && answer.status >= 400 && answer.status < 500)
          violations.push(`balance read refused (${answer.status}): ${answer.body.slice(0, 200)}`);
        await sleep(250);
      }
    };

    /** A player's socket through the proxy, reconnected whenever its process dies. */
    const watch = (player: Player) => {
      if (stopping) return;
      requests++;
      const socket = new WebSocket(`ws://127.0.0.1:${proxyPort}${REALTIME_PATH}`, {
        headers: { host: HOST },
      });
      sockets.add(socket);
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: player.token })));
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString()) as { type: string; balance?: string };
        if (message.type === 'balance') {
          pushes++;
          player.pushed = message.balance;
        }
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        if (!stopping) setTimeout(() => watch(player), 200);
      });
    };

    for (const player of players) watch(player);
    const load = [
      ...Array.from({ length: options.vendorClients }, (_, client) => vendorLoop(client)),
      ...players.map((player) => readerLoop(player)),
    ];

    // The chaos: every intervalMs, SIGKILL a process that is serving (never the last one serving)
    // and start it again at once; a cycle counts only a kill of a ready process.
    let cycles = 0;
    let victim = 0;
    const chaosDeadline = Date.now() + options.maxSeconds * 1000;
    while (cycles < options.cycles && Date.now() < chaosDeadline) {
      await sleep(options.intervalMs);
      if (shouldStop()) throw new Error('interrupted');
      const ready = await Promise.all(backends.map((backend) => backend.isReady()));
      if (ready.filter(Boolean).length < 2) continue;
      while (!ready[victim % backends.length]) victim++;
      const backend = backends[victim % backends.length] as Backend;
      victim++;
      await backend.kill();
      backend.start();
      backend.startedAt = performance.now();
      cycles++;
      if (cycles % 10 === 0) log(`cycle ${cycles}: ${acknowledged} acknowledged, ${retries} retries`);
    }

    await Promise.all(backends.map((backend) => backend.waitReady(shouldStop)));
    stopping = true;
    await Promise.all(load);
    log(`load stopped after ${cycles} cycles; checking`);

    // Every socket through the proxy ends up showing the member's final balance.
    const finalBalance = async (player: Player) =>
      formatMinor(await services.ledger.balanceOf(merchant.id, 'member_wallet', player.memberId.toString()));
    const settleBy = Date.now() + 15_000;
    for (const player of players) {
      const balance = await finalBalance(player);
      while (player.pushed !== balance && Date.now() < settleBy) await sleep(100);
      if (player.pushed !== balance)
        violations.push(`${player.playerId}: last push ${player.pushed ?? 'none'}, balance ${balance}`);
    }
    for (const socket of sockets) socket.terminate();

    // A change on one process reaches a socket held by another, for every pair.
    for (const [index, holder] of backends.entries()) {
      const other = backends[(index + 1) % backends.length] as Backend;
      const player = players[index % players.length] as Player;
      const seen = await pushAcross(holder.port, other.port, player, (port) =>
        playRound(port, player, 1_000n, 0n),
      );
      requests += 3;
      if (!seen) violations.push(`a change on ${other.port} was not pushed to a socket on ${holder.port}`);
    }

    // Every acknowledged bet and win is recorded exactly once, and nothing else is.
    const recorded = await sql<{ vendor_tx_id: string; n: number }>`
      select vendor_tx_id, count(*)::int as n from vendor_transactions
       where merchant_id = ${merchant.id} and kind in ('bet', 'win')
       group by vendor_tx_id`.execute(handle.db);
    const recordedIds = new Map(recorded.rows.map((row) => [row.vendor_tx_id, row.n]));
    for (const id of acknowledgedIds) {
      const n = recordedIds.get(id) ?? 0;
      if (n !== 1) violations.push(`acknowledged ${id} recorded ${n} times`);
    }
    for (const id of recordedIds.keys())
      if (!acknowledgedIds.has(id)) violations.push(`${id} recorded but never acknowledged`);

    // Each balance equals its postings (ledger invariants) and the vendor's own reckoning.
    const invariants = await ledgerInvariants(services, merchant.id);
    for (const [name, value] of Object.entries(BALANCED_LEDGER)) {
      const found = invariants[name as keyof typeof BALANCED_LEDGER];
      if (found !== value) violations.push(`ledger invariant ${name}: ${found}, expected ${value}`);
    }
    for (const player of players) {
      const balance = await services.ledger.balanceOf(
        merchant.id,
        'member_wallet',
        player.memberId.toString(),
      );
      if (balance !== player.expected)
        violations.push(
          `${player.playerId}: balance ${formatMinor(balance)}, acknowledged calls give ${formatMinor(player.expected)}`,
        );
    }

    // Each cron tick of a platform job became one job, run once.
    const ticks = await sql<{ name: string; minute: string; n: number; retried: number }>`
      select name, date_trunc('minute', created_on)::text as minute, count(*)::int as n,
             count(*) filter (where retry_count > 0)::int as retried
        from pgboss.job where name = any(${Object.values(PLATFORM_JOBS)})
       group by name, minute`.execute(handle.db);
    for (const tick of ticks.rows) {
      if (tick.n !== 1) violations.push(`job ${tick.name} at ${tick.minute}: ${tick.n} jobs for one tick`);
      if (tick.retried > 0) violations.push(`job ${tick.name} at ${tick.minute}: ran more than once`);
    }

    const readyTimes = backends.flatMap((backend) => backend.readyTimes);
    return {
      rerouted: proxy.rerouted,
      restartSeconds: readyTimes.reduce((sum, ms) => sum + ms, 0) / Math.max(1, readyTimes.length) / 1000,
      cycles,
      requests,
      violations,
      acknowledged,
      refused,
      retries,
      pushes,
      jobTicks: ticks.rows.length,
      seconds: (Date.now() - startedAt) / 1000,
    };
  } finally {
    stopping = true;
    isOver = true;
    for (const socket of sockets) socket.terminate();
    await Promise.all(backends.map((backend) => backend.kill()));
    await proxy?.close();
    await handle?.close();
    agent.destroy();
    if (options.serverUrl) {
      const admin = new pg.Client({ connectionString: options.serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName} with (force)`).catch(() => {});
      await admin.end();
    }
    stopPostgres();
  }
}

/**
 * Opens a socket for `player` directly on `holderPort`, waits for its first balance, makes a
 * change through `changePort`, and answers whether the socket got the new balance (bounded wait).
 */
async function pushAcross(
  holderPort: number,
  changePort: number,
  player: Player,
  change: (port: number) => Promise<string | undefined>,
): Promise<boolean> {
  const socket = new WebSocket(`ws://127.0.0.1:${holderPort}${REALTIME_PATH}`, { headers: { host: HOST } });
  const balances: string[] = [];
  let onBalance = () => {};
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as { type: string; balance?: string };
    if (message.type === 'balance' && message.balance) {
      balances.push(message.balance);
      onBalance();
    }
  });
  socket.on('error', () => {});
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => {
        socket.send(JSON.stringify({ type: 'auth', token: player.token }));
        resolve();
      });
      socket.once('error', reject);
    });
    const waitFor = (predicate: () => boolean, ms: number) =>
      new Promise<boolean>((resolve) => {
        if (predicate()) return resolve(true);
        const timer = setTimeout(() => resolve(predicate()), ms);
        onBalance = () => {
          if (predicate()) {
            clearTimeout(timer);
            resolve(true);
          }
        };
      });
    if (!(await waitFor(() => balances.length > 0, 10_000))) return false;
    const after = await change(changePort);
    return after !== undefined && (await waitFor(() => balances.includes(after), 10_000));
  } finally {
    socket.terminate();
  }
}
