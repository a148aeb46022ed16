import { randomUUID } from 'node:crypto';
import { API, HOME_NOTICES_PAGE_SIZE, type TInlineHome, type TPermission } from '@croupier/contracts';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type AccountsServices, accountsPlugin } from './accounts/accounts.plugin.ts';
import { adminPlugin } from './admin/admin.plugin.ts';
import type { AdminGuardServices } from './admin/admin-guard.ts';
import { type AgentsServices, agentsPlugin } from './agents/agents.plugin.ts';
import { type CashierServices, cashierPlugin } from './cashier/cashier.plugin.ts';
import type { AppConfig } from './config.ts';
import { type ConsoleServices, consolePlugin } from './console/console.plugin.ts';
import { type ContentServices, contentPlugin } from './content/content.plugin.ts';
import { type GamesServices, gamesPlugin } from './games/games.plugin.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { type KycServices, kycPlugin } from './kyc/kyc.plugin.ts';
import { type LedgerServices, ledgerPlugin } from './ledger/ledger.plugin.ts';
import { type LoyaltyServices, loyaltyPlugin } from './loyalty/loyalty.plugin.ts';
import { type MemberMoneyServices, memberMoneyPlugin } from './member-money/member-money.plugin.ts';
import { domainFromHost } from './merchants/merchants.service.ts';
import { type MessagesServices, messagesPlugin } from './messages/messages.plugin.ts';
import { type MetricsOptions, metricsPlugin } from './metrics/metrics.plugin.ts';
import { type MissionsServices, missionsPlugin } from './missions/missions.plugin.ts';
import { type OperatorsServices, operatorsPlugin } from './operators/operators.plugin.ts';
import { servicesFor } from './plugin-services.ts';
import { type PromotionsServices, promotionsPlugin } from './promotions/promotions.plugin.ts';
import { type PublicStateServices, publicStatePlugin } from './public-state/public-state.plugin.ts';
import { type RealtimeServices, realtimePlugin } from './realtime/realtime.plugin.ts';
import { type ReconciliationServices, reconciliationPlugin } from './reconciliation/reconciliation.plugin.ts';
import { type RedEnvelopesServices, redEnvelopesPlugin } from './red-envelopes/red-envelopes.plugin.ts';
import { type RgServices, rgPlugin } from './rg/rg.plugin.ts';
import type { AppServices } from './services.ts';
import { type SystemServices, systemPlugin } from './system/system.plugin.ts';
import { type VendorWalletServices, vendorWalletPlugin } from './vendor-wallet/vendor-wallet.plugin.ts';
import { type VerificationRouteServices, verificationPlugin } from './verification/verification.plugin.ts';
import { type VipServices, vipPlugin } from './vip/vip.plugin.ts';
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
  // Once the app closes, every answer ends its connection: a keep-alive socket busy when the close
  // began would otherwise stay open after its last answer (holding the close) until the client's
  // keep-alive timeout. Idle sockets are dropped by the close itself.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
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

  // Each page carries its merchant's bootstrap, so the site's first paint is the brand's (issue 24).
  const pageBootstrap = async (request: FastifyRequest) => {
    const merchant = await services.merchants.resolveByHost(request.headers.host);
    return merchant
      ? services.system.permission(merchant, request.ip, domainFromHost(request.headers.host) ?? '')
      : null;
  };
  // A home page also carries its first screen's data (issue 26): the banner paints without a round trip.
  const pageHome = async (request: FastifyRequest, permission: TPermission): Promise<TInlineHome | null> => {
    const merchant = await services.merchants.resolveByHost(request.headers.host);
    if (!merchant) return null;
    const language = permission.merchant.defaultLanguage;
    const [banners, notices] = await Promise.all([
      services.lobbyContent.banners(merchant, language, 'w_home'),
      services.lobbyContent.announcements(merchant, {
        language,
        type: 'B',
        pageNo: 1,
        pageSize: HOME_NOTICES_PAGE_SIZE,
      }),
    ]);
    return { language, banners, notices };
  };
  const pageFallback = serveWeb
    ? await serveWebApp(app, config.WEB_DIST, pageBootstrap, pageHome)
    : undefined;
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

  // Each plugin gets a new object holding only the services its interface declares (the compiler
  // checks each list is complete), so no route reaches another service, a repository or the database.
  const declared = <S>() => servicesFor<S>(services);
  await app.register(metricsPlugin, {
    services: declared<MetricsOptions['services']>()(['database', 'jobs', 'startup']),
    token: config.METRICS_TOKEN,
  });

  // Infrastructure first (the OpenAPI document, error handling and probes above), then real time,
  // then the features: each a plugin that gets the few services its routes call, never the bag.
  const guard = ['adminAuth', 'merchants'] as const;
  const playerScope = ['merchants', 'system'] as const;
  await app.register(realtimePlugin, {
    services: declared<RealtimeServices>()([...playerScope, 'sessions', 'realtime', 'jobs']),
  });
  await app.register(systemPlugin, { services: declared<SystemServices>()([...playerScope, 'content']) });
  await app.register(adminPlugin, { services: declared<AdminGuardServices>()(guard) });
  await app.register(operatorsPlugin, {
    services: declared<OperatorsServices>()([...guard, 'operatorAccounts', 'auditTrail', 'approvals']),
  });
  await app.register(consolePlugin, { services: declared<ConsoleServices>()([...guard, 'console']) });
  await app.register(accountsPlugin, {
    services: declared<AccountsServices>()([
      ...guard,
      'system',
      'sessions',
      'accounts',
      'oauth',
      'memberSecurity',
      'sessionTickets',
      'passwordReset',
    ]),
  });
  await app.register(verificationPlugin, {
    services: declared<VerificationRouteServices>()([
      ...guard,
      'system',
      'captcha',
      'humanVerification',
      'outbox',
    ]),
  });
  await app.register(ledgerPlugin, {
    services: declared<LedgerServices>()([...guard, 'system', 'sessions', 'wallet', 'vendorWallet']),
  });
  await app.register(vendorWalletPlugin, {
    services: declared<VendorWalletServices>()([
      ...guard,
      'system',
      'sessions',
      'vendorWallet',
      'vendorAdjust',
      'jackpots',
      'transferWallet',
    ]),
  });
  await app.register(cashierPlugin, {
    services: declared<CashierServices>()([
      ...guard,
      'system',
      'sessions',
      'deposits',
      'withdrawals',
      'paymentChannels',
      'gatewayDeposits',
    ]),
  });
  await app.register(memberMoneyPlugin, {
    services: declared<MemberMoneyServices>()([
      ...guard,
      'system',
      'sessions',
      'memberMoney',
      'memberSecurity',
      'paymentPassword',
      'records',
      'transfers',
      'deposits',
      'paymentChannels',
      'withdrawals',
    ]),
  });
  await app.register(gamesPlugin, {
    services: declared<GamesServices>()([
      ...guard,
      'system',
      'sessions',
      'catalogue',
      'vendors',
      'vendorWallet',
      'inhouseLinks',
      'publishedResults',
      'vendorSettings',
      'liveModels',
      'gamesConsole',
    ]),
  });
  await app.register(contentPlugin, {
    services: declared<ContentServices>()([...guard, 'system', 'lobbyContent', 'contentAdmin']),
  });
  await app.register(agentsPlugin, {
    services: declared<AgentsServices>()([
      ...guard,
      'system',
      'sessions',
      'agents',
      'contracts',
      'settlement',
    ]),
  });
  await app.register(promotionsPlugin, {
    services: declared<PromotionsServices>()([
      ...guard,
      'system',
      'sessions',
      'promotions',
      'promotionApplications',
    ]),
  });
  await app.register(vipPlugin, {
    services: declared<VipServices>()([...guard, 'system', 'sessions', 'vip']),
  });
  await app.register(missionsPlugin, {
    services: declared<MissionsServices>()([...guard, 'system', 'sessions', 'missions']),
  });
  await app.register(loyaltyPlugin, {
    services: declared<LoyaltyServices>()([...guard, 'system', 'sessions', 'points', 'rebate', 'referral']),
  });
  await app.register(publicStatePlugin, {
    services: declared<PublicStateServices>()([...playerScope, 'sessions', 'publicState']),
  });
  await app.register(messagesPlugin, {
    services: declared<MessagesServices>()([...guard, 'system', 'sessions', 'messages']),
  });
  await app.register(redEnvelopesPlugin, {
    services: declared<RedEnvelopesServices>()([...guard, 'system', 'sessions', 'redEnvelopes']),
  });
  await app.register(rgPlugin, { services: declared<RgServices>()([...playerScope, 'sessions', 'rg']) });
  await app.register(kycPlugin, {
    services: declared<KycServices>()([...guard, 'system', 'sessions', 'kyc']),
  });
  await app.register(reconciliationPlugin, {
    services: declared<ReconciliationServices>()([...guard, 'reconciliation']),
  });

  return app;
}
