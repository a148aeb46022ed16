import { randomUUID } from 'node:crypto';
import {
  API,
  ERROR_STATUS,
  type TErrorCode,
  type TVendorBatchCall,
  type TVendorBatchItemAnswer,
  type TVendorBatchValue,
  VENDOR_BATCH_MAX_ITEMS,
  VENDOR_WALLET_BATCH_API,
} from '@croupier/contracts';
import { callPlatform, type FetchLike, type OperatorLink, type PlatformResult } from './platform-client.ts';

/** The single wallet calls a batch carries, by their path. */
const BATCHED_CALLS = new Map<string, TVendorBatchCall>([
  [API.vendorWallet.bet, 'bet'],
  [API.vendorWallet.win, 'win'],
  [API.vendorWallet.rollback, 'rollback'],
]);

/** The batch item a single call's path names, or undefined for a call that is never batched. */
export function batchedCallOf(path: string): TVendorBatchCall | undefined {
  return BATCHED_CALLS.get(path);
}

export interface WalletBatchOptions {
  /** Items per batch at most (default 100; never above the protocol's VENDOR_BATCH_MAX_ITEMS). */
  maxBatch?: number;
  /** Batches in flight at once per platform link (default 2). */
  maxInFlight?: number;
  fetch?: FetchLike;
  timeoutMs?: number;
}

interface Waiting {
  item: Record<string, unknown>;
  resolve: (result: PlatformResult<unknown>) => void;
}

/**
 * One platform link's queue (by URL, vendor code and key id; a new credential has a new key id):
 * what waits for the next batch, and how many batches are under way.
 */
interface LinkQueue {
  link: OperatorLink;
  waiting: Waiting[];
  inFlight: number;
  kicked: boolean;
}

/**
 * Coalesces a vendor's concurrent wallet calls (bet, win, rollback) into the protocol's batch call
 * (`VENDOR_WALLET_BATCH_API.batch`), per platform link. There is no timer: calls made in the same
 * turn of the event loop leave together at its end, and calls made while `maxInFlight` batches are
 * under way wait and leave together, up to `maxBatch`, when one comes back. So a quiet vendor sends
 * each call at once (a batch of one) and a busy one pays one signed HTTP call per batch.
 *
 * Each item keeps its own request id and is classified as the single call would be
 * (`PlatformResult`): its own answer `ok` or `refused`; `unknown` when the batch as a whole got no
 * definitive answer (timeout, network, 5xx), when its own answer is a 5xx code, or a 429 or
 * timestamp refusal. A platform without the batch call (404 NOT_FOUND) gets single calls from then on.
 */
export class WalletBatches {
  private readonly queues = new Map<string, LinkQueue>();
  /** Links whose platform answered the batch call with 404: they get single calls. */
  private readonly unbatched = new Set<string>();
  private readonly maxBatch: number;
  private readonly maxInFlight: number;

  constructor(private readonly options: WalletBatchOptions = {}) {
    this.maxBatch = Math.max(1, Math.min(options.maxBatch ?? 100, VENDOR_BATCH_MAX_ITEMS));
    this.maxInFlight = Math.max(1, options.maxInFlight ?? 2);
  }

  /**
   * The wallet call `call` (its single call's body) in the next batch of `link`. Never throws:
   * every outcome is a PlatformResult, as from callPlatform.
   */
  call<T>(
    link: OperatorLink,
    call: TVendorBatchCall,
    body: Record<string, unknown>,
  ): Promise<PlatformResult<T>> {
    const key = linkKey(link);
    const item = { call, requestId: randomUUID(), ...body };
    if (this.unbatched.has(key)) return this.single<T>(link, item);
    let target = this.queues.get(key);
    if (!target) {
      target = { link, waiting: [], inFlight: 0, kicked: false };
      this.queues.set(key, target);
    }
    const queue = target;
    return new Promise<PlatformResult<T>>((resolve) => {
      queue.waiting.push({ item, resolve: resolve as (result: PlatformResult<unknown>) => void });
      if (queue.inFlight < this.maxInFlight && !queue.kicked) {
        // Let the rest of this turn's calls join before the batch leaves (no timer: end of the turn).
        queue.kicked = true;
        setImmediate(() => {
          queue.kicked = false;
          this.pump(queue);
        });
      }
    });
  }

