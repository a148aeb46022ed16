import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';

import type { AccountsTables } from '../accounts/accounts.tables.ts';
import type { AgentsTables } from '../agents/agents.tables.ts';
import type { CashierTables } from '../cashier/cashier.tables.ts';
import type { ConsoleTables } from '../console/console.tables.ts';
import type { ContentTables } from '../content/content.tables.ts';
import type { CatalogueTables } from '../games/catalogue.tables.ts';
import type { InhouseVendorTables } from '../games/inhouse-vendor.tables.ts';
import type { KycTables } from '../kyc/kyc.tables.ts';
import type { LedgerTables } from '../ledger/ledger.tables.ts';
import type { LoyaltyTables } from '../loyalty/loyalty.tables.ts';
import type { MemberSecurityTables } from '../member-money/member-security.tables.ts';
import type { MessagesTables } from '../messages/messages.tables.ts';
import type { MissionsTables } from '../missions/missions.tables.ts';
import type { OperatorsTables } from '../operators/operators.tables.ts';
import type { PromotionsTables } from '../promotions/promotions.tables.ts';
import type { ReconciliationTables } from '../reconciliation/reconciliation.tables.ts';
import type { RedEnvelopesTables } from '../red-envelopes/red-envelopes.tables.ts';
import type { RgTables } from '../rg/rg.tables.ts';
import type { TransferWalletTables } from '../vendor-wallet/transfer-wallet.tables.ts';
import type { VendorWalletTables } from '../vendor-wallet/vendor-wallet.tables.ts';
import type { VerificationTables } from '../verification/verification.tables.ts';
import type { VipTables } from '../vip/vip.tables.ts';

/** What a repository method runs on: the pool, or the caller's transaction so its writes land together. */
export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Kysely's view of the tables: one interface per table, columns as the driver returns them.
 * A feature that owns tables declares them in its own `<feature>.tables.ts` and joins them here.
 */
export interface Database
  extends FoundationTables,
    AccountsTables,
    VerificationTables,
    LedgerTables,
    VendorWalletTables,
    CashierTables,
    CatalogueTables,
    ContentTables,
    AgentsTables,
    InhouseVendorTables,
    TransferWalletTables,
    MemberSecurityTables,
    PromotionsTables,
    OperatorsTables,
    RgTables,
    KycTables,
    VipTables,
    MissionsTables,
    LoyaltyTables,
    MessagesTables,
    RedEnvelopesTables,
    ReconciliationTables,
    ConsoleTables {}

/** The tables of migration 001: merchants, their domains and content, vendors, operators, audit. */
export interface FoundationTables {
  merchants: MerchantsTable;
  merchant_domains: MerchantDomainsTable;
  customer_services: CustomerServicesTable;
  resources: ResourcesTable;
  help_articles: HelpArticlesTable;
  vendors: VendorsTable;
  merchant_vendors: MerchantVendorsTable;
  admin_api_keys: AdminApiKeysTable;
  audit_log: AuditLogTable;
}

/** A generated identity column: read as bigint, never written. */
export type Id = ColumnType<bigint, never, never>;
/** A `default now()` column: optional on insert, never updated. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A jsonb column: written as a JSON string, read as the parsed value. */
export type Json<T> = ColumnType<T, string, string>;

export interface MerchantsTable {
  id: Generated<bigint> & Id;
  code: string;
  name: string;
  currency: string;
  currency_symbol: string;
  timezone: string;
  default_language: string;
  languages: string[];
  brand: Json<unknown>;
  flags: Json<unknown>;
  register_fields: Json<unknown>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  blocked_countries: ColumnType<string[], string[] | undefined, string[]>;
  blocked_cidrs: ColumnType<string[], string[] | undefined, string[]>;
  gtag_id: string | null;
  /** Minor units; a vendor win at or above it goes on the winner board (null: none). Migration 022. */
  big_win_threshold: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  main_domain: string;
  content_key: Uint8Array;
  rsa_public_key: string;
  rsa_private_key: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface MerchantDomainsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  domain: string;
  kind: ColumnType<'player' | 'agent', 'player' | 'agent' | undefined, 'player' | 'agent'>;
  created_at: CreatedAt;
}

export interface CustomerServicesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  cs_type: 'LIVECHAT' | 'TELEGRAM' | 'FACEBOOK';
  cs_position: string;
  title: string;
  url: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface ResourcesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  label_name_en: string;
  url: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface HelpArticlesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  language: string;
  device: ColumnType<'WEB' | 'MOBILE', 'WEB' | 'MOBILE' | undefined, 'WEB' | 'MOBILE'>;
  category_key: string;
  category: string;
  article_key: string;
  title: string;
  content: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface VendorsTable {
  vassalage: string;
  display_name: string;
  game_type: string;
  /** Migration 007: further game types the vendor offers, and its platform-wide status. */
  game_types: ColumnType<string[], string[] | undefined, string[]>;
  status: ColumnType<
    'active' | 'maintenance' | 'retired',
    'active' | 'maintenance' | 'retired' | undefined,
    'active' | 'maintenance' | 'retired'
  >;
  created_at: CreatedAt;
}

export interface MerchantVendorsTable {
  merchant_id: bigint;
  vassalage: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  maintenance: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  version: ColumnType<number, number | undefined, number>;
}

export interface AdminApiKeysTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint | null;
  name: string;
  key_hash: Uint8Array;
  created_at: CreatedAt;
  revoked_at: Date | null;
  /** null: every permission of the key's scope (keys issued before tokens had scopes). */
  permissions: ColumnType<string[] | null, string[] | null | undefined, string[] | null>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface AuditLogTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint | null;
  actor: string;
  action: string;
  detail: Json<unknown>;
  ip: string | null;
  request_id: string | null;
  created_at: CreatedAt;
}
