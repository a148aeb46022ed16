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
import { sql } from 'kysely';
import { z } from 'zod';
import { accountsRoutes } from './accounts/accounts.routes.ts';
import { oauthAdminRoutes, oauthRoutes } from './accounts/oauth.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { agentsAdminRoutes, agentsRoutes } from './agents/agents.routes.ts';
import { moneyFlowAdminRoutes } from './cashier/cashier.admin.routes.ts';
import { paymentsAdminRoutes } from './cashier/payments.admin.routes.ts';
import { paymentsCallbackRoutes } from './cashier/payments.callback.routes.ts';
import { paymentsRoutes } from './cashier/payments.routes.ts';
import type { AppConfig } from './config.ts';
import { contentAdminRoutes, contentRoutes } from './content/content.routes.ts';
import { shellContentAdminRoutes } from './content/shell-content.admin.routes.ts';
import { catalogueAdminRoutes } from './games/catalogue-admin.routes.ts';
import { gamesRoutes } from './games/games.routes.ts';
import { inhouseAdminRoutes } from './games/inhouse-admin.routes.ts';
import { vendorCatalogueRoutes } from './games/vendor-catalogue.routes.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { walletAdminRoutes, walletRoutes } from './ledger/wallet.routes.ts';
import { memberMoneyRoutes } from './member-money/member-money.routes.ts';
import { moneyFlowRoutes } from './member-money/money-flows.routes.ts';
import { resolveMerchantPerRequest } from './merchants/merchant-context.ts';
import { installRealtime, realtimeRoutes } from './realtime/realtime.routes.ts';
import type { AppServices } from './services.ts';
import { systemRoutes } from './system/system.routes.ts';
import { jackpotRoutes } from './vendor-wallet/jackpot.routes.ts';
import { transferWalletAdminRoutes, transferWalletRoutes } from './vendor-wallet/transfer-wallet.routes.ts';
import { vendorWalletRoutes } from './vendor-wallet/vendor-wallet.routes.ts';
import { verificationAdminRoutes, verificationRoutes } from './verification/verification.routes.ts';
import { serveWebApp } from './web/web.plugin.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY' | 'TRUST_PROXY' | 'WEB_DIST'>;
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

  app.get(
    API.health,
    {
      schema: {
        tags: ['ops'],
        summary: 'Liveness',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    API.ready,
    {
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the database answers',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string() }),
          503: z.object({ status: z.literal('unavailable') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(services.database.db);
        return { status: 'ready' as const, database: services.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'database not ready');
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  );

  await installRealtime(app, services);
  await app.register(async (merchantScope) => {
    resolveMerchantPerRequest(merchantScope, services.merchants);
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
