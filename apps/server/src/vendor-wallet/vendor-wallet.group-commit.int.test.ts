import { randomBytes } from 'node:crypto';
import { formatMinor, parseMinor } from '@croupier/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

const PLAYERS = 3;

/** A bet or a win of one player; `tx` and `round` are small so ids repeat (duplicates, conflicts, closed rounds). */
interface Call {
  operation: 'bet' | 'win';
  player: number;
  tx: number;
  round: number;
  amount: bigint;
}

/** What the wallet must answer a call: the balance after, or a refusal (with the balance for INSUFFICIENT_FUNDS). */
type Expected = { balance: bigint } | { code: string; balance?: bigint };

const minor = (min: number) => fc.integer({ min, max: 12 }).map((n) => BigInt(n) * 2_500n);
const call: fc.Arbitrary<Call> = fc
  .record({
    operation: fc.constantFrom('bet' as const, 'win' as const),
    player: fc.integer({ min: 0, max: PLAYERS - 1 }),
    tx: fc.integer({ min: 0, max: 7 }),
    round: fc.integer({ min: 0, max: 3 }),
    // A bet moves at least one unit of 0.25; a win may be zero.
    amount: minor(0),
  })
  .chain((c) => (c.operation === 'bet' ? minor(1).map((amount) => ({ ...c, amount })) : fc.constant(c)));

/**
 * The protocol's rules for one player's calls taken one after another: what each must answer.
 * Calls of one player keep their order in a batch, and players share no id or round, so this is
 * what the wallet must answer however the calls are grouped.
 */
function expectedAnswers(calls: Call[], startBalances: bigint[]): { answers: Expected[]; finals: bigint[] } {
  const balances = [...startBalances];
  const rounds = new Map<string, { isClosed: boolean }>();
  const stored = new Map<string, { call: Call; balance: bigint }>();
  const answers = calls.map((c): Expected => {
    const balance = balances[c.player] ?? 0n;
    const txKey = `${c.player}:${c.tx}`;
    const known = stored.get(txKey);
    if (known) {
      const isSame =
        known.call.operation === c.operation &&
        known.call.round === c.round &&
        known.call.amount === c.amount;
      return isSame ? { balance: known.balance } : { code: 'DUPLICATE_TRANSACTION_CONFLICT' };
    }
    const roundKey = `${c.player}:${c.round}`;
    const round = rounds.get(roundKey);
    if (round?.isClosed) return { code: 'ROUND_CLOSED' };
    let after: bigint;
    if (c.operation === 'bet') {
      if (c.amount > balance) return { code: 'INSUFFICIENT_FUNDS', balance };
      after = balance - c.amount;
      rounds.set(roundKey, { isClosed: false });
    } else {
      if (!round) return { code: 'BET_NOT_FOUND' };
      after = balance + c.amount;
      round.isClosed = true;
    }
    balances[c.player] = after;
    stored.set(txKey, { call: c, balance: after });
    return { balance: after };
  });
  // A repeated call answers its first answer's balance, so a player's last answer is not always
  // where the money ends: the balances after every call are.
  return { answers, finals: balances };
}

