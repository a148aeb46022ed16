import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { VendorContext } from './vendor-credentials.service.ts';

/**
 * Races on real row locks: PGlite has one connection and cannot show them, so these run on
 * PostgreSQL only (TEST_DATABASE_URL; the suite runs both databases in CI).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('wallet under concurrency (PostgreSQL)', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let context: VendorContext;
  const audit = { actor: 'concurrency' };

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ context } = await registerVendor(sut.services, merchant, 'RACE'));
  });
  afterAll(() => sut.close());

  const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

  it('accepts exactly the 50 bets a wallet can afford out of 200 concurrent ones, never going negative', async () => {
    const { playerId, member } = await createPlayer(sut.services, merchant, '50');
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () =>
        sut.services.vendorWallet.bet(
          context,
          {
            requestId: vendorId('req'),
            playerId,
            transactionId: vendorId('bet'),
            roundId: vendorId('round'),
            gameCode: 'g',
            amount: '1',
          },
          audit,
        ),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(accepted).toHaveLength(50);
    expect(new Set(refused.map((r) => codeOf(r.reason)))).toEqual(new Set(['INSUFFICIENT_FUNDS']));
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(0n);
    const balances = accepted
      .map((r) => (r as PromiseFulfilledResult<{ balance: string }>).value.balance)
      .sort();
    expect(new Set(balances).size).toBe(50); // each accepted bet saw its own balance after
    expect(balances[0]).toBe('0.0000');
  });

  it('applies 50 concurrent copies of one bet once', async () => {
    const { playerId, member } = await createPlayer(sut.services, merchant, '10');
    const request = {
      requestId: 'dup',
      playerId,
      transactionId: vendorId('bet'),
      roundId: vendorId('round'),
      gameCode: 'g',
      amount: '3',
    };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => sut.services.vendorWallet.bet(context, request, audit)),
    );
    expect(new Set(results.map((r) => r.balance))).toEqual(new Set(['7.0000']));
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(70_000n);
    const postings = await sut.database.db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('idempotency_key', '=', `vendor:RACE:${request.transactionId}`)
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('settles a rollback racing its bet one way or the other: refunded, or the late bet refused', async () => {
    const { playerId, member } = await createPlayer(sut.services, merchant, '100');
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const bet = { requestId: vendorId('req'), playerId, roundId: vendorId('round'), gameCode: 'g' };
        const betTransactionId = vendorId('bet');
        const [placed, rolledBack] = await Promise.allSettled([
          sut.services.vendorWallet.bet(
            context,
            { ...bet, transactionId: betTransactionId, amount: '2' },
            audit,
          ),
          sut.services.vendorWallet.rollback(
            context,
            { ...bet, transactionId: vendorId('rollback'), betTransactionId },
            audit,
          ),
        ]);
        expect(rolledBack.status).toBe('fulfilled');
        return placed.status === 'fulfilled' ? 'refunded' : codeOf(placed.reason);
      }),
    );
    for (const outcome of outcomes) expect(['refunded', 'TRANSACTION_ROLLED_BACK']).toContain(outcome);
    // Every bet was refunded or never taken.
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(1_000_000n);
  });

  it('runs concurrent transfers A→B and B→A without a deadlock failure, conserving the total', async () => {
    const a = await createPlayer(sut.services, merchant, '100');
    const b = await createPlayer(sut.services, merchant, '100');
    const walletA = await sut.services.ledger.accountFor(
      merchant.id,
      'member_wallet',
      a.member.id.toString(),
      'USD',
    );
    const walletB = await sut.services.ledger.accountFor(
      merchant.id,
      'member_wallet',
      b.member.id.toString(),
      'USD',
    );
    const transfer = (from: bigint, to: bigint, i: number) =>
      sut.services.ledger.post({
        merchantId: merchant.id,
        kind: 'transfer',
        idempotencyKey: `${from}-${to}-${i}`,
        postings: [
          { account: from, amount: -1_000n },
          { account: to, amount: 1_000n },
        ],
        audit,
      });
    const results = await Promise.allSettled(
      Array.from({ length: 150 }, (_, i) => [
        transfer(walletA, walletB, i),
        transfer(walletB, walletA, i),
      ]).flat(),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const total =
      (await sut.services.wallet.balanceOf(merchant, a.member.id)) +
      (await sut.services.wallet.balanceOf(merchant, b.member.id));
    expect(total).toBe(2_000_000n);
    expect(await sut.services.wallet.balanceOf(merchant, a.member.id)).toBe(1_000_000n);
  });

  it('keeps every ledger invariant after the races', async () => {
    const invariants = await ledgerInvariants(sut.services, merchant.id);
    expect(invariants).toMatchObject(BALANCED_LEDGER);
  });
});
