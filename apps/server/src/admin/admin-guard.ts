import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import type { Actor } from './actor.ts';
import type { AdminAuthService } from './admin-auth.service.ts';

/** What the admin guard reads: operator keys and merchants by code. */
export interface AdminGuardServices {
  adminAuth: AdminAuthService;
  merchants: MerchantsService;
}

/**
 * The operator API's half of the merchant checks shared by every merchant admin call:
 * the key's operator, the merchant by code, and whether the key may manage it.
 * Errors: UNAUTHORIZED, NOT_FOUND (merchant), FORBIDDEN (another merchant's key).
 */
export async function adminMerchant(
  services: AdminGuardServices,
  request: FastifyRequest,
  merchantCode: string,
) {
  const operator = await services.adminAuth.authenticate(request);
  const merchant = await services.merchants.findByCode(merchantCode);
  if (!merchant) throw new AppError('NOT_FOUND');
  services.adminAuth.assertCanManage(operator, merchant);
  const actor: Actor = { name: `admin-key:${operator.name}`, ip: request.ip, requestId: request.id };
  return { merchant, actor };
}
