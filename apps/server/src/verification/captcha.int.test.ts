import { randomBytes } from 'node:crypto';
import { API } from '@croupier/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

// The answer exists only in the picture: record each text the real generator draws so the test
// can answer like a person who read it.
const drawn = vi.hoisted(() => [] as string[]);
vi.mock('./captcha-image.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./captcha-image.ts')>();
  return {
    ...actual,
    randomCaptchaText: () => {
      const text = actual.randomCaptchaText();
      drawn.push(text);
      return text;
    },
  };
});

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('captcha', () => {
  let app: TestApp;
  let merchant: Awaited<ReturnType<typeof createTestMerchant>>;
  beforeAll(async () => {
    // Behind a trusted proxy each test can be a visitor of its own through X-Forwarded-For.
    app = await startTestApp({ trustProxy: true });
    merchant = await createTestMerchant(app.services);
  });
  afterAll(() => app.close());

  const randomIp = () => `10.${randomBytes(3).join('.')}`;
  const fetchCaptcha = async (ip = randomIp(), host = merchant.domain) => {
    const response = await app.app.inject({
      method: 'GET',
      url: API.verification.captcha,
      headers: { host, 'x-forwarded-for': ip },
    });
    return response;
  };
  const issue = async () => {
    const response = await fetchCaptcha();
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: true; value: string; captchaKey: string };
    return { ...body, answer: drawn.at(-1) ?? '' };
  };

  it('serves a real PNG with an opaque key, not cached', async () => {
    const response = await fetchCaptcha();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['captchaKey', 'success', 'value']);
    expect(body.success).toBe(true);
    const png = Buffer.from(body.value, 'base64');
    expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
    expect(png.length).toBeGreaterThan(1000);
    expect(body.captchaKey).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('verifies the right answer once, in any case, and never again', async () => {
    const sut = app.services.captcha;
    const { captchaKey, answer } = await issue();
    expect(await sut.verify(merchant.id, captchaKey, ` ${answer.toLowerCase()} `)).toBe(true);
    expect(await sut.verify(merchant.id, captchaKey, answer)).toBe(false);
    const second = await issue();
    expect(await sut.verify(merchant.id, second.captchaKey, second.answer)).toBe(true);
  });

  it('uses the captcha up on a wrong answer', async () => {
    const sut = app.services.captcha;
    const { captchaKey, answer } = await issue();
    const wrong = answer === 'AAAA' ? 'CCCC' : 'AAAA';
    expect(await sut.verify(merchant.id, captchaKey, wrong)).toBe(false);
    expect(await sut.verify(merchant.id, captchaKey, answer)).toBe(false);
  });

  it('refuses an expired captcha', async () => {
    const sut = app.services.captcha;
    const { captchaKey, answer } = await issue();
    await app.database.db
      .updateTable('captchas')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('id', '=', captchaKey)
      .execute();
    expect(await sut.verify(merchant.id, captchaKey, answer)).toBe(false);
  });

  it("does not accept, nor use up, a captcha for another merchant's call", async () => {
    const sut = app.services.captcha;
    const other = await createTestMerchant(app.services);
    const { captchaKey, answer } = await issue();
    expect(await sut.verify(other.id, captchaKey, answer)).toBe(false);
    expect(await sut.verify(merchant.id, captchaKey, answer)).toBe(true);
  });

  it('answers unknown keys and empty answers with false', async () => {
    const sut = app.services.captcha;
    expect(await sut.verify(merchant.id, 'no-such-captcha-key-000000', 'ABCD')).toBe(false);
    const { captchaKey, answer } = await issue();
    expect(await sut.verify(merchant.id, captchaKey, '  ')).toBe(false);
    // An empty answer is not a guess: the captcha is still there to be answered.
    expect(await sut.verify(merchant.id, captchaKey, answer)).toBe(true);
  });

  it('lets exactly one of several concurrent right answers through', async () => {
    const sut = app.services.captcha;
    const { captchaKey, answer } = await issue();
    const results = await Promise.all([1, 2, 3].map(() => sut.verify(merchant.id, captchaKey, answer)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('throws CAPTCHA_REQUIRED and CAPTCHA_INVALID from assertSolved', async () => {
    const sut = app.services.captcha;
    await expect(sut.assertSolved(merchant.id, undefined, 'ABCD')).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    const { captchaKey, answer } = await issue();
    await expect(sut.assertSolved(merchant.id, captchaKey, '')).rejects.toMatchObject({
      code: 'CAPTCHA_REQUIRED',
    });
    await expect(
      sut.assertSolved(merchant.id, captchaKey, answer === 'AAAA' ? 'CCCC' : 'AAAA'),
    ).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
    const fresh = await issue();
    await expect(sut.assertSolved(merchant.id, fresh.captchaKey, fresh.answer)).resolves.toBeUndefined();
  });

  it('limits captcha fetches per IP to 30 a minute with TOO_MANY_REQUESTS', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) expect((await fetchCaptcha(ip)).statusCode).toBe(200);
    const refused = await fetchCaptcha(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      value: { retryAfterSeconds: expect.any(Number) },
    });
    expect((await fetchCaptcha(randomIp())).statusCode).toBe(200);
  });

  it('refuses an unknown domain before drawing anything', async () => {
    const response = await fetchCaptcha(randomIp(), 'nobody.example');
    expect(response.statusCode).toBe(421);
    expect(response.json().code).toBe('INVALID_DOMAIN');
  });
});
