import { randomBytes } from 'node:crypto';
import { formatMinor, parseMinor } from '@croupier/contracts';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  BALANCED_LEDGER,
  createPlayer,
  ledgerInvariants,
  registerVendor,
} from '../ledger/wallet-test-kit.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import { createTestMerchant } from '../testing/factories.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import type { VendorContext } from './vendor-credentials.service.ts';

/** Refusals a random sequence may meet; anything else (a 500, an invariant error) fails the property. */
const EXPECTED_REFUSALS = new Set([
  'INSUFFICIENT_FUNDS',
  'IDEMPOTENCY_CONFLICT',
  'DUPLICATE_TRANSACTION_CONFLICT',
  'ROUND_CLOSED',
  'ROUND_CONFLICT',
  'BET_NOT_FOUND',
  'TRANSACTION_ROLLED_BACK',
  'ROLLBACK_NOT_ALLOWED',
]);

const PLAYERS = 3;
const amount = fc.integer({ min: 1, max: 40 }).map((n) => formatMinor(BigInt(n) * 2_500n));
const slot = (max: number) => fc.integer({ min: 0, max });

type Op =
  | { type: 'adjust'; player: number; amount: string; negative: boolean; key: number }
  | { type: 'transfer'; from: number; to: number; amount: string; key: number }
  | { type: 'bet'; player: number; bet: number; round: number; amount: string }
  | { type: 'win'; player: number; win: number; round: number; amount: string }
  | { type: 'rollback'; player: number; rollback: number; bet: number; round: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('adjust' as const),
    player: slot(PLAYERS - 1),
    amount,
    negative: fc.boolean(),
    key: slot(5),
  }),
  fc.record({
    type: fc.constant('transfer' as const),
    from: slot(PLAYERS - 1),
    to: slot(PLAYERS - 1),
    amount,
    key: slot(5),
  }),
  fc.record({
    type: fc.constant('bet' as const),
    player: slot(PLAYERS - 1),
    bet: slot(7),
    round: slot(3),
    amount,
  }),
  fc.record({
    type: fc.constant('win' as const),
    player: slot(PLAYERS - 1),
    win: slot(3),
    round: slot(3),
    amount: fc.oneof(amount, fc.constant('0')),
  }),
  fc.record({
    type: fc.constant('rollback' as const),
    player: slot(PLAYERS - 1),
    rollback: slot(3),
    bet: slot(7),
    round: slot(3),
  }),
);
/** Batches run concurrently (in any order on PostgreSQL); a batch may repeat earlier operations. */
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });

