import { randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../db/db-errors.ts';
import { AppError } from '../http/app-error.ts';
import type { MemberDirectory } from './member-directory.ts';

function randomCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
}

/**
 * The member's referral (affiliate) code, given one on first use: agents share it as their
 * invitation link, members as their invite-friends link; one namespace, so a register route's
 * referralCode names one person. Errors: CONFLICT (no free code after a few tries).
 */
export async function referralCodeOf(
  members: Pick<MemberDirectory, 'ensureAffiliateCode'>,
  merchantId: bigint,
  memberId: bigint,
  current: string | null,
): Promise<string> {
  let code = current;
  for (let attempt = 0; !code && attempt < 5; attempt++) {
    try {
      code = await members.ensureAffiliateCode(merchantId, memberId, randomCode());
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (!code) throw new AppError('CONFLICT', { detail: 'could not allocate a referral code' });
  return code;
}
