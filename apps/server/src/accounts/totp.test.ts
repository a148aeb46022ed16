import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, openSecret, otpauthUri, sealSecret, totpCode, totpStepOf } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below), 8-digit codes; the
// 6-digit code Google Authenticator shows is the same number's last 6 digits (mod 10^6).
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238, SHA-1, 30 s)', () => {
  it.each(RFC_VECTORS)('at %i s the code is the RFC vector', (seconds, expected) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(expected.slice(-6));
  });

  it('accepts the code of the step before and after now, not two away, and answers its step', () => {
    const now = 1_234_567_890_000;
    const step = BigInt(Math.floor(now / 30_000));
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now), now)).toBe(step);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1n);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1n);
    expect(totpStepOf(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now)).toBeUndefined();
    expect(totpStepOf(RFC_SECRET, 'abcdef', now)).toBeUndefined();
    expect(totpStepOf(RFC_SECRET, '1234567', now)).toBeUndefined();
  });

  it('makes 160-bit base32 secrets and an otpauth URI authenticator apps read', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'Royal Casino', 'alice'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Royal Casino:alice');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Royal Casino');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('seals the secret for one member under one key', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, '1:7', RFC_SECRET);
    expect(sealed).not.toContain(RFC_SECRET);
    expect(openSecret(key, '1:7', sealed)).toBe(RFC_SECRET);
    expect(() => openSecret(key, '1:8', sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), '1:7', sealed)).toThrow();
  });
});
