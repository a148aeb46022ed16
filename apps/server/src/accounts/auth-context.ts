import { isTrialType, SESSION_TOKEN_HEADER } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { AuthContext, SessionsService } from './sessions.service.ts';

/**
 * The caller of a `T` call: its session token (header) must be live in the request's merchant.
 * Errors: UNAUTHORIZED. With `realMoney`, trial accounts are refused with TRIAL_NOT_ALLOWED.
 */
export async function requireAuth(
  request: FastifyRequest,
  sessions: SessionsService,
  options: { realMoney?: boolean } = {},
): Promise<AuthContext> {
  const header = request.headers[SESSION_TOKEN_HEADER];
  const token = typeof header === 'string' ? header : undefined;
  const auth = await sessions.authenticate(merchantOf(request), token);
  if (!auth) throw new AppError('UNAUTHORIZED');
  if (options.realMoney && isTrialType(auth.member.type)) throw new AppError('TRIAL_NOT_ALLOWED');
  return auth;
}
