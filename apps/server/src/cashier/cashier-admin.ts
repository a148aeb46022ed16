import type { TOperatorPermission } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { type AdminGuardServices, adminMerchant } from '../admin/admin-guard.ts';
import type { LedgerAudit } from '../ledger/ledger.service.ts';

/**
 * The prelude of every cashier operator call: the merchant the key may manage, and the audit that
 * the money movements it decides carry. Errors: those of `adminMerchant`.
 */
export async function cashierAdminCaller(
  services: AdminGuardServices,
  request: FastifyRequest,
  code: string,
  permission: TOperatorPermission,
) {
  const { merchant, actor } = await adminMerchant(services, request, code, permission);
  const audit: LedgerAudit = { actor: actor.name, ip: actor.ip, requestId: actor.requestId };
  return { merchant, audit };
}
