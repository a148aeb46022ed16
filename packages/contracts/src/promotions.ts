import { ZInstant, ZRowId } from './primitives.ts';
import { parseMinor, ZMoney, ZPage, ZPageNo, ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

/** Where a promotion is listed on /promotions (the category filter). */
export const PROMOTION_CATEGORIES = ['welcome', 'deposit', 'casino', 'daily'] as const;
export const ZPromotionCategory = z.enum(PROMOTION_CATEGORIES);
export type TPromotionCategory = z.infer<typeof ZPromotionCategory>;

/**
 * What a promotion pays: a match of a deposit, a fixed bonus every eligible member may claim once,
 * a daily check-in (once per local day of the merchant, each consecutive day's reward from a ladder),
 * a cashback on net loss, or an apply activity (a fixed reward paid once an operator approves the
 * member's application).
 */
export const ZPromotionKind = z.enum(['deposit_match', 'fixed_bonus', 'daily_checkin', 'cashback', 'apply']);

/** Cashback's rules: percent of the net loss (bets less wins) of each finished day or week, from a minimum loss, capped. */
export const ZCashbackRules = z.object({
  percent: z.number().int().min(1).max(100),
  period: z.enum(['daily', 'weekly']),
  minLoss: ZMoney,
  cap: ZPositiveMoney,
});
export type TCashbackRules = z.infer<typeof ZCashbackRules>;

/**
 * A member's status in an activity, the spec's list (section 4): join (may join), joined (signed,
 * waiting for a qualifying deposit), claim (a bonus waits to be claimed), process (the bonus is
 * wagering), claimed (paid out as cash), close (ended, paused, spent, forfeited or expired), coming
 * soon (not started). Apply activities: join (may apply), applying (waiting for the operator),
 * rejected (with the operator's remark), then claim once approved. issued is not used yet.
 */
export const PROMOTION_MEMBER_STATUSES = [
  'join',
  'joined',
  'claim',
  'process',
  'claimed',
  'close',
  'coming_soon',
  'applying',
  'rejected',
  'issued',
] as const;
export const ZPromotionMemberStatus = z.enum(PROMOTION_MEMBER_STATUSES);
export type TPromotionMemberStatus = z.infer<typeof ZPromotionMemberStatus>;

/** Percent of a bet that counts towards wagering, per game type (a type not listed counts 0). */
export const ZGameWeights = z.record(z.string().regex(/^[A-Z]{2,12}$/), z.number().int().min(0).max(100));

const ZPromotionRules = z.object({
  kind: ZPromotionKind,
  depositTrigger: z.enum(['first_deposit', 'reload']).nullable(),
  matchPercent: z.number().int().min(1).max(1000).nullable(),
  maxBonus: ZMoney.nullable(),
  minDeposit: ZMoney,
  bonusAmount: ZMoney.nullable(),
  /** Daily check-in: the reward of each consecutive day (day 1 first); after the last day it starts again. */
  checkinRewards: z.array(ZMoney).min(1).max(31).nullable(),
  /** Cashback on net loss: its percent, period, minimum loss and cap. */
  cashback: ZCashbackRules.nullable(),
  wageringMultiplier: z.number().int().min(0).max(100),
  wageringBase: z.enum(['bonus', 'bonus_deposit']),
  gameWeights: ZGameWeights,
  maxBet: ZMoney.nullable(),
  expiryDays: z.number().int().min(1).max(365),
});

/** One day of a check-in ladder as the calendar strip shows it: claimed, today's to claim, or to come. */
export const ZCheckinDay = z.object({
  step: z.number().int().min(1),
  amount: ZMoney,
  state: z.enum(['claimed', 'today', 'upcoming']),
});
export type TCheckinDay = z.infer<typeof ZCheckinDay>;

/** The caller's place on a daily check-in's ladder today (the merchant's local date). */
export const ZCheckinStatus = z.object({
  /** The merchant's local date, yyyy-MM-dd. */
  today: z.string(),
  isCheckedInToday: z.boolean(),
  /** The step today's check-in pays, or paid when checked in already. */
  todayStep: z.number().int().min(1),
  days: z.array(ZCheckinDay),
});
export type TCheckinStatus = z.infer<typeof ZCheckinStatus>;

// ---- apply activities ----

/** The spec's rules of an activity's comment and remarks, and its images (section 5). */
export const APPLY_TEXT_MAX = 140;
export const APPLY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLY_MAX_IMAGES = 3;
export const APPLY_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

/** Length as people count it (code points, as PostgreSQL's char_length). */
export const textLength = (text: string) => [...text].length;

/**
 * `POST /wps/promotions/:id/apply` (T): the member's comment and images (base64 with their declared
 * type). The schema takes a little more than the rules allow, so a comment or an image over the
 * limit is refused with its own code by {@link applicationIssue} (the form runs it too).
 */
export const ZApplyInput = z.object({
  comment: z.string().max(1000),
  images: z
    .array(
      z.object({
        fileName: z.string().max(200),
        contentType: z.string().max(100),
        /** The file's bytes, base64 (at most 5 MB decoded). */
        data: z.string().max(Math.ceil((APPLY_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024),
      }),
    )
    .max(APPLY_MAX_IMAGES + 2),
});
export type TApplyInput = z.infer<typeof ZApplyInput>;

/** What the rules of an application refuse, by error code (the image's index for image codes). */
export type TApplicationIssue =
  | { code: 'APPLICATION_TEXT_TOO_LONG' }
  | { code: 'APPLICATION_TOO_MANY_IMAGES' }
  | { code: 'APPLICATION_IMAGE_INVALID'; index: number }
  | { code: 'APPLICATION_IMAGE_TOO_LARGE'; index: number };

/**
 * The first rule an application breaks (one place for the player's form and the server): a comment
 * of at most 140 characters; at most 3 images, each declared png or jpeg, each at most 5 MB. The
 * server also checks the bytes are what they say (KYC's re-encoding); undefined when it passes.
 */
export function applicationIssue(input: {
  comment: string;
  images: readonly { contentType: string; size: number }[];
}): TApplicationIssue | undefined {
  if (textLength(input.comment) > APPLY_TEXT_MAX) return { code: 'APPLICATION_TEXT_TOO_LONG' };
  if (input.images.length > APPLY_MAX_IMAGES) return { code: 'APPLICATION_TOO_MANY_IMAGES' };
  for (const [index, image] of input.images.entries()) {
    const type = image.contentType.toLowerCase();
    if (!(APPLY_IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type))
      return { code: 'APPLICATION_IMAGE_INVALID', index };
    if (image.size > APPLY_IMAGE_MAX_BYTES) return { code: 'APPLICATION_IMAGE_TOO_LARGE', index };
  }
  return undefined;
}

export const APPLICATION_STATUSES = ['applying', 'approved', 'rejected'] as const;
export const ZApplicationStatus = z.enum(APPLICATION_STATUSES);
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** The member's own application to an apply activity, as the player site shows it. */
export const ZPromotionApplication = z.object({
  id: z.string(),
  status: ZApplicationStatus,
  comment: z.string(),
  /** The operator's remark (a rejection's reason), null when none. */
  remark: z.string().nullable(),
  imageCount: z.number().int().min(0),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TPromotionApplication = z.infer<typeof ZPromotionApplication>;

/** A promotion as the player site shows it; `memberStatus` is the caller's (null for a visitor). */
export const ZPromotion = ZPromotionRules.extend({
  id: z.string(),
  code: z.string(),
  category: ZPromotionCategory,
  title: z.string(),
  summary: z.string(),
  /** HTML as the operator wrote it: the site sanitises it before showing it. */
  terms: z.string(),
  announcementImages: z.array(z.object({ sequence: z.number().int(), url: z.string() })),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** True when a total budget is set and what is left cannot pay one more bonus of its smallest size. */
  isBudgetSpent: z.boolean(),
  memberStatus: ZPromotionMemberStatus.nullable(),
  /** What claiming would pay now (claim status only). */
  claimableAmount: ZMoney.nullable(),
  /** Daily check-in only, for a member: where they stand on the ladder today. */
  checkin: ZCheckinStatus.nullable(),
  /** Apply activities only, for a member who applied: their application. */
  application: ZPromotionApplication.nullable(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

/** /promotions: the list, and how many the caller can act on now (the public state's availablePromoCount). */
export const ZPromotionList = z.object({
  availablePromoCount: z.number().int().min(0),
  list: z.array(ZPromotion),
});
export type TPromotionList = z.infer<typeof ZPromotionList>;

export const ZPromotionListQuery = z.object({ category: ZPromotionCategory.optional() });
export const ZPromotionParams = z.object({ id: ZRowId });

/** A bonus in the member's bonus wallet with its wagering progress. */
export const ZMemberBonus = z.object({
  id: z.string(),
  /** Null for a bonus the points mall issued (a bonus good); its title is the good's name. */
  promotionId: z.string().nullable(),
  promotionTitle: z.string(),
  amount: ZMoney,
  depositAmount: ZMoney,
  wageringRequired: ZMoney,
  wageringDone: ZMoney,
  /** Whole percent of the requirement met (0 to 100). */
  progressPercent: z.number().int().min(0).max(100),
  maxBet: ZMoney.nullable(),
  gameWeights: ZGameWeights,
  status: z.enum(['active', 'converted', 'forfeited', 'expired']),
  claimedAt: z.string(),
  expiresAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TMemberBonus = z.infer<typeof ZMemberBonus>;

/** The bonus wallet: the bonus money still wagering, and every bonus, newest first. */
export const ZBonusWallet = z.object({
  activeBonusBalance: ZMoney,
  bonuses: z.array(ZMemberBonus),
});
export type TBonusWallet = z.infer<typeof ZBonusWallet>;

/** Where a reward of the reward center comes from. */
export const REWARD_SOURCES = ['promotion', 'vip', 'mission', 'leaderboard'] as const;

/** One claimable reward of the reward center. */
export const ZReward = z.object({
  /** `<source>:<key>` (`promotion:<id>`, `vip:<id>`, `mission:<id>:<period>`...): what the claim button claims. */
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  /** The promotion (promotion rewards only): its claim goes through the promotion's own call. */
  promotionId: z.string().nullable(),
  /** What kind of reward of its source (`upgrade`, `monthly`, `birthday`, `daily`, `weekly`...), null for promotions. */
  rewardKind: z.string().nullable(),
  title: z.string(),
  amount: ZMoney,
  /** The wagering the bonus will need once claimed (amount x multiplier, in money). */
  wageringRequired: ZMoney,
  expiresAt: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type TReward = z.infer<typeof ZReward>;
export const ZRewardList = z.object({ count: z.number().int().min(0), list: z.array(ZReward) });
export type TRewardList = z.infer<typeof ZRewardList>;

/** `POST /wps/member/rewards/claim`: claims one reward of the reward center by its id (not promotions: they claim into the bonus wallet). */
export const ZRewardClaimRequest = z.object({ id: z.string().min(3).max(120) });
/** A reward paid as cash to the main wallet; a repeat answers the first payment with `replayed`. */
export const ZRewardClaimResult = z.object({
  id: z.string(),
  source: z.enum(REWARD_SOURCES),
  amount: ZMoney,
  replayed: z.boolean(),
});
export type TRewardClaimResult = z.infer<typeof ZRewardClaimResult>;

export const ZClaimResult = z.object({ bonus: ZMemberBonus, replayed: z.boolean() });
export type TClaimResult = z.infer<typeof ZClaimResult>;

/** `POST /wps/promotions/:id/checkin`: today's check-in, the bonus it paid and the ladder after it. */
export const ZCheckinResult = z.object({
  step: z.number().int().min(1),
  amount: ZMoney,
  bonus: ZMemberBonus,
  checkin: ZCheckinStatus,
});
export type TCheckinResult = z.infer<typeof ZCheckinResult>;

// ---- operator ----

/** An operator's promotion: create with every field; update with any of them. */
export const ZAdminPromotionInput = ZPromotionRules.extend({
  code: z.string().regex(/^[A-Z0-9_-]{2,40}$/),
  category: ZPromotionCategory,
  status: z.enum(['draft', 'active', 'paused']),
  title: z.string().trim().min(1).max(120),
  summary: z.string().max(300),
  terms: z.string().max(20000),
  images: z.array(z.object({ sequence: z.number().int().min(0).max(99), url: z.string().max(500) })).max(5),
  sortOrder: z.number().int().min(0).max(100000),
  startTime: ZInstant,
  endTime: ZInstant.nullable(),
  totalBudget: ZMoney.nullable(),
  /** Daily check-in only; other kinds may leave it out. */
  checkinRewards: z.array(ZPositiveMoney).min(1).max(31).nullable().default(null),
  /** Cashback only; other kinds may leave it out. */
  cashback: ZCashbackRules.nullable().default(null),
});
export type TAdminPromotionInput = z.infer<typeof ZAdminPromotionInput>;
/**
 * A change names the `version` it was read at: a promotion someone changed meanwhile is refused
 * (CONFLICT), never overwritten.
 */
export const ZAdminPromotionPatch = ZAdminPromotionInput.omit({ code: true })
  .partial()
  .extend({
    checkinRewards: z.array(ZPositiveMoney).min(1).max(31).nullable().optional(),
    cashback: ZCashbackRules.nullable().optional(),
    version: z.number().int().min(1).max(2_000_000_000),
  });
export type TAdminPromotionPatch = z.infer<typeof ZAdminPromotionPatch>;

/** A field of a promotion an operator's input got wrong, by its name in the input. */
export interface TPromotionRuleIssue {
  field: keyof TAdminPromotionInput;
  message: string;
}

const isZeroOrLess = (text: string | null | undefined) => {
  if (text === null || text === undefined) return false;
  try {
    return parseMinor(text) <= 0n;
  } catch {
    return false;
  }
};

/**
 * The rules a promotion's kind needs beyond each field's own check (one place for the console's
 * form and the server): a deposit match names its trigger, percent and cap; a fixed bonus its
 * amount; a check-in its ladder; a cashback its rules; the window ends after it starts; amounts
 * that cap or pay are above zero. Empty when the input is whole.
 */
export function promotionRuleIssues(
  input: Pick<
    TAdminPromotionInput,
    | 'kind'
    | 'depositTrigger'
    | 'matchPercent'
    | 'maxBonus'
    | 'bonusAmount'
    | 'checkinRewards'
    | 'cashback'
    | 'startTime'
    | 'endTime'
    | 'maxBet'
    | 'totalBudget'
  >,
): TPromotionRuleIssue[] {
  const issues: TPromotionRuleIssue[] = [];
  const need = (field: TPromotionRuleIssue['field'], present: unknown, message: string) => {
    if (present === null || present === undefined || present === '') issues.push({ field, message });
  };
  if (input.kind === 'deposit_match') {
    need('depositTrigger', input.depositTrigger, 'A deposit match needs its trigger');
    need('matchPercent', input.matchPercent, 'A deposit match needs its percent');
    need('maxBonus', input.maxBonus, 'A deposit match needs its largest bonus');
  }
  if (input.kind === 'fixed_bonus') need('bonusAmount', input.bonusAmount, 'A fixed bonus needs its amount');
  if (input.kind === 'apply') need('bonusAmount', input.bonusAmount, 'An apply activity needs its reward');
  if (input.kind === 'daily_checkin')
    need('checkinRewards', input.checkinRewards, 'A daily check-in needs the reward of each day');
  if (input.kind === 'cashback') need('cashback', input.cashback, 'A cashback needs its rules');
  if (input.endTime && Date.parse(input.endTime) <= Date.parse(input.startTime))
    issues.push({ field: 'endTime', message: 'The end must follow the start' });
  for (const field of ['maxBonus', 'bonusAmount', 'maxBet', 'totalBudget'] as const) {
    const applies =
      (field !== 'maxBonus' || input.kind === 'deposit_match') &&
      (field !== 'bonusAmount' || input.kind === 'fixed_bonus' || input.kind === 'apply');
    if (applies && isZeroOrLess(input[field])) issues.push({ field, message: 'An amount above zero' });
  }
  return issues;
}

/**
 * Where a promotion stands now, as the console lists and filters it: a draft; paused; active but
 * not started (scheduled), running (live) or past its end (ended).
 */
export const PROMOTION_STATES = ['draft', 'paused', 'scheduled', 'live', 'ended'] as const;
export const ZPromotionState = z.enum(PROMOTION_STATES);
export type TPromotionState = z.infer<typeof ZPromotionState>;

/** `GET …/promotions`: by kind and state, sorted and paged on the server. */
export const ZAdminPromotionsQuery = z.object({
  kind: ZPromotionKind.optional(),
  state: ZPromotionState.optional(),
  sort: z.enum(['sortOrder', 'title', 'startTime', 'updatedAt']).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminPromotionsQuery = z.infer<typeof ZAdminPromotionsQuery>;

/** An operator's view of a promotion with its report. */
export const ZAdminPromotion = ZAdminPromotionInput.extend({
  id: z.string(),
  state: ZPromotionState,
  /** Named back by a change (stale edits are refused). */
  version: z.number().int(),
  updatedAt: z.string(),
  spent: ZMoney,
  report: z.object({
    joined: z.number().int(),
    claimed: z.number().int(),
    active: z.number().int(),
    converted: z.number().int(),
    forfeited: z.number().int(),
    expired: z.number().int(),
    convertedAmount: ZMoney,
  }),
});
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;
export const ZAdminPromotionPage = ZPage(ZAdminPromotion);
export type TAdminPromotionPage = z.infer<typeof ZAdminPromotionPage>;

// ---- operator: applications to apply activities ----

/** `GET …/promotion-applications`: the review queue, by status and promotion, newest first, paged. */
export const ZAdminApplicationsQuery = z.object({
  status: ZApplicationStatus.optional(),
  promotionId: ZRowId.optional(),
  pageNo: ZPageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TAdminApplicationsQuery = z.infer<typeof ZAdminApplicationsQuery>;

/** An application as the operator reviews it: the member, their comment and images, the decision. */
export const ZAdminApplication = z.object({
  id: z.string(),
  promotionId: z.string(),
  promotionTitle: z.string(),
  memberId: z.string(),
  username: z.string(),
  comment: z.string(),
  /** The stored images, fetched one by one with the operator's session. */
  images: z.array(z.object({ id: z.string() })),
  status: ZApplicationStatus,
  remark: z.string().nullable(),
  /** The reward: reserved from the budget when approved, the promotion's reward before. */
  amount: ZMoney,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplication>;
export const ZAdminApplicationPage = ZPage(ZAdminApplication);
export type TAdminApplicationPage = z.infer<typeof ZAdminApplicationPage>;

/**
 * `POST …/promotion-applications/:id/decision`: approve (remark optional) or reject (remark
 * required); a remark is at most 140 characters (APPLICATION_TEXT_TOO_LONG). A decided application
 * is refused (REQUEST_ALREADY_DECIDED), so of two operators deciding at once one wins.
 */
export const ZApplicationDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), remark: z.string().trim().max(1000).default('') }),
  z.object({ decision: z.literal('reject'), remark: z.string().trim().min(1).max(1000) }),
]);
export type TApplicationDecision = z.infer<typeof ZApplicationDecision>;
