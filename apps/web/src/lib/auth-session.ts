import type { TLoginValue, TMemberInfo, TMerchantInfo } from '@croupier/contracts';
import type { TSessionKey } from '../stores/session-store.ts';

/** The merchant keys of the session (spec section 3); they are the site's and survive a sign out. */
export function merchantKeysOf(
  merchant: Pick<TMerchantInfo, 'code' | 'name'>,
): Partial<Record<TSessionKey, string>> {
  return { merchant: merchant.name, merchantCode: merchant.code };
}

/**
 * The session keys a successful log in, registration or phone reset stores: the token, the
 * member's names and id, whether they are an agent, and the merchant keys.
 */
export function sessionValuesOf(
  value: TLoginValue,
  merchant: Pick<TMerchantInfo, 'code' | 'name'>,
): Partial<Record<TSessionKey, string>> {
  return {
    ...merchantKeysOf(merchant),
    token: value.token,
    nickname: value.nickname ?? value.account,
    account: value.account,
    username: value.account,
    customerId: value.id,
    isAgent: String(value.isAgent),
  };
}

/** The member data of a log in answer, as `GET /wps/member/info` would answer it. */
export function memberInfoOf(value: TLoginValue): TMemberInfo {
  return {
    id: value.id,
    account: value.account,
    nickname: value.nickname,
    type: value.type,
    isAgent: value.isAgent,
    isTrial: value.isTrial,
    currency: value.currency,
    mobileNum: value.mobileNum,
    email: value.email,
    hasPaymentPassword: value.hasPaymentPassword,
    icon: value.icon,
    lastLoginAt: value.lastLoginAt,
  };
}
