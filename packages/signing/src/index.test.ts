import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSignedPayload,
  isFreshTimestamp,
  isValidSignature,
  signingKey,
  signPayload,
  unixTimestamp,
} from './index.ts';

// The reference every stored signature and every partner was made with: one HMAC over the joined string.
const reference = (secret: string, timestamp: string, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

describe('signPayload', () => {
  it('is the HMAC-SHA256 of timestamp + "." + raw body (a fixed vector: stored signatures stay valid)', () => {
    expect(signPayload('key', '1700000000', '{"a":1}')).toBe(
      'a438e398bfafc57e4396bb7fc2304422f0f768e965d073ca313cb52e22e6ad03',
    );
  });

  it('matches the reference for any secret, timestamp and body, as text or KeyObject', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string({ unit: 'grapheme' }),
        (secret, ts, body) => {
          const timestamp = String(ts);
          const expected = reference(secret, timestamp, body);
          return (
            signPayload(secret, timestamp, body) === expected &&
            signPayload(signingKey(secret), timestamp, body) === expected
          );
        },
      ),
    );
  });
});

describe('isValidSignature', () => {
  it('accepts its own signature in either case and refuses any change of secret, timestamp or body', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.nat(),
        fc.string(),
        fc.string({ minLength: 1 }),
        (secret, ts, body, extra) => {
          const timestamp = String(ts);
          const signature = signPayload(secret, timestamp, body);
          return (
            isValidSignature(secret, timestamp, body, signature) &&
            isValidSignature(signingKey(secret), timestamp, body, signature.toUpperCase()) &&
            !isValidSignature(secret + extra, timestamp, body, signature) &&
            !isValidSignature(secret, `${timestamp}1`, body, signature) &&
            !isValidSignature(secret, timestamp, body + extra, signature)
          );
        },
      ),
    );
  });

  it('refuses malformed signatures without throwing', () => {
    for (const bad of ['', 'zz'.repeat(32), 'ab'.repeat(31), 'ab'.repeat(33), ' '.repeat(64)]) {
      expect(isValidSignature('secret', '1', 'body', bad)).toBe(false);
    }
  });
});

describe('checkSignedPayload', () => {
  const now = 1_700_000_000_000;
  const secret = 'a-shared-secret-of-16+';
  const rawBody = '{"amount":"1.00"}';
  const timestamp = unixTimestamp(now);
  const signature = signPayload(secret, timestamp, rawBody);
  const check = (over: Partial<Parameters<typeof checkSignedPayload>[0]>) =>
    checkSignedPayload({
      key: secret,
      timestamp,
      signature,
      rawBody,
      windowSeconds: 300,
      nowMs: now,
      ...over,
    });

  it('says why a message is refused', () => {
    expect(check({})).toBe('ok');
    expect(check({ timestamp: undefined })).toBe('missing');
    expect(check({ signature: undefined })).toBe('missing');
    expect(check({ nowMs: now + 301_000 })).toBe('stale_timestamp');
    expect(check({ nowMs: now - 301_000 })).toBe('stale_timestamp');
    expect(check({ nowMs: now + 300_000 })).toBe('ok');
    expect(check({ timestamp: '17e8' })).toBe('stale_timestamp');
    expect(check({ rawBody: `${rawBody} ` })).toBe('bad_signature');
    expect(check({ key: signingKey(secret) })).toBe('ok');
  });

  it('takes only plain unix seconds as a timestamp', () => {
    expect(isFreshTimestamp(timestamp, 300, now)).toBe(true);
    for (const bad of ['', '-1', '1.5', ' 1700000000', '1'.repeat(13)]) {
      expect(isFreshTimestamp(bad, 1e15, now)).toBe(false);
    }
  });
});
