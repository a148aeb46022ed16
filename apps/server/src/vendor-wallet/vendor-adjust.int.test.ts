import {
  API,
  SESSION_TOKEN_HEADER,
  VENDOR_ADJUST_API,
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

describe('the vendor wallet adjustment call (resettlement, partial cash-out, valid bet)', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let credential: { vendorCode: string; keyId: string; secret: string };

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ credential } = await registerVendor(sut.services, merchant, 'ADJ'));
  });
  afterAll(() => sut.close());

  const adjust = (body: Record<string, unknown>, keyId = credential.keyId) => {
    const rawBody = JSON.stringify({ requestId: vendorId('req'), reason: 'resettle:m1:v2', ...body });
    const timestamp = vendorTimestamp();
    return sut.app.inject({
      method: 'POST',
      url: VENDOR_ADJUST_API.adjust.replace(':vendorCode', credential.vendorCode),
      headers: {
        'content-type': 'application/json',
        [VENDOR_KEY_HEADER]: keyId,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: signPayload(credential.secret, timestamp, rawBody),
      },
      payload: rawBody,
    });
  };
  const balanceOf = async (playerId: string) =>
    (await signedVendorCall(sut.app, credential, 'balance', { requestId: 'b', playerId })).json().value
      .balance as string;
  /** A round with a bet of `bet`, closed by a win of `win` unless null. */
  async function round(playerId: string, bet: string, win: string | null) {
    const roundId = vendorId('round');
    const common = { playerId, roundId, gameCode: 'match-1' };
    const b = await signedVendorCall(sut.app, credential, 'bet', {
      requestId: vendorId('r'),
      transactionId: vendorId('bet'),
      amount: bet,
      ...common,
    });
    expect(b.statusCode, b.body).toBe(200);
    if (win !== null) {
      const w = await signedVendorCall(sut.app, credential, 'win', {
        requestId: vendorId('r'),
        transactionId: vendorId('win'),
        amount: win,
        ...common,
      });
      expect(w.statusCode, w.body).toBe(200);
    }
    return common;
  }
  const roundRow = (roundId: string) =>
    sut.database.db
      .selectFrom('game_rounds')
      .select(['status', 'bet_total', 'win_total', 'valid_bet'])
      .where('merchant_id', '=', merchant.id)
      .where('round_id', '=', roundId)
      .executeTakeFirstOrThrow();

  it('pays a resettlement credit once and a debit within what the round paid, each idempotent by its id', async () => {
    const { playerId } = await createPlayer(sut.services, merchant, '100');
    const r = await round(playerId, '10', '19');
    expect(await balanceOf(playerId)).toBe('109.0000');

    // A corrected result pays 5 more: a credit on the settled round.
    const credit = { ...r, transactionId: vendorId('adj'), amount: '5', validBet: '10' };
    const first = await adjust(credit);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ balance: '114.0000', applied: '5.0000', shortfall: '0.0000' });
    const again = await adjust(credit);
    expect(again.json().value).toMatchObject({ balance: '114.0000', applied: '5.0000' });
    expect(await balanceOf(playerId)).toBe('114.0000');
    expect(await roundRow(r.roundId)).toMatchObject({ win_total: 24n * 10_000n, valid_bet: 10n * 10_000n });

    // The same id with other content is a conflict; nothing moves.
    const other = await adjust({ ...credit, amount: '6' });
    expect(other.json().code).toBe('DUPLICATE_TRANSACTION_CONFLICT');

    // A correction to a loss takes back all the round paid, never more.
    const tooMuch = await adjust({ ...r, transactionId: vendorId('adj'), amount: '-24.0001' });
    expect(tooMuch.json().code).toBe('ADJUSTMENT_NOT_ALLOWED');
    const back = await adjust({ ...r, transactionId: vendorId('adj'), amount: '-24', validBet: '10' });
    expect(back.json().value).toMatchObject({ balance: '90.0000', applied: '-24.0000', shortfall: '0.0000' });
    expect(await roundRow(r.roundId)).toMatchObject({ status: 'closed', win_total: 0n });
    expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('a debit takes at most the balance and reports the rest as shortfall; the wallet never goes negative', async () => {
    const { playerId } = await createPlayer(sut.services, merchant, '10');
    const r = await round(playerId, '10', '30');
    // The player spends most of the win elsewhere.
    await round(playerId, '25', '0');
    expect(await balanceOf(playerId)).toBe('5.0000');
    const debit = await adjust({ ...r, transactionId: vendorId('adj'), amount: '-30', validBet: '10' });
    expect(debit.statusCode, debit.body).toBe(200);
    expect(debit.json().value).toMatchObject({ balance: '0.0000', applied: '-5.0000', shortfall: '25.0000' });
    expect(await roundRow(r.roundId)).toMatchObject({ win_total: 25n * 10_000n });
    expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('a credit on an open round keeps it open (partial cash-out); a debit there is refused; rounds without a bet, of another player or a valid bet above the bet are refused', async () => {
    const { playerId } = await createPlayer(sut.services, merchant, '50');
    const r = await round(playerId, '20', null);
    const part = await adjust({
      ...r,
      transactionId: vendorId('adj'),
      amount: '8',
      reason: 'cash-out:partial',
    });
    expect(part.json().value).toMatchObject({ balance: '38.0000', applied: '8.0000' });
    expect(await roundRow(r.roundId)).toMatchObject({ status: 'open', win_total: 8n * 10_000n });
    const debit = await adjust({ ...r, transactionId: vendorId('adj'), amount: '-1' });
    expect(debit.json()).toMatchObject({ code: 'ADJUSTMENT_NOT_ALLOWED', value: { balance: '38.0000' } });
    const noRound = await adjust({
      ...r,
      roundId: vendorId('none'),
      transactionId: vendorId('adj'),
      amount: '1',
    });
    expect(noRound.json().code).toBe('BET_NOT_FOUND');
    const other = await createPlayer(sut.services, merchant, '1');
    const foreign = await adjust({
      ...r,
      playerId: other.playerId,
      transactionId: vendorId('adj'),
      amount: '1',
    });
    expect(foreign.json().code).toBe('ROUND_CONFLICT');
    const valid = await adjust({ ...r, transactionId: vendorId('adj'), amount: '0', validBet: '20.0001' });
    expect(valid.json().code).toBe('ADJUSTMENT_NOT_ALLOWED');
    const nothing = await adjust({ ...r, transactionId: vendorId('adj'), amount: '0' });
    expect(nothing.json().code).toBe('VALIDATION_FAILED');
    const unsigned = await adjust({ ...r, transactionId: vendorId('adj'), amount: '1' }, 'vk_nope');
    expect(unsigned.json().code).toBe('VENDOR_SIGNATURE_INVALID');
    expect(await balanceOf(playerId)).toBe('38.0000');
  });

  it("the valid bet reaches the member's betting record, and a resettlement their records and P&L", async () => {
    const { playerId, token } = await createPlayer(sut.services, merchant, '100');
    // A half-won Asian handicap: bet 10, paid 14.5, valid bet 5.
    const r = await round(playerId, '10', '14.5');
    const v = await adjust({
      ...r,
      transactionId: vendorId('adj'),
      amount: '0',
      validBet: '5',
      reason: 'valid-bet',
    });
    expect(v.json().value).toMatchObject({ applied: '0.0000', validBet: '5.0000' });
    // Then corrected to a full win at 1.9: 4.5 more.
    await adjust({ ...r, transactionId: vendorId('adj'), amount: '4.5', validBet: '10' });
    const player = (url: string) =>
      sut.app.inject({
        method: 'GET',
        url,
        headers: { host: merchant.domain, [SESSION_TOKEN_HEADER]: token },
      });
    const bets = (await player(API.wallet.bets)).json().value;
    expect(bets.list[0]).toMatchObject({ betAmount: '10.0000', validBet: '10.0000', winAmount: '19.0000' });
    const records = (await player(`${API.wallet.records}?type=resettlement`)).json().value;
    expect(records.list.map((x: { type: string; amount: string }) => [x.type, x.amount])).toEqual([
      ['resettlement', '4.5000'],
    ]);
    const profit = (await player(API.wallet.profit)).json().value;
    expect(profit.summary).toMatchObject({ bets: '10.0000', wins: '19.0000', gameProfit: '9.0000' });
  });
});
