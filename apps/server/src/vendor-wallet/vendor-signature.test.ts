import { createHmac } from 'node:crypto';
import { isValidSignature, signPayload } from '@croupier/signing';
import { describe, expect, it } from 'vitest';
import { vendorAccountOwner } from './vendor-accounts.service.ts';

describe('vendor request signature', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const body = '{"requestId":"r","playerId":"M:1"}';

  it('is the hex HMAC-SHA256 of the timestamp, a dot and the raw body', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signPayload(secret, '1700000000', body)).toBe(expected);
  });

  it('accepts the right signature only', () => {
    const signature = signPayload(secret, '1700000000', body);
    expect(isValidSignature(secret, '1700000000', body, signature)).toBe(true);
    expect(isValidSignature(secret, '1700000000', body, signature.toUpperCase())).toBe(true);
    expect(isValidSignature(secret, '1700000001', body, signature)).toBe(false);
    expect(isValidSignature(secret, '1700000000', `${body} `, signature)).toBe(false);
    expect(isValidSignature(`${secret}x`, '1700000000', body, signature)).toBe(false);
    expect(isValidSignature(secret, '1700000000', body, signature.slice(2))).toBe(false);
    expect(isValidSignature(secret, '1700000000', body, 'zz'.repeat(32))).toBe(false);
  });
});

describe('vendorAccountOwner', () => {
  it('gives each member an account of their own with the vendor, under the vendor prefix', () => {
    const owners = new Set(Array.from({ length: 64 }, (_, i) => vendorAccountOwner('ACME', BigInt(i + 1))));
    expect(owners.size).toBe(64);
    expect(vendorAccountOwner('ACME', 17n)).toBe('ACME:m17');
    // Never one of the 16 shared accounts used before, which stay in the vendor's sum.
    expect(vendorAccountOwner('ACME', 1n)).not.toBe('ACME:1');
    for (const owner of owners) expect(owner.startsWith('ACME:')).toBe(true);
  });
});
