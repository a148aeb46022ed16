import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import { guardPlayerScope, type PlayerScopeServices } from '../http/player-scope.ts';
import type { CaptchaService } from './captcha.service.ts';
import type { HumanVerificationService } from './human-verification.service.ts';
import type { OutboxService } from './outbox.service.ts';
import { verificationAdminRoutes, verificationRoutes } from './verification.routes.ts';

/** What the verification routes call. */
export interface VerificationRouteServices extends AdminGuardServices, PlayerScopeServices {
  captcha: CaptchaService;
  humanVerification: HumanVerificationService;
  outbox: OutboxService;
}

/** Verification: captchas and human checks (per merchant host), and the operator's view of the outbox. */
export const verificationPlugin = fp<{ services: VerificationRouteServices }>(
  async (app, { services }) => {
    await app.register(async (merchantScope) => {
      guardPlayerScope(merchantScope, services);
      await merchantScope.register(verificationRoutes, { services });
    });
    await app.register(verificationAdminRoutes, { services });
  },
  { name: 'verification', dependencies: ['@fastify/swagger'] },
);
