import { ADMIN_KEY_HEADER, API, MEMBER_TYPE } from '@croupier/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import { createAccount, newKey, playerCall } from '../member-money/money-flows-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

let sut: TestApp;
let merchant: Merchant & { domain: string };
let adminKey: string;
let credential: { vendorCode: string; keyId: string; secret: string };

const setMode = (vendorCode: string, mode: string, code = merchant.code) =>
  sut.app.inject({
    method: 'PUT',
    url: API.admin.walletVendorMode.replace(':merchantCode', code).replace(':vendorCode', vendorCode),
    headers: { [ADMIN_KEY_HEADER]: adminKey },
    payload: { mode },
  });
const transfer = (token: string | undefined, body: Record<string, unknown>) =>
  playerCall(sut.app, merchant, token, 'POST', API.wallet.transferRelay, {
    vassalage: 'TRV',
    idempotencyKey: newKey('tr'),
    ...body,
  });
const get = (token: string | undefined, url: string) => playerCall(sut.app, merchant, token, 'GET', url);
const mainOf = (memberId: bigint) => sut.services.wallet.balanceOf(merchant, memberId);
const subOf = (memberId: bigint, vendorCode = 'TRV') =>
  sut.services.ledger.balanceOf(merchant.id, 'vendor_subwallet', `${memberId}:${vendorCode}`);

beforeAll(async () => {
  sut = await startTestApp();
  merchant = await createTestMerchant(sut.services);
  adminKey = await createAdminKey(sut.services);
  ({ credential } = await registerVendor(sut.services, merchant, 'TRV'));
  await registerVendor(sut.services, merchant, 'SEAM');
});
afterAll(() => sut.close());
afterEach(async () => {
  expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
});

describe('merchant wallet and vendor modes', () => {
  it('is single until a vendor is put in transfer mode by the operator (audited)', async () => {
    const { token } = await createAccount(sut.services, merchant);
    expect((await get(token, API.wallet.merchantWallet)).json()).toEqual({
      success: true,
      value: { isSingle: true, vendors: [] },
    });
    const set = await setMode('TRV', 'transfer');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ success: true, value: { vendorCode: 'TRV', mode: 'transfer' } });
    expect((await get(token, API.wallet.merchantWallet)).json().value).toEqual({
      isSingle: false,
      vendors: ['TRV'],
    });
    expect((await get(undefined, API.wallet.merchantWallet)).statusCode).toBe(401);
    expect((await setMode('TRV', 'sideways')).json().code).toBe('VALIDATION_FAILED');
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.map((row) => row.action)).toContain('wallet.vendor.mode');
  });
});

describe('wallet transfer relay', () => {
  it('moves money in and out of the sub-wallet through the ledger, audited', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '100' });
    const moveIn = await transfer(token, { direction: 'IN', amount: '30.5' });
    expect(moveIn.statusCode, moveIn.body).toBe(200);
    expect(moveIn.json().value).toMatchObject({
      vassalage: 'TRV',
      direction: 'IN',
      amount: '30.5000',
      balance: '69.5000',
      vendorBalance: '30.5000',
      replayed: false,
    });
    const moveOut = await transfer(token, { direction: 'OUT', amount: '10' });
    expect(moveOut.json().value).toMatchObject({ balance: '79.5000', vendorBalance: '20.5000' });
    expect(await mainOf(member.id)).toBe(795_000n);
    expect(await subOf(member.id)).toBe(205_000n);

    const funds = await get(token, API.member.fundsConsolidated);
    expect(funds.statusCode, funds.body).toBe(200);
    expect(funds.json().value).toEqual({
      balance: '79.5000',
      subWallets: [{ vassalage: 'TRV', balance: '20.5000' }],
      total: '100.0000',
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
    });
    const audit = await sut.services.audit.listForMerchant(sut.database.db, merchant.id);
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['wallet.transfer.vendor_in', 'wallet.transfer.vendor_out']),
    );
  });

  it('replays a repeated key without moving money and refuses the key with other input', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '50' });
    const body = { direction: 'IN', amount: '20', idempotencyKey: newKey('same') };
    const first = (await transfer(token, body)).json().value;
    const again = (await transfer(token, body)).json().value;
    expect(again).toEqual({ ...first, replayed: true });
    expect(await mainOf(member.id)).toBe(300_000n);
    const otherAmount = await transfer(token, { ...body, amount: '21' });
    expect(otherAmount.json()).toMatchObject({ success: false, code: 'IDEMPOTENCY_CONFLICT' });
    const otherWay = await transfer(token, { ...body, direction: 'OUT' });
    expect(otherWay.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await mainOf(member.id)).toBe(300_000n);
    expect(await subOf(member.id)).toBe(200_000n);
  });

  it('never overdraws either side and refuses seamless vendors, trial accounts and missing sessions', async () => {
    const { member, token } = await createAccount(sut.services, merchant, { balance: '10' });
    const tooMuchIn = await transfer(token, { direction: 'IN', amount: '10.0001' });
    expect(tooMuchIn.statusCode).toBe(402);
    expect(tooMuchIn.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '10.0000' } });
    await transfer(token, { direction: 'IN', amount: '4' });
    const tooMuchOut = await transfer(token, { direction: 'OUT', amount: '5' });
    expect(tooMuchOut.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '4.0000' } });
    expect(await mainOf(member.id)).toBe(60_000n);
    expect(await subOf(member.id)).toBe(40_000n);

    const seamless = await transfer(token, { vassalage: 'SEAM', direction: 'IN', amount: '1' });
    expect(seamless.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await transfer(token, { direction: 'IN', amount: '0' })).json().code).toBe('VALIDATION_FAILED');
    expect((await transfer(undefined, { direction: 'IN', amount: '1' })).statusCode).toBe(401);
    const trial = await createAccount(sut.services, merchant, { type: MEMBER_TYPE.TRIAL, balance: '5' });
    expect((await transfer(trial.token, { direction: 'IN', amount: '1' })).json().code).toBe(
      'TRIAL_NOT_ALLOWED',
    );
    expect((await get(trial.token, API.member.fundsConsolidated)).json().code).toBe('TRIAL_NOT_ALLOWED');
  });
});

