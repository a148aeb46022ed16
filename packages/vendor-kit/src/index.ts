/**
 * @croupier/vendor-kit: what every game vendor service shares, so a new vendor is mostly its game
 * logic. A vendor reaches the platform only through the signed vendor protocol (this kit), and imports
 * only @croupier/contracts, @croupier/games and this kit; never the platform's server or web code.
 * See docs/vendor-kit.md.
 */
export { type CatalogueRegistration, registerCatalogue } from './catalogue.ts';
export {
  openVendorDb,
  type SqlRunner,
  type VendorDb,
  type VendorDbOptions,
  type VendorSchemaOptions,
} from './db.ts';
export { errorBody, VendorError } from './errors.ts';
export { serveGameUi } from './game-ui.ts';
export {
  createVendorHttp,
  gamePagePolicy,
  header,
  isAdminKey,
  type OperatorRegistry,
  type OperatorRoutesOptions,
  ok,
  parse,
  rawBodyOf,
  registerOperatorRoutes,
  type VendorHttpOptions,
  verifyPlatformRequest,
} from './http.ts';
export { type LaunchRouteOptions, registerLaunchRoute } from './launch-route.ts';
export { OperatorStore } from './operators.ts';
export {
  callPlatform,
  type FetchLike,
  FINAL_BET_REFUSALS,
  isValidPlatformSignature,
  type OperatorLink,
  type PlatformResult,
  signedHeaders,
} from './platform-client.ts';
export {
  backoffMs,
  DEFAULT_MONEY_OPTIONS,
  inParallel,
  RecoveryLoop,
  SingleFlight,
  sleep,
  type VendorMoneyOptions,
} from './retry.ts';
export {
  listenOrClose,
  openMigratedVendorDb,
  type VendorLog,
  type VendorServiceOptions,
  type VendorStorage,
  vendorLog,
} from './service.ts';
export {
  type LaunchRequest,
  LaunchSessions,
  type LaunchSessionsOptions,
  type SessionRow,
} from './sessions.ts';
export { VendorLinks } from './vendor-links.ts';
export { batchedCallOf, itemResult, WalletBatches, type WalletBatchOptions } from './wallet-batches.ts';
export { WalletCallLog } from './wallet-calls.ts';