  private pump(queue: LinkQueue): void {
    while (queue.inFlight < this.maxInFlight && queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, this.maxBatch);
      queue.inFlight++;
      void this.send(queue.link, batch).finally(() => {
        queue.inFlight--;
        this.pump(queue);
      });
    }
  }

  private async send(link: OperatorLink, batch: Waiting[]): Promise<void> {
    const items = batch.map((w) => w.item);
    const result = await callPlatform<TVendorBatchValue>(
      link,
      VENDOR_WALLET_BATCH_API.batch,
      { items },
      this.callOptions(),
    );
    if (result.kind === 'refused' && result.status === 404 && result.code === 'NOT_FOUND') {
      // A platform that does not speak the batch call: every call of this link goes alone from now on.
      this.unbatched.add(linkKey(link));
      await Promise.all(batch.map(async (w) => w.resolve(await this.single(link, w.item))));
      return;
    }
    if (result.kind !== 'ok') {
      for (const w of batch) w.resolve(result);
      return;
    }
    const answers = result.value.items;
    if (!Array.isArray(answers) || answers.length !== batch.length) {
      for (const w of batch)
        w.resolve({ kind: 'unknown', reason: 'batch answer without one answer per item' });
      return;
    }
    batch.forEach((w, i) => {
      w.resolve(itemResult(answers[i] as TVendorBatchItemAnswer));
    });
  }

  private single<T>(link: OperatorLink, item: Record<string, unknown>): Promise<PlatformResult<T>> {
    const { call, ...body } = item;
    const path = [...BATCHED_CALLS].find(([, name]) => name === call)?.[0] ?? API.vendorWallet.bet;
    return callPlatform<T>(link, path, body, this.callOptions());
  }

  private callOptions(): { fetch?: FetchLike; timeoutMs?: number } {
    return {
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
      ...(this.options.timeoutMs ? { timeoutMs: this.options.timeoutMs } : {}),
    };
  }
}

/**
 * The batcher a platform client (VendorLinks, OperatorStore) sends its wallet calls through, or
 * undefined for single calls: `batchWalletCalls: false`, or the environment's
 * `VENDOR_WALLET_BATCH=off` (to compare, or behind a proxy that lets only the single calls pass).
 */
export function walletBatchesFor(options: {
  batchWalletCalls?: boolean;
  fetch?: FetchLike;
  timeoutMs?: number;
}): WalletBatches | undefined {
  const isOn = options.batchWalletCalls ?? process.env.VENDOR_WALLET_BATCH !== 'off';
  if (!isOn) return undefined;
  return new WalletBatches({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

function linkKey(link: OperatorLink): string {
  return `${link.platformUrl} ${link.vendorCode} ${link.keyId}`;
}

/** One item's answer classified as callPlatform classifies a single call's. */
export function itemResult<T>(answer: TVendorBatchItemAnswer | undefined): PlatformResult<T> {
  if (answer?.success === true) return { kind: 'ok', value: answer.value as T };
  if (answer?.success !== false || typeof answer.code !== 'string') {
    return { kind: 'unknown', reason: 'unreadable batch item answer' };
  }
  const status = ERROR_STATUS[answer.code as TErrorCode] ?? 500;
  if (status >= 500 || status === 429 || answer.code === 'VENDOR_TIMESTAMP_INVALID') {
    return { kind: 'unknown', reason: `${status} ${answer.code}` };
  }
  return { kind: 'refused', code: answer.code, message: answer.message ?? '', status };
}
