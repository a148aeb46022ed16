import { ZGameType } from './games.ts';
import { ZRowId } from './primitives.ts';
import { ZIdempotencyKey, ZMoney, ZPageNo } from './wallet.ts';
import * as z from './z.ts';

/**
 * Issue 18: points and the points mall (PTSYS3), manual rebate (MANPLAYREB3) and invite friends
 * (referral). Each call is refused with OPERATION_NOT_ENABLED while the merchant's flag is off.
 */
export const POINTS_API = {
  /** GET (T): the member's points. */
  balance: '/wps/points/balance',
  /** GET: the mall's goods (the spec's "reward list"). */
  goods: '/wps/points/rewards',
  /** GET: one good's details. */
  good: '/wps/points/rewards/:id',
  /** GET: the points rules (rates per game type, conversion). */
  config: '/wps/points/config',
  /** GET (T): the member's redeem history. */
  redeems: '/wps/points/redeems',
  /** GET (T): every change of the member's points with the balance after it. */
  transactions: '/wps/points/transactions',
  /** POST (T, E; payment password): redeem a good. */
  redeem: '/wps/points/redeem',
  /** POST (T, E; payment password): convert points to cash at the merchant's rate. */
  convert: '/wps/points/convert',
  /** GET (T): the manual rebate the member could claim now, per game type. */
  rebate: '/wps/member/rebate',
  /** POST (T): claim it (paid once). */
  rebateClaim: '/wps/member/rebate/claim',
  /** GET (T): past claims. */
  rebateClaims: '/wps/member/rebate/claims',
  /** GET (T): the member's referral code, link, rules, invited friends and rewards. */
  referral: '/wps/member/referral',
  /** POST (T): claim one referral reward (the reward center's button). */
  referralClaim: '/wps/member/referral/rewards/:id/claim',
  admin: {
    goods: '/admin/api/merchants/:merchantCode/points/goods',
    good: '/admin/api/merchants/:merchantCode/points/goods/:id',
    settings: '/admin/api/merchants/:merchantCode/points/settings',
    redemptions: '/admin/api/merchants/:merchantCode/points/redemptions',
    redemptionDecision: '/admin/api/merchants/:merchantCode/points/redemptions/:id/decision',
    adjust: '/admin/api/merchants/:merchantCode/points/adjustments',
    rebateSettings: '/admin/api/merchants/:merchantCode/rebate/settings',
    referralSettings: '/admin/api/merchants/:merchantCode/referral/settings',
  },
} as const;

/** A count of points on the wire: a non-negative whole number as a decimal string (points are exact). */
export const ZPoints = z.string().regex(/^\d{1,18}$/, 'a whole number of points');
/** A signed change of points. */
export const ZPointsChange = z.string().regex(/^-?\d{1,18}$/, 'a whole number of points');

export const ZPointsBalance = z.object({ points: ZPoints });
export type TPointsBalance = z.infer<typeof ZPointsBalance>;

export const POINTS_GOOD_KINDS = ['cash', 'bonus', 'physical'] as const;
export const ZPointsGoodKind = z.enum(POINTS_GOOD_KINDS);
export type TPointsGoodKind = z.infer<typeof ZPointsGoodKind>;

export const ZPointsGood = z.object({
  id: z.string(),
  kind: ZPointsGoodKind,
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  pointsRequired: ZPoints,
  /** Money paid with the points (0: points only). */
  amountRequired: ZMoney,
  /** Money a cash or bonus good credits (a bonus good's to the bonus wallet). */
  creditAmount: ZMoney,
  /** A bonus good's wagering before its bonus turns to cash, times the bonus (0: none, and for other goods). */
  wageringMultiplier: z.number().int().min(0),
  /** Items left; null when unlimited. */
  stock: z.number().int().min(0).nullable(),
});
export type TPointsGood = z.infer<typeof ZPointsGood>;
export const ZPointsGoods = z.object({ list: z.array(ZPointsGood) });

