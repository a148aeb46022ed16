import * as z from './z.ts';

/**
 * Member types (spec sections 4 and 6). Agents are 1, 2, 41 and 42; trial accounts 4; plain members 0.
 * 41 and 42 are agent-only accounts: they run a team and never play, so the player side refuses them
 * ("Non-member account unable to login"), while 1 and 2 are agents who also play.
 */
export const MEMBER_TYPE = {
  MEMBER: 0,
  AGENT: 1,
  AGENT_L2: 2,
  TRIAL: 4,
  AGENT_ONLY: 41,
  AGENT_ONLY_L2: 42,
} as const;
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const PLAYER_SIDE_TYPES: readonly number[] = [0, 1, 2, 4];
export const isAgentType = (type: number): boolean => AGENT_TYPES.includes(type);
export const isTrialType = (type: number): boolean => type === MEMBER_TYPE.TRIAL;

export const LOGIN_TYPES = ['username', 'sms'] as const;
/** Where the login form is: the player site, or the agent page (/agent). */
export const LOGIN_SIDES = ['player', 'agent'] as const;

const trimmed = (max: number) => z.string().trim().max(max);

/** Login payload of spec section 3 (sent encrypted). In sms mode username is the mobile and password the code. */
export const ZLoginRequest = z.object({
  type: z.enum(LOGIN_TYPES).default('username'),
  side: z.enum(LOGIN_SIDES).default('player'),
  username: trimmed(64).min(1),
  // Passwords are trimmed like every field (spec section 5), on registration and login alike.
  password: z.string().trim().min(1).max(128),
  countryDialingCode: trimmed(6).optional(),
  captcha: trimmed(16).optional(),
  captchaKey: trimmed(128).optional(),
  /** ALTCHA solution (base64), required in username mode. */
  humanVerification: z.string().max(4096).optional(),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The avatars a member picks from (`/wps/member/info/icon`); the site draws each. */
export const MEMBER_ICONS = [
  'crown',
  'star',
  'flame',
  'sparkle',
  'heart',
  'trophy',
  'coins',
  'dice',
] as const;
export const ZMemberIcon = z.enum(MEMBER_ICONS);
export type TMemberIcon = z.infer<typeof ZMemberIcon>;

/** `GET|PUT /wps/member/info/icon` (T): the member's avatar (null: the default) and the choices. */
export const ZMemberIconValue = z.object({ icon: ZMemberIcon.nullable(), choices: z.array(ZMemberIcon) });
export type TMemberIconValue = z.infer<typeof ZMemberIconValue>;
export const ZMemberIconRequest = z.object({ icon: ZMemberIcon });

/**
 * `GET /wps/member/firstLogin` (T): whether the member has yet to go through the first-login welcome
 * (spec: "first-login handling runs if firstTimeLogin is set"), and which first steps remain;
 * `POST` marks the welcome done.
 */
export const ZFirstLoginValue = z.object({
  firstTimeLogin: z.boolean(),
  steps: z.object({
    icon: z.boolean(),
    paymentPassword: z.boolean(),
    mobile: z.boolean(),
    email: z.boolean(),
  }),
});
export type TFirstLoginValue = z.infer<typeof ZFirstLoginValue>;

/** The member data every login answers with, plus the session token. */
export const ZMemberInfo = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  isTrial: z.boolean(),
  currency: z.string(),
  mobileNum: z.string().nullable(),
  email: z.string().nullable(),
  hasPaymentPassword: z.boolean(),
  icon: ZMemberIcon.nullable(),
  /** The login before the current one (ISO instant), null on a first login. */
  lastLoginAt: z.string().nullable(),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

export const ZLoginValue = ZMemberInfo.extend({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
});
export type TLoginValue = z.infer<typeof ZLoginValue>;

/**
 * Value of SECOND_FACTOR_REQUIRED: how the player may prove a login from a new address. A member
 * with Google Authenticator on is offered `totp` alone (the strongest factor it set up).
 */
export const SECOND_FACTOR_METHODS = ['sms', 'email', 'payeeName', 'totp'] as const;
export const ZSecondFactorChallenge = z.object({
  challengeId: z.string(),
  methods: z.array(z.enum(SECOND_FACTOR_METHODS)),
  maskedMobile: z.string().nullable(),
  maskedEmail: z.string().nullable(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

export const ZLoginVerifyRequest = z.object({
  challengeId: z.string().min(1).max(128),
  method: z.enum(SECOND_FACTOR_METHODS),
  /** The SMS, email or authenticator code, or the bank account (payee) name. */
  answer: trimmed(64).min(1),
});
export const ZLoginVerifySendRequest = z.object({
  challengeId: z.string().min(1).max(128),
  method: z.enum(['sms', 'email']),
});

export const ZSmsCodeRequest = z.object({
  /** What the code is for: logging in by SMS, or resetting a forgotten password by phone. */
  purpose: z.enum(['login', 'reset']).default('login'),
  mobileNum: trimmed(20),
  countryDialingCode: trimmed(6).optional(),
  humanVerification: z.string().max(4096).optional(),
});
export const ZSmsCodeValue = z.object({ expiredMinutes: z.number().int().positive() });

export const ZFreePlayRequest = z.object({
  os: trimmed(32).optional(),
  platform: z.literal('W').default('W'),
});

/** Registration user of spec section 3; which fields count is the merchant's field config. */
export const ZRegisterRequest = z.object({
  username: trimmed(64).optional(),
  /** Empty (or left out) when the merchant registers mobile numbers without a password. */
  password: z.string().trim().max(128).default(''),
  confirmPassword: z.string().trim().max(128).default(''),
  payeeName: trimmed(64).optional(),
  email: trimmed(128).optional(),
  qqNum: trimmed(32).optional(),
  mobileNum: trimmed(20).optional(),
  countryDialingCode: trimmed(6).optional(),
  recommenderId: trimmed(32).optional(),
  captcha: trimmed(16).optional(),
  captchaKey: trimmed(128).optional(),
  verificationCode: trimmed(16).optional(),
  affiliateCode: trimmed(32).optional(),
  referralCode: trimmed(32).optional(),
  paymentPassword: z.string().trim().max(32).optional(),
  line: trimmed(64).optional(),
  whatsapp: trimmed(32).optional(),
  facebook: trimmed(64).optional(),
  wechat: trimmed(64).optional(),
  idNumber: trimmed(32).optional(),
  domain: trimmed(253).optional(),
  registerUrl: trimmed(2048).optional(),
  registerMethod: z.literal('WEB').optional(),
  termsAccepted: z.literal(true, { message: 'terms must be accepted' }).optional(),
  humanVerification: z.string().max(4096).optional(),
  login: z.boolean().optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZChangePasswordRequest = z.object({
  oldPassword: z.string().trim().max(128).optional(),
  newPassword: z.string().trim().min(1).max(128),
  confirmNewPassword: z.string().trim().min(1).max(128),
});

export const ZForgotByEmailRequest = z.object({ username: trimmed(64).min(1), email: trimmed(128).min(1) });
/** Forgotten password, first step: the username whose recovery methods the dialog offers. */
export const ZForgotMethodsRequest = z.object({ username: trimmed(64).min(1) });
export const FORGOT_METHODS = ['email', 'mobile'] as const;
/**
 * The methods the account can use, masked contact details beside them: `email` only when it has an
 * address, `mobile` only when it has a number and the merchant resets by SMS. None (an unknown or
 * trial username answers the same): the dialog sends the player to customer service.
 */
export const ZForgotMethods = z.object({
  methods: z.array(z.enum(FORGOT_METHODS)),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
});
export type TForgotMethods = z.infer<typeof ZForgotMethods>;
export const ZForgotByPhoneRequest = z.object({
  mobileNum: trimmed(20).min(1),
  countryDialingCode: trimmed(6).optional(),
  verificationCode: trimmed(16).min(1),
  newPassword: z.string().trim().min(1).max(128),
});

export const ZAffiliateQuery = z.object({ code: trimmed(32).min(1), domain: trimmed(253).optional() });

export const FEEDBACK_TYPES = {
  OTHERS: 0,
  DEPOSIT: 1,
  WITHDRAWAL: 2,
  GAME: 3,
  CUSTOMER: 4,
  APPLY_AGENT: 6,
} as const;
export const ZFeedbackRequest = z.object({
  type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(6)]),
  content: z.string().trim().min(20).max(200),
  sender: trimmed(64).optional(),
  captcha: trimmed(16).min(1),
  captchaKey: trimmed(128).min(1),
});

/** One-click login providers (OpenID Connect), each switched on per merchant. */
export const OAUTH_PROVIDERS = ['google', 'facebook'] as const;
export const ZOauthProvider = z.enum(OAUTH_PROVIDERS);
export const ZOauthStartQuery = z.object({ side: z.enum(LOGIN_SIDES).default('player') });
export const ZOauthExchangeRequest = z.object({ ticket: z.string().min(20).max(128) });
/** A one-time ticket of the caller's session for a link (the app download, issue 21 finding 7). */
export const ZSessionTicketValue = z.object({ ticket: z.string(), expiresAt: z.string() });
export type TSessionTicketValue = z.infer<typeof ZSessionTicketValue>;
export const ZSessionTicketExchangeRequest = z.object({ ticket: z.string().min(20).max(128) });
/** The reset page's call: the emailed link's token and the new password. */
export const ZResetPasswordConfirmRequest = z.object({
  token: z.string().min(20).max(128),
  newPassword: z.string().trim().min(1).max(128),
  confirmNewPassword: z.string().trim().min(1).max(128),
});
export type TResetPasswordConfirmRequest = z.infer<typeof ZResetPasswordConfirmRequest>;
/** Operator registration of a merchant's client at an identity provider. */
export const ZOauthProviderSettings = z
  .object({
    issuer: z.url({ protocol: /^https?$/ }),
    clientId: z.string().min(1).max(256),
    clientSecret: z.string().min(1).max(512),
  })
  .strict();
