import { z } from 'zod';
import { startSports } from './index.ts';

/** Runs the sportsbook vendor as its own process: `node --import tsx apps/sportsbook/src/main.ts`. */
const ZEnv = z.object({
  SPORTS_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8085),
  HOST: z.string().min(1).default('0.0.0.0'),
  SPORTS_PUBLIC_URL: z.url().optional(),
  SPORTS_DATABASE_URL: z.string().startsWith('postgres').optional(),
  SPORTS_DATA_DIR: z.string().min(1).default('.data/sports-pglite'),
  SPORTS_ADMIN_KEY: z.string().min(16, 'SPORTS_ADMIN_KEY must be at least 16 characters'),
  SPORTS_UI_DIST: z.string().optional(),
  SPORTS_SPEED: z.enum(['production', 'demo', 'test']).default('production'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid sportsbook configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const sports = await startSports({
  port: env.SPORTS_VENDOR_PORT,
  host: env.HOST,
  ...(env.SPORTS_PUBLIC_URL ? { publicUrl: env.SPORTS_PUBLIC_URL } : {}),
  ...(env.SPORTS_DATABASE_URL
    ? { databaseUrl: env.SPORTS_DATABASE_URL }
    : { pgliteDir: env.SPORTS_DATA_DIR }),
  adminKey: env.SPORTS_ADMIN_KEY,
  ...(env.SPORTS_UI_DIST ? { uiDist: env.SPORTS_UI_DIST } : {}),
  speed: env.SPORTS_SPEED,
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`Sportsbook vendor listening on ${sports.url} (public ${sports.publicUrl})\n`);
const shutdown = () => {
  void sports.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