export const ZPointsRules = z.object({
  /** Points earned per 100 of valid bet, per game type. */
  rates: z.array(z.object({ gameType: ZGameType, pointsPerHundred: z.number().int() })),
  /** Points per 1 unit of cash when converting; 0 when conversion is off. */
  convertPointsPerUnit: z.number().int(),
  minConvertPoints: ZPoints,
  /** Spec section 9: points never expire. */
  neverExpire: z.literal(true),
});
export type TPointsRules = z.infer<typeof ZPointsRules>;

export const POINTS_REDEEM_STATUSES = ['in_process', 'rejected', 'approved'] as const;
export const ZPointsRedeemStatus = z.enum(POINTS_REDEEM_STATUSES);

/** A redeem record with the spec's fields (section 3). */
export const ZPointsRedeem = z.object({
  id: z.string(),
  referenceNo: z.string(),
  applyTime: z.string(),
  type: z.enum(['cash', 'bonus', 'physical', 'convert']),
  name: z.string(),
  quantity: z.number().int(),
  pointsRequired: ZPoints,
  amountRequired: ZMoney,
  creditAmount: ZMoney,
  status: ZPointsRedeemStatus,
  changedPoints: ZPointsChange,
  pointsBalance: ZPoints,
  remark: z.string().nullable(),
});
export type TPointsRedeem = z.infer<typeof ZPointsRedeem>;

