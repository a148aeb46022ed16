import { describe, expect, it } from 'vitest';
import { checkGatewaySignature, signGatewayPayload } from './gateway-signature.ts';

const secret = 'a-channel-secret-of-32-characters!';
const body = '{"paymentId":"sbx_1","status":"PAID"}';
const now = new Date('2026-11-22T02:00:00Z');
const ts = String(Math.floor(now.getTime() / 1000));

describe('checkGatewaySignature', () => {
  it('accepts the HMAC of timestamp and exact body within the window', () => {
    const signature = signGatewayPayload(secret, ts, body);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkGatewaySignature({ secret, timestamp: ts, signature, rawBody: body, now })).toBe('ok');
    const later = new Date(now.getTime() + 299_000);
    expect(checkGatewaySignature({ secret, timestamp: ts, signature, rawBody: body, now: later })).toBe('ok');
  });

  it('refuses another body, secret or timestamp, and a timestamp outside the window', () => {
    const signature = signGatewayPayload(secret, ts, body);
    const check = (over: Partial<Parameters<typeof checkGatewaySignature>[0]>) =>
      checkGatewaySignature({ secret, timestamp: ts, signature, rawBody: body, now, ...over });
    expect(check({ rawBody: body.replace('PAID', 'FAILED') })).toBe('bad_signature');
    expect(check({ rawBody: `${body} ` })).toBe('bad_signature');
    expect(check({ secret: `${secret}x` })).toBe('bad_signature');
    expect(check({ signature: signature.toUpperCase() })).toBe('ok');
    expect(check({ signature: 'zz' })).toBe('bad_signature');
    expect(check({ timestamp: String(Number(ts) + 1) })).toBe('bad_signature');
    expect(check({ now: new Date(now.getTime() + 301_000) })).toBe('stale_timestamp');
    expect(check({ now: new Date(now.getTime() - 301_000) })).toBe('stale_timestamp');
    expect(check({ timestamp: '1e9' })).toBe('stale_timestamp');
    expect(check({ timestamp: undefined })).toBe('missing');
    expect(check({ signature: undefined })).toBe('missing');
  });
});
