import * as z from './z.ts';

/**
 * What an operator may do in the back office: every admin route names one of these, and the
 * server refuses a caller without it (403 FORBIDDEN, `value.permission` naming it).
 * `platform.*` are for platform-wide principals (super admins and platform tokens) only.
 */
export const OPERATOR_PERMISSIONS = [
  'platform.merchants',
  'platform.catalogue',
  'settings.read',
  'settings.write',
  'players.read',
  'players.lock',
  'players.password',
  'players.notes',
  'players.balance',
  'finance.read',
  'finance.deposits',
  'finance.withdrawals',
  'finance.channels',
  'games.read',
  'games.write',
  'content.read',
  'content.write',
  'promotions.read',
  'promotions.write',
  'agents.write',
  'reports.read',
  'operators.read',
  'operators.write',
  'tokens.manage',
  'audit.read',
  'approvals.decide',
  'kyc.review',
] as const;
export type TOperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];
export const ZOperatorPermission = z.enum(OPERATOR_PERMISSIONS);

/** The permissions a merchant's own operators can hold (everything but the platform's). */
export const MERCHANT_OPERATOR_PERMISSIONS = OPERATOR_PERMISSIONS.filter(
  (p) => !p.startsWith('platform.'),
) as TOperatorPermission[];

/** The built-in roles and what each may do; a merchant adds custom roles from {@link OPERATOR_PERMISSIONS}. */
export const BUILT_IN_ROLES = {
  super_admin: [...OPERATOR_PERMISSIONS],
  owner: MERCHANT_OPERATOR_PERMISSIONS,
  finance: [
    'players.read',
    'finance.read',
    'finance.deposits',
    'finance.withdrawals',
    'finance.channels',
    'reports.read',
  ],
  risk: [
    'players.read',
    'players.lock',
    'players.password',
    'players.notes',
    'finance.read',
    'reports.read',
    'audit.read',
    'settings.read',
    'kyc.review',
  ],
  customer_service: ['players.read', 'players.password', 'players.notes', 'finance.read', 'content.read'],
  marketing: [
    'players.read',
    'content.read',
    'content.write',
    'promotions.read',
    'promotions.write',
    'games.read',
    'reports.read',
  ],
  content: ['content.read', 'content.write', 'games.read', 'games.write'],
  read_only: [
    'settings.read',
    'players.read',
    'finance.read',
    'games.read',
    'content.read',
    'promotions.read',
    'reports.read',
    'operators.read',
  ],
} as const satisfies Record<string, readonly TOperatorPermission[]>;
export type TBuiltInRole = keyof typeof BUILT_IN_ROLES;
export const BUILT_IN_ROLE_CODES = Object.keys(BUILT_IN_ROLES) as TBuiltInRole[];

/** A role's code: a built-in one or a merchant's custom role (lower case, digits, underscores). */
export const ZRoleCode = z.string().regex(/^[a-z][a-z0-9_]{1,31}$/);

/** A TOTP recovery code as handed out: two groups of five letters and digits (case ignored). */
export const ZRecoveryCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

