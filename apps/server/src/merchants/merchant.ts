import type { TBrand, TFieldRule, TLanguage, TRegisterField, TSiteFlags } from '@croupier/contracts';

/** A merchant as the rest of the server sees it: typed configuration, no private key. */
export interface Merchant {
  id: bigint;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
  defaultLanguage: TLanguage;
  languages: TLanguage[];
  brand: TBrand;
  flags: TSiteFlags;
  registerFields: Record<TRegisterField, TFieldRule>;
  maintenance: boolean;
  blockedCountries: string[];
  blockedCidrs: string[];
  gtagId: string | null;
  mainDomain: string;
  contentKey: Uint8Array;
  publicKey: string;
}
