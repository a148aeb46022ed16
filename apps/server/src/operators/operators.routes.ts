import {
  API,
  ZApiToken,
  ZApiTokenCreated,
  ZApproval,
  ZApprovalRequest,
  ZAuditPage,
  ZAuditQuery,
  ZCreateApiToken,
  ZCreateOperator,
  ZCreateRole,
  ZErrorBody,
  ZMerchantParams,
  ZOk,
  ZOperatorChange,
  ZOperatorLogin,
  ZOperatorMe,
  ZOperatorParams,
  ZOperatorSession,
  ZOperatorSummary,
  ZRecoveryCodes,
  ZRecoveryCodesLeft,
  ZRecoveryCodesRenew,
  ZRole,
  ZTotpConfirm,
  ZTotpEnrolment,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorNameOf, type Operator, presentedKey, tokenPermissions } from '../admin/admin-auth.service.ts';
import { adminMerchant } from '../admin/admin-guard.ts';
import { AppError } from '../http/app-error.ts';
import { APPROVAL_PERMISSION } from './approvals.service.ts';
import { OPERATOR_SESSION } from './operator-accounts.service.ts';
import type { OperatorsServices } from './operators.plugin.ts';

const errors = { '4xx': ZErrorBody };
const ZTokenParams = ZMerchantParams.extend({ id: z.string().regex(/^\d{1,19}$/) });

