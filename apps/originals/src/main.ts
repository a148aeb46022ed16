import { z } from 'zod';
import { startVendor } from './index.ts';

/** Runs the in-house vendor as its own process: `PLATFORM_URL=… node --import tsx apps/originals/src/main.ts`. */
const ZEnv = z.object({
  VENDOR_PORT: z.coerce.number().int().min(0).max(65535).default(8081),
  /** Listen address; unset: HOST, like the platform (0.0.0.0 when neither is set). */
  VENDOR_HOST: z.string().min(1).optional(),
  HOST: z.string().min(1).default('0.0.0.0'),
  VENDOR_PUBLIC_URL: z.url().optional(),
  VENDOR_DATABASE_URL: z.string().startsWith('postgres').optional(),
  VENDOR_DATA_DIR: z.string().min(1).default('.data/vendor-pglite'),
  VENDOR_ADMIN_KEY: z.string().min(16, 'VENDOR_ADMIN_KEY must be at least 16 characters'),
  VENDOR_UI_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Optional self-onboarding: the platform's URL, an operator key and the merchants to connect. */
  PLATFORM_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'an http(s) origin without a path')
    .optional(),
  PLATFORM_ADMIN_KEY: z.string().min(1).optional(),
  VENDOR_MERCHANTS: z
    .string()
    .regex(/^[A-Z0-9_]{2,32}(,[A-Z0-9_]{2,32})*$/)
    .optional(),
});

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  process.stderr.write(
    `Invalid vendor configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}\n`,
  );
  process.exit(78);
}
const env = parsed.data;
const vendor = await startVendor({
  port: env.VENDOR_PORT,
  host: env.VENDOR_HOST ?? env.HOST,
  ...(env.VENDOR_PUBLIC_URL ? { publicUrl: env.VENDOR_PUBLIC_URL } : {}),
  ...(env.VENDOR_DATABASE_URL
    ? { databaseUrl: env.VENDOR_DATABASE_URL }
    : { pgliteDir: env.VENDOR_DATA_DIR }),
  adminKey: env.VENDOR_ADMIN_KEY,
  ...(env.VENDOR_UI_DIST ? { uiDist: env.VENDOR_UI_DIST } : {}),
  logLevel: env.LOG_LEVEL,
});
process.stdout.write(`In-house vendor listening on ${vendor.url} (public ${vendor.publicUrl})\n`);
// With PLATFORM_URL, PLATFORM_ADMIN_KEY and VENDOR_MERCHANTS the vendor asks the platform's operator API
// to connect those merchants (the platform issues the credentials and hands them back to this vendor).
if (env.PLATFORM_URL && env.PLATFORM_ADMIN_KEY && env.VENDOR_MERCHANTS) {
  for (const merchantCode of env.VENDOR_MERCHANTS.split(',')) {
    const response = await fetch(`${env.PLATFORM_URL}/admin/api/merchants/${merchantCode}/inhouse-vendor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-key': env.PLATFORM_ADMIN_KEY },
      body: JSON.stringify({
        vendorUrl: vendor.publicUrl,
        vendorAdminKey: vendor.adminKey,
        platformUrl: env.PLATFORM_URL,
      }),
    }).catch((error: unknown) => ({ ok: false, status: String(error) }));
    process.stdout.write(`Connect ${merchantCode}: ${response.ok ? 'ok' : `failed (${response.status})`}\n`);
  }
}
const shutdown = () => {
  void vendor.close().then(() => process.exit(0));
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
