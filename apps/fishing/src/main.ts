import { z } from 'zod';
import { startFishing } from './index.ts';

/** Runs the fishing vendor as its own process: `node --import tsx apps/fishing/src/main.ts`. */
const ZEnv = z.object({
  FISH_VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8087),
  HOST: z.string().min(1).default('0.0.0.0'),
  FISH_PUBLIC_URL: z.url().optional(),
  FISH_DATABASE_URL: z.string().startsWith('postgres').optional(),
  FISH_DATA_DIR: z.string().min(1).default('.data/fishing-pglite'),
  FISH_ADMIN_KEY: z.string().min(16, 'FISH_ADMIN_KEY must be at least 16 characters'),
  FISH_UI_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid fishing configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const fishing = await startFishing({
  port: env.FISH_VENDOR_PORT,
  host: env.HOST,
  ...(env.FISH_PUBLIC_URL ? { publicUrl: env.FISH_PUBLIC_URL } : {}),
  ...(env.FISH_DATABASE_URL ? { databaseUrl: env.FISH_DATABASE_URL } : { pgliteDir: env.FISH_DATA_DIR }),
  adminKey: env.FISH_ADMIN_KEY,
  ...(env.FISH_UI_DIST ? { uiDist: env.FISH_UI_DIST } : {}),
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`Fishing vendor listening on ${fishing.url} (public ${fishing.publicUrl})\n`);
const shutdown = () => {
  void fishing.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
