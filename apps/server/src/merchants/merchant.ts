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
  /** A vendor win credit at or above this (minor units) goes on the winner board; null records none. */
  bigWinThreshold: bigint | null;
  mainDomain: string;
  contentKey: Uint8Array;
  publicKey: string;
}
