import {
  type TBrand,
  type TFieldRule,
  type TRegisterField,
  type TSiteFlags,
  ZBrand,
  ZFieldRule,
  ZLanguage,
  ZSiteFlags,
} from '@croupier/contracts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database, Db, MerchantsTable } from '../db/schema.ts';
import type { Merchant } from './merchant.ts';
import { DEFAULT_BRAND, DEFAULT_REGISTER_FIELDS, DEFAULT_SITE_FLAGS } from './merchant-defaults.ts';

export type { Merchant } from './merchant.ts';

/** What a new merchant row holds: its configuration and both halves of its key pair. */
export type NewMerchantRow = Omit<
  Merchant,
  'id' | 'maintenance' | 'blockedCountries' | 'blockedCidrs' | 'gtagId' | 'bigWinThreshold'
> & {
  privateKey: string;
};

export interface MerchantSettingsRow {
  maintenance?: boolean;
  blockedCountries?: string[];
  blockedCidrs?: string[];
  flags?: TSiteFlags;
  brand?: TBrand;
  gtagId?: string | null;
  bigWinThreshold?: bigint | null;
  registerFields?: Record<TRegisterField, TFieldRule>;
}

const merchantColumns = [
  'merchants.id',
  'merchants.code',
  'merchants.name',
  'merchants.currency',
  'merchants.currency_symbol',
  'merchants.timezone',
  'merchants.default_language',
  'merchants.languages',
  'merchants.brand',
  'merchants.flags',
  'merchants.register_fields',
  'merchants.maintenance',
  'merchants.blocked_countries',
  'merchants.blocked_cidrs',
  'merchants.gtag_id',
  'merchants.big_win_threshold',
  'merchants.main_domain',
  'merchants.content_key',
  'merchants.rsa_public_key',
] as const;

type MerchantRow = Omit<Selectable<MerchantsTable>, 'rsa_private_key' | 'created_at' | 'updated_at'>;

// Stored JSON is read through its schema, on top of today's defaults, so a flag added by a later
// release has its default for merchants created before it.
const ZStoredFlags = z
  .record(z.string(), z.unknown())
  .transform((stored) => ZSiteFlags.parse({ ...DEFAULT_SITE_FLAGS, ...stored }));
const ZStoredBrand = z
  .record(z.string(), z.unknown())
  .transform((stored) => ZBrand.parse({ ...DEFAULT_BRAND, ...stored }));
const ZStoredFields = z
  .record(z.string(), z.unknown())
  .transform(
    (stored) =>
      z.record(z.string(), ZFieldRule).parse({ ...DEFAULT_REGISTER_FIELDS, ...stored }) as Record<
        TRegisterField,
        TFieldRule
      >,
  );

function toMerchant(row: MerchantRow): Merchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currency_symbol,
    timezone: row.timezone,
    defaultLanguage: ZLanguage.parse(row.default_language),
    languages: z.array(ZLanguage).parse(row.languages),
    brand: ZStoredBrand.parse(row.brand),
    flags: ZStoredFlags.parse(row.flags),
    registerFields: ZStoredFields.parse(row.register_fields),
    maintenance: row.maintenance,
    blockedCountries: row.blocked_countries,
    blockedCidrs: row.blocked_cidrs,
    gtagId: row.gtag_id,
    bigWinThreshold: row.big_win_threshold === null ? null : BigInt(row.big_win_threshold),
    mainDomain: row.main_domain,
    contentKey: row.content_key,
    publicKey: row.rsa_public_key,
  };
}

/** Only this file reads and writes the merchant tables. */
export class MerchantsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByDomain(domain: string): Promise<Merchant | undefined> {
    const row = await this.db
      .selectFrom('merchant_domains')
      .innerJoin('merchants', 'merchants.id', 'merchant_domains.merchant_id')
      .select(merchantColumns)
      .where('merchant_domains.domain', '=', domain)
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  async findByCode(code: string, db: Db = this.db): Promise<Merchant | undefined> {
    const row = await db
      .selectFrom('merchants')
      .select(merchantColumns)
      .where('code', '=', code)
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  async findById(id: bigint): Promise<Merchant | undefined> {
    const row = await this.db
      .selectFrom('merchants')
      .select(merchantColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  /** The merchant's RSA private key (PEM) for opening `E` call bodies; read only where needed. */
  async privateKeyOf(merchantId: bigint): Promise<string> {
    const row = await this.db
      .selectFrom('merchants')
      .select('rsa_private_key')
      .where('id', '=', merchantId)
      .executeTakeFirstOrThrow();
    return row.rsa_private_key;
  }

  async listDomains(merchantId: bigint): Promise<{ domain: string; kind: 'player' | 'agent' }[]> {
    return this.db
      .selectFrom('merchant_domains')
      .select(['domain', 'kind'])
      .where('merchant_id', '=', merchantId)
      .orderBy('id')
      .execute();
  }

  async insert(tx: Db, row: NewMerchantRow): Promise<bigint> {
    const inserted = await tx
      .insertInto('merchants')
      .values({
        code: row.code,
        name: row.name,
        currency: row.currency,
        currency_symbol: row.currencySymbol,
        timezone: row.timezone,
        default_language: row.defaultLanguage,
        languages: row.languages,
        brand: JSON.stringify(row.brand),
        flags: JSON.stringify(row.flags),
        register_fields: JSON.stringify(row.registerFields),
        main_domain: row.mainDomain,
        content_key: row.contentKey,
        rsa_public_key: row.publicKey,
        rsa_private_key: row.privateKey,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async insertDomains(tx: Db, merchantId: bigint, domains: { domain: string; kind: 'player' | 'agent' }[]) {
    if (domains.length === 0) return;
    await tx
      .insertInto('merchant_domains')
      .values(domains.map((d) => ({ merchant_id: merchantId, domain: d.domain, kind: d.kind })))
      .execute();
  }

  /** Locks the merchant row for a read-modify-write of its settings. */
  async lockByCode(tx: Transaction<Database>, code: string): Promise<Merchant | undefined> {
    const row = await tx
      .selectFrom('merchants')
      .select(merchantColumns)
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    return row && toMerchant(row);
  }

  async updateSettings(tx: Db, merchantId: bigint, settings: MerchantSettingsRow): Promise<void> {
    await tx
      .updateTable('merchants')
      .set({
        ...(settings.maintenance === undefined ? {} : { maintenance: settings.maintenance }),
        ...(settings.blockedCountries === undefined ? {} : { blocked_countries: settings.blockedCountries }),
        ...(settings.blockedCidrs === undefined ? {} : { blocked_cidrs: settings.blockedCidrs }),
        ...(settings.flags === undefined ? {} : { flags: JSON.stringify(settings.flags) }),
        ...(settings.brand === undefined ? {} : { brand: JSON.stringify(settings.brand) }),
        ...(settings.gtagId === undefined ? {} : { gtag_id: settings.gtagId }),
        ...(settings.bigWinThreshold === undefined ? {} : { big_win_threshold: settings.bigWinThreshold }),
        ...(settings.registerFields === undefined
          ? {}
          : { register_fields: JSON.stringify(settings.registerFields) }),
        updated_at: new Date(),
      })
      .where('id', '=', merchantId)
      .execute();
  }
}
