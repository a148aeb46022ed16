import {
  API,
  ZErrorBody,
  ZLoginValue,
  ZOauthExchangeRequest,
  ZOauthProvider,
  ZOauthProviderSettings,
  ZOauthStartQuery,
  ZOk,
} from '@croupier/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AccountsServices } from './accounts.plugin.ts';
import { OAUTH_LOGIN_SECONDS } from './oauth.service.ts';

const ZProviderParams = z.object({ provider: ZOauthProvider });

function callbackUrlOf(request: FastifyRequest, provider: string): string {
  return `${request.protocol}://${request.host}${API.session.oauthCallback.replace(':provider', provider)}`;
}

/**
 * The cookie that binds a one-click login's `state` to the browser that started it (issue 21,
 * finding 7): the provider's redirect back is a top-level GET, so SameSite=Lax still sends it,
 * while a callback URL planted in another browser arrives without it.
 */
const STATE_COOKIE = 'croupier_oauth_state';
const STATE_COOKIE_PATH = API.session.oauthCallback.slice(0, API.session.oauthCallback.indexOf('/:provider'));

function stateCookie(request: FastifyRequest, state: string, maxAge: number): string {
  return stringifySetCookie({
    name: STATE_COOKIE,
    value: state,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: STATE_COOKIE_PATH,
    maxAge,
  });
}

function browserStateOf(request: FastifyRequest): string | undefined {
  return request.headers.cookie ? parseCookie(request.headers.cookie)[STATE_COOKIE] : undefined;
}

/** A browser navigation ends on the site, never on a JSON error page: failures carry their code. */
function backToSite(reply: FastifyReply, path: string, error: unknown): FastifyReply {
  const code = error instanceof AppError ? error.code : 'INTERNAL_ERROR';
  if (!(error instanceof AppError)) reply.log.error({ err: error }, 'one-click login failed');
  return reply.redirect(`${path}?oauthError=${code}`, 302);
}

/** One-click login: start at the provider, come back with a ticket, trade it for a session. */
export const oauthRoutes: FastifyPluginAsyncZod<{ services: AccountsServices }> = async (
  app,
  { services },
) => {
  const { oauth } = services;

  app.get(
    API.session.oauthStart,
    {
      schema: {
        tags: ['session'],
        summary: 'One-click login: redirect to the identity provider',
        params: ZProviderParams,
        querystring: ZOauthStartQuery,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      try {
        const { url, state } = await oauth.start(
          merchantOf(request),
          provider,
          request.query.side,
          callbackUrlOf(request, provider),
        );
        reply.header('set-cookie', stateCookie(request, state, OAUTH_LOGIN_SECONDS));
        return reply.redirect(url, 302);
      } catch (error) {
        return backToSite(reply, request.query.side === 'agent' ? '/agent' : '/', error);
      }
    },
  );

  app.get(
    API.session.oauthCallback,
    {
      schema: {
        tags: ['session'],
        summary: 'One-click login: the provider redirects back here',
        params: ZProviderParams,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const currentUrl = new URL(`${request.protocol}://${request.host}${request.url}`);
      try {
        // The binding is spent whatever the outcome.
        reply.header('set-cookie', stateCookie(request, '', 0));
        const { ticket, side } = await oauth.callback(
          merchantOf(request),
          provider,
          currentUrl,
          request.ip,
          browserStateOf(request),
        );
        return reply.redirect(`${side === 'agent' ? '/agent' : '/'}?oauthTicket=${ticket}`, 302);
      } catch (error) {
        return backToSite(reply, '/', error);
      }
    },
  );

  app.post(
    API.session.oauthExchange,
    {
      schema: {
        tags: ['session'],
        summary: 'One-click login: trade the ticket for a session',
        body: ZOauthExchangeRequest,
        response: { 200: ZOk(ZLoginValue), '4xx': ZErrorBody },
      },
    },
    async (request) => ({
      success: true as const,
      value: await oauth.exchange(merchantOf(request), request.body.ticket, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        language: requestLanguage(request),
        requestId: request.id,
      }),
    }),
  );
};

/** Operator API: a merchant's client registration at an identity provider. */
export const oauthAdminRoutes: FastifyPluginAsyncZod<{ services: AccountsServices }> = async (
  app,
  { services },
) => {
  app.put(
    API.admin.oauthProvider,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Set a merchant's identity-provider client (switch it on with the googleLogin/facebookLogin flag)",
        params: z.object({ merchantCode: z.string().regex(/^[A-Z0-9_]{2,32}$/), provider: ZOauthProvider }),
        body: ZOauthProviderSettings,
        response: { 200: ZOk(z.null()), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'settings.write',
      );
      await services.oauth.configure(merchant, request.params.provider, request.body);
      return { success: true as const, value: null };
    },
  );
};
