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
});

export type AppConfig = z.infer<typeof ZConfig>;

/** Parses the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const result = ZConfig.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
