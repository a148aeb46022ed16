import type { TLoginValue } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { memberInfoOf, merchantKeysOf, sessionValuesOf } from './auth-session.ts';

const value: TLoginValue = {
  id: '42',
  account: 'demoplayer',
  nickname: 'Lucky Demo',
  type: 0,
  isAgent: false,
  isTrial: false,
  currency: 'USD',
  mobileNum: null,
  email: null,
  hasPaymentPassword: false,
  icon: null,
  lastLoginAt: null,
  token: 'tok',
  firstTimeLogin: true,
  passwordExpired: false,
};
const merchant = { code: 'ROYAL', name: 'Royal Flush Casino' };

describe('session keys of a log in', () => {
  it('stores the token, names, id, agent flag and merchant keys of spec section 3', () => {
    expect(sessionValuesOf(value, merchant)).toEqual({
      token: 'tok',
      nickname: 'Lucky Demo',
      account: 'demoplayer',
      username: 'demoplayer',
      customerId: '42',
      isAgent: 'false',
      merchant: 'Royal Flush Casino',
      merchantCode: 'ROYAL',
    });
  });

  it('uses the account as nickname when the member has none, and marks agents', () => {
    const agent = sessionValuesOf({ ...value, nickname: null, isAgent: true, type: 1 }, merchant);
    expect(agent.nickname).toBe('demoplayer');
    expect(agent.isAgent).toBe('true');
  });

  it('keeps only the merchant keys for a sign out', () => {
    expect(merchantKeysOf(merchant)).toEqual({ merchant: 'Royal Flush Casino', merchantCode: 'ROYAL' });
  });

  it('turns the answer into member info without the session fields', () => {
    const info = memberInfoOf(value);
    expect(info).not.toHaveProperty('token');
    expect(info).not.toHaveProperty('passwordExpired');
    expect(info).toMatchObject({ id: '42', account: 'demoplayer', isTrial: false });
  });
});
