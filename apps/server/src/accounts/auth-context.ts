import { isTrialType, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AuthContext, SessionsService } from './sessions.service.ts';

/**
 * The caller of a `T` call: its session token (header) must be live in the request's merchant.
 * Errors: UNAUTHORIZED. With `realMoney`, trial accounts are refused with TRIAL_NOT_ALLOWED.
 * A member whose password is an operator's temporary one is refused with PASSWORD_CHANGE_REQUIRED
 * until it chooses a new one, except by the few calls marked `beforePasswordChange` (logout, the
 * member's info and the change of password itself).
 */
export async function requireAuth(
  request: FastifyRequest,
  sessions: SessionsService,
  options: { realMoney?: boolean; beforePasswordChange?: boolean } = {},
): Promise<AuthContext> {
  const header = request.headers[SESSION_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  const auth = await sessions.authenticate(merchantOf(request), token);
  if (!auth) throw new AppError('UNAUTHORIZED');
  if (auth.member.password_temporary && !options.beforePasswordChange)
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  if (options.realMoney && isTrialType(auth.member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
  return auth;
}
