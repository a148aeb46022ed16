import fp from 'fastify-plugin';
import type { SessionsService } from '../accounts/sessions.service.ts';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { catalogueAdminRoutes } from './catalogue-admin.routes.ts';
import { gamesRoutes } from './games.routes.ts';
import type { GamesConsoleService } from './games-console.service.ts';
import { inhouseAdminRoutes } from './inhouse-admin.routes.ts';
import type { InhouseServices } from './linked-vendors.ts';
import { liveRoutes } from './live.routes.ts';
import type { LiveModelsReader } from './live-models.ts';
import { lottoRoutes } from './lotto.routes.ts';
import type { PublishedResultsReader } from './published-results.ts';
import { vendorCatalogueRoutes } from './vendor-catalogue.routes.ts';
import { vendorSettingsRoutes } from './vendor-settings.routes.ts';
import type { VendorSettingsGateway } from './vendor-settings.ts';
import type { VendorsService } from './vendors.service.ts';

/** What the games' routes call. */
export interface GamesServices extends AdminGuardServices, InhouseServices, PlayerScopeServices {
  sessions: SessionsService;
  catalogue: CatalogueService;
  vendors: VendorsService;
  publishedResults: PublishedResultsReader;
  vendorSettings: VendorSettingsGateway;
  liveModels: LiveModelsReader;
  gamesConsole: GamesConsoleService;
}

/**
 * Games: the lobby, launch and boards for players (per merchant host), the operator's catalogue,
 * vendors' signed catalogue registration, and connecting a merchant to the in-house vendor.
 */
export const gamesPlugin = fp<{ services: GamesServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(gamesRoutes, { services });
      await merchantScope.register(lottoRoutes, { services });
      await merchantScope.register(liveRoutes, { services });
    });
    await app.register(catalogueAdminRoutes, { services });
    await app.register(vendorCatalogueRoutes, { services });
    await app.register(inhouseAdminRoutes, { services });
    await app.register(vendorSettingsRoutes, { services });
  },
  { name: 'games', dependencies: ['@fastify/swagger'] },
);
