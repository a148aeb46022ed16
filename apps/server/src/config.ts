import { z } from 'zod';

const ZBooleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting of the server process, read from the environment once at boot.
 * A wrong value stops the process with a message naming the variable; nothing switches on NODE_ENV.
 */
const ZConfig = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: ZBooleanString.default(false),
  TRUST_PROXY: z
    .string()
    .default('false')
    // true, false, or a comma list of trusted proxy addresses/CIDRs (loopback, 10.0.0.0/8, ...).
    .transform((value): boolean | string[] => {
      if (value === 'true') return true;
      if (value === 'false' || value === '') return false;
      return value.split(',').map((part) => part.trim());
    }),
  SEED_DEMO: ZBooleanString.default(false),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Verification (apps/server/src/verification): SMS provider, mail transport, one-time code limits.
  SMS_PROVIDER: z.enum(['outbox', 'twilio', 'firebase']).default('outbox'),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http(s) URL')
    .default('https://identitytoolkit.googleapis.com'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/]/, 'must be an http(s) URL')
    .default('https://api.twilio.com'),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.email().default('no-reply@croupier.local'),
  VERIFICATION_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  VERIFICATION_CODE_RESEND_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  VERIFICATION_CODE_DAILY_QUOTA: z.coerce.number().int().min(1).max(1000).default(10),
  /** SMS pumping guards: texts per hour from one IP, to one account, to one number prefix, per merchant. */
  SMS_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  SMS_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  SMS_LIMIT_PER_PREFIX_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(50),
  SMS_LIMIT_PER_MERCHANT_PER_HOUR: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  /** Proof-of-work difficulty of the human check: the browser hashes half of it on average. */
  HUMAN_VERIFICATION_MAX_NUMBER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
  /** `off` keeps this process from running jobs and cron ticks (it can still queue jobs). */
  JOBS: z.enum(['on', 'off']).default('on'),
  /** Seconds between job-queue maintenances (expire, archive, drop old jobs); one process per interval runs it. */
  JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  /** `off` keeps `npm start` from running the sandbox payment gateway in-process. */
  SANDBOX_GATEWAY: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process sandbox payment gateway (its own HTTP server, loopback); unset: PORT + 2. */
  SANDBOX_GATEWAY_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  SANDBOX_GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  /** Master secret the sandbox derives each gateway merchant's HMAC secret from; unset: generated per data directory. */
  SANDBOX_GATEWAY_SECRET: z.string().min(16).optional(),
  /**
   * The demo operator key SEED_DEMO registers (journeys pass their own); unset: generated per data
   * directory and printed at start. Refused with NODE_ENV=production.
   */
  DEMO_ADMIN_KEY: z.string().min(16).optional(),
  /** Read only to refuse demo settings in production and to default API_DOCS. */
  NODE_ENV: z.string().optional(),
  /**
   * Who may read the API documentation (`/docs`, its OpenAPI JSON): `open` to anyone, `operators`
   * to callers with an operator key. Unset: `operators` with NODE_ENV=production, else `open`.
   */
  API_DOCS: z.enum(['open', 'operators']).optional(),
  /** Origin payment gateways post callbacks to (`https://api.example.com`); unset: the site's own origin. */
  PAYMENT_CALLBACK_ORIGIN: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /** `off` keeps `npm start` from running the in-house game vendor (apps/originals) in-process. */
  INHOUSE_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process in-house vendor (its own HTTP server); unset: PORT + 1. */
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Address the in-process vendor listens on; unset: HOST, like the platform. */
  VENDOR_HOST: z.string().min(1).optional(),
  /** Speed of the crash game's multiplier curve per ms (default 0.00006: 2× after 11.6 s); journeys speed it up. */
  VENDOR_CRASH_GROWTH_PER_MS: z.coerce.number().positive().max(0.01).optional(),
  /** The vendor's URL as browsers reach it (the game frame); default http://localhost:<VENDOR_PORT>. */
  VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /** `off` keeps `npm start` from running the lottery vendor (apps/lottery) in-process. */
  LOTTERY_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process lottery vendor; unset: PORT + 3. */
  LOTTERY_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The lottery vendor's URL as browsers reach it; default http://localhost:<LOTTERY_VENDOR_PORT>. */
  LOTTERY_VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /** `true`: the daily lottery draws (VN, 4D) every 3 minutes instead of once a day (demo, journeys). */
  LOTTERY_DEMO_SCHEDULE: z.enum(['true', 'false']).optional(),
  /** `off` keeps `npm start` from running the live studio vendor (apps/live) in-process. */
  LIVE_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process live vendor; unset: PORT + 4. */
  LIVE_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The live vendor's URL as browsers reach it (its player UI and socket); default http://localhost:<LIVE_VENDOR_PORT>. */
  LIVE_VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /** `true`: short demo rounds (10 s of betting); default: SEED_DEMO. */
  LIVE_DEMO_TIMING: z.enum(['true', 'false']).optional(),
  /** `off` keeps `npm start` from running the poker vendor (apps/poker) in-process. */
  POKER_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process poker vendor; unset: PORT + 6. */
  POKER_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The poker vendor's URL as browsers reach it (its player UI and socket); default http://localhost:<POKER_VENDOR_PORT>. */
  POKER_VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /** `off` keeps `npm start` from running the fishing vendor (apps/fishing, CFISH) in-process. */
  FISH_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process fishing vendor; unset: PORT + 7. */
  FISH_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The fishing vendor's URL as browsers reach it (its player UI and socket); default http://localhost:<FISH_VENDOR_PORT>. */
  FISH_VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /**
   * Seconds between the demo schedule's daily draws (default 180, at least 40; sales close 20 s before
   * each): the journeys' server draws every 40 s so a journey waits seconds, not minutes, for a draw.
   * Refused with NODE_ENV=production.
   */
  LOTTERY_DEMO_DRAW_SECONDS: z.coerce.number().int().min(40).max(86_400).optional(),
  /** `off` keeps `npm start` from running the sportsbook vendor (apps/sportsbook: CSPORT, IMES) in-process. */
  SPORTS_VENDOR: z.enum(['on', 'off']).default('on'),
  /** Port of the in-process sportsbook; unset: PORT + 5. */
  SPORTS_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The sportsbook's URL as browsers reach it (its player UI and socket); default http://localhost:<SPORTS_VENDOR_PORT>. */
  SPORTS_VENDOR_PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an http(s) origin without a path')
    .optional(),
  /**
   * How fast the sportsbook's simulated matches play: `production` (real time), `demo` (nine-minute
   * matches; default with SEED_DEMO), `test` (75 s matches, for journeys; refused with NODE_ENV=production).
   */
  SPORTS_SPEED: z.enum(['production', 'demo', 'test']).optional(),
  /** Bearer token that may read /metrics; unset: only loopback clients that are not proxied may. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Minutes without use after which a player's session ends. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Hours after login at which a session ends however active it is (a stolen token does not live forever). */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24)
    .default(12),
});

