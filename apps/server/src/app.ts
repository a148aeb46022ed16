import { randomUUID } from 'node:crypto';
import { API } from '@croupier/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { oauthAdminRoutes, oauthRoutes } from './accounts/oauth.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { agentsAdminRoutes, agentsRoutes } from './agents/agents.routes.ts';
import type { AppConfig } from './config.ts';
import { contentAdminRoutes, contentRoutes } from './content/content.routes.ts';
import { shellContentAdminRoutes } from './content/shell-content.admin.routes.ts';
import { catalogueAdminRoutes } from './games/catalogue-admin.routes.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { inhouseAdminRoutes } from './games/inhouse-admin.routes.ts';
import { vendorCatalogueRoutes } from './games/vendor-catalogue.routes.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { resolveMerchantPerRequest } from './merchants/merchant-context.ts';
import { metricsPlugin } from './metrics/metrics.plugin.ts';
import { paymentsAdminRoutes } from './payments/payments.admin.routes.ts';
import { paymentsCallbackRoutes } from './payments/payments.callback.routes.ts';
import { paymentsRoutes } from './payments/payments.routes.ts';
import { installRealtime, realtimeRoutes } from './realtime/realtime.routes.ts';
import type { AppServices } from './services.ts';
import { enforceSiteAccess } from './system/site-access.ts';
import { systemRoutes } from './system/system.routes.ts';
import { verificationAdminRoutes, verificationRoutes } from './verification/verification.routes.ts';
import { jackpotRoutes } from './wallet/jackpot.routes.ts';
import { memberMoneyRoutes } from './wallet/member-money.routes.ts';
import { moneyFlowAdminRoutes } from './wallet/money-flows.admin.routes.ts';
import { moneyFlowRoutes } from './wallet/money-flows.routes.ts';
import { transferWalletAdminRoutes, transferWalletRoutes } from './wallet/transfer-wallet.routes.ts';
import { vendorWalletRoutes } from './wallet/vendor-wallet.routes.ts';
import { walletAdminRoutes, walletRoutes } from './wallet/wallet.routes.ts';
import { serveWebApp } from './web/web.plugin.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY' | 'TRUST_PROXY' | 'WEB_DIST'> &
    Partial<Pick<AppConfig, 'METRICS_TOKEN'>>;
  services: AppServices;
  /** Serve the built player site (off in API tests). */
  serveWeb?: boolean;
}

/**
 * Builds the platform API as one Fastify app: plugins first, then the error handling, then the
 * routes. Starting and stopping the process is server.ts's job, so tests can build it freely.
 */
export async function buildApp({
  config,
  services,
  serveWeb = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] =
    config.LOG_LEVEL === 'silent'
      ? false
      : {
          level: config.LOG_LEVEL,
          ...(config.LOG_PRETTY ? { transport: { target: 'pino-pretty' } } : {}),
          redact: [
            'req.headers.authorization',
            'req.headers["x-admin-key"]',
            'req.headers["x-session-token"]',
          ],
        };
  const app = Fastify({
    logger,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 256 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('merchant', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await installSecurityHeaders(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Croupier platform API', version: '0.1.0' },
      components: {
        securitySchemes: {
          adminKey: { type: 'apiKey', in: 'header', name: 'x-admin-key' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: API.docs });

  const pageFallback = serveWeb ? await serveWebApp(app, config.WEB_DIST) : undefined;
  installErrorHandling(app, pageFallback ? { pageFallback } : {});

  await app.register(metricsPlugin, { services, token: config.METRICS_TOKEN });

  await installRealtime(app, services);
  await app.register(async (merchantScope) => {
    resolveMerchantPerRequest(merchantScope, services.merchants);
    enforceSiteAccess(merchantScope, services.system);
    await merchantScope.register(realtimeRoutes, { services });
    await merchantScope.register(systemRoutes, { services });
    await merchantScope.register(gamesRoutes, { services });
    await merchantScope.register(contentRoutes, { services });
    await merchantScope.register(verificationRoutes, { services });
    await merchantScope.register(accountsRoutes, { services });
    await merchantScope.register(oauthRoutes, { services });
    await merchantScope.register(walletRoutes, { services });
    await merchantScope.register(moneyFlowRoutes, { services });
    await merchantScope.register(transferWalletRoutes, { services });
    await merchantScope.register(agentsRoutes, { services });
    await merchantScope.register(paymentsRoutes, { services });
    await merchantScope.register(memberMoneyRoutes, { services });
  });
  await app.register(adminRoutes, { services });
  await app.register(agentsAdminRoutes, { services });
  await app.register(verificationAdminRoutes, { services });
  await app.register(oauthAdminRoutes, { services });
  await app.register(catalogueAdminRoutes, { services });
  await app.register(contentAdminRoutes, { services });
  await app.register(shellContentAdminRoutes, { services });
  await app.register(walletAdminRoutes, { services });
  await app.register(transferWalletAdminRoutes, { services });
  await app.register(moneyFlowAdminRoutes, { services });
  await app.register(paymentsAdminRoutes, { services });
  await app.register(paymentsCallbackRoutes, { services });
  await app.register(vendorWalletRoutes, { services });
  await app.register(jackpotRoutes, { services });
  await app.register(vendorCatalogueRoutes, { services });
  await app.register(inhouseAdminRoutes, { services });

  return app;
}
