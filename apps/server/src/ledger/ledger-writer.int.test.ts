import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { type VendorContext, vendorAccountOwner } from '../vendor-wallet/vendor-wallet.service.ts';
import { createPlayer, registerVendor, vendorId } from './wallet-test-kit.ts';

/**
 * One ledger writer (migration 016): the TypeScript ledger and the vendor wallet's hot path both
 * move balances and write postings through the SQL function ledger_post, so they write the same
 * rows for the same movement.
 */
describe('one ledger writer', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let context: VendorContext;

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ context } = await registerVendor(sut.services, merchant, 'WRITER'));
  }, 120_000);
  afterAll(() => sut.close());

  it('has no database function but ledger_post insert postings', async () => {
    const writers = await sql<{ proname: string }>`
      select proname from pg_proc
       where prosrc ilike '%insert into ledger_postings%' and pronamespace = 'public'::regnamespace
       order by proname`.execute(sut.database.db);
    expect(writers.rows.map((row) => row.proname)).toEqual(['ledger_post']);
    const callers = await sql<{ proname: string }>`
      select proname from pg_proc where prosrc ilike '%ledger_post(%' order by proname`.execute(
      sut.database.db,
    );
    expect(callers.rows.map((row) => row.proname)).toContain('vendor_wallet_settle');
  });

  it('writes the same postings and account versions for a bet as the TypeScript ledger for the same legs', async () => {
    const viaLedger = await createPlayer(sut.services, merchant, '10');
    const viaVendor = await createPlayer(sut.services, merchant, '10');
    const accountOf = (kind: 'member_wallet' | 'vendor', owner: string) =>
      sut.services.ledger.accountFor(merchant.id, kind, owner, merchant.currency);
    const legsOf = async (memberId: bigint) => ({
      wallet: await accountOf('member_wallet', memberId.toString()),
      vendor: await accountOf('vendor', vendorAccountOwner(context.vendorCode, memberId)),
    });

    const ledgerAccounts = await legsOf(viaLedger.member.id);
    const posted = await sut.services.ledger.post({
      merchantId: merchant.id,
      kind: 'vendor_bet',
      idempotencyKey: vendorId('parity'),
      postings: [
        { account: ledgerAccounts.wallet, amount: -25_000n },
        { account: ledgerAccounts.vendor, amount: 25_000n },
      ],
      audit: { actor: 'parity' },
    });
    const betId = vendorId('bet');
    await sut.services.vendorWallet.bet(
      context,
      {
        requestId: vendorId('req'),
        playerId: viaVendor.playerId,
        transactionId: betId,
        roundId: vendorId('round'),
        gameCode: 'g',
        amount: '2.5',
      },
      { actor: 'parity' },
    );
    const vendorAccounts = await legsOf(viaVendor.member.id);
    const hotTransaction = await sql<{ ledger_transaction_id: bigint }>`
      select ledger_transaction_id from vendor_transactions
       where merchant_id = ${merchant.id} and vendor_tx_id = ${betId}`.execute(sut.database.db);

    /** The transaction's postings by leg (wallet, vendor) in the order written, and each account's version. */
    const written = async (transactionId: bigint, accounts: { wallet: bigint; vendor: bigint }) => {
      const rows = await sql<{
        account_id: bigint;
        amount: bigint;
        balance_before: bigint;
        balance_after: bigint;
        version: bigint;
      }>`
        select p.account_id, p.amount, p.balance_before, p.balance_after, a.version
          from ledger_postings p join ledger_accounts a on a.id = p.account_id
         where p.transaction_id = ${transactionId} order by p.id`.execute(sut.database.db);
      return rows.rows.map(({ account_id, ...row }) => ({
        leg: account_id === accounts.wallet ? 'wallet' : account_id === accounts.vendor ? 'vendor' : 'other',
        ...row,
      }));
    };
    const fromLedger = await written(posted.transactionId, ledgerAccounts);
    const fromVendor = await written(hotTransaction.rows[0]?.ledger_transaction_id ?? -1n, vendorAccounts);
    expect(fromLedger).toEqual([
      { leg: 'wallet', amount: -25_000n, balance_before: 100_000n, balance_after: 75_000n, version: 2n },
      { leg: 'vendor', amount: 25_000n, balance_before: 0n, balance_after: 25_000n, version: 1n },
    ]);
    expect(fromVendor).toEqual(fromLedger);
  });
});
