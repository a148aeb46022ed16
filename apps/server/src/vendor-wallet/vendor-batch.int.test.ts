import {
  formatMinor,
  parseMinor,
  VENDOR_BATCH_MAX_ITEMS,
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_WALLET_BATCH_API,
} from '@croupier/contracts';
import { signPayload } from '@croupier/signing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { vendorTimestamp } from './vendor-credentials.service.ts';

type Item = Record<string, unknown> & { call: 'bet' | 'win' | 'rollback' };
// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers field by field
type Answer = { success: boolean; value?: any; code?: string; message?: string };

/**
 * The batch call of the vendor wallet protocol over signed HTTP: each item answered as its single
 * call would be, in order, with its own idempotency. Runs on PGlite and on PostgreSQL.
 */
describe('vendor wallet batch call', () => {
  let sut: TestApp;
  let merchant: Merchant & { domain: string };
  let credential: { vendorCode: string; keyId: string; secret: string };

  beforeAll(async () => {
    sut = await startTestApp();
    merchant = await createTestMerchant(sut.services);
    ({ credential } = await registerVendor(sut.services, merchant, 'BATCHER'));
  }, 180_000);
  afterAll(() => sut.close());

  const send = (body: unknown, options: { signature?: string } = {}) => {
    const rawBody = JSON.stringify(body);
    const timestamp = vendorTimestamp();
    return sut.app.inject({
      method: 'POST',
      url: VENDOR_WALLET_BATCH_API.batch.replace(':vendorCode', credential.vendorCode),
      headers: {
        'content-type': 'application/json',
        [VENDOR_KEY_HEADER]: credential.keyId,
        [VENDOR_TIMESTAMP_HEADER]: timestamp,
        [VENDOR_SIGNATURE_HEADER]: options.signature ?? signPayload(credential.secret, timestamp, rawBody),
      },
      payload: rawBody,
    });
  };
  /** The batch's item answers (the batch itself must be accepted). */
  const batch = async (items: Item[]): Promise<Answer[]> => {
    const requestId = vendorId('batch');
    const response = await send({ requestId, items });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.value.requestId).toBe(requestId);
    expect(body.value.items).toHaveLength(items.length);
    return body.value.items;
  };
  /** Each answer as its balance, or its code. */
  const brief = (answers: Answer[]) => answers.map((a) => (a.success ? a.value.balance : a.code));
  const balanceOf = (playerId: string) =>
    sut.services.wallet.balanceOf(merchant, BigInt(playerId.split(':')[1] ?? '0'));

  function round(playerId: string) {
    const roundId = vendorId('round');
    const base = { playerId, roundId, gameCode: 'g' };
    return {
      roundId,
      bet: (transactionId: string, amount: string): Item => ({
        call: 'bet',
        requestId: vendorId('req'),
        ...base,
        transactionId,
        amount,
      }),
      win: (transactionId: string, amount: string): Item => ({
        call: 'win',
        requestId: vendorId('req'),
        ...base,
        transactionId,
        amount,
      }),
      rollback: (transactionId: string, betTransactionId: string): Item => ({
        call: 'rollback',
        requestId: vendorId('req'),
        ...base,
        transactionId,
        betTransactionId,
      }),
    };
  }

  it('answers each item with its own request id, in order, for several players in one batch', async () => {
    const a = await createPlayer(sut.services, merchant, '10');
    const b = await createPlayer(sut.services, merchant, '10');
    const ra = round(a.playerId);
    const rb = round(b.playerId);
    const items = [ra.bet('a-b1', '2'), rb.bet('b-b1', '3'), ra.win('a-w1', '5'), rb.win('b-w1', '0')];
    const answers = await batch(items);
    expect(answers.map((x) => x.value?.requestId)).toEqual(items.map((i) => i.requestId));
    expect(answers[0]?.value).toMatchObject({ playerId: a.playerId, transactionId: 'a-b1', currency: 'USD' });
    expect(brief(answers)).toEqual(['8.0000', '7.0000', '13.0000', '7.0000']);
    expect(await balanceOf(a.playerId)).toBe(parseMinor('13'));
    expect(await balanceOf(b.playerId)).toBe(parseMinor('7'));
  });

  it('refuses an insufficient-funds bet alone, with the balance, while the items beside it go through', async () => {
    const p = await createPlayer(sut.services, merchant, '5');
    const r = round(p.playerId);
    const other = round(p.playerId);
    const answers = await batch([
      r.bet('if-1', '2'),
      other.bet('if-2', '100'),
      r.bet('if-3', '1'),
      r.win('if-4', '4'),
    ]);
    expect(brief(answers)).toEqual(['3.0000', 'INSUFFICIENT_FUNDS', '2.0000', '6.0000']);
    expect(answers[1]?.value).toMatchObject({ balance: '3.0000' });
    expect(answers[1]?.message).toBeTruthy();
    expect(await balanceOf(p.playerId)).toBe(parseMinor('6'));
  });

  it('treats duplicates inside one batch as the single calls do: a replay answers the first answer', async () => {
    const p = await createPlayer(sut.services, merchant, '10');
    const r = round(p.playerId);
    const answers = await batch([
      r.bet('dup-1', '1'),
      r.bet('dup-1', '1'),
      r.bet('dup-2', '2'),
      r.bet('dup-1', '3'),
      r.win('dup-1', '1'),
    ]);
    expect(brief(answers)).toEqual([
      '9.0000',
      '9.0000',
      '7.0000',
      'DUPLICATE_TRANSACTION_CONFLICT',
      'DUPLICATE_TRANSACTION_CONFLICT',
    ]);
    // Across batches: the same items again answer exactly the first answers and move nothing.
    const again = await batch([r.bet('dup-2', '2'), r.bet('dup-1', '1')]);
    expect(brief(again)).toEqual(['7.0000', '9.0000']);
    expect(await balanceOf(p.playerId)).toBe(parseMinor('7'));
  });

  it('keeps the order of the items: a win before its bet, a rollback before its bet, a bet after the win', async () => {
    const p = await createPlayer(sut.services, merchant, '10');
    const early = round(p.playerId);
    const blocked = round(p.playerId);
    const refunded = round(p.playerId);
    const answers = await batch([
      early.win('oo-w1', '1'), // no bet yet in the round
      early.bet('oo-b1', '2'),
      early.win('oo-w2', '3'),
      early.bet('oo-b2', '1'), // after the win: the round is closed
      blocked.rollback('oo-rb1', 'oo-b3'), // the bet it names has not come yet: blocks it
      blocked.bet('oo-b3', '4'),
      refunded.bet('oo-b4', '2'),
      refunded.rollback('oo-rb2', 'oo-b4'),
      refunded.rollback('oo-rb2', 'oo-b4'), // a repeated rollback moves nothing
      early.rollback('oo-rb3', 'oo-b1'), // after the round's win
    ]);
    expect(brief(answers)).toEqual([
      'BET_NOT_FOUND',
      '8.0000',
      '11.0000',
      'ROUND_CLOSED',
      '11.0000',
      'TRANSACTION_ROLLED_BACK',
      '9.0000',
      '11.0000',
      '11.0000',
      'ROLLBACK_NOT_ALLOWED',
    ]);
    expect(await balanceOf(p.playerId)).toBe(parseMinor('11'));
    expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
  });

  it('answers two concurrent batches with the same items identically, moving the money once', async () => {
    const p = await createPlayer(sut.services, merchant, '20');
    const r = round(p.playerId);
    const items = [r.bet('cc-b1', '1'), r.bet('cc-b2', '2'), r.win('cc-w', '4')];
    const [first, second] = await Promise.all([batch(items), batch(items)]);
    expect(brief(first as Answer[])).toEqual(['19.0000', '17.0000', '21.0000']);
    expect(brief(second as Answer[])).toEqual(brief(first as Answer[]));
    expect(await balanceOf(p.playerId)).toBe(parseMinor('21'));
  });

  it('refuses a malformed item alone, and a batch that is empty, too long or badly signed as a whole', async () => {
    const p = await createPlayer(sut.services, merchant, '10');
    const r = round(p.playerId);
    const answers = await batch([
      r.bet('mf-1', '1'),
      { ...r.bet('mf-2', '1'), amount: '-1' },
      { ...r.bet('mf-3', '1'), call: 'jackpot' } as unknown as Item,
      r.bet('mf-4', '2'),
    ]);
    expect(brief(answers)).toEqual(['9.0000', 'VALIDATION_FAILED', 'VALIDATION_FAILED', '7.0000']);
    expect(answers[1]?.value.fields[0].field).toBe('items.1.amount');

    const empty = await send({ requestId: 'e', items: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const tooMany = Array.from({ length: VENDOR_BATCH_MAX_ITEMS + 1 }, (_, i) => r.bet(`mf-x${i}`, '0.01'));
    const long = await send({ requestId: 'l', items: tooMany });
    expect(long.statusCode).toBe(400);
    const badlySigned = await send(
      { requestId: 's', items: [r.bet('mf-5', '1')] },
      { signature: 'ab'.repeat(32) },
    );
    expect(badlySigned.statusCode).toBe(401);
    expect(badlySigned.json()).toMatchObject({ code: 'VENDOR_SIGNATURE_INVALID' });
    expect(await balanceOf(p.playerId)).toBe(parseMinor('7'));
  });

  it('refuses a bet of an unknown player alone', async () => {
    const p = await createPlayer(sut.services, merchant, '10');
    const r = round(p.playerId);
    const stranger = round(`${merchant.code}:999999999`);
    expect(brief(await batch([stranger.bet('up-1', '1'), r.bet('up-2', '1')]))).toEqual([
      'PLAYER_NOT_FOUND',
      '9.0000',
    ]);
  });

  describe('the ledger equals the model after random batches', () => {
    const PLAYERS = 3;
    interface Op {
      call: 'bet' | 'win' | 'rollback';
      player: number;
      tx: number;
      round: number;
      bet: number;
      amount: bigint;
    }
    const op: fc.Arbitrary<Op> = fc.record({
      call: fc.constantFrom('bet' as const, 'bet' as const, 'win' as const, 'rollback' as const),
      player: fc.integer({ min: 0, max: PLAYERS - 1 }),
      tx: fc.integer({ min: 0, max: 5 }),
      round: fc.integer({ min: 0, max: 2 }),
      bet: fc.integer({ min: 0, max: 5 }),
      amount: fc.integer({ min: 1, max: 12 }).map((n) => BigInt(n) * 2_500n),
    });

    /**
     * The single calls' rules taken one after another (what a batch's items must answer). Rollback
     * ids (`rb<tx>`) and bet/win ids (`t<tx>`) are apart; a rollback names the bet `t<bet>`.
     */
    class Model {
      balances: bigint[];
      rounds = new Map<string, { isClosed: boolean; bets: number }>();
      txs = new Map<
        string,
        {
          kind: 'bet' | 'win' | 'rollback';
          round: number;
          amount: bigint;
          ref?: number;
          status: string;
          balance?: bigint;
        }
      >();
      constructor(start: bigint[]) {
        this.balances = [...start];
      }
      apply(o: Op): string {
        const p = o.player;
        const balance = this.balances[p] ?? 0n;
        const roundKey = `${p}:${o.round}`;
        const round = this.rounds.get(roundKey);
        if (o.call === 'rollback') {
          const key = `${p}:rb${o.tx}`;
          const known = this.txs.get(key);
          if (known) {
            return known.round === o.round && known.ref === o.bet
              ? formatMinor(known.balance ?? 0n)
              : 'DUPLICATE_TRANSACTION_CONFLICT';
          }
          const betKey = `${p}:t${o.bet}`;
          const bet = this.txs.get(betKey);
          if (bet && (bet.kind !== 'bet' || bet.round !== o.round)) return 'DUPLICATE_TRANSACTION_CONFLICT';
          if (bet?.status === 'applied') {
            if (round?.isClosed) return 'ROLLBACK_NOT_ALLOWED';
            bet.status = 'rolled_back';
            if (round) round.bets -= 1;
            this.balances[p] = balance + bet.amount;
          } else if (!bet) {
            this.txs.set(betKey, { kind: 'bet', round: o.round, amount: 0n, status: 'blocked' });
          }
          const after = this.balances[p] ?? 0n;
          this.txs.set(key, {
            kind: 'rollback',
            round: o.round,
            amount: 0n,
            ref: o.bet,
            status: 'applied',
            balance: after,
          });
          return formatMinor(after);
        }
        const key = `${p}:t${o.tx}`;
        const amount = o.call === 'win' ? o.amount - 2_500n : o.amount;
        const known = this.txs.get(key);
        if (known) {
          if (known.status === 'blocked')
            return o.call === 'bet' ? 'TRANSACTION_ROLLED_BACK' : 'DUPLICATE_TRANSACTION_CONFLICT';
          return known.kind === o.call && known.round === o.round && known.amount === amount
            ? formatMinor(known.balance ?? 0n)
            : 'DUPLICATE_TRANSACTION_CONFLICT';
        }
        if (round?.isClosed) return 'ROUND_CLOSED';
        if (o.call === 'bet') {
          if (amount > balance) return 'INSUFFICIENT_FUNDS';
          this.rounds.set(roundKey, { isClosed: false, bets: (round?.bets ?? 0) + 1 });
          this.balances[p] = balance - amount;
        } else {
          if (!round || round.bets === 0) return 'BET_NOT_FOUND';
          round.isClosed = true;
          this.balances[p] = balance + amount;
        }
        const after = this.balances[p] ?? 0n;
        this.txs.set(key, { kind: o.call, round: o.round, amount, status: 'applied', balance: after });
        return formatMinor(after);
      }
    }

    it('answers every item as the model and keeps every balance equal to it', async () => {
      const players: Awaited<ReturnType<typeof createPlayer>>[] = [];
      for (let i = 0; i < PLAYERS; i++) players.push(await createPlayer(sut.services, merchant, '3'));
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.array(op, { minLength: 1, maxLength: 25 }), { minLength: 1, maxLength: 4 }),
          async (batches) => {
            const run = vendorId('run');
            const start = await Promise.all(players.map((p) => balanceOf(p.playerId)));
            const model = new Model(start);
            for (const ops of batches) {
              const items = ops.map((o): Item => {
                const base = {
                  requestId: vendorId('req'),
                  playerId: players[o.player]?.playerId,
                  roundId: `${run}-${o.player}-r${o.round}`,
                  gameCode: 'g',
                };
                if (o.call === 'rollback')
                  return {
                    call: 'rollback',
                    ...base,
                    transactionId: `${run}-${o.player}-rb${o.tx}`,
                    betTransactionId: `${run}-${o.player}-t${o.bet}`,
                  };
                return {
                  call: o.call,
                  ...base,
                  transactionId: `${run}-${o.player}-t${o.tx}`,
                  amount: formatMinor(o.call === 'win' ? o.amount - 2_500n : o.amount),
                };
              });
              const want = ops.map((o) => model.apply(o));
              expect(brief(await batch(items)), JSON.stringify(items)).toEqual(want);
            }
            const after = await Promise.all(players.map((p) => balanceOf(p.playerId)));
            expect(after).toEqual(model.balances);
            expect(await ledgerInvariants(sut.services, merchant.id)).toMatchObject(BALANCED_LEDGER);
          },
        ),
        { numRuns: 12 },
      );
    }, 300_000);
  });
});
