import {
  VENDOR_JACKPOT_API,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerVendor } from '../ledger/wallet-test-kit.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { vendorTimestamp } from '../vendor-wallet/vendor-wallet.service.ts';
import { INHOUSE_CONNECT_PATH } from './inhouse-admin.routes.ts';

let t: TestApp;
let credential: { vendorCode: string; keyId: string; secret: string };
const vendorCode = `VC${Date.now().toString(36).toUpperCase()}`;

beforeAll(async () => {
  t = await startTestApp();
  const merchant = await createTestMerchant(t.services);
  ({ credential } = await registerVendor(t.services, merchant, vendorCode));
});
afterAll(() => t?.close());

function game(gameCode: string, gameType: 'RNG' | 'BGS' | 'INHOUSE') {
  return {
    gameCode,
    gameId: gameCode,
    gameType,
    name: `Game ${gameCode}`,
    names: { CN: `游戏 ${gameCode}` },
    iconUrl: 'https://example.test/icon.png',
    tags: ['new'],
    rtp: '96.5',
    isHot: false,
    sortOrder: 1,
  };
}

function catalogueCall(body: Record<string, unknown>, secret = credential.secret, code = vendorCode) {
  const rawBody = JSON.stringify(body);
  const timestamp = vendorTimestamp();
  return t.app.inject({
    method: 'POST',
    url: VENDOR_JACKPOT_API.catalogue.replace(':vendorCode', code),
    headers: {
      'content-type': 'application/json',
      [VENDOR_KEY_HEADER]: credential.keyId,
      [VENDOR_TIMESTAMP_HEADER]: timestamp,
      [VENDOR_SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
    },
    payload: rawBody,
  });
}

const vendorRow = () =>
  t.services.database.db
    .selectFrom('vendors')
    .selectAll()
    .where('vassalage', '=', vendorCode)
    .executeTakeFirst();

describe('a vendor registers its own catalogue (signed)', () => {
  it('refuses a bad signature or another vendor code, and changes nothing', async () => {
    const body = { requestId: 'c0', displayName: 'Forged', games: [game('forged', 'RNG')] };
    const forged = await catalogueCall(body, 'not-the-secret');
    expect(forged.statusCode).toBeGreaterThanOrEqual(400);
    expect(forged.json()).toMatchObject({ success: false, code: 'VENDOR_SIGNATURE_INVALID' });
    const other = await catalogueCall(body, credential.secret, 'OTHER_VENDOR');
    expect(other.json().success).toBe(false);
    expect(await vendorRow()).toBeUndefined();
  });

  it('creates the vendor once, then keeps its name and gains the game types it now offers', async () => {
    const first = await catalogueCall({
      requestId: 'c1',
      displayName: 'First Name',
      games: [game('slot-a', 'RNG'), game('own-a', 'INHOUSE')],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, value: { upserted: 2 } });
    const created = await vendorRow();
    expect(created).toMatchObject({ display_name: 'First Name', game_types: ['RNG'] });

    const again = await catalogueCall({
      requestId: 'c2',
      displayName: 'Renamed By Vendor',
      games: [game('mini-b', 'BGS')],
    });
    expect(again.json()).toEqual({ success: true, value: { upserted: 1 } });
    expect(await vendorRow()).toMatchObject({ display_name: 'First Name', game_types: ['BGS', 'RNG'] });
    const mini = await t.services.database.db
      .selectFrom('games')
      .select(['vassalage', 'game_type'])
      .where('vassalage', '=', vendorCode)
      .where('game_code', '=', 'mini-b')
      .executeTakeFirst();
    expect(mini).toEqual({ vassalage: vendorCode, game_type: 'BGS' });
  });

  it('validates the body after authenticating it', async () => {
    const bad = await catalogueCall({ requestId: 'c3', displayName: 'X', games: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('refuses a sort order beyond the column instead of failing in the database', async () => {
    const huge = await catalogueCall({
      requestId: 'c4',
      displayName: 'X',
      games: [{ ...game('huge-order', 'RNG'), sortOrder: 2 ** 40 }],
    });
    expect(huge.statusCode).toBe(400);
    const stored = await t.services.database.db
      .selectFrom('games')
      .select('game_code')
      .where('vassalage', '=', vendorCode)
      .where('game_code', '=', 'huge-order')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});

describe('the operator connects a merchant to the in-house vendor', () => {
  it('refuses an over-long vendor or platform URL before anything is stored', async () => {
    const merchant = await createTestMerchant(t.services);
    const key = await createAdminKey(t.services, merchant.id);
    const longOrigin = `https://${'a'.repeat(3000)}.test`;
    for (const body of [
      { vendorUrl: longOrigin, vendorAdminKey: 'k'.repeat(16), platformUrl: 'https://platform.test' },
      { vendorUrl: 'https://vendor.test', vendorAdminKey: 'k'.repeat(16), platformUrl: longOrigin },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: INHOUSE_CONNECT_PATH.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': key },
        payload: body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await t.services.inhouseLinks.find(merchant.id)).toBeUndefined();
  });
});
