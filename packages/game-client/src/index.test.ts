import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, fillPath, isSessionError, openSavedSession, vendorCaller } from './index.ts';

const call = vendorCaller({ sessionHeader: 'x-test-session', serverName: 'test server' });
const ZValue = z.object({ success: z.literal(true), value: z.object({ n: z.number() }) });

function answer(status: number, body: string) {
  const fetch = vi.fn(
    async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('vendorCaller', () => {
  it('sends the session header and the JSON body, and answers the validated envelope', async () => {
    const fetch = answer(200, JSON.stringify({ success: true, value: { n: 7 } }));
    expect(await call(ZValue, 'POST', '/api/x', 'tok', { a: 1 })).toEqual({ success: true, value: { n: 7 } });
    expect(fetch).toHaveBeenCalledWith('/api/x', {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-test-session': 'tok' },
      body: '{"a":1}',
    });
  });

  it('turns an error envelope into an ApiError with its code and status', async () => {
    answer(401, JSON.stringify({ success: false, code: 'SESSION_EXPIRED', message: 'gone' }));
    const error = await call(ZValue, 'GET', '/api/x', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'SESSION_EXPIRED', message: 'gone', status: 401 });
    expect(isSessionError(error)).toBe(true);
  });

  it('names a network failure, an unreadable answer and one off the contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(call(ZValue, 'GET', '/api/x', null)).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'The test server cannot be reached. Check your connection.',
    });
    answer(502, '<html>');
    await expect(call(ZValue, 'GET', '/api/x', null)).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
      status: 502,
    });
    answer(200, JSON.stringify({ success: true, value: { n: 'seven' } }));
    await expect(call(ZValue, 'GET', '/api/x', null)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    expect(isSessionError(new ApiError('BAD_RESPONSE', '', 200))).toBe(false);
  });
});

describe('openSavedSession', () => {
  it('exchanges a launch token once and reuses the saved session without one', async () => {
    const exchange = vi.fn(async (token: string) => ({ token }));
    expect(await openSavedSession('k1', 'launch-1', exchange)).toEqual({ token: 'launch-1' });
    expect(await openSavedSession('k1', null, exchange)).toEqual({ token: 'launch-1' });
    expect(exchange).toHaveBeenCalledTimes(1);
    await expect(openSavedSession('k2', null, exchange)).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
  });
});

it('fillPath encodes each parameter', () => {
  expect(fillPath('/api/draws/:drawId/x/:name', { drawId: '12', name: 'a b' })).toBe('/api/draws/12/x/a%20b');
});
