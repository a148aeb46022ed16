import { ZMoney } from './wallet.ts';
import * as z from './z.ts';

/** A game type as the catalogue names it (RNG, LIVE, SPORTS...). */
const ZGameType = z.string().regex(/^[A-Z]{2,12}$/);

/** The icons a VIP level may show (the site draws each; an operator picks one). */
export const VIP_ICONS = ['bronze', 'silver', 'gold', 'platinum', 'diamond', 'crown'] as const;
export const ZVipIcon = z.enum(VIP_ICONS);

/**
 * Rebate rate per game type in basis points of the valid bet (50 = 0.5 %), the rate the manual
 * rebate pays a member of the level. A type not listed pays nothing.
 */
export const ZVipRebateRates = z.record(ZGameType, z.number().int().min(0).max(1000));
export type TVipRebateRates = z.infer<typeof ZVipRebateRates>;

/**
 * One VIP level of a merchant's table. A member reaches it once both cumulative thresholds are met
 * (valid bet and deposits since joining); keeping it past each calendar month needs the month's
 * valid bet to reach `retentionValidBet` (0: kept for good). Level 0 is where everyone starts.
 */
export const ZVipLevel = z.object({
  level: z.number().int().min(0).max(30),
  name: z.string().trim().min(1).max(40),
  icon: ZVipIcon,
  minValidBet: ZMoney,
  minDeposit: ZMoney,
  retentionValidBet: ZMoney,
  /** Paid once on first reaching the level. */
  upgradeBonus: ZMoney,
  /** Paid once a calendar month while at the level. */
  monthlyBonus: ZMoney,
  /** Paid once a year on the member's birthday (21 or older, confirmed). */
  birthdayBonus: ZMoney,
  /** The most the member may withdraw in a day; null: the merchant's usual limits only. */
  withdrawalDailyLimit: ZMoney.nullable(),
  rebateRates: ZVipRebateRates,
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** A member's level change, newest first. */
export const ZVipLevelChange = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['upgrade', 'retention', 'operator']),
  at: z.string(),
});

/** `GET /wps/member/vip` (T): where the member stands, the way up, and the whole table. */
export const ZVipOverview = z.object({
  /** The merchant runs a VIP programme (the VIP flag on and a table of levels). */
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
  icon: ZVipIcon.nullable(),
  /** Cumulative since joining. */
  validBet: ZMoney,
  deposit: ZMoney,
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      validBetToGo: ZMoney,
      depositToGo: ZMoney,
      /** Whole percent towards the next level: the lesser of the two thresholds' progress. */
      progressPercent: z.number().int().min(0).max(100),
    })
    .nullable(),
  /** This month's valid bet against what keeps the level (null when the level needs none). */
  retention: z.object({ period: z.string(), validBet: ZMoney, required: ZMoney }).nullable(),
  /** The birthday the member confirmed (YYYY-MM-DD), null before. */
  birthday: z.string().nullable(),
  levels: z.array(ZVipLevel),
  history: z.array(ZVipLevelChange),
});
export type TVipOverview = z.infer<typeof ZVipOverview>;

/** `PUT /wps/member/vip/birthday` (T): the member's birthday, once, with the confirmation of being 21. */
export const ZVipBirthdayInput = z.object({
  birthday: z.iso.date(),
  /** The spec's birthday check: the member confirms being 21 or older. */
  confirmAge21: z.literal(true),
});

/** `GET|PUT /admin/api/merchants/:merchantCode/vip/levels`: the merchant's whole table, level 0 first. */
export const ZAdminVipTable = z.object({
  levels: z
    .array(ZVipLevel)
    .min(1)
    .max(31)
    .refine(
      (levels) => levels.every((level, index) => level.level === index),
      'levels numbered 0, 1, 2... in order',
    ),
});
export type TAdminVipTable = z.infer<typeof ZAdminVipTable>;

/**
 * `PUT …/vip/levels`: the table with the `revision` it was read at; a table someone changed
 * meanwhile is refused (CONFLICT), never overwritten.
 */
export const ZAdminVipTableUpdate = ZAdminVipTable.extend({ revision: z.string().regex(/^[0-9a-f]{64}$/) });
export type TAdminVipTableUpdate = z.infer<typeof ZAdminVipTableUpdate>;

/** The operator's table with how many members hold each level. */
export const ZAdminVipReport = z.object({
  // A merchant that has not set up VIP yet has no levels (the table it sends must have one or more).
  levels: z.array(ZVipLevel),
  members: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  /** What the table is now (a digest of its levels): named back by a replacement. */
  revision: z.string(),
});
export type TAdminVipReport = z.infer<typeof ZAdminVipReport>;

/** The public state's VIP fields (spec section 5 names). */
export const ZPublicVip = z.object({
  hasVip: z.boolean(),
  vipLabelName: z.string().nullable(),
  vipRankLevel: z.number().int().nullable(),
});
export type TPublicVip = z.infer<typeof ZPublicVip>;
