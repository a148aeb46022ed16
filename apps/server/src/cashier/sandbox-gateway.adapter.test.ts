import { SANDBOX_HEADERS } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { signGatewayPayload } from './gateway-signature.ts';
import { SandboxGatewayAdapter } from './sandbox-gateway.adapter.ts';

const sut = new SandboxGatewayAdapter();
const connection = { merchantId: 'croupier-royal', secret: 's'.repeat(32), pageUrl: 'http://127.0.0.1:1' };
const callback = {
  eventId: 'evt_1',
  paymentId: 'sbx_1',
  merchantId: 'croupier-royal',
  orderId: 'DPABC',
  amount: '100.5',
  currency: 'USD',
  status: 'PAID',
  occurredAt: '2026-11-22T02:00:00.000Z',
};

function signed(rawBody: string, over: Record<string, string> = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    rawBody,
    headers: {
      [SANDBOX_HEADERS.merchant]: connection.merchantId,
      [SANDBOX_HEADERS.timestamp]: timestamp,
      [SANDBOX_HEADERS.signature]: signGatewayPayload(connection.secret, timestamp, rawBody),
      ...over,
    },
  };
}

describe('SandboxGatewayAdapter', () => {
  it('parses a callback into minor units and its status', () => {
    expect(sut.parseCallback(JSON.stringify(callback))).toEqual({
      eventId: 'evt_1',
      paymentId: 'sbx_1',
      orderId: 'DPABC',
      merchantId: 'croupier-royal',
      status: 'PAID',
      amount: 1_005_000n,
      currency: 'USD',
    });
    for (const status of ['PENDING', 'FAILED'] as const) {
      expect(sut.parseCallback(JSON.stringify({ ...callback, status }))?.status).toBe(status);
    }
  });

  it('refuses malformed callbacks: not JSON, unknown status, bad amount, missing fields', () => {
    expect(sut.parseCallback('not json')).toBeUndefined();
    expect(sut.parseCallback(JSON.stringify({ ...callback, status: 'REFUNDED' }))).toBeUndefined();
    expect(sut.parseCallback(JSON.stringify({ ...callback, amount: '1e3' }))).toBeUndefined();
    expect(sut.parseCallback(JSON.stringify({ ...callback, amount: '-1' }))).toBeUndefined();
    expect(sut.parseCallback(JSON.stringify({ ...callback, amount: 100 }))).toBeUndefined();
    const { paymentId: _, ...noPayment } = callback;
    expect(sut.parseCallback(JSON.stringify(noPayment))).toBeUndefined();
  });

  it('verifies the signature over the raw body, for our gateway merchant id only', () => {
    const raw = JSON.stringify(callback);
    expect(sut.verifyCallback(connection, signed(raw))).toBe(true);
    expect(sut.verifyCallback(connection, { ...signed(raw), rawBody: raw.replace('100.5', '1000.5') })).toBe(
      false,
    );
    expect(sut.verifyCallback(connection, signed(raw, { [SANDBOX_HEADERS.merchant]: 'someone-else' }))).toBe(
      false,
    );
    expect(sut.verifyCallback({ ...connection, secret: 't'.repeat(32) }, signed(raw))).toBe(false);
    const stale = signed(raw, { [SANDBOX_HEADERS.timestamp]: '1000' });
    expect(sut.verifyCallback(connection, stale)).toBe(false);
  });

  it('reports an unreachable gateway as unavailable', async () => {
    await expect(
      sut.createPayment(connection, {
        orderId: 'DPX',
        amount: 10_000n,
        currency: 'USD',
        merchantName: 'M',
        description: 'd',
        callbackUrl: 'http://127.0.0.1:1/cb',
        returnUrl: 'http://127.0.0.1:1/back',
        method: 'hosted',
        payee: null,
      }),
    ).rejects.toThrow(/unreachable/);
  });
});
