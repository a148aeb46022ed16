import { afterEach, describe, expect, it } from 'vitest';
import {
  closedParts,
  killServers,
  START_TIMEOUT_MS,
  serverDatabase,
  spawnServer,
  startedClosableParts,
  startServer,
  terminate,
} from './testing/server-process.ts';

// A failed test must not leave a server behind.
afterEach(killServers);

describe('the server process', () => {
  it(
    'refuses to start on a bad setting, naming it',
    async () => {
      const server = spawnServer({ PORT: 'eighty', DATABASE_URL: 'mysql://nope' });
      expect(await server.exited).toBe(78);
      const stderr = server.output();
      expect(stderr).toContain('PORT');
      expect(stderr).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    },
    START_TIMEOUT_MS,
  );

  it(
    'refuses demo seeding, the sandbox gateway and demo secrets with NODE_ENV=production, naming each',
    async () => {
      const server = spawnServer({
        NODE_ENV: 'production',
        SEED_DEMO: 'true',
        DEMO_ADMIN_KEY: 'a-demo-key-of-16-chars',
        SANDBOX_GATEWAY_SECRET: 'a-sandbox-secret-16',
      });
      expect(await server.exited).toBe(78);
      const stderr = server.output();
      for (const name of ['SEED_DEMO', 'SANDBOX_GATEWAY', 'DEMO_ADMIN_KEY', 'SANDBOX_GATEWAY_SECRET']) {
        expect(stderr).toMatch(new RegExp(`${name}: .*refused with NODE_ENV=production`));
      }
    },
    START_TIMEOUT_MS,
  );

  // One demo start and one restart on the same data prove the generated operator key, the closing
  // order and what a restart keeps: each start of the whole platform and its seven vendors (each
  // vendor opening an embedded database of its own) costs about a minute on an idle 2-core machine
  // with PGlite and took over four minutes on a busy one, so the proofs share two starts, each
  // allowed twice the usual bound.
  it(
    'generates the demo operator key per data directory, closes every part in reverse order on SIGTERM, and keeps the key and the data across a restart',
    async () => {
      const database = await serverDatabase({ migrated: true });
      const env = { ...database.env, SEED_DEMO: 'true' };
      const keyIn = (output: string) => output.match(/Operator API key\s+(\S+)/)?.[1] ?? '';
      // The banner and the log lines may come in either order: wait for both.
      const bannerAndReady = /^(?=[\s\S]*Operator API key\s+\S+)(?=[\s\S]*platform ready)/;
      const server = await startServer(env, bannerAndReady, 2 * START_TIMEOUT_MS);
      const key = keyIn(server.output());
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(key).not.toBe('croupier-demo-operator-key');
      const port = server.port();
      const settings = (adminKey: string) =>
        fetch(`http://127.0.0.1:${port}/admin/api/merchants/ROYAL/settings`, {
          headers: { 'x-admin-key': adminKey },
        });
      expect((await settings(key)).status).toBe(200);
      expect((await settings('croupier-demo-operator-key')).status).toBe(401);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ready', database: database.kind });
      const first = await terminate(server);
      expect(first.output).not.toContain('killed by timeout');
      expect(first.code).toBe(0);
      expect(closedParts(first.output)).toEqual([
        'job queue',
        'fishing vendor',
        'sportsbook vendor',
        'poker vendor',
        'live vendor',
        'lottery vendor',
        'in-house vendor',
        'http server',
        'sandbox gateway',
        'big wins',
        'database',
      ]);

      // Restarted on the same data: the same key, and migrations and the demo seed are there.
      // Idle, once the job queue runs, it still closes well within the grace.
      const again = await startServer(env, /job queue started/, 2 * START_TIMEOUT_MS);
      expect(keyIn(again.output())).toBe(key);
      expect(again.output()).toContain('"migrationsApplied":[]');
      expect(again.output()).toContain('"created":[]');
      const second = await terminate(again);
      expect(second.output).not.toContain('killed by timeout');
      expect(second.code).toBe(0);
      expect(closedParts(second.output)).toContain('job queue');
    },
    5 * START_TIMEOUT_MS,
  );

  it(
    'honours SIGTERM during start-up: the start stops, what started is closed',
    async () => {
      const database = await serverDatabase({ migrated: false });
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
      const database = await serverDatabase({ migrated: true });
      const blocker = await startServer(
        {
          ...database.env,
          INHOUSE_VENDOR: 'off',
          LOTTERY_VENDOR: 'off',
          LIVE_VENDOR: 'off',
          POKER_VENDOR: 'off',
          SPORTS_VENDOR: 'off',
          FISH_VENDOR: 'off',
          SANDBOX_GATEWAY: 'off',
          JOBS: 'off',
        },
        /platform ready/,
      );
      const other = await serverDatabase({ migrated: true });
      const blocked = spawnServer({
        ...other.env,
        SANDBOX_GATEWAY: 'off',
        VENDOR_HOST: '127.0.0.1',
        VENDOR_PORT: blocker.port(),
      });
      expect(await blocked.exited).toBe(1);
      const output = blocked.output();
      expect(output).toContain('The in-house vendor did not start, so its games could not launch');
      expect(output).toContain('EADDRINUSE');
      expect(output).not.toContain('platform ready');
      expect(closedParts(output)).toContain('database');
      expect((await terminate(blocker)).code).toBe(0);
    },
    4 * START_TIMEOUT_MS,
  );
});
