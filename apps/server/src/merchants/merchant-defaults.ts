import type {
  TBrand,
  TFieldRule,
  TRegisterField,
  TRegisterSettings,
  TSiteFlags,
  TWhitelabelModule,
} from '@croupier/contracts';

/** Flags of a new merchant: the common product, with the optional programmes off until enabled. */
export const DEFAULT_SITE_FLAGS: TSiteFlags = {
  usernameRegistration: true,
  mobileRegistration: false,
  smsVerification: false,
  mobilePasswordRegistration: false,
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

const rule = (overrides: Partial<TFieldRule>): TFieldRule => ({
  enabled: false,
  required: false,
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 64,
  patternId: 'ANY',
  ...overrides,
});

/** Registration field rules of a new merchant (spec sections 3 and 5); operators tune them per field. */
export const DEFAULT_REGISTER_FIELDS: Record<TRegisterField, TFieldRule> = {
  username: rule({
    enabled: true,
    required: true,
    acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$',
    minLength: 6,
    maxLength: 16,
    patternId: 'LETTER_FIRST_ALNUM',
  }),
  password: rule({
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[a-zA-Z])(?=.*[0-9])[a-zA-Z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'LETTERS_AND_DIGITS',
  }),
  confirmPassword: rule({ enabled: true, required: true, minLength: 6, maxLength: 20 }),
  mobileNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 15, patternId: 'DIGITS' }),
  verificationCode: rule({ acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, patternId: 'DIGITS' }),
  payeeName: rule({
    acceptedPattern: '^[A-Za-z]+( [A-Za-z]+)+$',
    minLength: 3,
    maxLength: 50,
    patternId: 'FULL_NAME',
  }),
  paymentPassword: rule({ acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, patternId: 'DIGITS' }),
  qqNum: rule({ acceptedPattern: '^[0-9]+$', minLength: 5, maxLength: 12, patternId: 'DIGITS' }),
  line: rule({ acceptedPattern: '^\\S+$', minLength: 1, maxLength: 30, patternId: 'NO_SPACES' }),
  whatsapp: rule({ acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 15, patternId: 'DIGITS' }),
  facebook: rule({ acceptedPattern: '^\\S+$', minLength: 1, maxLength: 50, patternId: 'NO_SPACES' }),
  wechat: rule({ acceptedPattern: '^\\S+$', minLength: 1, maxLength: 30, patternId: 'NO_SPACES' }),
  idNumber: rule({
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 6,
    maxLength: 20,
    patternId: 'LETTERS_OR_DIGITS',
  }),
  email: rule({
    acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    minLength: 5,
    maxLength: 64,
    patternId: 'EMAIL',
  }),
  recommenderId: rule({
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 1,
    maxLength: 16,
    patternId: 'LETTERS_OR_DIGITS',
  }),
  affiliateCode: rule({
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 'LETTERS_OR_DIGITS',
  }),
  captcha: rule({
    acceptedPattern: '^[a-zA-Z0-9]+$',
    minLength: 4,
    maxLength: 4,
    patternId: 'LETTERS_OR_DIGITS',
  }),
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
