import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { resolveMerchantPerRequest } from '../merchants/merchant-context.ts';
import { accountsRoutes } from './accounts.routes.ts';
import type { AccountsService } from './accounts.service.ts';
import { oauthAdminRoutes, oauthRoutes } from './oauth.routes.ts';
import type { OauthService } from './oauth.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** What the accounts routes call. */
export interface AccountsServices extends AdminGuardServices {
  sessions: SessionsService;
  accounts: AccountsService;
  oauth: OauthService;
}

/** Accounts: registration, login, sessions and sign-in with an identity provider (per merchant host), and its operator calls. */
export const accountsPlugin = fp<{ services: AccountsServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      resolveMerchantPerRequest(merchantScope, services.merchants);
      await merchantScope.register(accountsRoutes, { services });
      await merchantScope.register(oauthRoutes, { services });
    });
    await app.register(oauthAdminRoutes, { services });
  },
  { name: 'accounts', dependencies: ['@fastify/swagger'] },
);
