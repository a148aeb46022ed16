/**
 * The platform's kit for other workspaces' tests and benchmarks, reached as `@croupier/server/testing`
 * (never by a path into apps/server/src). When a file below moves, only this barrel changes.
 * Free of vitest, so benchmarks run it under plain Node; the vitest-bound test app is
 * `@croupier/server/testing/test-app`.
 */

export { hashPassword } from '../accounts/passwords.ts';
export { SettlementRepository } from '../agents/settlement.repository.ts';
export { SettlementService } from '../agents/settlement.service.ts';
export { grossOf, parseRate } from '../agents/settlement-math.ts';
export { buildApp } from '../app.ts';
export { loadConfig } from '../config.ts';
export { type DatabaseHandle, openDatabase } from '../db/database.ts';
export { seedCatalogue, seedGameName, seedVendorCodes } from '../games/catalogue-seed.ts';
export { INHOUSE_CONNECT_PATH } from '../games/inhouse-admin.routes.ts';
export {
  connectInhouseVendor,
  connectVendorService,
  FISHING_SERVICE,
  LIVE_SERVICE,
  LOTTERY_SERVICE,
  POKER_SERVICE,
  SPORTS_SERVICE,
} from '../games/linked-vendors.ts';
export { PLATFORM_JOBS } from '../jobs/platform-jobs.ts';
export {
  BALANCED_LEDGER,
  createPlayer,
  expireSessions,
  fund,
  ledgerInvariants,
  registerVendor,
  signedVendorCall,
  vendorId,
} from '../ledger/wallet-test-kit.ts';
export type { Merchant } from '../merchants/merchants.repository.ts';
export { SETTLE_MS } from '../reconciliation/reconciliation.service.ts';
export { loadDemoSecrets } from '../seed/demo-secrets.ts';
export { seedDemo } from '../seed/demo-seed.ts';
export { type AppServices, createServices } from '../services.ts';
export { createAdminKey, createTestMerchant, createTestOperator } from './factories.ts';
export { fuzzPlatform, type PlatformFuzzResult } from './fuzz-harness.ts';
