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