/** How many recovery codes an operator gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/** Ten fresh recovery codes, shown once (only their hashes are kept). */
export const ZRecoveryCodes = z.object({ codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** `GET /admin/api/auth/recovery-codes`: how many of the operator's codes are still unused. */
export const ZRecoveryCodesLeft = z.object({ remaining: z.number().int() });

/** `POST /admin/api/auth/recovery-codes`: new codes (the old ones stop working), proven by a current authenticator code. */
export const ZRecoveryCodesRenew = z.object({ totpCode: z.string().regex(/^\d{6}$/) });

export const ZOperatorLogin = z.object({
  username: z.string().min(3).max(64),
  password: z.string().min(1).max(128),
  /** The authenticator's current code: required once the operator's TOTP is on. */
  totpCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  /** One of the operator's unused recovery codes, in place of `totpCode` (each works once). */
  recoveryCode: ZRecoveryCode.optional(),
});
export type TOperatorLogin = z.infer<typeof ZOperatorLogin>;

export const ZOperatorMe = z.object({
  username: z.string(),
  /** The merchant the operator works for; null for a platform-wide super admin. */
  merchantCode: z.string().nullable(),
  role: z.string(),
  permissions: z.array(ZOperatorPermission),
  totpEnabled: z.boolean(),
});
export type TOperatorMe = z.infer<typeof ZOperatorMe>;

export const ZOperatorSession = z.object({
  /** Sent back as `Authorization: Bearer <token>` (or `x-admin-key`). */
  token: z.string(),
  /** Idle minutes before the session ends; every call renews it. */
  idleMinutes: z.number().int(),
  me: ZOperatorMe,
});
export type TOperatorSession = z.infer<typeof ZOperatorSession>;

export const ZTotpEnrolment = z.object({ secret: z.string(), otpauthUri: z.string() });
export const ZTotpConfirm = z.object({ code: z.string().regex(/^\d{6}$/) });

/** A strong enough operator password: 10 to 128 characters with a letter and a digit. */
export const ZOperatorPassword = z
  .string()
  .min(10)
  .max(128)
  .regex(/[A-Za-z]/)
  .regex(/\d/);

export const ZCreateOperator = z.object({
  username: z.string().regex(/^[a-z0-9][a-z0-9._-]{2,63}$/),
  password: ZOperatorPassword,
  role: ZRoleCode,
});
export type TCreateOperator = z.infer<typeof ZCreateOperator>;

export const ZOperatorSummary = z.object({
  id: z.string(),
  username: z.string(),
  role: z.string(),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  /** The row's version: a change names it, and a stale one is refused (CONFLICT). */
  version: z.number().int(),
  createdAt: z.string(),
});
export type TOperatorSummary = z.infer<typeof ZOperatorSummary>;
export const ZOperatorParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  id: z.string().regex(/^\d{1,19}$/),
});
export const ZOperatorChange = z.object({
  version: z.number().int().min(1),
  role: ZRoleCode.optional(),
  disabled: z.boolean().optional(),
});

export const ZRole = z.object({
  code: ZRoleCode,
  name: z.string().min(1).max(64),
  permissions: z.array(ZOperatorPermission),
  builtIn: z.boolean(),
});
export type TRole = z.infer<typeof ZRole>;
export const ZCreateRole = z.object({
  code: ZRoleCode,
  name: z.string().min(1).max(64),
  permissions: z.array(ZOperatorPermission).min(1),
});

export const ZCreateApiToken = z.object({
  name: z.string().min(1).max(64),
  /** What the token may do (each one the creator holds itself). */
  permissions: z.array(ZOperatorPermission).min(1),
});
export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** null: every permission (a key issued before scopes existed). */
  permissions: z.array(ZOperatorPermission).nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type TApiToken = z.infer<typeof ZApiToken>;
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });

export const ZAuditQuery = z.object({
  actor: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type TAuditQuery = z.infer<typeof ZAuditQuery>;
export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  ip: z.string().nullable(),
  requestId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/**
 * Four-eyes: a console operator's manual balance adjustment above this amount (either sign), and
 * any change of an operator's role, waits for a second operator's approval.
 */
export const FOUR_EYES_ADJUSTMENT_THRESHOLD = '1000';

export const APPROVAL_KINDS = ['balance_adjustment', 'role_change'] as const;
export const ZApprovalRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('balance_adjustment'),
    memberId: z.string().regex(/^[1-9]\d{0,18}$/),
    amount: z.string().regex(/^-?\d{1,15}(\.\d{1,4})?$/),
    reason: z.string().min(1).max(500),
  }),
  z.object({
    kind: z.literal('role_change'),
    operatorId: z.string().regex(/^[1-9]\d{0,18}$/),
    /** The operator row's version the request was made from: a change meanwhile makes it stale. */
    version: z.number().int().min(1),
    role: ZRoleCode,
  }),
]);
export type TApprovalRequest = z.infer<typeof ZApprovalRequest>;
export const ZApproval = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  payload: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type TApproval = z.infer<typeof ZApproval>;
