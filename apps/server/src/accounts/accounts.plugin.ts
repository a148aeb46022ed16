import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { MemberSecurityService } from '../member-money/member-security.service.ts';
import { accountsRoutes } from './accounts.routes.ts';
import type { AccountsService } from './accounts.service.ts';
import { contactRoutes } from './contact.routes.ts';
import { oauthAdminRoutes, oauthRoutes } from './oauth.routes.ts';
import type { OauthService } from './oauth.service.ts';
import type { PasswordResetService } from './password-reset.service.ts';
import type { SessionTicketsService } from './session-tickets.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** What the accounts routes call. */
export interface AccountsServices extends AdminGuardServices, PlayerScopeServices {
  sessions: SessionsService;
  accounts: AccountsService;
  oauth: OauthService;
  /** The rule of sensitive changes: a mobile or email change goes through it. */
  memberSecurity: MemberSecurityService;
  sessionTickets: SessionTicketsService;
  passwordReset: PasswordResetService;
}

/** Accounts: registration, login, sessions and sign-in with an identity provider (per merchant host), and its operator calls. */
export const accountsPlugin = fp<{ services: AccountsServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(accountsRoutes, { services });
      await merchantScope.register(oauthRoutes, { services });
      await merchantScope.register(contactRoutes, { services });
    });
    await app.register(oauthAdminRoutes, { services });
  },
  { name: 'accounts', dependencies: ['@fastify/swagger'] },
);
