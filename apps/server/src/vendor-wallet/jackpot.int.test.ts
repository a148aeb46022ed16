import {
  VENDOR_JACKPOT_API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { vendorTimestamp } from './vendor-credentials.service.ts';

let t: TestApp;
let merchant: Merchant & { domain: string };
let credential: { vendorCode: string; keyId: string; secret: string };

beforeAll(async () => {
  t = await startTestApp();
  merchant = await createTestMerchant(t.services);
  ({ credential } = await registerVendor(t.services, merchant, 'JPV'));
});
afterAll(() => t?.close());

function jackpotCall(op: keyof typeof VENDOR_JACKPOT_API, body: Record<string, unknown>) {
  const rawBody = JSON.stringify(body);
  const timestamp = vendorTimestamp();
  return t.app.inject({
    method: 'POST',
    url: VENDOR_JACKPOT_API[op].replace(':vendorCode', credential.vendorCode),
    headers: {
      'content-type': 'application/json',
      [VENDOR_KEY_HEADER]: credential.keyId,
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: signPayload(credential.secret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}

describe('vendor jackpot pools in the ledger', () => {
  it('contributions and the award are idempotent, the board shows the pool, the ledger balances', async () => {
    const player = await createPlayer(t.services, merchant, '10');
    const roundId = vendorId('r');
    const bet = await signedVendorCall(t.app, credential, 'bet', {
      requestId: vendorId('q'),
      playerId: player.playerId,
      transactionId: vendorId('b'),
      roundId,
      gameCode: 'slot',
      amount: '5',
    });
    expect(bet.statusCode).toBe(200);
    const contribution = {
      requestId: vendorId('q'),
      playerId: player.playerId,
      transactionId: vendorId('c'),
      roundId,
      gameCode: 'slot',
      poolCode: 'PROGRESSIVE',
      amount: '0.05',
    };
    const first = await jackpotCall('contribute', contribution);
    expect(first.json().value).toMatchObject({ pool: '0.0500', amount: '0.05' });
    const again = await jackpotCall('contribute', { ...contribution, requestId: vendorId('q') });
    expect(again.json().value.pool).toBe('0.0500');
    const conflict = await jackpotCall('contribute', { ...contribution, amount: '0.06' });
    expect(conflict.statusCode).toBe(409);

    const board = await t.app.inject({
      method: 'GET',
      url: '/lgw/games/jackpots',
      headers: { host: merchant.domain },
    });
    expect(board.json().value.list.find((j: { code: string }) => j.code === 'JPV_PROGRESSIVE')?.amount).toBe(
      '0.0500',
    );

    const award = {
      requestId: vendorId('q'),
      playerId: player.playerId,
      transactionId: vendorId('a'),
      roundId,
      gameCode: 'slot',
      poolCode: 'PROGRESSIVE',
    };
    const paid = await jackpotCall('award', award);
    expect(paid.json().value).toMatchObject({ amount: '0.0500', pool: '0.0000', balance: '5.0500' });
    const replay = await jackpotCall('award', { ...award, requestId: vendorId('q') });
    expect(replay.json().value).toMatchObject({ amount: '0.0500', pool: '0.0000', balance: '5.0500' });
    const empty = await jackpotCall('award', { ...award, transactionId: vendorId('a') });
    expect(empty.statusCode).toBe(409);
    const pool = await jackpotCall('pool', { requestId: vendorId('q'), poolCode: 'PROGRESSIVE' });
    expect(pool.json().value.pool).toBe('0.0000');
    expect(await ledgerInvariants(t.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('refuses an unsigned call and a player of another merchant', async () => {
    const unsigned = await t.app.inject({
      method: 'POST',
      url: VENDOR_JACKPOT_API.pool.replace(':vendorCode', 'JPV'),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ requestId: 'x', poolCode: 'PROGRESSIVE' }),
    });
    expect(unsigned.statusCode).toBe(401);
    const other = await jackpotCall('contribute', {
      requestId: vendorId('q'),
      playerId: 'OTHER:1',
      transactionId: vendorId('c'),
      roundId: 'r',
      gameCode: 'slot',
      poolCode: 'PROGRESSIVE',
      amount: '1',
    });
    expect(other.json().code).toBe('PLAYER_NOT_FOUND');
  });
});
