import type { InhouseLink, InhouseVendorRepository } from './inhouse-vendor.repository.ts';

/**
 * The merchants' links to linked vendor services (the in-house vendor, the lottery …): per vendor
 * code, which vendor URL and credential each merchant uses.
 * Onboarding records a link, the launcher reads it; routes reach the links only through this service.
 */
export class InhouseLinksService {
  constructor(private readonly repository: InhouseVendorRepository) {}

  /** The merchant's link for `vendorCode` (INHOUSE unless given) with its active secret, if connected. */
  find(merchantId: bigint, vendorCode = 'INHOUSE'): Promise<InhouseLink | undefined> {
    return this.repository.find(merchantId, vendorCode);
  }

  /** Records (or replaces) the merchant's link after the vendor accepted the credential. */
  upsert(link: Omit<InhouseLink, 'secret'>): Promise<void> {
    return this.repository.upsert(link);
  }

  /** Codes of the merchants that enabled the vendor `vassalage`. */
  merchantsWithVendor(vassalage: string): Promise<string[]> {
    return this.repository.merchantsWithVendor(vassalage);
  }
}
