import { API } from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCED_LEDGER,
  createPlayer,
  expireSessions,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  type VendorOperation,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createAdminKey, createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { vendorTimestamp } from './vendor-credentials.service.ts';

describe('vendor wallet protocol over HTTP', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let credential: { vendorCode: string; keyId: string; secret: string };

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ credential } = await registerVendor(sut.services, merchant, 'ACME'));
  });
  afterAll(() => sut.close());

  const call = (operation: VendorOperation, body: Record<string, unknown>) =>
    signedVendorCall(sut.app, credential, operation, body);
  const betOf = (playerId: string, overrides: Record<string, unknown> = {}) => ({
    requestId: vendorId('req'),
    playerId,
    transactionId: vendorId('bet'),
    roundId: vendorId('round'),
    gameCode: 'slots-1',
    amount: '2.5',
    ...overrides,
  });
  const balanceOf = async (playerId: string) =>
    (await call('balance', { requestId: 'b', playerId })).json().value.balance as string;
  const postingsOf = async (playerId: string) => {
    const memberId = playerId.split(':')[1] ?? '';
    const rows = await sut.database.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select('p.amount')
      .where('a.kind', '=', 'member_wallet')
      .where('a.owner', '=', memberId)
      .where('a.merchant_id', '=', merchant.id)
      .execute();
    return rows.length;
  };

  describe('signing', () => {
    it('answers a signed balance call with the balance and the request id echoed', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const response = await call('balance', { requestId: 'r-1', playerId });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        value: { requestId: 'r-1', playerId, balance: '10.0000', currency: 'USD' },
      });
    });

    it('refuses a bad signature, an unknown key, another vendor path and a tampered body', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const body = { requestId: 'r-2', playerId };
      const badSignature = await signedVendorCall(sut.app, credential, 'balance', body, {
        signature: 'ab'.repeat(32),
      });
      expect(badSignature.statusCode).toBe(401);
      expect(badSignature.json()).toMatchObject({ success: false, code: 'VENDOR_SIGNATURE_INVALID' });

      const unknownKey = await signedVendorCall(
        sut.app,
        { ...credential, keyId: 'vk_nope' },
        'balance',
        body,
      );
      expect(unknownKey.json().code).toBe('VENDOR_SIGNATURE_INVALID');

      const otherVendor = await signedVendorCall(
        sut.app,
        { ...credential, vendorCode: 'OTHER' },
        'balance',
        body,
      );
      expect(otherVendor.json().code).toBe('VENDOR_SIGNATURE_INVALID');

      // Signed for one body, sent with another: a bet amount changed in flight.
      const bet = betOf(playerId);
      const timestamp = vendorTimestamp();
      const signature = signPayload(credential.secret, timestamp, JSON.stringify(bet));
      const tampered = await signedVendorCall(
        sut.app,
        credential,
        'bet',
        { ...bet, amount: '9' },
        { timestamp, signature },
      );
      expect(tampered.json().code).toBe('VENDOR_SIGNATURE_INVALID');
      expect(await balanceOf(playerId)).toBe('10.0000');
    });

    it('refuses a stale or future timestamp even when correctly signed', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const now = Date.now();
      // Half a minute past the ±5 minute window: a timestamp 1 s past it (floored to whole seconds)
      // came inside the window by the time a loaded machine checked it.
      for (const offset of [-330_000, 330_000]) {
        const response = await signedVendorCall(
          sut.app,
          credential,
          'balance',
          { requestId: 'r-3', playerId },
          { timestamp: vendorTimestamp(now + offset) },
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('VENDOR_TIMESTAMP_INVALID');
      }
      const withinWindow = await signedVendorCall(
        sut.app,
        credential,
        'balance',
        { requestId: 'r-3', playerId },
        { timestamp: vendorTimestamp(now - 240_000) },
      );
      expect(withinWindow.statusCode).toBe(200);
    });

    it('rotates the credential when the vendor is registered again through the admin API', async () => {
      const adminKey = await createAdminKey(sut.services, merchant.id);
      const response = await sut.app.inject({
        method: 'POST',
        url: API.admin.walletVendors.replace(':merchantCode', merchant.code),
        headers: { 'x-admin-key': adminKey },
        payload: { vendorCode: 'ROTA' },
      });
      expect(response.statusCode, response.body).toBe(201);
      const first = response.json().value;
      expect(first).toMatchObject({ vendorCode: 'ROTA', keyId: expect.stringMatching(/^vk_/) });
      const { playerId } = await createPlayer(sut.services, merchant);
      expect(
        (await signedVendorCall(sut.app, first, 'balance', { requestId: 'x', playerId })).statusCode,
      ).toBe(200);

      const { credential: second } = await registerVendor(sut.services, merchant, 'ROTA');
      // The process caches credentials for a short while; a fresh app sees the revocation at once.
      const fresh = await sut.services.vendorWallet
        .authenticate({
          vendorCode: 'ROTA',
          keyId: first.keyId,
          timestamp: vendorTimestamp(),
          signature: 'ab'.repeat(32),
          rawBody: '{}',
          nowMs: Date.now() + 3_600_000,
        })
        .catch((error: { code?: string }) => error.code);
      expect(fresh).toBe('VENDOR_SIGNATURE_INVALID');
      expect(
        (await signedVendorCall(sut.app, second, 'balance', { requestId: 'y', playerId })).statusCode,
      ).toBe(200);
    });
  });

  describe('bets', () => {
    it('debits a bet and answers the balance after; a replayed request moves nothing and answers the same', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      const first = await call('bet', bet);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().value).toEqual({
        requestId: bet.requestId,
        playerId,
        balance: '7.5000',
        currency: 'USD',
        transactionId: bet.transactionId,
      });
      // The very same signed request, sent again (a vendor retry).
      const replay = await call('bet', bet);
      expect(replay.json()).toEqual(first.json());
      const retry = await call('bet', { ...bet, requestId: 'another-request' });
      expect(retry.json().value).toEqual({ ...first.json().value, requestId: 'another-request' });
      expect(await balanceOf(playerId)).toBe('7.5000');
      expect(await postingsOf(playerId)).toBe(2); // the funding and the one bet
    });

    it.each([
      ['amount', { amount: '2.6' }],
      ['round', { roundId: 'another-round' }],
      ['game', { gameCode: 'another-game' }],
    ])('refuses the same transaction id with another %s as a duplicate conflict', async (_field, change) => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      await call('bet', bet);
      const conflict = await call('bet', { ...bet, ...change });
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json()).toMatchObject({
        success: false,
        code: 'DUPLICATE_TRANSACTION_CONFLICT',
        value: { balance: '7.5000' },
      });
      expect(await balanceOf(playerId)).toBe('7.5000');
    });

    it('refuses the same transaction id from another member as a duplicate conflict', async () => {
      const one = await createPlayer(sut.services, merchant, '10');
      const two = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(one.playerId);
      await call('bet', bet);
      const conflict = await call('bet', { ...bet, playerId: two.playerId });
      expect(conflict.json()).toMatchObject({
        code: 'DUPLICATE_TRANSACTION_CONFLICT',
        value: { balance: '10.0000' },
      });
      expect(await balanceOf(two.playerId)).toBe('10.0000');
    });

    it('refuses a bet beyond the balance with INSUFFICIENT_FUNDS and the current balance, recording nothing', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '2');
      const bet = betOf(playerId, { amount: '2.0001' });
      const refused = await call('bet', bet);
      expect(refused.statusCode).toBe(402);
      expect(refused.json()).toMatchObject({
        success: false,
        code: 'INSUFFICIENT_FUNDS',
        value: { balance: '2.0000', requestId: bet.requestId },
      });
      const row = await sut.database.db
        .selectFrom('vendor_transactions')
        .select('id')
        .where('vendor_tx_id', '=', bet.transactionId)
        .executeTakeFirst();
      expect(row).toBeUndefined();
      expect((await call('bet', { ...bet, amount: '2' })).json().value.balance).toBe('0.0000');
    });

    it("refuses a bet on another player's round or game", async () => {
      const one = await createPlayer(sut.services, merchant, '10');
      const two = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(one.playerId);
      await call('bet', bet);
      const otherPlayer = await call('bet', betOf(two.playerId, { roundId: bet.roundId }));
      expect(otherPlayer.json()).toMatchObject({ code: 'ROUND_CONFLICT', value: { balance: '10.0000' } });
      const otherGame = await call('bet', betOf(one.playerId, { roundId: bet.roundId, gameCode: 'other' }));
      expect(otherGame.json().code).toBe('ROUND_CONFLICT');
    });

    it('refuses players of another merchant, unknown members and malformed amounts', async () => {
      const other = await createTestMerchant(sut.services);
      const stranger = await createPlayer(sut.services, other, '10');
      expect((await call('bet', betOf(stranger.playerId))).json().code).toBe('PLAYER_NOT_FOUND');
      expect((await call('bet', betOf(`${merchant.code}:999999999`))).json().code).toBe('PLAYER_NOT_FOUND');
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      for (const amount of ['0', '-1', '1.00001', 'abc', 3]) {
        expect((await call('bet', betOf(playerId, { amount }))).json().code).toBe('VALIDATION_FAILED');
      }
      expect(await balanceOf(playerId)).toBe('10.0000');
    });
  });

  describe('wins and rounds', () => {
    it('needs a bet in the round before a win', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const win = await call('win', { ...betOf(playerId), amount: '5' });
      expect(win.statusCode).toBe(409);
      expect(win.json()).toMatchObject({ code: 'BET_NOT_FOUND', value: { balance: '10.0000' } });
      expect(await balanceOf(playerId)).toBe('10.0000');
    });

    it('credits a win, closes the round, and refuses anything posted to it afterwards', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      await call('bet', bet);
      const win = await call('win', { ...bet, transactionId: vendorId('win'), amount: '6' });
      expect(win.json().value.balance).toBe('13.5000');
      const round = await sut.database.db
        .selectFrom('game_rounds')
        .select(['status', 'bet_total', 'win_total', 'bet_count'])
        .where('round_id', '=', bet.roundId)
        .executeTakeFirstOrThrow();
      expect(round).toEqual({ status: 'closed', bet_total: 25_000n, win_total: 60_000n, bet_count: 1 });

      const lateBet = await call('bet', { ...bet, transactionId: vendorId('bet') });
      expect(lateBet.json()).toMatchObject({ code: 'ROUND_CLOSED', value: { balance: '13.5000' } });
      const secondWin = await call('win', { ...bet, transactionId: vendorId('win'), amount: '1' });
      expect(secondWin.json().code).toBe('ROUND_CLOSED');
      expect(await balanceOf(playerId)).toBe('13.5000');
    });

    it('closes the round on a win of zero too', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      await call('bet', bet);
      const win = await call('win', { ...bet, transactionId: vendorId('win'), amount: '0' });
      expect(win.statusCode, win.body).toBe(200);
      expect(win.json().value.balance).toBe('7.5000');
      expect((await call('bet', { ...bet, transactionId: vendorId('bet') })).json().code).toBe(
        'ROUND_CLOSED',
      );
    });

    it('refuses a rollback after the round was won', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      await call('bet', bet);
      await call('win', { ...bet, transactionId: vendorId('win'), amount: '1' });
      const rollback = await call('rollback', {
        requestId: 'rb',
        playerId,
        transactionId: vendorId('rb'),
        betTransactionId: bet.transactionId,
        roundId: bet.roundId,
        gameCode: bet.gameCode,
      });
      expect(rollback.statusCode).toBe(409);
      expect(rollback.json()).toMatchObject({ code: 'ROLLBACK_NOT_ALLOWED', value: { balance: '8.5000' } });
    });
  });

  describe('rollbacks', () => {
    const rollbackOf = (bet: ReturnType<typeof betOf>, overrides: Record<string, unknown> = {}) => ({
      requestId: vendorId('req'),
      playerId: bet.playerId,
      transactionId: vendorId('rb'),
      betTransactionId: bet.transactionId,
      roundId: bet.roundId,
      gameCode: bet.gameCode,
      ...overrides,
    });

    it('refunds a bet once, however often the rollback comes', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      await call('bet', bet);
      const rollback = rollbackOf(bet);
      const first = await call('rollback', rollback);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().value.balance).toBe('10.0000');
      const again = await call('rollback', rollback);
      expect(again.json()).toEqual(first.json());
      const anotherId = await call('rollback', rollbackOf(bet));
      expect(anotherId.json().value.balance).toBe('10.0000');
      expect(await balanceOf(playerId)).toBe('10.0000');
      expect(await postingsOf(playerId)).toBe(3); // funding, bet, one refund
    });

    it('accepts a rollback of an unknown bet without moving money, and refuses that bet when it arrives', async () => {
      const { playerId } = await createPlayer(sut.services, merchant, '10');
      const bet = betOf(playerId);
      const rollback = await call('rollback', rollbackOf(bet));
      expect(rollback.statusCode, rollback.body).toBe(200);
      expect(rollback.json().value.balance).toBe('10.0000');
      const late = await call('bet', bet);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK', value: { balance: '10.0000' } });
      expect(await balanceOf(playerId)).toBe('10.0000');
      expect(await postingsOf(playerId)).toBe(1);
    });
  });

  describe('sessions', () => {
    it('refuses bets once the session expired but accepts wins and rollbacks', async () => {
      const { playerId, member } = await createPlayer(sut.services, merchant, '10');
      const won = betOf(playerId);
      const rolledBack = betOf(playerId);
      await call('bet', won);
      await call('bet', rolledBack);
      await expireSessions(sut.services, member.id);

      const bet = await call('bet', betOf(playerId));
      expect(bet.statusCode).toBe(401);
      expect(bet.json()).toMatchObject({ code: 'SESSION_EXPIRED', value: { balance: '5.0000' } });
      const win = await call('win', { ...won, transactionId: vendorId('win'), amount: '4' });
      expect(win.json().value.balance).toBe('9.0000');
      const rollback = await call('rollback', {
        requestId: 'r',
        playerId,
        transactionId: vendorId('rb'),
        betTransactionId: rolledBack.transactionId,
        roundId: rolledBack.roundId,
        gameCode: rolledBack.gameCode,
      });
      expect(rollback.json().value.balance).toBe('11.5000');
      // A retried bet from before the expiry still gets its original answer.
      expect((await call('bet', won)).json().value.balance).toBe('7.5000');
    });

    it('refuses bets of a disabled member even with a live session, but settles its open round', async () => {
      const { member, playerId } = await createPlayer(sut.services, merchant, '10');
      const open = betOf(playerId, { amount: '3' });
      expect((await call('bet', open)).statusCode).toBe(200);
      await sut.database.db
        .updateTable('members')
        .set({ status: 'disabled' })
        .where('id', '=', member.id)
        .execute();
      const postingsBefore = await postingsOf(playerId);

      const late = betOf(playerId);
      const refused = await call('bet', late);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', value: { balance: '7.0000' } });
      // Nothing was recorded: the same bet is refused again, and the earlier bet still replays.
      expect((await call('bet', late)).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
      expect(await postingsOf(playerId)).toBe(postingsBefore);
      expect((await call('bet', open)).json().value.balance).toBe('7.0000');
      const win = await call('win', { ...open, transactionId: vendorId('win'), amount: '6' });
      expect(win.statusCode, win.body).toBe(200);
      expect(win.json().value.balance).toBe('13.0000');
    });
  });

  it('keeps every ledger invariant over all the calls above', async () => {
    const invariants = await ledgerInvariants(sut.services, merchant.id);
    expect(invariants).toMatchObject(BALANCED_LEDGER);
  });
});