/** The console's sign-in, the operator's own session and authenticator, and the people, roles, tokens and audit trail of a merchant. */
export const operatorsRoutes: FastifyPluginAsyncZod<{ services: OperatorsServices }> = async (
  app,
  { services },
) => {
  const { operatorAccounts, adminAuth, auditTrail } = services;

  /** The signed-in person behind the request (a console session, not an API token). Errors: UNAUTHORIZED. */
  async function signedInOperator(request: FastifyRequest): Promise<Operator> {
    const operator = await adminAuth.authenticate(request);
    if (operator.kind !== 'operator')
      throw new AppError('UNAUTHORIZED', { detail: 'needs a console session' });
    return operator;
  }

  app.post(
    API.admin.operatorLogin,
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign an operator in to the console (username, password and authenticator code)',
        body: ZOperatorLogin,
        response: { 200: ZOk(ZOperatorSession), ...errors },
      },
    },
    async (request) => {
      const { token, me } = await operatorAccounts.login(request.body, request.ip);
      return { success: true as const, value: { token, idleMinutes: OPERATOR_SESSION.idleMinutes, me } };
    },
  );

  app.post(
    API.admin.operatorLogout,
    {
      schema: {
        tags: ['admin'],
        summary: "End the operator's console session",
        response: { 200: ZOk(z.null()), ...errors },
      },
    },
    async (request) => {
      const token = presentedKey(request);
      if (token) await operatorAccounts.logout(token);
      return { success: true as const, value: null };
    },
  );

  app.get(
    API.admin.operatorMe,
    {
      schema: {
        tags: ['admin'],
        summary: 'Who is signed in, for which merchant, with which permissions',
        response: { 200: ZOk(ZOperatorMe), ...errors },
      },
    },
    async (request) => {
      const operator = await adminAuth.authenticate(request);
      if (operator.kind === 'token') {
        const merchantCode = await operatorAccounts.merchantCodeOf(operator.merchantId);
        return {
          success: true as const,
          value: {
            username: operator.name,
            merchantCode,
            role: 'api_token',
            permissions: [...operator.permissions],
            totpEnabled: false,
          },
        };
      }
      const session = await operatorAccounts.resolveSession(presentedKey(request) ?? '');
      if (!session) throw new AppError('UNAUTHORIZED');
      return { success: true as const, value: await operatorAccounts.meOf(session) };
    },
  );

  app.post(
    API.admin.operatorTotp,
    {
      schema: {
        tags: ['admin'],
        summary: "Start setting up the operator's authenticator: a secret and its otpauth URI, shown once",
        response: { 200: ZOk(ZTotpEnrolment), ...errors },
      },
    },
    async (request) => {
      const operator = await signedInOperator(request);
      return { success: true as const, value: await operatorAccounts.beginTotp(operator.id) };
    },
  );

  app.post(
    API.admin.operatorTotpConfirm,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Turn the operator's authenticator on with its first code (until then the operator holds no permission)",
        body: ZTotpConfirm,
        response: { 200: ZOk(ZRecoveryCodes), ...errors },
      },
    },
    async (request) => {
      const operator = await signedInOperator(request);
      const codes = await operatorAccounts.confirmTotp(operator.id, request.body.code, {
        name: actorNameOf(operator),
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value: codes };
    },
  );

  app.get(
    API.admin.operatorRecoveryCodes,
    {
      schema: {
        tags: ['admin'],
        summary: "How many of the operator's one-time recovery codes are still unused",
        response: { 200: ZOk(ZRecoveryCodesLeft), ...errors },
      },
    },
    async (request) => {
      const operator = await signedInOperator(request);
      return {
        success: true as const,
        value: { remaining: await operatorAccounts.recoveryCodesLeft(operator.id) },
      };
    },
  );

  app.post(
    API.admin.operatorRecoveryCodes,
    {
      schema: {
        tags: ['admin'],
        summary:
          'Ten new one-time recovery codes, shown once; the old ones stop working (needs a current authenticator code; audited)',
        body: ZRecoveryCodesRenew,
        response: { 200: ZOk(ZRecoveryCodes), ...errors },
      },
    },
    async (request) => {
      const operator = await signedInOperator(request);
      const codes = await operatorAccounts.renewRecoveryCodes(operator.id, request.body.totpCode, {
        name: actorNameOf(operator),
        ip: request.ip,
        requestId: request.id,
      });
      return { success: true as const, value: codes };
    },
  );

  app.get(
    API.admin.operators,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's operators",
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZOperatorSummary)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'operators.read',
      );
      const rows = await operatorAccounts.listOperators(merchant.id);
      return {
        success: true as const,
        value: rows.map((row) => ({
          id: row.id.toString(),
          username: row.username,
          role: row.role,
          totpEnabled: row.totpEnabledAt !== null,
          disabled: row.disabledAt !== null,
          version: row.version,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );

  app.post(
    API.admin.operators,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an operator on a role the caller holds every permission of (audited)',
        params: ZMerchantParams,
        body: ZCreateOperator,
        response: { 201: ZOk(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'operators.write',
      );
      const id = await operatorAccounts.createOperator(merchant.id, request.body, actor, operator);
      return reply.status(201).send({ success: true as const, value: { id: id.toString() } });
    },
  );

  app.patch(
    API.admin.operator,
    {
      schema: {
        tags: ['admin'],
        summary:
          "Change an operator's role or turn it off, naming the version read (a stale one is refused; audited)",
        params: ZOperatorParams,
        body: ZOperatorChange,
        response: { 200: ZOk(z.null()), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'operators.write',
      );
      // Four-eyes: a person's role change waits for a second operator (POST …/approvals).
      if (request.body.role !== undefined && operator.kind === 'operator')
        throw new AppError('FOUR_EYES_REQUIRED');
      await operatorAccounts.changeOperator(
        merchant.id,
        BigInt(request.params.id),
        request.body,
        actor,
        operator,
      );
      return { success: true as const, value: null };
    },
  );

  app.get(
    API.admin.roles,
    {
      schema: {
        tags: ['admin'],
        summary: 'The built-in roles and the merchant’s custom ones, with their permissions',
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZRole)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'operators.read',
      );
      return { success: true as const, value: await operatorAccounts.roles(merchant.id) };
    },
  );

  app.post(
    API.admin.roles,
    {
      schema: {
        tags: ['admin'],
        summary: 'Add a custom role from the permission list (audited)',
        params: ZMerchantParams,
        body: ZCreateRole,
        response: { 201: ZOk(z.null()), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'operators.write',
      );
      await operatorAccounts.createRole(merchant.id, request.body, actor, operator);
      return reply.status(201).send({ success: true as const, value: null });
    },
  );

  app.get(
    API.admin.apiTokens,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's API tokens (never their secrets)",
        params: ZMerchantParams,
        response: { 200: ZOk(z.array(ZApiToken)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'tokens.manage',
      );
      const rows = await adminAuth.listTokens(merchant.id);
      return {
        success: true as const,
        value: rows.map((row) => ({
          id: row.id.toString(),
          name: row.name,
          permissions: row.permissions === null ? null : [...tokenPermissions(row)],
          createdAt: row.createdAt.toISOString(),
          revokedAt: row.revokedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.post(
    API.admin.apiTokens,
    {
      schema: {
        tags: ['admin'],
        summary: 'Create a scoped API token for machine access; its secret is answered once (audited)',
        params: ZMerchantParams,
        body: ZCreateApiToken,
        response: { 201: ZOk(ZApiTokenCreated), ...errors },
      },
    },
    async (request, reply) => {
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'tokens.manage',
      );
      const missing = request.body.permissions.find((p) => !operator.permissions.has(p));
      if (missing)
        throw new AppError('FORBIDDEN', { value: { permission: missing }, detail: `grants ${missing}` });
      const permissions = [...new Set(request.body.permissions)];
      const { id, token } = await adminAuth.issueToken(merchant.id, request.body.name, permissions, actor);
      return reply.status(201).send({
        success: true as const,
        value: {
          id: (id ?? 0n).toString(),
          name: request.body.name,
          permissions,
          createdAt: new Date().toISOString(),
          revokedAt: null,
          token,
        },
      });
    },
  );

  app.delete(
    API.admin.apiToken,
    {
      schema: {
        tags: ['admin'],
        summary: 'Revoke an API token: it stops working at once (audited)',
        params: ZTokenParams,
        response: { 200: ZOk(z.null()), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'tokens.manage',
      );
      await adminAuth.revokeToken(merchant.id, BigInt(request.params.id), actor);
      return { success: true as const, value: null };
    },
  );

  app.post(
    API.admin.approvals,
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask a second operator to approve a large balance adjustment or a role change (audited)',
        params: ZMerchantParams,
        body: ZApprovalRequest,
        response: { 201: ZOk(z.object({ id: z.string() })), ...errors },
      },
    },
    async (request, reply) => {
      const permission = APPROVAL_PERMISSION[request.body?.kind] ?? 'operators.write';
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        permission,
      );
      const id = await services.approvals.request(merchant, request.body, operator, actor);
      return reply.status(201).send({ success: true as const, value: { id } });
    },
  );

  app.get(
    API.admin.approvals,
    {
      schema: {
        tags: ['admin'],
        summary: 'Four-eyes requests, newest first',
        params: ZMerchantParams,
        querystring: z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() }),
        response: { 200: ZOk(z.array(ZApproval)), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'approvals.decide',
      );
      return { success: true as const, value: await services.approvals.list(merchant, request.query.status) };
    },
  );

  app.post(
    API.admin.approvalDecision,
    {
      schema: {
        tags: ['admin'],
        summary: "Approve (the change happens now) or reject another operator's request (audited)",
        params: ZTokenParams.extend({ decision: z.enum(['approve', 'reject']) }),
        response: { 200: ZOk(z.null()), ...errors },
      },
    },
    async (request) => {
      const { merchant, actor, operator } = await adminMerchant(
        services,
        request,
        request.params.merchantCode,
        'approvals.decide',
      );
      await services.approvals.decide(
        merchant,
        BigInt(request.params.id),
        request.params.decision === 'approve',
        operator,
        actor,
      );
      return { success: true as const, value: null };
    },
  );

  app.get(
    API.admin.audit,
    {
      schema: {
        tags: ['admin'],
        summary: "The merchant's audit trail, newest first: filter by actor, action prefix and time",
        params: ZMerchantParams,
        querystring: ZAuditQuery,
        response: { 200: ZOk(ZAuditPage), ...errors },
      },
    },
    async (request) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'audit.read');
      return { success: true as const, value: await auditTrail.search(merchant.id, request.query) };
    },
  );

  app.get(
    API.admin.auditCsv,
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit trail matching the same filter as CSV',
        params: ZMerchantParams,
        querystring: ZAuditQuery,
      },
    },
    async (request, reply) => {
      const { merchant } = await adminMerchant(services, request, request.params.merchantCode, 'audit.read');
      const csv = await auditTrail.csv(merchant.id, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-${merchant.code}.csv"`)
        .send(csv);
    },
  );
};
