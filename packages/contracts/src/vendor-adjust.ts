import { isMoney, parseMinor, ZMoney, ZVendorPlayerId, ZVendorWalletValue } from './wallet.ts';
import * as z from './z.ts';

/**
 * The vendor wallet protocol's adjustment call: a further credit or debit on a round the vendor
 * already opened with a bet, for what a bet and a win cannot say after the fact: a corrected result
 * (resettlement), a partial cash-out (a credit on a round that stays open), the round's valid bet
 * (what counts as wagered: half for a half result, none for a push). See docs/vendor-protocol.md.
 */
export const VENDOR_ADJUST_API = {
  /** POST `ZVendorAdjustRequest`, signed as every vendor wallet call → `ZVendorAdjustValue`. */
  adjust: '/vendor-api/v1/:vendorCode/adjust',
} as const;

const ZId = z.string().min(1).max(128);

export const ZVendorAdjustRequest = z
  .object({
    requestId: ZId,
    playerId: ZVendorPlayerId,
    /** The vendor's own id of this adjustment: the call is idempotent by it, as bets and wins are. */
    transactionId: ZId,
    roundId: ZId,
    gameCode: ZId,
    /** Credit positive, debit negative; zero only to set the valid bet alone. */
    amount: z
      .string()
      .refine((text) => isMoney(text, { allowNegative: true }), 'a decimal amount with at most 4 decimals'),
    /** The round's valid bet from now on (at most what was bet in it); absent leaves it as it is. */
    validBet: ZMoney.optional(),
    /** Why, kept with the ledger record and shown to nobody but the books, e.g. `resettlement:v2`. */
    reason: z.string().min(1).max(64),
  })
  .refine(
    (r) => parseMinor(r.amount, { allowNegative: true }) !== 0n || r.validBet !== undefined,
    'an adjustment moves money or sets the valid bet',
  );
export type TVendorAdjustRequest = z.infer<typeof ZVendorAdjustRequest>;

/**
 * The answer: as every wallet call's, with what the adjustment moved (`applied`, signed; a debit
 * takes at most the balance) and the part of a debit it could not take (`shortfall`, ≥ 0).
 */
export const ZVendorAdjustValue = ZVendorWalletValue.extend({
  applied: z.string(),
  shortfall: z.string(),
  validBet: z.string(),
});
export type TVendorAdjustValue = z.infer<typeof ZVendorAdjustValue>;
