import { randomBytes } from 'node:crypto';
import { MEMBER_TYPE } from '@croupier/contracts';
import { hashPassword } from '../accounts/passwords.ts';
import type { AppServices } from '../services.ts';

/**
 * A demo member of the merchant by username, created (a player with a random password nobody
 * signs in with) the first time a seed needs them: KYC applicants, apply-activity applicants.
 */
export async function demoMember(
  services: AppServices,
  merchantId: bigint,
  username: string,
  nickname: string,
): Promise<{ id: bigint }> {
  return (
    (await services.membersRepository.findByUsername(merchantId, username)) ??
    (await services.membersRepository.insert(services.database.db, {
      merchant_id: merchantId,
      username,
      type: MEMBER_TYPE.MEMBER,
      nickname,
      password_hash: await hashPassword(randomBytes(12).toString('hex')),
      register_method: 'DEMO',
    }))
  );
}
