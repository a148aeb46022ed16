import type { TOperatorPermission } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import type { Actor } from './actor.ts';
import { type AdminAuthService, actorNameOf } from './admin-auth.service.ts';

/** What the admin guard reads: operator credentials and merchants by code. */
export interface AdminGuardServices {
  adminAuth: AdminAuthService;
  merchants: MerchantsService;
}

/**
 * The check every merchant admin call starts with: the caller (a console session or an API token),
 * the named permission, the merchant by code, and whether the caller may manage it. The permission
 * is checked before anything is looked up, so a caller without it learns nothing.
 * Errors: UNAUTHORIZED, FORBIDDEN (`value.permission` when the permission is missing; or another
 * merchant's caller), NOT_FOUND (merchant).
 */
export async function adminMerchant(
  services: AdminGuardServices,
  request: FastifyRequest,
  merchantCode: string,
  permission: TOperatorPermission,
) {
  const operator = await services.adminAuth.authenticate(request);
  services.adminAuth.authorize(operator, permission);
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) throw new AppError('NOT_FOUND');
  services.adminAuth.assertCanManage(operator, merchant);
  const actor: Actor = { name: actorNameOf(operator), ip: request.ip, requestId: request.id };
  return { merchant, actor, operator };
}

/**
 * The check of a platform-level admin call (opening a merchant, the shared catalogue): the named
 * permission, held by a platform-wide caller. Errors: UNAUTHORIZED, FORBIDDEN.
 */
export async function adminPlatform(
  services: Pick<AdminGuardServices, 'adminAuth'>,
  request: FastifyRequest,
  permission: TOperatorPermission,
) {
  const operator = await services.adminAuth.authenticate(request);
  services.adminAuth.authorize(operator, permission);
  services.adminAuth.assertPlatformWide(operator);
  const actor: Actor = { name: actorNameOf(operator), ip: request.ip, requestId: request.id };
  return { operator, actor };
}
