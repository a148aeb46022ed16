import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { withDatabase } from './testing/global-setup.ts';

const SERVER = path.join(import.meta.dirname, 'server.ts');

/** Starts the real server process; resolves with its output so far once `until` shows up in it. */
function startServer(
  env: Record<string, string>,
  until: RegExp,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until.test(output)) resolve({ child, output: () => output });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      until.test(output) ? undefined : reject(new Error(`exited ${code}: ${output}`)),
    );
  });
}

/** The embedded database in a new folder, or a new database on the test PostgreSQL server. */
async function freshDatabase(): Promise<{ kind: 'pglite' | 'postgres'; env: Record<string, string> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    return { kind: 'pglite', env: { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'croupier-server-')) } };
  const name = `croupier_t_process_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  return { kind: 'postgres', env: { DATABASE_URL: withDatabase(serverUrl, name) } };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('refuses to start on a bad setting, naming it', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'mysql://nope' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(78);
    expect(stderr).toContain('PORT');
    expect(stderr).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });

  it('refuses demo seeding, the sandbox gateway and demo secrets with NODE_ENV=production, naming each', async () => {
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
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    expect(await exitOf(child)).toBe(78);
    for (const name of ['SEED_DEMO', 'SANDBOX_GATEWAY', 'DEMO_ADMIN_KEY', 'SANDBOX_GATEWAY_SECRET']) {
      expect(stderr).toMatch(new RegExp(`${name}: .*refused with NODE_ENV=production`));
    }
  }, 120_000);

  it('generates the demo operator key per data directory, prints it, and keeps it across a restart', async () => {
    const database = await freshDatabase();
    const start = (dataDir: string) =>
      startServer(
        {
          ...database.env,
          DATA_DIR: dataDir,
          SEED_DEMO: 'true',
          INHOUSE_VENDOR: 'off',
          SANDBOX_GATEWAY_PORT: '0',
          JOBS: 'off',
        },
        /Operator API key\s+(\S+)/,
      );
    const keyIn = (output: string) => output.match(/Operator API key\s+(\S+)/)?.[1] ?? '';
    const stop = async (child: ChildProcess) => {
      const exited = exitOf(child);
      child.kill('SIGTERM');
      await exited;
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'croupier-demo-'));
    const first = await start(dataDir);
    const key = keyIn(first.output());
    expect(key.length).toBeGreaterThanOrEqual(32);
    expect(key).not.toBe('croupier-demo-operator-key');
    // The banner and the (asynchronous) log lines come in either order: wait for the address too.
    const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/;
    for (let i = 0; i < 300 && !listening.test(first.output()); i++)
      await new Promise((r) => setTimeout(r, 100));
    const port = first.output().match(listening)?.[1];
    const settings = (adminKey: string) =>
      fetch(`http://127.0.0.1:${port}/admin/api/merchants/ROYAL/settings`, {
        headers: { 'x-admin-key': adminKey },
      });
    expect((await settings(key)).status).toBe(200);
    expect((await settings('croupier-demo-operator-key')).status).toBe(401);
    await stop(first.child);

    const again = await start(dataDir);
    expect(keyIn(again.output())).toBe(key);
    await stop(again.child);
  }, 300_000);

  it('serves, then shuts down gracefully on SIGTERM and keeps its data across a restart', async () => {
    const database = await freshDatabase();
    const { child, output } = await startServer({ ...database.env, SEED_DEMO: 'true' }, /platform ready/);
    const port = output().match(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/)?.[1];
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: database.kind });
    const exited = exitOf(child);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output()).toContain('shutting down');

    // Restarted on the same data directory: migrations and the demo seed are already there.
    const again = await startServer({ ...database.env, SEED_DEMO: 'true' }, /platform ready/);
    expect(again.output()).toContain('"migrationsApplied":[]');
    expect(again.output()).toContain('"created":[]');
    const stopped = exitOf(again.child);
    again.child.kill('SIGTERM');
    expect(await stopped).toBe(0);
  });
});
