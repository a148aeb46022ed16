import {
  API,
  SESSION_TOKEN_HEADER,
  ZAffiliateQuery,
  ZChangePasswordRequest,
  ZErrorBody,
  ZFeedbackRequest,
  ZFirstLoginValue,
  ZForgotByEmailRequest,
  ZForgotByPhoneRequest,
  ZForgotMethods,
  ZForgotMethodsRequest,
  ZFreePlayRequest,
  ZLoginRequest,
  ZLoginValue,
  ZLoginVerifyRequest,
  ZLoginVerifySendRequest,
  ZMemberIconRequest,
  ZMemberIconValue,
  ZMemberInfo,
  ZOk,
  ZRegisterRequest,
  ZResetPasswordConfirmRequest,
  ZSessionTicketExchangeRequest,
  ZSessionTicketValue,
  ZSmsCodeRequest,
  ZSmsCodeValue,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import { domainFromHost } from '../merchants/merchants.service.ts';
import type { AccountsServices } from './accounts.plugin.ts';
import type { RequestContext } from './accounts.service.ts';
import { requireAuth } from './auth-context.ts';
import { ENCRYPTED_CALL_NOTE, openEncryptedBody } from './encrypted-body.ts';

const errors = { '4xx': ZErrorBody };
const ZDone = ZOk(z.null());
const done = { success: true as const, value: null };

function contextOf(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    language: requestLanguage(request),
    requestId: request.id,
  };
}

