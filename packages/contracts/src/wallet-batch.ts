/**
 * The batch call of the vendor wallet protocol (docs/vendor-protocol.md, "Batch"): many bets, wins
 * and rollbacks in one signed request, each item with its own request id, idempotency and answer,
 * exactly as if sent alone. A busy vendor (a live table in its last second, a sportsbook's slip)
 * pays one signed HTTP call per batch instead of one per bet.
 */

import { ZErrorBody, ZOk } from './envelope.ts';
import {
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWalletValue,
  ZVendorWinRequest,
} from './wallet.ts';
import * as z from './z.ts';

export const VENDOR_WALLET_BATCH_API = {
  /** POST `ZVendorBatchRequest` -> `ZOk(ZVendorBatchValue)`, signed as every wallet call. */
  batch: '/vendor-api/v1/:vendorCode/batch',
} as const;

/** The most items one batch carries; a longer batch is refused whole (VALIDATION_FAILED). */
export const VENDOR_BATCH_MAX_ITEMS = 200;

export const ZVendorBatchBet = ZVendorBetRequest.extend({ call: z.literal('bet') });
export const ZVendorBatchWin = ZVendorWinRequest.extend({ call: z.literal('win') });
export const ZVendorBatchRollback = ZVendorRollbackRequest.extend({ call: z.literal('rollback') });

/** One item: a bet, a win or a rollback, the single call's body with `call` naming which. */
export const ZVendorBatchItem = z.discriminatedUnion('call', [
  ZVendorBatchBet,
  ZVendorBatchWin,
  ZVendorBatchRollback,
]);
export type TVendorBatchItem = z.infer<typeof ZVendorBatchItem>;
export type TVendorBatchCall = TVendorBatchItem['call'];

/** A batch: its own request id and 1 to VENDOR_BATCH_MAX_ITEMS items. */
export const ZVendorBatchRequest = z.object({
  requestId: z.string().min(1).max(128),
  items: z.array(ZVendorBatchItem).min(1).max(VENDOR_BATCH_MAX_ITEMS),
});
export type TVendorBatchRequest = z.infer<typeof ZVendorBatchRequest>;

/**
 * The envelope the platform reads first: items are checked one by one afterwards, so one malformed
 * item is refused alone (VALIDATION_FAILED in its answer) while the others go through.
 */
export const ZVendorBatchEnvelope = z.object({
  requestId: z.string().min(1).max(128),
  items: z.array(z.unknown()).min(1).max(VENDOR_BATCH_MAX_ITEMS),
});

/** One item's answer: what the single call would have answered (its success or its error body). */
export const ZVendorBatchItemAnswer = z.union([ZOk(ZVendorWalletValue), ZErrorBody]);
export type TVendorBatchItemAnswer = z.infer<typeof ZVendorBatchItemAnswer>;

/** The batch's answer: its request id and one answer per item, in the items' order. */
export const ZVendorBatchValue = z.object({
  requestId: z.string(),
  items: z.array(ZVendorBatchItemAnswer),
});
export type TVendorBatchValue = z.infer<typeof ZVendorBatchValue>;
