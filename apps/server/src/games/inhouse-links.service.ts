import type { InhouseLink, InhouseVendorRepository } from './inhouse-vendor.repository.ts';

/**
 * The merchants' links to the in-house vendor: which vendor URL and credential each merchant uses.
 * Onboarding records a link, the launcher reads it; routes reach the links only through this service.
 */
export class InhouseLinksService {
  constructor(private readonly repository: InhouseVendorRepository) {}

  /** The merchant's link with the secret of the active credential it names, if connected. */
  find(merchantId: bigint): Promise<InhouseLink | undefined> {
    return this.repository.find(merchantId);
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
