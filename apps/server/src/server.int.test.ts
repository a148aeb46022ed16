import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { withDatabase } from './testing/global-setup.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');
/**
 * A start may take this long: a few seconds on an idle machine, minutes on a shared 2-core one
 * (a fresh PGlite's initdb alone took 47 s there), so the bound is wide; a hang still fails.
 */
const START_TIMEOUT_MS = 240_000;
/**
 * The servers' grace: a shutdown that needs longer exits 1 with "killed by timeout" naming the part
 * that did not close, so a clean exit (0) proves every part closed within it.
 */
const GRACE_MS = 2_000;

const children = new Set<ChildProcess>();

afterEach(() => {
  // A failed test must not leave a server behind.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  children.clear();
});

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts the real server process; resolves once `until` shows in its output (or rejects when it exits first). */
function startServer(env: Record<string, string>, until: RegExp): Promise<Started> {
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
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ${until} within ${START_TIMEOUT_MS} ms: ${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!until.test(output)) reject(new Error(`exited ${code}: ${output}`));
    });
  });
}

/** The embedded database in a new folder, or a new database on the test PostgreSQL server. */
async function freshDatabase(
  name: string,
): Promise<{ kind: 'pglite' | 'postgres'; env: Record<string, string> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { kind: 'pglite', env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'croupier-server-')) } };
  const database = `croupier_t_process_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.query(`create database ${database}`);
  await admin.end();
  return { kind: 'postgres', env: { DATABASE_URL: withDatabase(serverUrl, database) } };
}

/** Sends SIGTERM and answers the exit code with the output. */
async function terminate(server: Started): Promise<{ code: number | null; output: string }> {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, output: server.output() };
}

/** The parts whose close was logged, in the order they closed (by the lifecycle's step number). */
function closedParts(output: string): string[] {
  return [...output.matchAll(/"part":"([^"]+)","ms":\d+,"step":(\d+)/g)]
    .sort((a, b) => Number(a[2]) - Number(b[2]))
    .map((m) => m[1] ?? '');
}

/** The parts that started and have a close, newest first: what a shutdown must close, in that order. */
function startedClosableParts(output: string): string[] {
  const closable = ['database', 'sandbox gateway', 'http server', 'in-house vendor'];
  return [...output.matchAll(/"part":"([^"]+)","ms":\d+(?:\}|,"msg":"started )/g)]
    .map((m) => m[1] ?? '')
    .filter((part) => closable.includes(part))
    .reverse();
}

describe('the server process', () => {
  it(
    'refuses to start on a bad setting, naming it',
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(78);
      expect(stderr).toContain('PORT');
      expect(stderr).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses demo seeding, the sandbox gateway and demo secrets with NODE_ENV=production, naming each',
    async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          DEMO_ADMIN_KEY: 'a-demo-key-of-16-chars',
          SANDBOX_GATEWAY_SECRET: 'a-sandbox-secret-16',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(78);
      for (const name of ['SEED_DEMO', 'SANDBOX_GATEWAY', 'DEMO_ADMIN_KEY', 'SANDBOX_GATEWAY_SECRET']) {
        expect(stderr).toMatch(new RegExp(`${name}: .*refused with NODE_ENV=production`));
      }
    },
    START_TIMEOUT_MS,
  );

  it(
    'generates the demo operator key per data directory, prints it, and keeps it across a restart',
    async () => {
      const database = await freshDatabase('demo_key');
      const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-demo-'));
      const env = {
        ...database.env,
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
        INHOUSE_VENDOR: 'off',
        SANDBOX_GATEWAY_PORT: '0',
        JOBS: 'off',
      };
      const keyIn = (output: string) => output.match(/Operator API key\s+(\S+)/)?.[1] ?? '';
      // The banner and the log lines may come in either order: wait for both.
      const bannerAndAddress = /^(?=[\s\S]*Operator API key\s+\S+)(?=[\s\S]*Server listening at )/;
      const first = await startServer(env, bannerAndAddress);
      const key = keyIn(first.output());
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(key).not.toBe('croupier-demo-operator-key');
      const port = first.output().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      const settings = (adminKey: string) =>
        fetch(`http://127.0.0.1:${port}/admin/api/merchants/ROYAL/settings`, {
          headers: { 'x-admin-key': adminKey },
        });
      expect((await settings(key)).status).toBe(200);
      expect((await settings('croupier-demo-operator-key')).status).toBe(401);
      expect((await terminate(first)).code).toBe(0);

      const again = await startServer(env, bannerAndAddress);
      expect(keyIn(again.output())).toBe(key);
      expect((await terminate(again)).code).toBe(0);
    },
    3 * START_TIMEOUT_MS,
  );

  it(
    'closes every part in reverse order on SIGTERM after the first request, and keeps its data across a restart',
    async () => {
      const database = await freshDatabase('serve');
      const server = await startServer({ ...database.env, SEED_DEMO: 'true' }, /platform ready/);
      const port = server.output().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', database: database.kind });
      const first = await terminate(server);
      expect(first.output).not.toContain('killed by timeout');
      expect(first.code).toBe(0);
      expect(closedParts(first.output)).toEqual([
        'job queue',
        'in-house vendor',
        'http server',
        'sandbox gateway',
        'database',
      ]);

      // Restarted on the same data: migrations and the demo seed are there. Idle, once the job
      // queue runs, it still closes well within the grace.
      const again = await startServer({ ...database.env, SEED_DEMO: 'true' }, /job queue started/);
      expect(again.output()).toContain('"migrationsApplied":[]');
      expect(again.output()).toContain('"created":[]');
      const second = await terminate(again);
      expect(second.output).not.toContain('killed by timeout');
      expect(second.code).toBe(0);
      expect(closedParts(second.output)).toContain('job queue');
    },
    4 * START_TIMEOUT_MS,
  );

  it(
    'honours SIGTERM during start-up: the start stops, what started is closed',
    async () => {
      const database = await freshDatabase('startup');
      // The step under way (a migration, the vendor's start) finishes before the close, and
      // PGlite's work even holds the signal back, so the grace here is wide: a hang still fails.
      const env = { ...database.env, SHUTDOWN_GRACE_MS: String(START_TIMEOUT_MS / 2) };
      // Right after the database opened: the migrations are under way.
      const migrating = await terminate(await startServer(env, /started database/));
      expect(migrating.output).not.toContain('killed by timeout');
      expect(migrating.code).toBe(0);
      expect(migrating.output).not.toContain('platform ready');
      expect(closedParts(migrating.output)).toEqual(startedClosableParts(migrating.output));
      expect(closedParts(migrating.output).at(-1)).toBe('database');

      // Once the platform listens: the in-house vendor is starting, the job queue not yet.
      const listening = await terminate(await startServer(env, /started listen/));
      expect(listening.output).not.toContain('killed by timeout');
      expect(listening.code).toBe(0);
      expect(listening.output).not.toContain('platform ready');
      expect(closedParts(listening.output)).toEqual(startedClosableParts(listening.output));
      expect(closedParts(listening.output)).toContain('http server');
    },
    4 * START_TIMEOUT_MS,
  );

  it(
    'stops the start with a clear message when an in-process vendor cannot listen',
    async () => {
      const database = await freshDatabase('port');
      const blocker = await startServer(
        { ...database.env, INHOUSE_VENDOR: 'off', SANDBOX_GATEWAY: 'off', JOBS: 'off' },
        /platform ready/,
      );
      const blockedPort =
        blocker.output().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1] ?? '';
      const other = await freshDatabase('port2');
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          ...other.env,
          LOG_LEVEL: 'info',
          PORT: '0',
          HOST: '127.0.0.1',
          SANDBOX_GATEWAY: 'off',
          VENDOR_HOST: '127.0.0.1',
          VENDOR_PORT: blockedPort,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
      expect(output).toContain('The in-house vendor did not start, so its games could not launch');
      expect(output).toContain('EADDRINUSE');
      expect(output).not.toContain('platform ready');
      expect(closedParts(output)).toContain('database');
      expect((await terminate(blocker)).code).toBe(0);
    },
    4 * START_TIMEOUT_MS,
  );
});
