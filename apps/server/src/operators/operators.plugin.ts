import fp from 'fastify-plugin';
import type { AdminGuardServices } from '../admin/admin-guard.ts';
import type { AuditTrailService } from '../audit/audit-trail.service.ts';
import type { ApprovalsService } from './approvals.service.ts';
import type { OperatorAccountsService } from './operator-accounts.service.ts';
import { operatorsRoutes } from './operators.routes.ts';

/** What the console's own calls use. */
export interface OperatorsServices extends AdminGuardServices {
  operatorAccounts: OperatorAccountsService;
  auditTrail: AuditTrailService;
  approvals: ApprovalsService;
}

/** The operator console's accounts: sign-in, people, roles, API tokens and the audit trail. */
export const operatorsPlugin = fp<{ services: OperatorsServices }>(
  async (app, { services }) => {
    await app.register(operatorsRoutes, { services });
  },
  { name: 'operators', dependencies: ['@fastify/swagger'] },
);
