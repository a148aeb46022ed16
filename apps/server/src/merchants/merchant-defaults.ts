import {
  fieldRuleFor,
  type TBrand,
  type TFieldRule,
  type TPatternId,
  type TRegisterField,
  type TRegisterSettings,
  type TSiteFlags,
  type TWhitelabelModule,
} from '@croupier/contracts';

/** Flags of a new merchant: the common product, with the optional programmes off until enabled. */
export const DEFAULT_SITE_FLAGS: TSiteFlags = {
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerification: false,
  // Mobile registration asks for a password unless the operator turns this off (MOBILENUMPASSREG3).
  mobilePasswordRegistration: true,
  freePlay: true,
  forcePasswordChange: true,
  passwordExpiry: false,
  mobileCodeLogin: false,
  forgotPasswordByPhone: false,
  countryCodePicker: false,
  pointsMall: false,
  manualRebate: false,
  vip: false,
  referral: false,
  agentPolicy: false,
  dailySalary: false,
  dividend: false,
  hourlySalary: false,
  realtimeSalary: false,
  esportsInLobby: true,
  googleLogin: false,
  facebookLogin: false,
};

export const DEFAULT_BRAND: TBrand = {
  primaryColor: '#f5b301',
  accentColor: '#7c3aed',
  defaultTheme: 'dark',
  logoText: 'Croupier',
  sideMenuMode: 'toggle',
};

const optional = (patternId: TPatternId, minLength: number, maxLength: number): TFieldRule =>
  fieldRuleFor(patternId, { minLength, maxLength }, { enabled: false, required: false });

/** Registration field rules of a new merchant (spec sections 3 and 5); operators tune them per field. */
export const DEFAULT_REGISTER_FIELDS: Record<TRegisterField, TFieldRule> = {
  username: fieldRuleFor('LETTER_FIRST_ALNUM', { minLength: 6, maxLength: 16 }, { required: true }),
  password: fieldRuleFor('LETTERS_AND_DIGITS', { minLength: 6, maxLength: 20 }, { required: true }),
  confirmPassword: fieldRuleFor('ANY', { minLength: 6, maxLength: 20 }, { required: true }),
  mobileNum: optional('DIGITS', 8, 15),
  verificationCode: optional('DIGITS', 6, 6),
  payeeName: optional('FULL_NAME', 3, 50),
  paymentPassword: optional('DIGITS', 6, 6),
  qqNum: optional('DIGITS', 5, 12),
  line: optional('NO_SPACES', 1, 30),
  whatsapp: optional('DIGITS', 8, 15),
  facebook: optional('NO_SPACES', 1, 50),
  wechat: optional('NO_SPACES', 1, 30),
  idNumber: optional('LETTERS_OR_DIGITS', 6, 20),
  email: optional('EMAIL', 5, 64),
  recommenderId: optional('LETTERS_OR_DIGITS', 1, 16),
  affiliateCode: optional('LETTERS_OR_DIGITS', 4, 16),
  captcha: optional('LETTERS_OR_DIGITS', 4, 4),
};

/**
 * Register settings follow the flags: the config keys of spec section 3 are derived from them so the
 * two can never disagree, and the field rules are the merchant's own.
 */
export function registerSettingsFor(
  flags: TSiteFlags,
  fields: Record<TRegisterField, TFieldRule> = DEFAULT_REGISTER_FIELDS,
): TRegisterSettings {
  return {
    keys: {
      USERNAMEREG3: flags.usernameRegistration,
      MOBILENUMREG3: flags.mobileRegistration,
      MOBILENUMPASSREG3: flags.mobilePasswordRegistration,
      REGMOBVERF3: flags.smsVerification,
      AGENTPOLICY3: flags.agentPolicy,
      PTSYS3: flags.pointsMall,
      MANPLAYREB3: flags.manualRebate,
    },
    fields,
  };
}

const module = (modId: string, on: boolean, childrenNodes: TWhitelabelModule[] = []): TWhitelabelModule => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** The whitelabel module tree is a view of the flags, in the product's tree shape. */
export function whitelabelTreeFor(flags: TSiteFlags): TWhitelabelModule[] {
  return [
    module('MEMBER', true, [
      module('REGISTER_USERNAME', flags.usernameRegistration),
      module('REGISTER_MOBILE', flags.mobileRegistration),
      module('SMS_VERIFICATION', flags.smsVerification),
      module('MOBILE_CODE_LOGIN', flags.mobileCodeLogin),
      module('FREE_PLAY', flags.freePlay),
      module('FORCE_PASSWORD_CHANGE', flags.forcePasswordChange),
    ]),
    module('PROMOTION', true, [module('POINTS_MALL', flags.pointsMall), module('VIP', flags.vip)]),
    module('REFERRAL', flags.referral),
    module('MANUAL_REBATE', flags.manualRebate),
    module('AGENT', true, [
      module('AGENT_POLICY', flags.agentPolicy),
      module('DAILY_SALARY', flags.dailySalary),
      module('DIVIDEND', flags.dividend),
      module('HOURLY_SALARY', flags.hourlySalary),
      module('REALTIME_SALARY', flags.realtimeSalary),
    ]),
  ];
}
