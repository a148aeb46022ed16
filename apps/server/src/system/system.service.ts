import {
  SYSTEM_STATUS,
  type TDomainRoute,
  type TLocation,
  type TPermission,
  type TSystemStatus,
} from '@croupier/contracts';
import type { ContentService } from '../content/content.service.ts';
import type { Merchant } from '../merchants/merchant.ts';
import { registerSettingsFor, whitelabelTreeFor } from '../merchants/merchant-defaults.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { countryOf, isInAnyCidr } from './geo.ts';

/** Status, bootstrap and site settings of spec sections 4 and 7, computed per merchant and caller. */
export class SystemService {
  constructor(
    private readonly merchants: MerchantsService,
    private readonly content: ContentService,
  ) {}

  locate(ip: string): TLocation {
    return { ip, countryCode: countryOf(ip) };
  }

  /** 1 maintenance takes priority over 2 region restricted (blocked country or blocked CIDR), else 0. */
  status(merchant: Merchant, location: TLocation): TSystemStatus {
    const regionRestriction =
      (location.countryCode !== null && merchant.blockedCountries.includes(location.countryCode)) ||
      isInAnyCidr(location.ip, merchant.blockedCidrs);
    const status = merchant.maintenance
      ? SYSTEM_STATUS.MAINTENANCE
      : regionRestriction
        ? SYSTEM_STATUS.REGION_RESTRICTED
        : SYSTEM_STATUS.NORMAL;
    return { status, maintenance: merchant.maintenance, regionRestriction, location };
  }

  async domainRoute(merchant: Merchant, currentDomain: string): Promise<TDomainRoute> {
    const domains = await this.merchants.listDomains(merchant);
    return {
      mainDomain: merchant.mainDomain,
      playerDomains: domains.filter((d) => d.kind === 'player').map((d) => d.domain),
      agentDomains: domains.filter((d) => d.kind === 'agent').map((d) => d.domain),
      currentDomain,
    };
  }

  /** The bootstrap the site fetches before it renders anything. Public by design. */
  async permission(merchant: Merchant, ip: string, currentDomain: string): Promise<TPermission> {
    const location = this.locate(ip);
    const status = this.status(merchant, location);
    const [customerService, resources, domainRoute] = await Promise.all([
      this.content.customerServices(merchant),
      this.content.resources(merchant),
      this.domainRoute(merchant, currentDomain),
    ]);
    return {
      merchant: {
        code: merchant.code,
        name: merchant.name,
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        timezone: merchant.timezone,
        defaultLanguage: merchant.defaultLanguage,
        languages: merchant.languages,
      },
      brand: merchant.brand,
      flags: merchant.flags,
      status: status.status,
      maintenance: status.maintenance,
      regionRestriction: status.regionRestriction,
      customerService,
      domainRoute,
      resources,
      whitelabel: whitelabelTreeFor(merchant.flags),
      register: registerSettingsFor(merchant.flags, merchant.registerFields),
      mainDomain: merchant.mainDomain,
      analytics: { gtagId: merchant.gtagId },
      location,
      contentKey: Buffer.from(merchant.contentKey).toString('base64'),
      publicKey: merchant.publicKey,
    };
  }
}
