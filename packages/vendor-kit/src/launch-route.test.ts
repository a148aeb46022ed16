import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { VendorError } from './errors.ts';
import { createVendorHttp } from './http.ts';
import { registerLaunchRoute } from './launch-route.ts';

/** A two-code vendor: games `a-*` belong to code AAA, `b-*` to code BBB. */
const vendorCodeOf = (gameCode: string) =>
  gameCode.startsWith('a-') ? 'AAA' : gameCode.startsWith('b-') ? 'BBB' : undefined;

let app: FastifyInstance;
let verified: string[];
let launched: unknown[];

beforeEach(async () => {
  verified = [];
  launched = [];
  app = createVendorHttp({ logLevel: 'silent' });
  registerLaunchRoute(app, {
    path: '/launch',
    links: {
      verify: async (request, vendorCode) => {
        verified.push(vendorCode);
        if (request.headers['x-test-signed'] !== 'yes') throw new VendorError('UNAUTHORIZED');
        return {
          merchantCode: 'MM',
          vendorCode,
          keyId: 'k',
          secret: 's',
          platformUrl: 'http://p',
          currency: 'USD',
        };
      },
    },
    sessions: {
      createLaunch: async (body) => {
        launched.push(body);
        return { url: 'http://vendor/play/?launch=t', expiresAt: new Date(0).toISOString() };
      },
    },
    vendorCodeOf,
  });
  await app.ready();
});
afterEach(() => app.close());

const launch = (payload: Record<string, unknown>, signed = true) =>
  app.inject({
    method: 'POST',
    url: '/launch',
    headers: signed ? { 'x-test-signed': 'yes' } : {},
    payload: {
      requestId: '00000000-0000-4000-8000-000000000000',
      merchantCode: 'MM',
      playerId: 'MM:1',
      displayName: 'player',
      currency: 'USD',
      language: 'en',
      backUrl: null,
      ...payload,
    },
  });

describe('registerLaunchRoute', () => {
  it('checks the signature with the credential of the game’s vendor code, then answers a launch URL', async () => {
    const res = await launch({ gameCode: 'b-1', vendorCode: 'BBB' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.url).toBe('http://vendor/play/?launch=t');
    expect(verified).toEqual(['BBB']);
    expect(launched).toHaveLength(1);
  });

  it('refuses an unknown or missing game before any signature check, and a game of another code', async () => {
    for (const gameCode of ['c-1', 42, undefined]) {
      const res = await launch({ gameCode });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect(verified).toEqual([]);
    const other = await launch({ gameCode: 'a-1', vendorCode: 'BBB' });
    expect(other.json().code).toBe('NOT_FOUND');
    expect(launched).toEqual([]);
  });

  it('refuses an unsigned call and a malformed body, launching nothing', async () => {
    expect((await launch({ gameCode: 'a-1' }, false)).json().code).toBe('UNAUTHORIZED');
    expect((await launch({ gameCode: 'a-1', currency: 7 })).json().code).toBe('VALIDATION_FAILED');
    expect(launched).toEqual([]);
  });
});
