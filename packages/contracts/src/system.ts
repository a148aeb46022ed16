import { ZLanguage } from './languages.ts';
import { ZPositiveMoney } from './wallet.ts';
import * as z from './z.ts';

/** Spec section 4: 0 normal, 1 maintenance (takes priority), 2 region restricted. */
export const SYSTEM_STATUS = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTED: 2 } as const;
export const ZSystemStatusCode = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type TSystemStatusCode = z.infer<typeof ZSystemStatusCode>;

/** Where the caller is, as the server sees it. `countryCode` is ISO 3166-1 alpha-2, null when unknown. */
export const ZLocation = z.object({ ip: z.string(), countryCode: z.string().nullable() });
export type TLocation = z.infer<typeof ZLocation>;

export const ZSystemStatus = z.object({
  status: ZSystemStatusCode,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  location: ZLocation,
});
export type TSystemStatus = z.infer<typeof ZSystemStatus>;

/** Site configuration flags of spec section 1, stored per merchant; they decide what the UI offers. */
export const ZSiteFlags = z.object({
  usernameRegistration: z.boolean(),
  mobileRegistration: z.boolean(),
  smsVerification: z.boolean(),
  mobilePasswordRegistration: z.boolean(),
  freePlay: z.boolean(),
  forcePasswordChange: z.boolean(),
  passwordExpiry: z.boolean(),
  mobileCodeLogin: z.boolean(),
  forgotPasswordByPhone: z.boolean(),
  countryCodePicker: z.boolean(),
  pointsMall: z.boolean(),
  manualRebate: z.boolean(),
  vip: z.boolean(),
  referral: z.boolean(),
  agentPolicy: z.boolean(),
  dailySalary: z.boolean(),
  dividend: z.boolean(),
  hourlySalary: z.boolean(),
  realtimeSalary: z.boolean(),
  esportsInLobby: z.boolean(),
  googleLogin: z.boolean(),
  facebookLogin: z.boolean(),
});
export type TSiteFlags = z.infer<typeof ZSiteFlags>;
export const SITE_FLAG_NAMES = Object.keys(ZSiteFlags.shape) as (keyof TSiteFlags)[];

/**
 * Mobile registration without a password (`MOBILENUMPASSREG3` off): the number and its SMS code are
 * the whole registration, and such a member signs in by SMS code.
 */
export function isPasswordlessMobileRegistration(flags: TSiteFlags): boolean {
  return flags.mobileRegistration && !flags.mobilePasswordRegistration;
}

/** SMS-code login is offered when the merchant turns it on, or when members register without a password. */
export function isSmsLoginOffered(flags: TSiteFlags): boolean {
  return flags.mobileCodeLogin || isPasswordlessMobileRegistration(flags);
}

/** How the side menu behaves: always shown, hidden, or collapsible by the player. */
export const ZSideMenuMode = z.enum(['shown', 'hidden', 'toggle']);
export type TSideMenuMode = z.infer<typeof ZSideMenuMode>;

export const ZThemeMode = z.enum(['dark', 'light']);
export type TThemeMode = z.infer<typeof ZThemeMode>;

const ZHexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

/** The merchant's brand: its colours become CSS variables on the player site. */
export const ZBrand = z.object({
  primaryColor: ZHexColour,
  accentColor: ZHexColour,
  defaultTheme: ZThemeMode,
  logoText: z.string().min(1).max(40),
  sideMenuMode: ZSideMenuMode,
});
export type TBrand = z.infer<typeof ZBrand>;

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Text colour readable on a brand colour: near-black on light colours, white on dark ones. */
export function readableTextOn(hex: string): string {
  const luminance = relativeLuminance(hex);
  // Contrast against white (1.05 / (L + 0.05)) versus against #0b1020 (L + 0.05) / 0.056.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.056 ? '#ffffff' : '#0b1020';
}

/**
 * The CSS variables a brand sets on the player site: its two colours and a text colour readable on
 * each. The server writes them into the first HTML; the site sets them again when the brand changes.
 */
export function brandCssVariables(
  brand: Pick<TBrand, 'primaryColor' | 'accentColor'>,
): Record<string, string> {
  return {
    '--brand-primary': brand.primaryColor,
    '--brand-accent': brand.accentColor,
    '--brand-on-primary': readableTextOn(brand.primaryColor),
    '--brand-on-accent': readableTextOn(brand.accentColor),
  };
}

/**
 * The id of the `<script type="application/json">` element in which the server hands the site its
 * bootstrap (the permission payload of the page's merchant) with the first HTML, saving the first
 * round trip and letting the first paint wear the brand's theme and colours.
 */
export const INLINE_BOOTSTRAP_ELEMENT_ID = 'croupier-boot';

