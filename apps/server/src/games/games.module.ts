import type { Kysely } from 'kysely';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { Database } from '../db/schema.ts';
import { CatalogueRepository } from './catalogue.repository.ts';
import { CatalogueService } from './catalogue.service.ts';
import type { CatalogueCache } from './catalogue-cache.ts';
import { GamesConsoleRepository } from './games-console.repository.ts';
import { GamesConsoleService } from './games-console.service.ts';
import { InhouseLinksService } from './inhouse-links.service.ts';
import { InhouseVendorRepository } from './inhouse-vendor.repository.ts';
import { LINKED_VENDOR_SERVICES, VendorServiceLauncher } from './linked-vendors.ts';
import { LiveModelsReader } from './live-models.ts';
import { PublishedResultsReader } from './published-results.ts';
import { VendorSettingsGateway } from './vendor-settings.ts';
import { VendorsRepository } from './vendors.repository.ts';
import { VendorsService } from './vendors.service.ts';

/** The games' services: vendors, the catalogue (with a launcher per vendor code of the linked vendor services) and in-house links. */
export function createGamesServices(deps: {
  db: Kysely<Database>;
  audit: AuditRepository;
  catalogueCache: CatalogueCache;
}) {
  const { db, audit, catalogueCache } = deps;
  const vendorsRepository = new VendorsRepository(db);
  const vendors = new VendorsService(vendorsRepository);
  const catalogue = new CatalogueService(
    db,
    new CatalogueRepository(db),
    vendorsRepository,
    vendors,
    audit,
    catalogueCache,
  );
  const inhouseLinks = new InhouseLinksService(new InhouseVendorRepository(db));
  for (const service of LINKED_VENDOR_SERVICES) {
    for (const code of service.vendorCodes)
      catalogue.registerLauncher(code, new VendorServiceLauncher(inhouseLinks, service, code));
  }
  const publishedResults = new PublishedResultsReader(inhouseLinks);
  const vendorSettings = new VendorSettingsGateway(db, inhouseLinks, audit);
  const liveModels = new LiveModelsReader(inhouseLinks);
  return {
    vendors,
    vendorsRepository,
    catalogue,
    inhouseLinks,
    publishedResults,
    vendorSettings,
    liveModels,
    gamesConsole: new GamesConsoleService(new GamesConsoleRepository(db)),
  };
}