/**
 * Group commit (VendorWalletRepository.settle): concurrent bets and wins share one statement and
 * one commit, and each must still get exactly the answer it would get alone, with the same money
 * moved. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
describe('vendor wallet group commit', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let context: VendorContext;
  let players: Awaited<ReturnType<typeof createPlayer>>[];
  const audit = { actor: 'group-commit' };

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ context } = await registerVendor(sut.services, merchant, 'BATCH'));
    players = [];
    for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(sut.services, merchant, '25'));
    for (const player of players) await warmUp(player.playerId);
  }, 180_000);
  afterAll(() => sut.close());

  /**
   * One settled round of the player (net zero), so every lookup the service caches is cached: from
   * then on, concurrent calls reach the batch queue in the order they were made (calls in flight
   * together have no order of their own, so the tests fix one).
   */
  async function warmUp(playerId: string) {
    const base = { playerId, roundId: vendorId('warm'), gameCode: 'g' };
    await sut.services.vendorWallet.bet(
      context,
      { ...base, requestId: vendorId('r'), transactionId: vendorId('b'), amount: '1' },
      audit,
    );
    await sut.services.vendorWallet.win(
      context,
      { ...base, requestId: vendorId('r'), transactionId: vendorId('w'), amount: '1' },
      audit,
    );
  }

  const send = (run: string, c: Call) => {
    const player = players[c.player];
    if (!player) throw new Error('no player');
    const request = {
      requestId: vendorId('req'),
      playerId: player.playerId,
      transactionId: `${run}-${c.player}-tx${c.tx}`,
      roundId: `${run}-${c.player}-round${c.round}`,
      gameCode: 'g',
      amount: formatMinor(c.amount),
    };
    return c.operation === 'bet'
      ? sut.services.vendorWallet.bet(context, request, audit)
      : sut.services.vendorWallet.win(context, request, audit);
  };

  const balances = () =>
    Promise.all(players.map((player) => sut.services.wallet.balanceOf(merchant, player.member.id)));

  it('answers each of many concurrent calls exactly as if it ran alone, and moves the money once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 40 }), async (calls) => {
        const run = randomBytes(4).toString('hex');
        const before = await balances();
        const { answers: expected, finals } = expectedAnswers(calls, before);
        // All at once: the first goes alone, the others gather into batches behind it.
        const outcomes = await Promise.allSettled(calls.map((c) => send(run, c)));
        outcomes.forEach((outcome, i) => {
          const want = expected[i] as Expected;
          const label = `call ${i}: ${JSON.stringify(calls[i], (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`;
          if ('code' in want) {
            expect(outcome.status, label).toBe('rejected');
            const error = (outcome as PromiseRejectedResult).reason;
            expect(error instanceof AppError ? error.code : String(error), label).toBe(want.code);
            if (want.balance !== undefined) {
              const value = (error as AppError).options.value as { balance: string };
              expect(parseMinor(value.balance), label).toBe(want.balance);
            }
          } else {
            expect(outcome.status, label).toBe('fulfilled');
            const answer = (outcome as PromiseFulfilledResult<{ balance: string }>).value;
            expect(parseMinor(answer.balance), label).toBe(want.balance);
          }
        });
        expect(await balances()).toEqual(finals);
        expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
      }),
      { numRuns: 15 },
    );
  }, 300_000);

  it('runs concurrent calls in fewer statements than calls, a refused one failing alone', async () => {
    const { playerId, member } = await createPlayer(sut.services, merchant, '10');
    await warmUp(playerId);
    const batchSpy = vi.spyOn(sut.database, 'prepared');
    try {
      const round = vendorId('round');
      const bet = (transactionId: string, amount: string) =>
        sut.services.vendorWallet.bet(
          context,
          { requestId: vendorId('req'), playerId, transactionId, roundId: round, gameCode: 'g', amount },
          audit,
        );
      const outcomes = await Promise.allSettled([
        bet('dup', '1'),
        bet('a', '2'),
        bet('too-much', '100'),
        bet('dup', '1'),
        bet('dup', '3'),
        bet('b', '3'),
      ]);
      expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.balance : codeOf(o.reason)))).toEqual([
        '9.0000',
        '7.0000',
        'INSUFFICIENT_FUNDS',
        '9.0000',
        'DUPLICATE_TRANSACTION_CONFLICT',
        '4.0000',
      ]);
      const batches = batchSpy.mock.calls.filter(([name]) => name === 'vendor_wallet_settle_batch');
      expect(batches.length).toBeGreaterThan(0);
      expect(batches.length).toBeLessThan(outcomes.length);
    } finally {
      batchSpy.mockRestore();
    }
    expect(await sut.services.wallet.balanceOf(merchant, member.id)).toBe(40_000n);
  });
});

function codeOf(error: unknown): string {
  return error instanceof AppError ? error.code : String(error);
}
