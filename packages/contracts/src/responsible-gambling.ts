import { ZRowId } from './primitives.ts';
import { ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

/**
 * Limits a member sets on themselves (issue 20). Money limits are amounts in the merchant's currency;
 * `session_daily` is minutes of play a day. Days, weeks and months are UTC calendar periods.
 */
export const RG_LIMIT_KINDS = [
  'deposit_daily',
  'deposit_weekly',
  'deposit_monthly',
  'loss_daily',
  'wager_daily',
  'session_daily',
] as const;
export const ZRgLimitKind = z.enum(RG_LIMIT_KINDS);
export type TRgLimitKind = z.infer<typeof ZRgLimitKind>;

/** Hours a raised or removed limit waits before it applies (lowering applies at once). */
export const RG_COOLING_OFF_HOURS = 24;

/** One limit as the member reads it: what applies now, and a raise or removal waiting out its cooling-off. */
export const ZRgLimit = z.object({
  kind: ZRgLimitKind,
  /** Money as a decimal, minutes for session_daily; null when no limit applies. */
  value: z.string().nullable(),
  /** Used so far in the current period (money, or minutes played today). */
  used: z.string(),
  pending: z
    .object({
      /** The value that will apply (null: the limit is removed). */
      value: z.string().nullable(),
      appliesAt: z.string(),
    })
    .nullable(),
});
export type TRgLimit = z.infer<typeof ZRgLimit>;

/** `PUT /wps/member/rg/limits` (T): set, lower, raise or remove (value null) one limit. */
export const ZRgLimitInput = z.object({
  kind: ZRgLimitKind,
  value: z.union([ZPositiveMoney, z.null()]),
});
export type TRgLimitInput = z.infer<typeof ZRgLimitInput>;

/** Reality-check intervals a member may pick (minutes), or off. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60, 90, 120] as const;

/** Time-out lengths (spec of issue 20: 24 hours to 6 weeks), in days. */
export const TIME_OUT_DAYS = [1, 3, 7, 14, 30, 42] as const;
/** Self-exclusion lengths: 6 months, 1 year, 5 years or permanent. */
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;

export const ZRgExclusion = z.object({
  kind: z.enum(['time_out', 'self_exclusion']),
  startsAt: z.string(),
  /** null: permanent. */
  endsAt: z.string().nullable(),
});
export type TRgExclusion = z.infer<typeof ZRgExclusion>;

/** `GET /wps/member/rg` (T): the member's limits, reality check and any exclusion. */
export const ZRgOverview = z.object({
  limits: z.array(ZRgLimit),
  realityCheckMinutes: z.number().int().nullable(),
  exclusion: ZRgExclusion.nullable(),
  coolingOffHours: z.number().int(),
});
export type TRgOverview = z.infer<typeof ZRgOverview>;

/** `PUT /wps/member/rg/reality-check` (T). */
export const ZRealityCheckInput = z.object({
  minutes: z.union([
    z.literal(15),
    z.literal(30),
    z.literal(45),
    z.literal(60),
    z.literal(90),
    z.literal(120),
    z.null(),
  ]),
});
export type TRealityCheckInput = z.infer<typeof ZRealityCheckInput>;

/**
 * `POST /wps/member/rg/exclusion` (T): a time-out or a self-exclusion; the member is signed out at
 * once. A self-exclusion covers every brand of the platform for the same person and is never lifted early.
 */
export const ZRgExclusionInput = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('time_out'),
    days: z.union([z.literal(1), z.literal(3), z.literal(7), z.literal(14), z.literal(30), z.literal(42)]),
  }),
  z.object({ kind: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);
export type TRgExclusionInput = z.infer<typeof ZRgExclusionInput>;

/**
 * `GET /wps/member/rg/session` (T): the current play session for the reality check: when it
 * started (the session's sign-in) and the net result of vendor bets since (wins minus bets).
 */
export const ZRgSession = z.object({
  startedAt: z.string(),
  minutesPlayed: z.number().int(),
  /** Wins minus bets since the session started (negative: a loss). */
  netResult: z.string(),
  realityCheckMinutes: z.number().int().nullable(),
});
export type TRgSession = z.infer<typeof ZRgSession>;

// ---- KYC -------------------------------------------------------------------------------------

export const KYC_DOCUMENT_KINDS = ['id_front', 'id_back', 'proof_of_address', 'selfie'] as const;
export const ZKycDocumentKind = z.enum(KYC_DOCUMENT_KINDS);
export type TKycDocumentKind = z.infer<typeof ZKycDocumentKind>;
/** The spec's image rules: png or jpg, at most 5 MB each, at most 3 in one submission. */
export const KYC_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_MAX_DOCUMENTS = 3;
export const KYC_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

/** `POST /wps/member/kyc` (T): the documents as base64 with their declared type and the name on them. */
export const ZKycSubmissionInput = z.object({
  fullName: z.string().trim().min(2).max(100),
  idNumber: z.string().trim().min(4).max(40),
  documents: z
    .array(
      z.object({
        kind: ZKycDocumentKind,
        fileName: z.string().max(200),
        contentType: z.string().max(100),
        /** The file's bytes, base64 (at most 5 MB decoded). */
        data: z.string().max(Math.ceil((KYC_MAX_BYTES * 4) / 3) + 4),
      }),
    )
    .min(1)
    .max(KYC_MAX_DOCUMENTS),
});
export type TKycSubmissionInput = z.infer<typeof ZKycSubmissionInput>;

export const KYC_STATUSES = ['unverified', 'pending', 'approved', 'rejected', 'more_requested'] as const;
export const ZKycStatus = z.enum(KYC_STATUSES);
export type TKycStatus = z.infer<typeof ZKycStatus>;

export const ZKycSubmission = z.object({
  id: z.string(),
  status: ZKycStatus,
  fullName: z.string(),
  idNumber: z.string(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  documents: z.array(z.object({ id: z.string(), kind: ZKycDocumentKind })),
  /** Operator reads only. */
  memberId: z.string().optional(),
  username: z.string().optional(),
});
export type TKycSubmission = z.infer<typeof ZKycSubmission>;

/** `GET /wps/member/kyc` (T): the member's verification state and the merchant's rules that need it. */
export const ZKycOverview = z.object({
  status: ZKycStatus,
  verifiedName: z.string().nullable(),
  latest: ZKycSubmission.nullable(),
  rules: z.object({
    withdrawalThreshold: z.string().nullable(),
    depositThreshold: z.string().nullable(),
  }),
  /** Why verification is needed now, if it is: cumulative deposits above the threshold. */
  requiredNow: z.boolean(),
});
export type TKycOverview = z.infer<typeof ZKycOverview>;

/** `POST /admin/api/merchants/:merchantCode/kyc/:id/decision`: approve, reject with a reason, or ask for more. */
export const ZKycDecision = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: z.string().trim().min(2).max(300) }),
  z.object({ decision: z.literal('more_requested'), reason: z.string().trim().min(2).max(300) }),
]);
export type TKycDecision = z.infer<typeof ZKycDecision>;

export const ZKycListQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'more_requested']).optional(),
});
export const ZKycDocumentParams = z.object({ merchantCode: z.string(), id: ZRowId });

/** `PUT /admin/api/merchants/:merchantCode/kyc/rules`: thresholds above which KYC is needed (null: none). */
export const ZKycRules = z.object({
  withdrawalThreshold: z.union([ZPositiveMoney, z.null()]),
  depositThreshold: z.union([ZPositiveMoney, z.null()]),
});
export type TKycRules = z.infer<typeof ZKycRules>;

/** AML reasons a withdrawal is flagged for manual review with. */
export const AML_FLAG_REASONS = ['turnover', 'rapid_in_out', 'shared_ip'] as const;
export const ZAmlFlag = z.object({ reason: z.enum(AML_FLAG_REASONS), detail: z.string() });
export type TAmlFlag = z.infer<typeof ZAmlFlag>;
