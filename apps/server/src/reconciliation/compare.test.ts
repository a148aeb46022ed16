import { describe, expect, it } from 'vitest';
import { compareDay, type PlatformTx, type VendorTx } from './compare.ts';

const from = new Date('2026-12-06T16:00:00Z');
const to = new Date('2026-12-07T16:00:00Z');
const inDay = new Date('2026-12-07T01:00:00Z');
const p = (transactionId: string, kind: PlatformTx['kind'], amount: bigint): PlatformTx => ({
  transactionId,
  kind,
  roundId: `R-${transactionId}`,
  playerId: 'ROYAL:1',
  amount,
});
const v = (tx: PlatformTx, more: Partial<VendorTx> = {}): VendorTx => ({
  ...tx,
  status: 'ok',
  calledAt: inDay,
  ...more,
});

describe('compareDay', () => {
  it('matches a day transaction by transaction id, totals on both sides', () => {
    const platform = [p('b1', 'bet', 50_000n), p('w1', 'win', 90_000n), p('r2', 'rollback', 20_000n)];
    const sut = compareDay({ platform, vendor: platform.map((t) => v(t)), elsewhere: new Set(), from, to });
    expect(sut.differences).toEqual([]);
    expect(sut.platform).toEqual({ count: 3, bets: 50_000n, wins: 90_000n, rollbacks: 20_000n });
    expect(sut.vendor).toEqual(sut.platform);
  });

  it('names each difference: missing on either side, another amount, a call the vendor saw refused', () => {
    const bet = p('b1', 'bet', 50_000n);
    const win = p('w1', 'win', 90_000n);
    const lost = p('b2', 'bet', 10_000n);
    const refused = p('b3', 'bet', 30_000n);
    const sut = compareDay({
      platform: [bet, win, lost, refused],
      vendor: [
        v(bet),
        v(win, { amount: 80_000n }),
        v(refused, { status: 'refused' }),
        v(p('b9', 'bet', 70_000n)),
      ],
      elsewhere: new Set(),
      from,
      to,
    });
    expect(sut.differences.map((d) => [d.transactionId, d.difference])).toEqual([
      ['w1', 'amount_mismatch'],
      ['b2', 'missing_on_vendor'],
      ['b3', 'status_mismatch'],
      ['b9', 'missing_on_platform'],
    ]);
    expect(sut.vendor).toEqual({ count: 3, bets: 120_000n, wins: 80_000n, rollbacks: 0n });
  });

  it('leaves to their own day the calls applied across midnight, and what moved nowhere', () => {
    const late = v(p('b-late', 'bet', 10_000n), { calledAt: new Date(to.getTime() - 1000) });
    const early = v(p('b-early', 'bet', 10_000n), { calledAt: new Date(from.getTime() - 1000) });
    const unknown = v(p('w-lost', 'win', 10_000n), { status: 'unknown' });
    const sut = compareDay({
      platform: [p('b-early', 'bet', 10_000n)],
      vendor: [late, early, unknown],
      elsewhere: new Set(['b-late']),
      from,
      to,
    });
    expect(sut.differences).toEqual([]);
    expect(sut.vendor).toEqual(sut.platform);
  });

  it("takes the platform's refund for a rollback the vendor could not price", () => {
    const rollback = p('rb', 'rollback', 20_000n);
    const sut = compareDay({
      platform: [rollback],
      vendor: [v(rollback, { amount: null })],
      elsewhere: new Set(),
      from,
      to,
    });
    expect(sut.differences).toEqual([]);
    expect(sut.vendor.rollbacks).toBe(20_000n);
  });
});
