import type { TVendorBatchItem, TVendorWalletValue } from '@croupier/contracts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';
import type { CallOutcome } from './group-commit.ts';
import type { VendorContext } from './vendor-credentials.service.ts';
import type { VendorSettleService } from './vendor-settle.service.ts';

/** Where an item stands for the items after it that share one of its keys. */
interface Turn {
  /** The item has joined the group commit's queue, or finished (and every earlier sharer too). */
  queued: Promise<void>;
  /** The item has finished (and every earlier sharer too). */
  done: Promise<void>;
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const settled: Turn = { queued: Promise.resolve(), done: Promise.resolve() };

/**
 * The keys an item shares with the others: its player (the wallet, responsible-gambling limits and
 * the bonus guard are the player's), its round and its transaction ids.
 */
function keysOf(item: TVendorBatchItem): string[] {
  const keys = [`p ${item.playerId}`, `r ${item.roundId}`, `t ${item.transactionId}`];
  if (item.call === 'rollback') keys.push(`t ${item.betTransactionId}`);
  return keys;
}

/**
 * The batch call of the vendor wallet protocol: each item is the single call it names (bet, win or
 * rollback), with its own idempotency, refusals and answer, and the outcome is what the items would
 * give sent one after another in their order. Items of different players, rounds and transaction
 * ids are independent and go together: their bets and wins join the group commit at once and share
 * its transactions. An item that shares a key with an earlier one follows it: a bet or win joins
 * the queue right after the earlier one did (the group commit keeps their order, often in one
 * statement), a rollback (its own transaction) waits until every earlier sharer has finished, and
 * the items after a rollback wait for it.
 */
export class VendorBatchService {
  constructor(private readonly settlement: VendorSettleService) {}

  /** Runs the items; one outcome per item, in order (an item's refusal is its AppError). */
  async run(
    context: VendorContext,
    items: readonly TVendorBatchItem[],
    audit: LedgerAudit,
  ): Promise<CallOutcome<TVendorWalletValue>[]> {
    const last = new Map<string, Turn>();
    const runs = items.map((item) => {
      const keys = keysOf(item);
      const before = [...new Set(keys.map((key) => last.get(key) ?? settled))];
      const own = { queued: signal(), done: signal() };
      const turn: Turn = {
        queued: Promise.all([...before.map((b) => b.queued), own.queued.promise]).then(() => undefined),
        done: Promise.all([...before.map((b) => b.done), own.done.promise]).then(() => undefined),
      };
      for (const key of keys) last.set(key, turn);
      const outcome = this.runItem(context, item, audit, before, own.queued.resolve).then(
        (value): CallOutcome<TVendorWalletValue> => ({ ok: true, value }),
        (error: unknown): CallOutcome<TVendorWalletValue> => ({ ok: false, error }),
      );
      void outcome.finally(() => {
        own.queued.resolve();
        own.done.resolve();
      });
      return outcome;
    });
    return Promise.all(runs);
  }

  private async runItem(
    context: VendorContext,
    item: TVendorBatchItem,
    audit: LedgerAudit,
    before: readonly Turn[],
    queued: () => void,
  ): Promise<TVendorWalletValue> {
    if (item.call === 'rollback') {
      await Promise.all(before.map((turn) => turn.done));
      return this.settlement.rollback(context, item, audit);
    }
    await Promise.all(before.map((turn) => turn.queued));
    return item.call === 'bet'
      ? this.settlement.bet(context, item, audit, queued)
      : this.settlement.win(context, item, audit, queued);
  }
}
