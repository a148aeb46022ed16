import { z } from 'zod';
import { startPoker } from './index.ts';

/** Runs the poker vendor as its own process: `node --import tsx apps/poker/src/main.ts`. */
const ZEnv = z.object({
  POKER_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8086),
  HOST: z.string().min(1).default('0.0.0.0'),
  POKER_PUBLIC_URL: z.url().optional(),
  POKER_DATABASE_URL: z.string().startsWith('postgres').optional(),
  POKER_DATA_DIR: z.string().min(1).default('.data/poker-pglite'),
  POKER_ADMIN_KEY: z.string().min(16, 'POKER_ADMIN_KEY must be at least 16 characters'),
  POKER_UI_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid poker configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const poker = await startPoker({
  port: env.POKER_VENDOR_PORT,
  host: env.HOST,
  ...(env.POKER_PUBLIC_URL ? { publicUrl: env.POKER_PUBLIC_URL } : {}),
  ...(env.POKER_DATABASE_URL ? { databaseUrl: env.POKER_DATABASE_URL } : { pgliteDir: env.POKER_DATA_DIR }),
  adminKey: env.POKER_ADMIN_KEY,
  ...(env.POKER_UI_DIST ? { uiDist: env.POKER_UI_DIST } : {}),
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`Poker vendor listening on ${poker.url} (public ${poker.publicUrl})\n`);
const shutdown = () => {
  void poker.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
