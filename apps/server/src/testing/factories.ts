import { randomBytes } from 'node:crypto';
import type { TBrand, TSiteFlags } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';

/** A merchant of its own for one test, on a unique domain, so tests never share rows. */
export async function createTestMerchant(
  services: AppServices,
  overrides: { flags?: Partial<TSiteFlags>; brand?: Partial<TBrand>; name?: string; domains?: string[] } = {},
): Promise<Merchant & { domain: string }> {
  const suffix = randomBytes(4).toString('hex');
  const domains = overrides.domains ?? [`m-${suffix}.test`];
  const merchant = await services.merchants.createMerchant(
    {
      code: `T_${suffix.toUpperCase()}`,
      name: overrides.name ?? `Test Casino ${suffix}`,
      currency: 'USD',
      currencySymbol: '$',
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
