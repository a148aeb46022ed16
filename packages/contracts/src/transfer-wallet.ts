import { ZIdempotencyKey, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

// ---------------------------------------------------------------------------------------------
// Transfer-wallet mode: vendors that keep their own balance. Each member has, per such vendor, a
// sub-wallet in the ledger; the wallet transfer relay moves money between the main wallet and it.
// ---------------------------------------------------------------------------------------------

/** How a vendor's game money is held: in the main wallet (seamless) or in a vendor sub-wallet (transfer). */
export const VENDOR_WALLET_MODES = ['seamless', 'transfer'] as const;
export type TVendorWalletMode = (typeof VENDOR_WALLET_MODES)[number];

const ZVassalage = z.string().regex(/^[A-Z0-9_]{2,32}$/, 'a vendor code');

/**
 * `GET /wps/v2/wallets/merchant` (T): the merchant's wallet. `isSingle` is true when every vendor
 * plays from the main wallet; otherwise `vendors` lists the vendors with a sub-wallet.
 */
export const ZMerchantWallet = z.object({
  isSingle: z.boolean(),
  vendors: z.array(z.string()),
});
export type TMerchantWallet = z.infer<typeof ZMerchantWallet>;

/**
 * `POST /wps/v2/wallets/transfer` (T, real money): the wallet transfer relay. `IN` moves `amount`
 * from the main wallet to the vendor's sub-wallet, `OUT` back; a repeated `idempotencyKey` with
 * the same input answers the first result and moves nothing.
 */
export const ZWalletTransferRequest = z.object({
  vassalage: ZVassalage,
  direction: z.enum(['IN', 'OUT']),
  amount: ZPositiveMoney,
  idempotencyKey: ZIdempotencyKey,
});
export type TWalletTransferRequest = z.infer<typeof ZWalletTransferRequest>;

/** The relay's answer: both balances after the transfer. */
export const ZWalletTransferResult = z.object({
  transactionId: z.string(),
  vassalage: z.string(),
  direction: z.enum(['IN', 'OUT']),
  amount: z.string(),
  balance: z.string(),
  vendorBalance: z.string(),
  replayed: z.boolean(),
});
export type TWalletTransferResult = z.infer<typeof ZWalletTransferResult>;

/** One vendor sub-wallet in the consolidated view. */
export const ZSubWallet = z.object({ vassalage: z.string(), balance: z.string() });
export type TSubWallet = z.infer<typeof ZSubWallet>;

/**
 * `GET /wps/member/info/funds/consolidated` (T, real accounts): the main wallet, each vendor
 * sub-wallet (of transfer vendors, and any other one still holding money) and their total.
 */
export const ZConsolidatedFunds = z.object({
  balance: z.string(),
  subWallets: z.array(ZSubWallet),
  total: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});
export type TConsolidatedFunds = z.infer<typeof ZConsolidatedFunds>;

/** `PUT /admin/api/merchants/:merchantCode/wallet/vendors/:vendorCode/mode` (operator). */
export const ZVendorWalletModeInput = z.object({ mode: z.enum(VENDOR_WALLET_MODES) });
export type TVendorWalletModeInput = z.infer<typeof ZVendorWalletModeInput>;

export const ZVendorWalletModeResult = z.object({
  vendorCode: z.string(),
  mode: z.enum(VENDOR_WALLET_MODES),
});
export type TVendorWalletModeResult = z.infer<typeof ZVendorWalletModeResult>;
