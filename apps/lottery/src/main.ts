import { z } from 'zod';
import { startLottery } from './index.ts';

/** Runs the lottery vendor as its own process: `node --import tsx apps/lottery/src/main.ts`. */
const ZEnv = z.object({
  LOTTERY_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8083),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOTTERY_PUBLIC_URL: z.url().optional(),
  LOTTERY_DATABASE_URL: z.string().startsWith('postgres').optional(),
  LOTTERY_DATA_DIR: z.string().min(1).default('.data/lottery-pglite'),
  LOTTERY_ADMIN_KEY: z.string().min(16, 'LOTTERY_ADMIN_KEY must be at least 16 characters'),
  LOTTERY_UI_DIST: z.string().optional(),
  LOTTERY_DEMO_SCHEDULE: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid lottery configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const lottery = await startLottery({
  port: env.LOTTERY_VENDOR_PORT,
  host: env.HOST,
  ...(env.LOTTERY_PUBLIC_URL ? { publicUrl: env.LOTTERY_PUBLIC_URL } : {}),
  ...(env.LOTTERY_DATABASE_URL
    ? { databaseUrl: env.LOTTERY_DATABASE_URL }
    : { pgliteDir: env.LOTTERY_DATA_DIR }),
  adminKey: env.LOTTERY_ADMIN_KEY,
  ...(env.LOTTERY_UI_DIST ? { uiDist: env.LOTTERY_UI_DIST } : {}),
  schedule: env.LOTTERY_DEMO_SCHEDULE === 'true' ? 'demo' : 'production',
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`Lottery vendor listening on ${lottery.url} (public ${lottery.publicUrl})\n`);
const shutdown = () => {
  void lottery.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