/** Provider settings that become required once a real provider is chosen. */
const ZCheckedConfig = ZConfig.superRefine((config, context) => {
  const requireSetting = (name: keyof typeof config, when: string) => {
    if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: `required when ${when}` });
  };
  if (config.SMS_PROVIDER === 'twilio') {
    requireSetting('TWILIO_ACCOUNT_SID', 'SMS_PROVIDER=twilio');
    requireSetting('TWILIO_AUTH_TOKEN', 'SMS_PROVIDER=twilio');
    requireSetting('TWILIO_FROM', 'SMS_PROVIDER=twilio');
  }
  if (config.SMS_PROVIDER === 'firebase') requireSetting('FIREBASE_API_KEY', 'SMS_PROVIDER=firebase');
  if (config.MAIL_TRANSPORT === 'smtp') requireSetting('SMTP_URL', 'MAIL_TRANSPORT=smtp');
  // A production process never runs with demo data or secrets someone else could know.
  if (config.NODE_ENV === 'production') {
    const refuse = (name: keyof typeof config, what: string) =>
      context.addIssue({
        code: 'custom',
        path: [name],
        message: `${what} is refused with NODE_ENV=production`,
      });
    if (config.SEED_DEMO) refuse('SEED_DEMO', 'demo seeding (SEED_DEMO=true)');
    if (config.SANDBOX_GATEWAY === 'on')
      refuse('SANDBOX_GATEWAY', 'the sandbox payment gateway (set SANDBOX_GATEWAY=off)');
    if (config.DEMO_ADMIN_KEY !== undefined) refuse('DEMO_ADMIN_KEY', 'a demo operator key');
    if (config.SANDBOX_GATEWAY_SECRET !== undefined)
      refuse('SANDBOX_GATEWAY_SECRET', 'a sandbox gateway secret');
    if (config.LOTTERY_DEMO_DRAW_SECONDS !== undefined)
      refuse('LOTTERY_DEMO_DRAW_SECONDS', 'a demo lottery draw interval');
    if (config.SPORTS_SPEED === 'test') refuse('SPORTS_SPEED', 'the sportsbook test speed');
  }
});

export type AppConfig = Omit<z.infer<typeof ZConfig>, 'API_DOCS'> & { API_DOCS: 'open' | 'operators' };

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = ZCheckedConfig.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const config = result.data;
  return {
    ...config,
    API_DOCS: config.API_DOCS ?? (config.NODE_ENV === 'production' ? 'operators' : 'open'),
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
