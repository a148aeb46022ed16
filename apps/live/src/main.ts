import { z } from 'zod';
import { startLive } from './index.ts';

/** Runs the live studio vendor as its own process: `node --import tsx apps/live/src/main.ts`. */
const ZEnv = z.object({
  LIVE_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8084),
  HOST: z.string().min(1).default('0.0.0.0'),
  LIVE_PUBLIC_URL: z.url().optional(),
  LIVE_DATABASE_URL: z.string().startsWith('postgres').optional(),
  LIVE_DATA_DIR: z.string().min(1).default('.data/live-pglite'),
  LIVE_ADMIN_KEY: z.string().min(16, 'LIVE_ADMIN_KEY must be at least 16 characters'),
  LIVE_UI_DIST: z.string().optional(),
  LIVE_DEMO_TIMING: z.enum(['true', 'false']).default('false'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid live configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const live = await startLive({
  port: env.LIVE_VENDOR_PORT,
  host: env.HOST,
  ...(env.LIVE_PUBLIC_URL ? { publicUrl: env.LIVE_PUBLIC_URL } : {}),
  ...(env.LIVE_DATABASE_URL ? { databaseUrl: env.LIVE_DATABASE_URL } : { pgliteDir: env.LIVE_DATA_DIR }),
  adminKey: env.LIVE_ADMIN_KEY,
  ...(env.LIVE_UI_DIST ? { uiDist: env.LIVE_UI_DIST } : {}),
  timing: env.LIVE_DEMO_TIMING === 'true' ? 'demo' : 'production',
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`Live vendor listening on ${live.url} (public ${live.publicUrl})\n`);
const shutdown = () => {
  void live.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