/** Whitelabel module tree: `enabled` is the string '1' when on, as the product sends it. */
export type TWhitelabelModule = { modId: string; enabled: '0' | '1'; childrenNodes: TWhitelabelModule[] };
export const ZWhitelabelModule: z.ZodType<TWhitelabelModule> = z.lazy(() =>
  z.object({
    modId: z.string().min(1).max(64),
    enabled: z.enum(['0', '1']),
    childrenNodes: z.array(ZWhitelabelModule),
  }),
);

export const CUSTOMER_SERVICE_TYPES = ['LIVECHAT', 'TELEGRAM', 'FACEBOOK'] as const;
/**
 * A customer-service link. `path` is delivered encrypted (AES-256-GCM, base64 of iv|ciphertext|tag)
 * under the bootstrap's `contentKey`; the site decrypts it on load. It keeps plain links out of
 * scraped responses; it is not a secret from the player.
 */
export const ZCustomerServiceEntry = z.object({
  csType: z.enum(CUSTOMER_SERVICE_TYPES),
  csPosition: z.string(),
  title: z.string(),
  path: z.string(),
});
export type TCustomerServiceEntry = z.infer<typeof ZCustomerServiceEntry>;

export const ZResource = z.object({ labelNameEn: z.string(), url: z.string() });
export type TResource = z.infer<typeof ZResource>;

/** A country the phone fields offer (spec: Country), with its dialing code ('+66'). */
export const ZCountry = z.object({ countryCode: z.string(), countryDialingCode: z.string() });
export type TCountry = z.infer<typeof ZCountry>;
/** `GET /wps/system/countryCodes`: the countries of the country-code picker, and the one it starts on. */
export const ZCountryCodes = z.object({ list: z.array(ZCountry), defaultDialingCode: z.string() });
export type TCountryCodes = z.infer<typeof ZCountryCodes>;

/** Registration config keys of spec section 3, each on or off per merchant. */
export const REGISTER_CONFIG_KEYS = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AGENTPOLICY3',
  'PTSYS3',
  'MANPLAYREB3',
] as const;
export type TRegisterConfigKey = (typeof REGISTER_CONFIG_KEYS)[number];

/** Optional registration fields of spec section 2, each configured per merchant. */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type TRegisterField = (typeof REGISTER_FIELDS)[number];

/** Per-field validation config of spec section 3; `acceptedPattern` '*' accepts anything. */
export const ZFieldRule = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  acceptedPattern: z.string(),
  minLength: z.number().int().min(0),
  maxLength: z.number().int().min(1),
  patternId: z.string(),
});
export type TFieldRule = z.infer<typeof ZFieldRule>;

export const ZRegisterSettings = z.object({
  keys: z.record(z.enum(REGISTER_CONFIG_KEYS), z.boolean()),
  fields: z.record(z.enum(REGISTER_FIELDS), ZFieldRule),
});
export type TRegisterSettings = z.infer<typeof ZRegisterSettings>;

export const ZDomainRoute = z.object({
  mainDomain: z.string(),
  playerDomains: z.array(z.string()),
  agentDomains: z.array(z.string()),
  currentDomain: z.string(),
});
export type TDomainRoute = z.infer<typeof ZDomainRoute>;

export const ZMerchantInfo = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
  timezone: z.string(),
  defaultLanguage: ZLanguage,
  languages: z.array(ZLanguage),
});
export type TMerchantInfo = z.infer<typeof ZMerchantInfo>;

/**
 * The permission bootstrap the site fetches before it renders anything (spec sections 2 and 7).
 * It is public: nothing in it is secret.
 */
export const ZPermission = z.object({
  merchant: ZMerchantInfo,
  brand: ZBrand,
  flags: ZSiteFlags,
  status: ZSystemStatusCode,
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  customerService: z.array(ZCustomerServiceEntry),
  domainRoute: ZDomainRoute,
  resources: z.array(ZResource),
  whitelabel: z.array(ZWhitelabelModule),
  register: ZRegisterSettings,
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.string().nullable() }),
  location: ZLocation,
  /** base64 AES-256 key that decrypts customer-service paths. */
  contentKey: z.string(),
  /** SPKI PEM of the merchant's RSA-OAEP key: the site encrypts `E` call bodies with it. */
  publicKey: z.string(),
});
export type TPermission = z.infer<typeof ZPermission>;

export const HELP_DEVICES = ['WEB', 'MOBILE'] as const;
export const ZHelpCenterQuery = z.object({
  lang: ZLanguage.optional(),
  device: z.enum(HELP_DEVICES).default('WEB'),
});
export const ZHelpArticle = z.object({ id: z.string(), title: z.string(), content: z.string() });
export const ZHelpCategory = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(ZHelpArticle),
});
export const ZHelpCenter = z.object({ language: ZLanguage, categories: z.array(ZHelpCategory) });
export type THelpCenter = z.infer<typeof ZHelpCenter>;
export type THelpCategory = z.infer<typeof ZHelpCategory>;

