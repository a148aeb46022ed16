import { VERIFICATION_PURPOSES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_FLAGS } from '../merchants/merchant-defaults.ts';
import { isCodeSendingEnabled } from './verification-codes.service.ts';

describe(isCodeSendingEnabled.name, () => {
  const off = {
    ...DEFAULT_SITE_FLAGS,
    mobileCodeLogin: false,
    mobileRegistration: false,
    smsVerification: false,
    forgotPasswordByPhone: false,
  };

  it('follows the merchant flags for SMS login, registration and reset', () => {
    expect(isCodeSendingEnabled(off, 'sms', 'login')).toBe(false);
    expect(isCodeSendingEnabled({ ...off, mobileCodeLogin: true }, 'sms', 'login')).toBe(true);
    expect(isCodeSendingEnabled(off, 'sms', 'register')).toBe(false);
    expect(isCodeSendingEnabled({ ...off, mobileRegistration: true }, 'sms', 'register')).toBe(true);
    expect(isCodeSendingEnabled({ ...off, smsVerification: true }, 'sms', 'register')).toBe(true);
    expect(isCodeSendingEnabled(off, 'sms', 'reset')).toBe(false);
    expect(isCodeSendingEnabled({ ...off, forgotPasswordByPhone: true }, 'sms', 'reset')).toBe(true);
  });

  it('always allows second factor and binding, and every email purpose', () => {
    expect(isCodeSendingEnabled(off, 'sms', 'second_factor')).toBe(true);
    expect(isCodeSendingEnabled(off, 'sms', 'bind')).toBe(true);
    for (const purpose of VERIFICATION_PURPOSES)
      expect(isCodeSendingEnabled(off, 'email', purpose)).toBe(true);
  });
});