/** Session and member calls of spec section 7: login, logout, free play, register, passwords, info. */
export const accountsRoutes: FastifyPluginAsyncZod<{ services: AccountsServices }> = async (
  app,
  { services },
) => {
  const { accounts, sessions } = services;
  const encrypted = openEncryptedBody(services.merchants);

  // Forgot-password-by-email is form encoded, as the product sends it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.post(
    API.session.login,
    {
      preValidation: encrypted,
      schema: {
        tags: ['session'],
        summary: 'Log in by username or SMS code',
        description: ENCRYPTED_CALL_NOTE,
        body: ZLoginRequest,
        response: { 200: ZOk(ZLoginValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.login(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.post(
    API.session.loginVerifyCode,
    {
      schema: {
        tags: ['session'],
        summary: 'Send the code of a new-address login check',
        body: ZLoginVerifySendRequest,
        response: { 200: ZOk(ZSmsCodeValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.sendSecondFactorCode(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.post(
    API.session.loginVerify,
    {
      schema: {
        tags: ['session'],
        summary: 'Finish a login from a new address',
        body: ZLoginVerifyRequest,
        response: { 200: ZOk(ZLoginValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.verifySecondFactor(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.delete(
    API.session.logout,
    {
      schema: {
        tags: ['session'],
        summary: 'Log out (ends this session)',
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions, { beforePasswordChange: true });
      await sessions.revoke(auth.session.id);
      return done;
    },
  );

  app.post(
    API.session.freePlay,
    {
      schema: {
        tags: ['session'],
        summary: 'Free play: a trial account',
        body: ZFreePlayRequest.optional(),
        response: { 200: ZOk(ZLoginValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.freePlay(merchantOf(request), contextOf(request)),
    }),
  );

  app.post(
    API.session.smsNoLogin,
    {
      schema: {
        tags: ['session'],
        summary: 'SMS code for login or phone password reset',
        body: ZSmsCodeRequest,
        response: { 200: ZOk(ZSmsCodeValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.sendAccountSmsCode(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.post(
    API.verification.smsRegister,
    {
      schema: {
        tags: ['member'],
        summary: 'SMS code for registering a mobile number',
        body: ZSmsCodeRequest.omit({ purpose: true }),
        response: { 200: ZOk(ZSmsCodeValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.sendRegisterSmsCode(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.get(
    API.member.info,
    {
      schema: {
        tags: ['member'],
        summary: 'The logged-in member',
        response: { 200: ZOk(ZMemberInfo), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions, { beforePasswordChange: true });
      return { success: true as const, value: accounts.memberInfo(merchantOf(request), auth.member) };
    },
  );

  app.get(
    API.member.icon,
    {
      schema: {
        tags: ['member'],
        summary: "The member's avatar and the set to choose from (T)",
        response: { 200: ZOk(ZMemberIconValue), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions);
      return { success: true as const, value: accounts.icon(auth.member) };
    },
  );

  app.put(
    API.member.icon,
    {
      schema: {
        tags: ['member'],
        summary: "Sets the member's avatar, one of the set (T)",
        body: ZMemberIconRequest,
        response: { 200: ZOk(ZMemberIconValue), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions);
      const value = await accounts.setIcon(merchantOf(request), auth.member, request.body.icon);
      return { success: true as const, value };
    },
  );

  app.get(
    API.member.firstLogin,
    {
      schema: {
        tags: ['member'],
        summary: 'The first-login call: whether the welcome is still to show, and the first steps done (T)',
        response: { 200: ZOk(ZFirstLoginValue), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions);
      return { success: true as const, value: accounts.firstLogin(auth.member) };
    },
  );

  app.post(
    API.member.firstLogin,
    {
      schema: {
        tags: ['member'],
        summary: 'Marks the first-login welcome done (T)',
        response: { 200: ZOk(ZFirstLoginValue), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions);
      const value = await accounts.completeFirstLogin(merchantOf(request), auth.member);
      return { success: true as const, value };
    },
  );

  for (const [path, mode] of [
    [API.member.register, 'username'],
    [API.member.registerMobile, 'mobile'],
  ] as const) {
    app.put(
      path,
      {
        preValidation: encrypted,
        schema: {
          tags: ['member'],
          summary: `Register by ${mode}`,
          description: ENCRYPTED_CALL_NOTE,
          body: ZRegisterRequest,
          response: { 200: ZOk(ZLoginValue), ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        value: await accounts.register(
          merchantOf(request),
          request.body,
          mode,
          contextOf(request),
          request.body.domain ?? domainFromHost(request.headers.host) ?? '',
        ),
      }),
    );
  }

  app.post(
    API.member.password,
    {
      preValidation: encrypted,
      schema: {
        tags: ['member'],
        summary: 'Change password',
        description: ENCRYPTED_CALL_NOTE,
        body: ZChangePasswordRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions, { beforePasswordChange: true });
      await accounts.changePassword(
        merchantOf(request),
        { member: auth.member, sessionId: auth.session.id },
        request.body,
        contextOf(request),
      );
      return done;
    },
  );

  app.post(
    API.member.passwordEmail,
    {
      schema: {
        tags: ['member'],
        summary:
          'Forgotten password: emails a link the owner confirms; nothing changes before (form encoded)',
        body: ZForgotByEmailRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      await services.passwordReset.request(merchantOf(request), request.body, {
        ...contextOf(request),
        siteOrigin: `${request.protocol}://${request.host}`,
      });
      return done;
    },
  );

  app.post(
    API.member.passwordMethods,
    {
      schema: {
        tags: ['member'],
        summary: "Forgotten password: the recovery methods the username's account can use (masked)",
        body: ZForgotMethodsRequest,
        response: { 200: ZOk(ZForgotMethods), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await services.passwordReset.methods(
        merchantOf(request),
        request.body.username,
        contextOf(request),
      ),
    }),
  );

  app.post(
    API.member.passwordEmailConfirm,
    {
      schema: {
        tags: ['member'],
        summary: "Forgotten password: the emailed link's owner sets the new password (every session ends)",
        body: ZResetPasswordConfirmRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      await services.passwordReset.confirm(merchantOf(request), request.body, contextOf(request));
      return done;
    },
  );

  app.post(
    API.session.appTicket,
    {
      schema: {
        tags: ['session'],
        summary: 'A one-time ticket (60 s) for the app-download link and QR code (T)',
        response: { 200: ZOk(ZSessionTicketValue), ...errors },
      },
    },
    async (request) => {
      const auth = await requireAuth(request, sessions);
      const merchant = merchantOf(request);
      return { success: true as const, value: await services.sessionTickets.issue(merchant, auth, 'app') };
    },
  );

  app.post(
    API.session.appTicketExchange,
    {
      schema: {
        tags: ['session'],
        summary: 'The app trades a ticket for a session of its own, once',
        body: ZSessionTicketExchangeRequest,
        response: { 200: ZOk(ZLoginValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await services.sessionTickets.redeem(
        merchantOf(request),
        request.body.ticket,
        contextOf(request),
      ),
    }),
  );

  app.post(
    API.member.passwordVerification,
    {
      preValidation: encrypted,
      schema: {
        tags: ['member'],
        summary: 'Forgotten password: new password with an SMS code, then logged in',
        description: ENCRYPTED_CALL_NOTE,
        body: ZForgotByPhoneRequest,
        response: { 200: ZOk(ZLoginValue), ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      value: await accounts.resetByPhone(merchantOf(request), request.body, contextOf(request)),
    }),
  );

  app.get(
    API.member.affiliate,
    {
      schema: {
        tags: ['member'],
        summary: 'Check an invitation (affiliate) code',
        querystring: ZAffiliateQuery,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      if (!(await accounts.isValidAffiliateCode(merchantOf(request), request.query.code)))
        throw new AppError('INVALID_INVITATION_CODE');
      return done;
    },
  );

  app.put(
    API.member.feedback,
    {
      schema: {
        tags: ['member'],
        summary: 'Feedback and complaints',
        body: ZFeedbackRequest,
        response: { 200: ZDone, ...errors },
      },
    },
    async (request) => {
      const hasToken = typeof request.headers[SESSION_TOKEN_HEADER] === 'string';
      const auth = hasToken ? await requireAuth(request, sessions) : undefined;
      await accounts.submitFeedback(merchantOf(request), auth?.member, request.body, contextOf(request));
      return done;
    },
  );
};