/** A link the operator manages: http(s) only, so no script or data URL reaches a player. */
const ZOperatorUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), 'an http or https URL');
const ZShortText = (max: number) => z.string().trim().min(1).max(max);
/** True when no two items share a key (the database keeps these keys unique per merchant). */
const isUniqueBy =
  <K extends string>(field: K) =>
  (items: Record<K, string>[]): boolean =>
    new Set(items.map((item) => item[field])).size === items.length;

/** Operator list of a merchant's customer-service entries (replaces the whole list, in this order). */
export const ZAdminCustomerServices = z.object({
  entries: z
    .array(
      z.object({
        csType: z.enum(CUSTOMER_SERVICE_TYPES),
        /** Where the entry shows (e.g. side menu, floating widget); free text of the brand's layout. */
        csPosition: ZShortText(32),
        title: ZShortText(64),
        url: ZOperatorUrl,
      }),
    )
    .max(20)
    .refine(isUniqueBy('csPosition'), 'each position holds one entry'),
});
export type TAdminCustomerServices = z.infer<typeof ZAdminCustomerServices>;

/** Operator list of a merchant's download resources (replaces the whole list, in this order). */
export const ZAdminResources = z.object({
  resources: z
    .array(z.object({ labelNameEn: ZShortText(64), url: ZOperatorUrl }))
    .max(20)
    .refine(isUniqueBy('labelNameEn'), 'each label appears once'),
});
export type TAdminResources = z.infer<typeof ZAdminResources>;

export const ZAdminHelpCenterParams = z.object({
  merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  language: ZLanguage,
  device: z.enum(HELP_DEVICES),
});
const ZHelpKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'lower-case letters, digits and -');
/** Operator help centre of one language and device: articles in order, grouped by their category. */
export const ZAdminHelpCenter = z.object({
  articles: z
    .array(
      z.object({
        categoryKey: ZHelpKey,
        category: ZShortText(64),
        articleKey: ZHelpKey,
        title: ZShortText(128),
        /** HTML; the site sanitises it (DOMPurify) before showing it. */
        content: z.string().max(50_000),
      }),
    )
    .max(500)
    .refine(isUniqueBy('articleKey'), 'each article key appears once'),
});
export type TAdminHelpCenter = z.infer<typeof ZAdminHelpCenter>;

/** Operator change of a merchant's site settings (admin API). Every field optional; omitted fields stay. */
export const ZMerchantSettingsPatch = z
  .object({
    maintenance: z.boolean(),
    blockedCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'ISO 3166-1 alpha-2 code')).max(250),
    blockedCidrs: z.array(z.string().min(3).max(49)).max(500),
    flags: ZSiteFlags.partial(),
    brand: ZBrand.partial(),
    gtagId: z.string().max(32).nullable(),
    /** A vendor win at or above this amount goes on the winner board; null records none. */
    bigWinThreshold: ZPositiveMoney.nullable(),
    /** Per-field registration rules; fields not named keep their rule. */
    registerFields: z.partialRecord(z.enum(REGISTER_FIELDS), ZFieldRule),
  })
  .partial()
  .strict();
export type TMerchantSettingsPatch = z.infer<typeof ZMerchantSettingsPatch>;

export const ZMerchantSettings = z.object({
  registerFields: z.record(z.enum(REGISTER_FIELDS), ZFieldRule),
  maintenance: z.boolean(),
  blockedCountries: z.array(z.string()),
  blockedCidrs: z.array(z.string()),
  flags: ZSiteFlags,
  brand: ZBrand,
  gtagId: z.string().nullable(),
  bigWinThreshold: z.string().nullable(),
});
export type TMerchantSettings = z.infer<typeof ZMerchantSettings>;

/** Operator call that opens a new brand on the platform (platform-wide key only). */
export const ZCreateMerchant = z
  .object({
    code: z.string().regex(/^[A-Z0-9_]{2,32}$/, 'upper-case letters, digits and _'),
    name: z.string().trim().min(1).max(80),
    currency: z.string().regex(/^[A-Z]{3}$/, 'ISO 4217 code'),
    currencySymbol: z.string().min(1).max(4),
    timezone: z.string().refine(isTimeZone, 'an IANA time zone such as Asia/Bangkok'),
    defaultLanguage: ZLanguage,
    languages: z.array(ZLanguage).min(1),
    domains: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .regex(/^[a-z0-9.-]{1,253}$|^[0-9a-f:]{2,39}$/, 'a host name or IP address'),
      )
      .min(1)
      .max(20),
    brand: ZBrand.partial().optional(),
    flags: ZSiteFlags.partial().optional(),
  })
  .strict()
  .refine((m) => m.languages.includes(m.defaultLanguage), {
    message: 'the default language must be one of the languages',
    path: ['defaultLanguage'],
  });
export type TCreateMerchant = z.infer<typeof ZCreateMerchant>;

export const ZMerchantCreated = z.object({
  code: z.string(),
  name: z.string(),
  domains: z.array(z.string()),
});

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
