import { API } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createAccount, newKey, PAY_PASSWORD, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { type JobDatabase, JobDatabaseClosed, jobDatabaseFor } from './job-database.ts';
import { PgBossJobs } from './jobs.service.ts';
import { PLATFORM_JOBS } from './platform-jobs.ts';

/** Polls until `check` holds (or fails the test after `timeoutMs`). */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sut: TestApp;
beforeAll(async () => {
  sut = await startTestApp();
});
afterAll(() => sut.close());

describe('PgBossJobs', () => {
  it('runs a sent job once, in a worker of this process', async () => {
    const jobs = new PgBossJobs(jobDatabaseFor(sut.database));
    const seen: string[] = [];
    jobs.register<{ word: string }>(
      'test-echo',
      async (job) => {
        seen.push(job.data.word);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    try {
      const id = await jobs.send('test-echo', { word: 'hello' });
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      await eventually(() => seen.length === 1);
      await sleep(1_200);
      expect(seen).toEqual(['hello']);
    } finally {
      await jobs.stop();
    }
  });

  it('sends inside a transaction: the job exists only if the transaction commits', async () => {
    const jobs = new PgBossJobs(jobDatabaseFor(sut.database));
    const seen: string[] = [];
    jobs.register<{ word: string }>(
      'test-tx',
      async (job) => {
        seen.push(job.data.word);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    try {
      await expect(
        sut.database.db.transaction().execute(async (tx) => {
          await jobs.send('test-tx', { word: 'rolled-back' }, { tx });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await sut.database.db.transaction().execute(async (tx) => {
        await jobs.send('test-tx', { word: 'committed' }, { tx });
      });
      await eventually(() => seen.length >= 1);
      await sleep(1_200);
      expect(seen).toEqual(['committed']);
    } finally {
      await jobs.stop();
    }
  });

  it('queues a job from a process that never started its workers (send-only)', async () => {
    const producer = new PgBossJobs(jobDatabaseFor(sut.database));
    const worker = new PgBossJobs(jobDatabaseFor(sut.database));
    const seen: number[] = [];
    worker.register<{ n: number }>(
      'test-producer',
      async (job) => {
        seen.push(job.data.n);
      },
      { pollingIntervalSeconds: 0.5 },
    );
    try {
      await producer.send('test-producer', { n: 7 }, { startAfter: new Date(Date.now() - 1000) });
      await worker.start();
      await eventually(() => seen.length === 1);
      expect(seen).toEqual([7]);
    } finally {
      await producer.stop();
      await worker.stop();
    }
  });

  it('stop() waits for a running job to finish', async () => {
    const jobs = new PgBossJobs(jobDatabaseFor(sut.database));
    let started = false;
    let finished = false;
    jobs.register(
      'test-slow',
      async () => {
        started = true;
        await sleep(1_500);
        finished = true;
      },
      { pollingIntervalSeconds: 0.5 },
    );
    await jobs.start();
    await jobs.send('test-slow');
    await eventually(() => started);
    await jobs.stop(5_000);
    expect(finished).toBe(true);
  });
});

describe('stopping the job queue', () => {
  it('waits for a maintenance under way, then refuses every later query instead of reopening a connection', async () => {
    const inner = jobDatabaseFor(sut.database);
    const events: string[] = [];
    let maintenanceUnderWay!: () => void;
    const underWay = new Promise<void>((resolve) => (maintenanceUnderWay = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let closed = false;
    const afterClose: string[] = [];
    // The real job database, with the maintenance's turn held open once it is won.
    const database: JobDatabase = {
      executeSql: async (text, values) => {
        if (closed) afterClose.push(text);
        const result = await inner.executeSql(text, values);
        if (text.includes('set maintained_on = now()') && result.rows.length === 1) {
          maintenanceUnderWay();
          await released;
        }
        return result;
      },
      close: async () => {
        closed = true;
        await inner.close();
      },
    };
    // Another test's queue may have maintained just now: make the turn due.
    await sql`update pgboss.version set maintained_on = null`.execute(sut.database.db).catch(() => {});
    const jobs = new PgBossJobs(database, { maintenanceIntervalSeconds: 1 });
    jobs.register('test-idle', async () => {}, { pollingIntervalSeconds: 0.5 });
    await jobs.start();
    await underWay;

    const stopped = jobs.stop(5_000).then(() => events.push('stopped'));
    // A stop that does not wait for the maintenance ends well within this (pg-boss's own stop
    // takes a few ms); one that waits ends only after the release.
    await Promise.race([stopped, sleep(1_500)]);
    events.push('maintenance released');
    release();
    await stopped;

    expect(events).toEqual(['maintenance released', 'stopped']);
    expect(afterClose).toEqual([]);
    await expect(inner.executeSql('select 1')).rejects.toBeInstanceOf(JobDatabaseClosed);
    await expect(jobs.start()).rejects.toThrow('does not start again');
    if (sut.database.kind === 'postgres') {
      // The server ends a backend a moment after its client closed the connection: wait for
      // pg_stat_activity to catch up rather than read it at the same instant.
      const openConnections = async () =>
        (
          await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and application_name = 'croupier-jobs'`.execute(
            sut.database.db,
          )
        ).rows[0]?.n;
      await expect.poll(openConnections, { timeout: 5_000 }).toBe(0);
    }
  });
});

describe('platform jobs', () => {
  let merchant: Merchant & { domain: string };
  let adminKey: string;
  beforeAll(async () => {
    merchant = await createTestMerchant(sut.services);
    adminKey = await createAdminKey(sut.services, merchant.id);
  });

  it('the scheduled auto-receive job settles an overdue withdrawal', async () => {
    const { token } = await createAccount(sut.services, merchant, { balance: '100' });
    const bound = await playerCall(sut.app, merchant, token, 'POST', API.member.bankAccount, {
      payeeName: 'Nguyen Van A',
      bankName: 'Vietcombank',
      accountNumber: '0123 4567 8901',
      paymentPassword: PAY_PASSWORD,
    });
    expect(bound.statusCode, bound.body).toBe(200);
    const requested = await playerCall(sut.app, merchant, token, 'POST', API.wallet.withdrawals, {
      amount: '30',
      paymentPassword: PAY_PASSWORD,
      idempotencyKey: newKey(),
    });
    const id: string = requested.json().value.id;
    const approved = await sut.app.inject({
      method: 'POST',
      url: API.admin.withdrawalApprove.replace(':merchantCode', merchant.code).replace(':id', id),
      headers: { 'x-admin-key': adminKey },
    });
    expect(approved.json().value.status).toBe('approved');
    await sql`update withdrawals set decided_at = now() - interval '31 minutes' where id = ${BigInt(id)}`.execute(
      sut.database.db,
    );

    // pg-boss lets one process check the cron every 30 s; earlier tests here just did. Pretend
    // that was long ago, so the check the app's queue makes at start (as in server.ts) is due.
    await sql`update pgboss.version set cron_on = null`.execute(sut.database.db);
    await sut.services.jobs.start();
    try {
      const statusOf = async () => {
        const mine = await playerCall(sut.app, merchant, token, 'GET', API.wallet.withdrawals);
        return mine.json().value.list.find((w: { id: string }) => w.id === id)?.status as string;
      };
      await eventually(async () => (await statusOf()) === 'received', 30_000);
      const runs = await sql<{ n: number }>`
        select count(*)::int as n from pgboss.job
        where name = ${PLATFORM_JOBS.withdrawalAutoReceive} and state = 'completed'`.execute(sut.database.db);
      expect(runs.rows[0]?.n).toBeGreaterThanOrEqual(1);
    } finally {
      await sut.services.jobs.stop();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('scheduled jobs across processes (PostgreSQL)', () => {
  it('runs each cron tick once however many processes schedule it', async () => {
    // A second "process": its own connections to the same database, its own pg-boss.
    const url = sut.database.url as string;
    const other = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const runs: string[] = [];
    const instances = [sut.database, other].map((database, i) => {
      const jobs = new PgBossJobs(jobDatabaseFor(database), {
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      });
      jobs.register(
        'test-cron',
        async () => {
          runs.push(`instance-${i}`);
        },
        { pollingIntervalSeconds: 0.5 },
      );
      jobs.schedule('test-cron', '* * * * *');
      return jobs;
    });
    // Keep the whole check inside one minute so the next (legitimate) tick cannot fall in it.
    const secondsLeft = 60 - new Date().getUTCSeconds();
    if (secondsLeft < 20) await sleep(secondsLeft * 1000 + 500);
    await sql`update pgboss.version set cron_on = null`.execute(sut.database.db).catch(() => {});
    try {
      await Promise.all(instances.map((jobs) => jobs.start()));
      await eventually(() => runs.length >= 1, 15_000);
      // Both processes keep checking the cron every second; the tick must not run again.
      await sleep(4_000);
      expect(runs).toHaveLength(1);
    } finally {
      await Promise.all(instances.map((jobs) => jobs.stop()));
      await other.close();
    }
  }, 60_000);
});

describe.skipIf(process.env.TEST_DATABASE_URL)('job database on PGlite', () => {
  it('a failing multi-statement plan leaves no open transaction behind', async () => {
    const database = jobDatabaseFor(sut.database);
    await expect(
      database.executeSql('begin; create table h3_probe (id int); select 1/0; commit;'),
    ).rejects.toThrow();
    // The one session is usable and the half-done work was rolled back.
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_tables where tablename = 'h3_probe'`.execute(sut.database.db);
    expect(rows.rows[0]?.n).toBe(0);
  });
});