describe('vendor calls of a transfer-mode vendor', () => {
  it('bet, win and balance move the sub-wallet, never the main wallet', async () => {
    const { member, token, playerId } = await createPlayer(sut.services, merchant, '40');
    await transfer(token, { direction: 'IN', amount: '15' });
    const call = (operation: 'balance' | 'bet' | 'win', body: Record<string, unknown>) =>
      signedVendorCall(sut.app, credential, operation, { requestId: vendorId('req'), playerId, ...body });

    expect((await call('balance', {})).json().value.balance).toBe('15.0000');
    const round = { roundId: vendorId('round'), gameCode: 'fish-1' };
    const bet = await call('bet', { ...round, transactionId: vendorId('bet'), amount: '5' });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.json().value.balance).toBe('10.0000');
    const tooMuch = await call('bet', { ...round, transactionId: vendorId('bet'), amount: '10.5' });
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', value: { balance: '10.0000' } });
    const win = await call('win', { ...round, transactionId: vendorId('win'), amount: '12' });
    expect(win.json().value.balance).toBe('22.0000');

    expect(await mainOf(member.id)).toBe(250_000n);
    expect(await subOf(member.id)).toBe(220_000n);
    const out = await transfer(token, { direction: 'OUT', amount: '22' });
    expect(out.json().value).toMatchObject({ balance: '47.0000', vendorBalance: '0.0000' });
  });

  it('keeps a vendor in transfer mode while sub-wallets hold money', async () => {
    const { token } = await createAccount(sut.services, merchant, { balance: '5' });
    const early = await transfer(token, { vassalage: 'HELD', direction: 'IN', amount: '1' });
    expect(early.json()).toMatchObject({ code: 'NOT_FOUND' }); // not a transfer vendor yet
    expect((await setMode('HELD', 'transfer')).statusCode).toBe(200);
    await transfer(token, { vassalage: 'HELD', direction: 'IN', amount: '2' });
    const refused = await setMode('HELD', 'seamless');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect((await get(token, API.wallet.merchantWallet)).json().value.vendors).toContain('HELD');
    await transfer(token, { vassalage: 'HELD', direction: 'OUT', amount: '2' });
    expect((await setMode('HELD', 'seamless')).statusCode).toBe(200);
    expect((await get(token, API.wallet.merchantWallet)).json().value.vendors).not.toContain('HELD');
  });
});

/** Races on real row locks (PGlite has one connection): PostgreSQL only. */
describe.runIf(process.env.TEST_DATABASE_URL)('transfers under concurrency (PostgreSQL)', () => {
  const audit = { actor: 'race' };
  const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

  it('accepts exactly the transfers in that the main wallet covers out of 120 concurrent ones', async () => {
    const { member } = await createAccount(sut.services, merchant, { balance: '40' });
    const results = await Promise.allSettled(
      Array.from({ length: 120 }, () =>
        sut.services.transferWallet.transfer(
          merchant,
          member.id,
          { vassalage: 'TRV', direction: 'IN', amount: '1', idempotencyKey: newKey('race') },
          audit,
        ),
      ),
    );
    const failures = results.filter((r) => r.status === 'rejected');
    expect(results.length - failures.length).toBe(40);
    for (const failure of failures) expect(codeOf(failure.reason)).toBe('INSUFFICIENT_FUNDS');
    expect(await mainOf(member.id)).toBe(0n);
    expect(await subOf(member.id)).toBe(400_000n);
  });

  it('runs concurrent transfers both ways without overdrawing either side or a deadlock failure', async () => {
    const { member } = await createAccount(sut.services, merchant, { balance: '60' });
    await sut.services.transferWallet.transfer(
      merchant,
      member.id,
      { vassalage: 'TRV', direction: 'IN', amount: '30', idempotencyKey: newKey('seed') },
      audit,
    );
    const directions = Array.from({ length: 200 }, (_, i) => (i % 2 === 0 ? 'IN' : 'OUT') as 'IN' | 'OUT');
    const results = await Promise.allSettled(
      directions.map((direction) =>
        sut.services.transferWallet.transfer(
          merchant,
          member.id,
          { vassalage: 'TRV', direction, amount: '0.7', idempotencyKey: newKey('both') },
          audit,
        ),
      ),
    );
    let moved = 0n;
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') moved += directions[i] === 'IN' ? 7_000n : -7_000n;
      else expect(codeOf(result.reason)).toBe('INSUFFICIENT_FUNDS');
    });
    const main = await mainOf(member.id);
    const sub = await subOf(member.id);
    expect(main).toBeGreaterThanOrEqual(0n);
    expect(sub).toBeGreaterThanOrEqual(0n);
    expect(main).toBe(300_000n - moved);
    expect(sub).toBe(300_000n + moved);
    expect(main + sub).toBe(600_000n);
  });
});