export const ZPointsPageQuery = z.object({
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const POINTS_ENTRY_KINDS = [
  'bet',
  'bet_refund',
  'activity',
  'redeem',
  'redeem_refund',
  'convert',
  'adjustment',
] as const;
export const ZPointsEntry = z.object({
  id: z.string(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  points: ZPointsChange,
  balanceAfter: ZPoints,
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type TPointsEntry = z.infer<typeof ZPointsEntry>;

export const ZDelivery = z.object({
  recipient: z.string().trim().min(2).max(60),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/),
  address: z.string().trim().min(8).max(200),
});
export type TDelivery = z.infer<typeof ZDelivery>;

/** `POST /wps/points/redeem` (T, E): a physical good needs a delivery address. */
export const ZPointsRedeemRequest = z.object({
  goodsId: ZRowId,
  quantity: z.number().int().min(1).max(100),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
  delivery: ZDelivery.optional(),
});
export type TPointsRedeemRequest = z.infer<typeof ZPointsRedeemRequest>;

/** `POST /wps/points/convert` (T, E). */
export const ZPointsConvertRequest = z.object({
  points: ZPoints.refine((text) => BigInt(text) > 0n, 'more than 0 points'),
  paymentPassword: z.string().min(1).max(64),
  idempotencyKey: ZIdempotencyKey,
});
export type TPointsConvertRequest = z.infer<typeof ZPointsConvertRequest>;

export const ZPointsRedeemResult = z.object({ redeem: ZPointsRedeem, replayed: z.boolean() });
export type TPointsRedeemResult = z.infer<typeof ZPointsRedeemResult>;

// ---- manual rebate ----

export const ZRebateLine = z.object({
  gameType: z.string(),
  validBet: ZMoney,
  /** Parts per million of valid bet. */
  ratePpm: z.number().int(),
  amount: ZMoney,
});
export const ZRebatePreview = z.object({
  lines: z.array(ZRebateLine),
  validBet: ZMoney,
  amount: ZMoney,
  minAmount: ZMoney,
  /** True when amount reaches the minimum (and is above zero). */
  canClaim: z.boolean(),
  /** Where the rates came from: the merchant's table, or the member's VIP level. */
  rateSource: z.enum(['merchant', 'vip']),
  since: z.string().nullable(),
});
export type TRebatePreview = z.infer<typeof ZRebatePreview>;

export const ZRebateClaim = z.object({
  id: z.string(),
  validBet: ZMoney,
  amount: ZMoney,
  lines: z.array(ZRebateLine),
  createdAt: z.string(),
});
export type TRebateClaim = z.infer<typeof ZRebateClaim>;

// ---- invite friends ----

export const ZReferralFriend = z.object({
  account: z.string(),
  registeredAt: z.string(),
  hasDeposited: z.boolean(),
  validBet: ZMoney,
  /** invited: registered only; deposited: first deposit made; qualified: reached the bet target. */
  state: z.enum(['invited', 'deposited', 'qualified']),
});
export const ZReferralReward = z.object({
  id: z.string(),
  friend: z.string(),
  kind: z.enum(['first_deposit', 'bet_target']),
  amount: ZMoney,
  status: z.enum(['claimable', 'claimed']),
  createdAt: z.string(),
});
export type TReferralReward = z.infer<typeof ZReferralReward>;
export const ZReferralRules = z.object({
  firstDepositReward: ZMoney,
  firstDepositMin: ZMoney,
  betTarget: ZMoney,
  betTargetReward: ZMoney,
});
export type TReferralRules = z.infer<typeof ZReferralRules>;
export const ZReferralOverview = z.object({
  referralCode: z.string(),
  /** The register route with the code (`/register?referralCode=`), joined to the site's origin by the client. */
  path: z.string(),
  rules: ZReferralRules,
  friends: z.array(ZReferralFriend),
  rewards: z.array(ZReferralReward),
});
export type TReferralOverview = z.infer<typeof ZReferralOverview>;

// ---- operator ----

export const ZAdminPointsGoodInput = z.object({
  kind: ZPointsGoodKind,
  name: z.string().trim().min(1).max(80),
  description: z.string().max(2000).default(''),
  imageUrl: z.string().max(500).default(''),
  pointsRequired: ZPoints.refine((text) => BigInt(text) > 0n, 'more than 0 points'),
  amountRequired: ZMoney.default('0'),
  creditAmount: ZMoney.default('0'),
  /** A bonus good's wagering, times the bonus (0: none), and the days the member has to meet it. */
  wageringMultiplier: z.number().int().min(0).max(100).default(0),
  bonusExpiryDays: z.number().int().min(1).max(365).default(30),
  stock: z.number().int().min(0).nullable(),
  status: z.enum(['active', 'hidden']),
  sortOrder: z.number().int().min(0).max(100000).default(0),
});
export type TAdminPointsGoodInput = z.infer<typeof ZAdminPointsGoodInput>;
export const ZAdminPointsGood = ZPointsGood.extend({
  bonusExpiryDays: z.number().int(),
  status: z.enum(['active', 'hidden']),
  sortOrder: z.number().int(),
});
export type TAdminPointsGood = z.infer<typeof ZAdminPointsGood>;

export const ZAdminPointsSettings = z.object({
  rates: z.array(z.object({ gameType: ZGameType, pointsPerHundred: z.number().int().min(0).max(100000) })),
  convertPointsPerUnit: z.number().int().min(0).max(1_000_000),
  minConvertPoints: ZPoints,
});
export type TAdminPointsSettings = z.infer<typeof ZAdminPointsSettings>;

export const ZAdminRedemption = ZPointsRedeem.extend({
  memberId: z.string(),
  account: z.string(),
  delivery: ZDelivery.nullable(),
});
export type TAdminRedemption = z.infer<typeof ZAdminRedemption>;
export const ZAdminRedemptionQuery = ZPointsPageQuery.extend({ status: ZPointsRedeemStatus.optional() });
export const ZAdminRedemptionDecision = z.object({
  decision: z.enum(['approve', 'reject']),
  remark: z.string().trim().max(200).optional(),
});
export const ZAdminPointsAdjustment = z.object({
  memberId: ZRowId,
  points: ZPointsChange.refine((text) => BigInt(text) !== 0n, 'not zero'),
  kind: z.enum(['activity', 'adjustment']),
  remark: z.string().trim().min(1).max(200),
  idempotencyKey: ZIdempotencyKey,
});
export type TAdminPointsAdjustment = z.infer<typeof ZAdminPointsAdjustment>;

export const ZAdminRebateSettings = z.object({
  rates: z.array(z.object({ gameType: ZGameType, ratePpm: z.number().int().min(0).max(100_000) })),
  minAmount: ZMoney,
});
export type TAdminRebateSettings = z.infer<typeof ZAdminRebateSettings>;

export const ZAdminReferralSettings = ZReferralRules;
export type TAdminReferralSettings = z.infer<typeof ZAdminReferralSettings>;