describe('wallet invariants under random operations (property)', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let context: VendorContext;
  /** Money that entered (+) or left (-) the members through acknowledged adjustments, over all runs. */
  let externalNet = 0n;

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ context } = await registerVendor(sut.services, merchant, 'PROP'));
  });
  afterAll(() => sut.close());

  it('keeps double entry, non-negative wallets and at-most-once vendor transactions', async () => {
    await fc.assert(
      fc.asyncProperty(batches, async (plan) => {
        const run = randomBytes(4).toString('hex');
        const players = await Promise.all(
          Array.from({ length: PLAYERS }, () => createPlayer(sut.services, merchant)),
        );
        const wallets = await Promise.all(
          players.map((p) =>
            sut.services.ledger.accountFor(
              merchant.id,
              'member_wallet',
              p.member.id.toString(),
              merchant.currency,
            ),
          ),
        );
        const audit = { actor: 'property' };
        const answers = new Map<string, string>();

        const execute = async (step: Op): Promise<void> => {
          const player = players[step.type === 'transfer' ? step.from : step.player];
          if (!player) throw new Error('no player');
          try {
            switch (step.type) {
              case 'adjust': {
                const result = await sut.services.wallet.adjust(
                  merchant,
                  {
                    memberId: player.member.id.toString(),
                    amount: step.negative ? `-${step.amount}` : step.amount,
                    idempotencyKey: `${run}-adj-${step.key}`,
                    reason: 'property',
                  },
                  audit,
                );
                if (!result.replayed) externalNet += parseMinor(step.amount) * (step.negative ? -1n : 1n);
                return;
              }
              case 'transfer': {
                const from = wallets[step.from];
                const to = wallets[step.to];
                if (from === undefined || to === undefined || from === to) return;
                const minor = parseMinor(step.amount);
                await sut.services.ledger.post({
                  merchantId: merchant.id,
                  kind: 'transfer',
                  idempotencyKey: `${run}-tr-${step.key}`,
                  postings: [
                    { account: from, amount: -minor },
                    { account: to, amount: minor },
                  ],
                  audit,
                });
                return;
              }
              case 'bet':
              case 'win': {
                const id = step.type === 'bet' ? `${run}-bet-${step.bet}` : `${run}-win-${step.win}`;
                const request = {
                  requestId: id,
                  playerId: player.playerId,
                  transactionId: id,
                  roundId: `${run}-round-${step.round}`,
                  gameCode: 'g',
                  amount: step.amount,
                };
                const answer =
                  step.type === 'bet'
                    ? await sut.services.vendorWallet.bet(context, request, audit)
                    : await sut.services.vendorWallet.win(context, request, audit);
                remember(`${id}|${step.player}|${step.round}|${step.amount}`, answer.balance);
                return;
              }
              case 'rollback': {
                const id = `${run}-rb-${step.rollback}`;
                const answer = await sut.services.vendorWallet.rollback(
                  context,
                  {
                    requestId: id,
                    playerId: player.playerId,
                    transactionId: id,
                    betTransactionId: `${run}-bet-${step.bet}`,
                    roundId: `${run}-round-${step.round}`,
                    gameCode: 'g',
                  },
                  audit,
                );
                remember(`${id}|${step.player}|${step.bet}|${step.round}`, answer.balance);
                return;
              }
            }
          } catch (error) {
            if (error instanceof AppError && EXPECTED_REFUSALS.has(error.code)) return;
            throw error;
          }
        };
        // A repeated identical vendor call answers exactly what the first one did.
        const remember = (key: string, balance: string) => {
          const previous = answers.get(key);
          if (previous !== undefined) expect(balance).toBe(previous);
          else answers.set(key, balance);
        };

        for (const batch of plan) await Promise.all(batch.map(execute));

        const invariants = await ledgerInvariants(sut.services, merchant.id);
        expect(invariants).toMatchObject(BALANCED_LEDGER);
        const houseBalance = await sut.services.ledger.balanceOf(merchant.id, 'house', 'main');
        expect(houseBalance).toBe(-externalNet);
        const vendorBalance = await sut.services.vendorWallet.vendorBalance(merchant.id, context.vendorCode);
        expect(invariants.memberTotal + vendorBalance).toBe(externalNet);
        await expectVendorTransactionsAppliedOnce(run);
      }),
      { numRuns: 30 },
    );
  });

  /**
   * Each vendor transaction moved money at most once, by exactly its amount: a bet (applied or
   * later rolled back) debited the player once, a win credited its amount once (zero: no ledger
   * entry), a rollback refunded its bet once; a blocked bet moved nothing.
   */
  async function expectVendorTransactionsAppliedOnce(run: string) {
    const rows = await sql<{
      vendor_tx_id: string;
      kind: string;
      status: string;
      amount: bigint | null;
      ledger_transaction_id: bigint | null;
      member_amount: bigint | null;
      ledger_count: bigint;
    }>`
      select v.vendor_tx_id, v.kind, v.status, v.amount, v.ledger_transaction_id,
        (select p.amount from ledger_postings p join ledger_accounts a on a.id = p.account_id
          where p.transaction_id = v.ledger_transaction_id and a.kind = 'member_wallet') as member_amount,
        (select count(*) from ledger_transactions t
          where t.merchant_id = v.merchant_id and t.idempotency_key = 'vendor:' || v.vendor_code || ':' || v.vendor_tx_id)
          as ledger_count
      from vendor_transactions v
      where v.merchant_id = ${merchant.id} and v.vendor_tx_id like ${`${run}-%`}`.execute(sut.database.db);
    const rolledBackBets = new Map<string, bigint>();
    for (const row of rows.rows) {
      const label = `${row.kind} ${row.vendor_tx_id} ${row.status}`;
      if (row.status === 'blocked') {
        expect(row.ledger_transaction_id, label).toBeNull();
        expect(row.ledger_count, label).toBe(0n);
        continue;
      }
      const moved = (row.amount ?? 0n) > 0n;
      expect(row.ledger_count, label).toBe(moved ? 1n : 0n);
      if (!moved) continue;
      const sign = row.kind === 'bet' ? -1n : 1n;
      expect(row.member_amount, label).toBe(sign * (row.amount ?? 0n));
      if (row.status === 'rolled_back') rolledBackBets.set(row.vendor_tx_id, row.amount ?? 0n);
    }
    const refunds = await sql<{ ref_vendor_tx_id: string; amount: bigint }>`
      select ref_vendor_tx_id, amount from vendor_transactions
      where merchant_id = ${merchant.id} and kind = 'rollback' and amount > 0 and vendor_tx_id like ${`${run}-%`}`.execute(
      sut.database.db,
    );
    expect(refunds.rows.length).toBe(rolledBackBets.size);
    for (const refund of refunds.rows)
      expect(refund.amount).toBe(rolledBackBets.get(refund.ref_vendor_tx_id));
  }
});
