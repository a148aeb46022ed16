import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { withDatabase } from './global-setup.ts';
import { cloneMigratedDatabase } from './test-app.ts';

/** The test kit of the server process tests: start `server.ts` as a child, signal it, read its log. */

const SERVER = path.join(import.meta.dirname, '..', 'server.ts');
/**
 * A start may take this long: a few seconds on an idle machine, minutes on a shared 2-core one
 * (a fresh PGlite's initdb alone took 47 s there), so the bound is wide; a hang still fails.
 */
export const START_TIMEOUT_MS = 240_000;
/**
 * The servers' grace: a shutdown that needs longer exits 1 with "killed by timeout" naming the part
 * that did not close, so a clean exit (0) proves every part closed within it. An idle server closes
 * in well under a second (the issue's bound is 2 s); the grace is wider so that a busy machine (the
 * suite runs two integration runs side by side) never fails a test, while a part that hangs, as in
 * the bug this guards against, still runs it out.
 */
export const GRACE_MS = 8_000;

const children = new Set<ChildProcess>();

/** SIGKILLs every server child still alive (call in afterEach: a failed test leaves none behind). */
export function killServers(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** The platform's port (once its log said where it listens). */
  port: () => string;
  /** Resolves once `pattern` shows in the output (rejects when the process exits first). */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
}

/** Spawns `server.ts` with `env` over the test defaults (any free port, loopback, info log, a short grace). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: String(GRACE_MS),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  const waiters = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiters) check();
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp, timeoutMs = START_TIMEOUT_MS) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no ${pattern} within ${timeoutMs} ms: ${output}`));
      }, timeoutMs);
      const check = () => {
        if (!pattern.test(output)) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      waiters.add(check);
      check();
      void exited.then((code) => {
        if (!waiters.has(check)) return;
        waiters.delete(check);
        clearTimeout(timer);
        reject(new Error(`exited ${code} before ${pattern}: ${output}`));
      });
    });
  return {
    child,
    output: () => output,
    exited,
    port: () => output.match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1] ?? '',
    waitFor,
  };
}

/**
 * Starts the real server process; resolves once `until` shows in its output (rejects when it exits
 * first, or after `timeoutMs`).
 */
export async function startServer(
  env: Record<string, string>,
  until: RegExp,
  timeoutMs = START_TIMEOUT_MS,
): Promise<ServerProcess> {
  const server = spawnServer(env);
  await server.waitFor(until, timeoutMs);
  return server;
}

/** Sends the signal (SIGTERM unless told) and answers the exit code with the output. */
export async function terminate(
  server: ServerProcess,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; output: string }> {
  server.child.kill(signal);
  const code = await server.exited;
  return { code, output: server.output() };
}

/** The parts whose close was logged, in the order they closed (by the lifecycle's step number). */
export function closedParts(output: string): string[] {
  return [...output.matchAll(/"part":"([^"]+)","ms":\d+,"step":(\d+)/g)]
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((m) => m[1] ?? '');
}

/** The parts that started and have a close, newest first: what a shutdown must close, in that order. */
export function startedClosableParts(output: string): string[] {
  const closable = ['database', 'big wins', 'sandbox gateway', 'http server', 'in-house vendor'];
  return [...output.matchAll(/"part":"([^"]+)","ms":\d+(?:\}|,"msg":"started )/g)]
    .map((m) => m[1] ?? '')
    .filter((part) => closable.includes(part))
    .reverse();
}

export interface ServerDatabase {
  kind: 'pglite' | 'postgres';
  /** The server's settings for it: DATA_DIR (always) and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** Where the test itself opens it (PGlite: only while no server runs on it). */
  open: () => ReturnType<typeof openDatabase>;
}

/**
 * A database of its own for one server process: on PostgreSQL (TEST_DATABASE_URL) a new database,
 * on PGlite a new data directory. `migrated` starts it from the run's migrated template or snapshot
 * (no initdb, no migrations in the server's start); without it the server creates and migrates it.
 */
export async function serverDatabase(options: { migrated: boolean }): Promise<ServerDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-server-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const url = options.migrated ? await cloneMigratedDatabase() : await emptyDatabase(serverUrl);
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: url },
      open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }),
    };
  }
  const pgliteDir = path.join(dataDir, 'pglite');
  if (options.migrated) {
    const snapshotPath = inject('pgliteSnapshotPath');
    const handle = await openDatabase({
      kind: 'pglite',
      dataDir: pgliteDir,
      ...(snapshotPath ? { snapshot: new Blob([readFileSync(snapshotPath)]) } : {}),
    });
    await handle.migrate();
    await handle.close();
  }
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir: pgliteDir }),
  };
}

let emptyDatabases = 0;

async function emptyDatabase(serverUrl: string): Promise<string> {
  emptyDatabases += 1;
  const database = `croupier_t_process_${process.pid}_${emptyDatabases}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, database);
}
