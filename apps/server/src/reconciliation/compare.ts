import type {
  TReconciliationDifferenceKind,
  TVendorCallStatus,
  TVendorTransactionKind,
} from '@croupier/contracts';

/** One platform vendor transaction that moved money (a blocked bet id is none). */
export interface PlatformTx {
  transactionId: string;
  kind: TVendorTransactionKind;
  roundId: string;
  playerId: string;
  amount: bigint;
}

/** One wallet call as the vendor listed it. */
export interface VendorTx {
  transactionId: string;
  kind: TVendorTransactionKind;
  roundId: string;
  playerId: string;
  /** Null: the vendor cannot know (a rollback of a bet whose answer it never got). */
  amount: bigint | null;
  status: TVendorCallStatus;
  calledAt: Date;
}

export interface Totals {
  count: number;
  bets: bigint;
  wins: bigint;
  rollbacks: bigint;
}

export interface Difference {
  transactionId: string;
  kind: TVendorTransactionKind;
  roundId: string;
  playerId: string;
  difference: TReconciliationDifferenceKind;
  platformAmount: bigint | null;
  vendorAmount: bigint | null;
  vendorStatus: TVendorCallStatus | null;
}

export interface Comparison {
  platform: Totals;
  vendor: Totals;
  differences: Difference[];
}

const emptyTotals = (): Totals => ({ count: 0, bets: 0n, wins: 0n, rollbacks: 0n });

function add(totals: Totals, kind: TVendorTransactionKind, amount: bigint): void {
  totals.count += 1;
  if (kind === 'bet') totals.bets += amount;
  else if (kind === 'win') totals.wins += amount;
  else totals.rollbacks += amount;
}

/**
 * Compares a day's platform transactions with the vendor's wallet calls, by transaction id.
 *
 * The day is the platform's: `platform` holds the transactions it applied in [from, to); `vendor`
 * holds the vendor's calls of a slightly wider window (a call made just before midnight may be
 * applied just after it), and `elsewhere` the platform transactions, applied outside the day, that the
 * vendor's calls of the day name. So:
 * - each platform transaction pairs with the vendor's call of the same id: none is
 *   `missing_on_vendor`; a call the vendor recorded refused or unanswered is `status_mismatch`;
 *   another amount, kind, round or player is `amount_mismatch`; the vendor's side counts the call;
 * - each call the vendor made in [from, to) that the platform said it applied and that is not among
 *   the day's transactions is `missing_on_platform` (counted on the vendor's side), unless the
 *   platform applied it on another day (`elsewhere`: it belongs to that day's reconciliation);
 * - calls refused or unanswered that the platform never applied moved nothing on either side.
 * Differences come in the platform's order, then the vendor's.
 */
export function compareDay(input: {
  platform: readonly PlatformTx[];
  vendor: readonly VendorTx[];
  elsewhere: ReadonlySet<string>;
  from: Date;
  to: Date;
}): Comparison {
  const platform = emptyTotals();
  const vendor = emptyTotals();
  const differences: Difference[] = [];
  const vendorById = new Map(input.vendor.map((v) => [v.transactionId, v]));
  const seen = new Set<string>();
  for (const p of input.platform) {
    seen.add(p.transactionId);
    add(platform, p.kind, p.amount);
    const v = vendorById.get(p.transactionId);
    const base = { transactionId: p.transactionId, kind: p.kind, roundId: p.roundId, playerId: p.playerId };
    if (!v) {
      differences.push({
        ...base,
        difference: 'missing_on_vendor',
        platformAmount: p.amount,
        vendorAmount: null,
        vendorStatus: null,
      });
      continue;
    }
    const detail = { platformAmount: p.amount, vendorAmount: v.amount, vendorStatus: v.status };
    if (v.status !== 'ok') {
      differences.push({ ...base, difference: 'status_mismatch', ...detail });
      continue;
    }
    add(vendor, v.kind, v.amount ?? p.amount);
    const isSame =
      v.kind === p.kind &&
      v.roundId === p.roundId &&
      v.playerId === p.playerId &&
      (v.amount === null || v.amount === p.amount);
    if (!isSame) differences.push({ ...base, difference: 'amount_mismatch', ...detail });
  }
  for (const v of input.vendor) {
    if (seen.has(v.transactionId) || v.status !== 'ok' || input.elsewhere.has(v.transactionId)) continue;
    if (v.calledAt < input.from || v.calledAt >= input.to) continue;
    add(vendor, v.kind, v.amount ?? 0n);
    differences.push({
      transactionId: v.transactionId,
      kind: v.kind,
      roundId: v.roundId,
      playerId: v.playerId,
      difference: 'missing_on_platform',
      platformAmount: null,
      vendorAmount: v.amount,
      vendorStatus: v.status,
    });
  }
  return { platform, vendor, differences };
}
