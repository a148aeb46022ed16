import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isValidVendorSignature, signVendorRequest } from './vendor-signature.ts';
import { VENDOR_ACCOUNT_SHARDS, vendorAccountOwner } from './vendor-wallet.service.ts';

describe('vendor request signature', () => {
  const secret = 'a-secret-of-at-least-thirty-two-characters';
  const body = '{"requestId":"r","playerId":"M:1"}';

  it('is the hex HMAC-SHA256 of the timestamp, a dot and the raw body', () => {
    const expected = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(signVendorRequest(secret, '1700000000', body)).toBe(expected);
  });

  it('accepts the right signature only', () => {
    const signature = signVendorRequest(secret, '1700000000', body);
    expect(isValidVendorSignature(secret, '1700000000', body, signature)).toBe(true);
    expect(isValidVendorSignature(secret, '1700000000', body, signature.toUpperCase())).toBe(true);
    expect(isValidVendorSignature(secret, '1700000001', body, signature)).toBe(false);
    expect(isValidVendorSignature(secret, '1700000000', `${body} `, signature)).toBe(false);
    expect(isValidVendorSignature(`${secret}x`, '1700000000', body, signature)).toBe(false);
    expect(isValidVendorSignature(secret, '1700000000', body, signature.slice(2))).toBe(false);
    expect(isValidVendorSignature(secret, '1700000000', body, 'zz'.repeat(32))).toBe(false);
  });
});

describe('vendorAccountOwner', () => {
  it('spreads members over the shards of their vendor, always the same shard per member', () => {
    const owners = new Set(Array.from({ length: 64 }, (_, i) => vendorAccountOwner('ACME', BigInt(i + 1))));
    expect(owners.size).toBe(Number(VENDOR_ACCOUNT_SHARDS));
    expect(vendorAccountOwner('ACME', 17n)).toBe(vendorAccountOwner('ACME', 17n));
    expect(vendorAccountOwner('ACME', 17n)).toBe('ACME:1');
  });
});
