import { signPayload as sign } from '@croupier/signing';
import { describe, expect, it } from 'vitest';
import {
  callPlatform,
  type FetchLike,
  isValidPlatformSignature as isValidSignature,
  type OperatorLink,
  signedHeaders,
} from './platform-client.ts';

const link: OperatorLink = {
  merchantCode: 'ROYAL',
  platformUrl: 'http://platform.test/',
  vendorCode: 'INHOUSE',
  keyId: 'vk_1',
  secret: 's'.repeat(40),
  currency: 'USD',
};

const answering =
  (status: number, body: unknown): FetchLike =>
  async () => ({ status, text: async () => (typeof body === 'string' ? body : JSON.stringify(body)) });

describe('signedHeaders / isValidPlatformSignature', () => {
  it('accepts its own signature within the window and refuses a changed body, key or old timestamp', () => {
    const now = 1_800_000_000_000;
    const ts = String(now / 1000);
    const sig = sign(link.secret, ts, '{"a":1}');
    expect(isValidSignature(link.secret, ts, '{"a":1}', sig, now)).toBe(true);
    expect(isValidSignature(link.secret, ts, '{"a":2}', sig, now)).toBe(false);
    expect(isValidSignature('x'.repeat(40), ts, '{"a":1}', sig, now)).toBe(false);
    expect(isValidSignature(link.secret, ts, '{"a":1}', sig, now + 301_000)).toBe(false);
    expect(isValidSignature(link.secret, undefined, '{"a":1}', sig, now)).toBe(false);
  });

  it('puts the key, the timestamp and the signature of the exact body in the protocol headers', () => {
    const headers = signedHeaders('vk_1', link.secret, '{"a":1}', '1800000000');
    expect(headers).toEqual({
      'content-type': 'application/json',
      'x-vendor-key': 'vk_1',
      'x-vendor-timestamp': '1800000000',
      'x-vendor-signature': sign(link.secret, '1800000000', '{"a":1}'),
    });
    expect(
      isValidSignature(
        link.secret,
        '1800000000',
        '{"a":1}',
        headers['x-vendor-signature'],
        1_800_000_000_000,
      ),
    ).toBe(true);
  });
});

describe('callPlatform', () => {
  it('signs the body it sends to the vendor path', async () => {
    let seen: { url: string; headers: Record<string, string>; body: string } | undefined;
    const fetch: FetchLike = async (url, init) => {
      seen = { url, headers: init.headers, body: init.body };
      return { status: 200, text: async () => '{"success":true,"value":{"balance":"1.0000"}}' };
    };
    const r = await callPlatform(link, '/vendor-api/v1/:vendorCode/bet', { amount: '1' }, { fetch });
    expect(r).toEqual({ kind: 'ok', value: { balance: '1.0000' } });
    expect(seen?.url).toBe('http://platform.test/vendor-api/v1/INHOUSE/bet');
    const ts = seen?.headers['x-vendor-timestamp'] as string;
    expect(seen?.headers['x-vendor-signature']).toBe(sign(link.secret, ts, seen?.body as string));
    expect(JSON.parse(seen?.body as string)).toMatchObject({ amount: '1', requestId: expect.any(String) });
  });

  it('classifies answers: definitive refusals, and everything that may or may not have applied', async () => {
    const refused = await callPlatform(
      link,
      '/p',
      {},
      {
        fetch: answering(402, { success: false, code: 'INSUFFICIENT_FUNDS', message: 'no' }),
      },
    );
    expect(refused).toMatchObject({ kind: 'refused', code: 'INSUFFICIENT_FUNDS', status: 402 });
    for (const fetch of [
      answering(500, { success: false, code: 'INTERNAL_ERROR' }),
      answering(502, '<html>bad gateway</html>'),
      answering(200, 'not json'),
      answering(429, { success: false, code: 'TOO_MANY_REQUESTS' }),
      answering(401, { success: false, code: 'VENDOR_TIMESTAMP_INVALID' }),
      (async () => {
        throw new TypeError('fetch failed');
      }) as FetchLike,
    ]) {
      expect((await callPlatform(link, '/p', {}, { fetch })).kind).toBe('unknown');
    }
  });

  it('times out a call that does not answer', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        init.signal.addEventListener('abort', () =>
          reject(Object.assign(new Error('aborted'), { name: 'AbortError' })),
        );
      });
    expect(await callPlatform(link, '/p', {}, { fetch, timeoutMs: 20 })).toEqual({
      kind: 'unknown',
      reason: 'timeout',
    });
  });
});
