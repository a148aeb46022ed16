import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

describe('RateLimiter', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const uniqueKey = () => `test:${randomBytes(6).toString('hex')}`;
  const rule = { limit: 10, windowSeconds: 60 };

  const closeWindow = (key: string) =>
    app.database.db
      .updateTable('rate_limits')
      .set({ window_started_at: sql<Date>`now() - interval '61 seconds'` })
      .where('key', '=', key)
      .execute();

  it('allows exactly the limit out of 50 concurrent hits, each seeing its own count', async () => {
    const sut = app.services.rateLimiter;
    const key = uniqueKey();
    const results = await Promise.all(Array.from({ length: 50 }, () => sut.hit(key, rule)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    for (const result of results) {
      if (result.allowed) {
        expect(result.hits).toBeLessThanOrEqual(10);
        expect(result.retryAfterSeconds).toBe(0);
      } else {
        expect(result.hits).toBeGreaterThan(10);
        expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(1);
        expect(result.retryAfterSeconds).toBeLessThanOrEqual(60);
      }
    }
  });

  it('starts a new window once the old one has closed', async () => {
    const sut = app.services.rateLimiter;
    const key = uniqueKey();
    for (let i = 0; i < 11; i += 1) await sut.hit(key, rule);
    expect((await sut.hit(key, rule)).allowed).toBe(false);
    await closeWindow(key);
    expect(await sut.hit(key, rule)).toEqual({ allowed: true, hits: 1, retryAfterSeconds: 0 });
    expect(await sut.hit(key, rule)).toMatchObject({ allowed: true, hits: 2 });
  });

  it('forgets a key on reset and keeps keys apart', async () => {
    const sut = app.services.rateLimiter;
    const key = uniqueKey();
    const other = uniqueKey();
    for (let i = 0; i < 3; i += 1) await sut.hit(key, { limit: 2, windowSeconds: 300 });
    expect((await sut.hit(other, { limit: 2, windowSeconds: 300 })).allowed).toBe(true);
    const refused = await sut.hit(key, { limit: 2, windowSeconds: 300 });
    expect(refused).toMatchObject({ allowed: false, hits: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(60);
    await sut.reset(key);
    expect(await sut.hit(key, { limit: 2, windowSeconds: 300 })).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 0,
    });
  });

  it('throws TOO_MANY_REQUESTS with retryAfterSeconds from enforce past the limit', async () => {
    const sut = app.services.rateLimiter;
    const key = uniqueKey();
    await sut.enforce(key, { limit: 1, windowSeconds: 300 });
    await expect(sut.enforce(key, { limit: 1, windowSeconds: 300 })).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      options: { value: { retryAfterSeconds: expect.any(Number) } },
    });
    await expect(
      sut.enforce(key, { limit: 1, windowSeconds: 300 }, 'SMS_QUOTA_EXCEEDED'),
    ).rejects.toMatchObject({
      code: 'SMS_QUOTA_EXCEEDED',
    });
  });

  it('drops closed windows on purge and keeps open ones', async () => {
    const sut = app.services.rateLimiter;
    const closed = uniqueKey();
    const open = uniqueKey();
    await sut.hit(closed, rule);
    await sut.hit(open, rule);
    await closeWindow(closed);
    expect(await sut.purgeClosed()).toBeGreaterThanOrEqual(1);
    const keys = await app.database.db
      .selectFrom('rate_limits')
      .select('key')
      .where('key', 'in', [closed, open])
      .execute();
    expect(keys.map((k) => k.key)).toEqual([open]);
  });

  it('counts the hits of an open window without adding one', async () => {
    const sut = app.services.rateLimiter;
    const key = uniqueKey();
    expect(await sut.count(key, 60)).toBe(0);
    for (let i = 0; i < 3; i += 1) await sut.hit(key, rule);
    expect(await sut.count(key, 60)).toBe(3);
    expect(await sut.count(key, 60)).toBe(3);
    await closeWindow(key);
    expect(await sut.count(key, 60)).toBe(0);
  });

  it('refuses a nonsensical rule', async () => {
    await expect(app.services.rateLimiter.hit(uniqueKey(), { limit: 1, windowSeconds: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});
