import { randomBytes } from 'node:crypto';
import type { TBrand, TSiteFlags } from '@croupier/contracts';
import { newTotpSecret, totpCode } from '../accounts/totp.ts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';

/** A merchant of its own for one test, on a unique domain, so tests never share rows. */
export async function createTestMerchant(
  services: AppServices,
  overrides: {
    flags?: Partial<TSiteFlags>;
    brand?: Partial<TBrand>;
    name?: string;
    domains?: string[];
    currency?: { code: string; symbol: string };
  } = {},
): Promise<Merchant & { domain: string }> {
  const suffix = randomBytes(4).toString('hex');
  const domains = overrides.domains ?? [`m-${suffix}.test`];
  const merchant = await services.merchants.createMerchant(
    {
      code: `T_${suffix.toUpperCase()}`,
      name: overrides.name ?? `Test Casino ${suffix}`,
      currency: overrides.currency?.code ?? 'USD',
      currencySymbol: overrides.currency?.symbol ?? '$',
      timezone: 'UTC',
      defaultLanguage: 'EN',
      languages: ['EN', 'CN', 'VI', 'TH'],
      domains: domains.map((domain) => ({ domain })),
      ...(overrides.brand ? { brand: overrides.brand } : {}),
      ...(overrides.flags ? { flags: overrides.flags } : {}),
    },
    { name: 'test' },
  );
  return { ...merchant, domain: domains[0] ?? '' };
}

/** An operator key: platform-wide when merchantId is null. */
export function createAdminKey(services: AppServices, merchantId: bigint | null = null): Promise<string> {
  return services.adminAuth.issueKey(merchantId, `test-${randomBytes(3).toString('hex')}`);
}

/**
 * An operator of the merchant (platform-wide when merchantId is null) on `role`, with its
 * authenticator already on, signed in: its session token, and what it signs in with.
 */
export async function createTestOperator(
  services: AppServices,
  merchantId: bigint | null,
  role: string,
): Promise<{ token: string; username: string; password: string; totpSecret: string }> {
  const username = `op-${role.replace(/_/g, '-')}-${randomBytes(3).toString('hex')}`;
  const password = `Pass-${randomBytes(6).toString('hex')}1`;
  const totpSecret = newTotpSecret();
  await services.operatorAccounts.createOperator(
    merchantId,
    { username, password, role },
    { name: 'test' },
    'system',
    totpSecret,
  );
  const { token } = await services.operatorAccounts.login(
    { username, password, totpCode: totpCode(totpSecret, Date.now()) },
    '127.0.0.1',
  );
  return { token, username, password, totpSecret };
}
