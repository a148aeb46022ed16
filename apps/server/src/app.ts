import { randomUUID } from 'node:crypto';
import { API } from '@croupier/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { accountsPlugin } from './accounts/accounts.plugin.ts';
import { adminPlugin } from './admin/admin.plugin.ts';
import { agentsPlugin } from './agents/agents.plugin.ts';
import { cashierPlugin } from './cashier/cashier.plugin.ts';
import type { AppConfig } from './config.ts';
import { contentPlugin } from './content/content.plugin.ts';
import { gamesPlugin } from './games/games.plugin.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { ledgerPlugin } from './ledger/ledger.plugin.ts';
import { memberMoneyPlugin } from './member-money/member-money.plugin.ts';
import { metricsPlugin } from './metrics/metrics.plugin.ts';
import { realtimePlugin } from './realtime/realtime.plugin.ts';
import type { AppServices } from './services.ts';
import { systemPlugin } from './system/system.plugin.ts';
import { vendorWalletPlugin } from './vendor-wallet/vendor-wallet.plugin.ts';
import { verificationPlugin } from './verification/verification.plugin.ts';
import { serveWebApp } from './web/web.plugin.ts';

export interface BuildAppOptions {
  config: Pick<AppConfig, 'LOG_LEVEL' | 'LOG_PRETTY' | 'TRUST_PROXY' | 'WEB_DIST'> &
    Partial<Pick<AppConfig, 'METRICS_TOKEN' | 'API_DOCS'>>;
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

  const pageFallback = serveWeb ? await serveWebApp(app, config.WEB_DIST) : undefined;
  installErrorHandling(app, pageFallback ? { pageFallback } : {});
  // After the error handling, so a refused docs call answers 401 with its code.
  await app.register(fastifySwaggerUi, {
    routePrefix: API.docs,
    // Issue 21, finding 9: in production the API's map is for operators only (an operator key).
    ...(config.API_DOCS === 'operators'
      ? {
          uiHooks: {
            onRequest: async (request: FastifyRequest) => {
              await services.adminAuth.authenticate(request);
            },
          },
        }
      : {}),
  });

  await app.register(metricsPlugin, { services, token: config.METRICS_TOKEN });

  // Infrastructure first (the OpenAPI document, error handling and probes above), then real time,
  // then the features: each a plugin that gets the few services its routes call, never the bag.
  await app.register(realtimePlugin, { services });
  await app.register(systemPlugin, { services });
  await app.register(adminPlugin, { services });
  await app.register(accountsPlugin, { services });
  await app.register(verificationPlugin, { services });
  await app.register(ledgerPlugin, { services });
  await app.register(vendorWalletPlugin, { services });
  await app.register(cashierPlugin, { services });
  await app.register(memberMoneyPlugin, { services });
  await app.register(gamesPlugin, { services });
  await app.register(contentPlugin, { services });
  await app.register(agentsPlugin, { services });

  return app;
}
