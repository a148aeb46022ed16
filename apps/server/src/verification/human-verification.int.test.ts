import { randomBytes } from 'node:crypto';
import { API, type TAltchaChallenge } from '@croupier/contracts';
import { extractParams, solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { HumanVerificationService } from './human-verification.service.ts';
import { HumanVerificationsRepository } from './human-verifications.repository.ts';
import { PlatformSecretsRepository } from './platform-secrets.repository.ts';
import { PlatformSecretsService } from './platform-secrets.service.ts';
import { RateLimiter } from './rate-limiter.service.ts';
import { RateLimitsRepository } from './rate-limits.repository.ts';

const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');

/** Solves like the widget does and returns its base64 payload and the parsed fields. */
async function solve(challenge: TAltchaChallenge) {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('challenge has no solution');
  const fields = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number: solution.number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return { payload: encode(fields), fields };
}

describe('human verification (ALTCHA)', () => {
  let app: TestApp;
  let host: string;
  beforeAll(async () => {
    app = await startTestApp({ trustProxy: true });
    host = (await createTestMerchant(app.services)).domain;
  });
  afterAll(() => app.close());

  const randomIp = () => `10.${randomBytes(3).join('.')}`;
  const fetchChallenge = async (ip = randomIp()) => {
    const response = await app.app.inject({
      method: 'GET',
      url: API.verification.humanChallenge,
      headers: { host, 'x-forwarded-for': ip },
    });
    return response;
  };
  const challenge = async (): Promise<TAltchaChallenge> => {
    const response = await fetchChallenge();
    expect(response.statusCode).toBe(200);
    return response.json().value;
  };
  /** A second "process": its own services and empty caches over the same database. */
  const otherProcess = (ttlSeconds = 300) => {
    const secrets = new PlatformSecretsService(new PlatformSecretsRepository(app.database.db));
    return new HumanVerificationService(
      secrets,
      new HumanVerificationsRepository(app.database.db),
      new RateLimiter(new RateLimitsRepository(app.database.db)),
      { maxNumber: 1000, ttlSeconds, perIp: { limit: 100, windowSeconds: 60 } },
    );
  };

  it('serves a signed SHA-256 challenge in the widget shape with an expiry in the salt', async () => {
    const response = await fetchChallenge();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().success).toBe(true);
    const body = response.json().value;
    expect(Object.keys(body).sort()).toEqual(['algorithm', 'challenge', 'maxnumber', 'salt', 'signature']);
    expect(body).toMatchObject({ algorithm: 'SHA-256', maxnumber: 2000 });
    expect(body.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    const expires = Number(extractParams(body).expires);
    const inSeconds = expires - Date.now() / 1000;
    expect(inSeconds).toBeGreaterThan(200);
    expect(inSeconds).toBeLessThanOrEqual(301);
  });

  it('accepts a solved challenge once and refuses its replay', async () => {
    const sut = app.services.humanVerification;
    const { payload } = await solve(await challenge());
    await expect(sut.verify(payload)).resolves.toBeUndefined();
    await expect(sut.verify(payload)).rejects.toMatchObject({ code: 'HUMAN_VERIFICATION_FAILED' });
  });

  it('lets one of several concurrent submissions of one solution through', async () => {
    const sut = app.services.humanVerification;
    const { payload } = await solve(await challenge());
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => sut.verify(payload)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses tampered solutions', async () => {
    const sut = app.services.humanVerification;
    const { fields } = await solve(await challenge());
    const later = String(Math.floor(Date.now() / 1000) + 3600);
    const tampered = [
      { ...fields, number: fields.number + 1 },
      { ...fields, signature: fields.signature.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...fields, salt: fields.salt.replace(/expires=\d+/, `expires=${later}`) },
      { ...fields, algorithm: 'SHA-1' },
      { ...fields, challenge: 'a'.repeat(64) },
    ];
    for (const payload of tampered) {
      await expect(sut.verify(encode(payload)), JSON.stringify(payload)).rejects.toMatchObject({
        code: 'HUMAN_VERIFICATION_FAILED',
      });
    }
    // None of those used the genuine solution up.
    await expect(sut.verify(encode(fields))).resolves.toBeUndefined();
  });

  it('refuses a solution whose challenge has expired', async () => {
    const expired = await otherProcess(-60).createChallenge(randomIp());
    const { payload } = await solve(expired);
    await expect(app.services.humanVerification.verify(payload)).rejects.toMatchObject({
      code: 'HUMAN_VERIFICATION_FAILED',
    });
  });

  it('shares the HMAC key between processes through the database', async () => {
    const { payload } = await solve(await otherProcess().createChallenge(randomIp()));
    await expect(app.services.humanVerification.verify(payload)).resolves.toBeUndefined();
    await expect(otherProcess().verify(payload)).rejects.toMatchObject({ code: 'HUMAN_VERIFICATION_FAILED' });
  });

  it('answers HUMAN_VERIFICATION_REQUIRED when missing and FAILED for garbage', async () => {
    const sut = app.services.humanVerification;
    for (const missing of [undefined, null, '', '   ']) {
      await expect(sut.verify(missing)).rejects.toMatchObject({ code: 'HUMAN_VERIFICATION_REQUIRED' });
    }
    for (const garbage of [
      'not base64 at all',
      encode({ hello: 'world' }),
      encode([]),
      'e30=',
      'x'.repeat(5000),
    ]) {
      await expect(sut.verify(garbage)).rejects.toMatchObject({ code: 'HUMAN_VERIFICATION_FAILED' });
    }
  });

  it('limits challenge fetches per IP', async () => {
    const ip = randomIp();
    for (let i = 0; i < 60; i += 1) expect((await fetchChallenge(ip)).statusCode).toBe(200);
    const refused = await fetchChallenge(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
