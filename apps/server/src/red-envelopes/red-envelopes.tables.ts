import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 051: red-envelope rains and their claims. */
export interface RedEnvelopesTables {
  red_envelope_rains: RedEnvelopeRainsTable;
  red_envelope_claims: RedEnvelopeClaimsTable;
}

export interface RedEnvelopeRainsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  title: string;
  starts_at: Date;
  ends_at: Date;
  currency: string;
  pool_amount: bigint;
  envelope_count: number;
  claimed_count: Defaulted<number>;
  claimed_amount: Defaulted<bigint>;
  seed: string;
  seed_hash: string;
  min_deposit: Nullable<bigint>;
  min_valid_bet: Nullable<bigint>;
  qualify_from: Date;
  status: Defaulted<'scheduled' | 'cancelled'>;
  created_by: string;
  created_at: CreatedAt;
}

export interface RedEnvelopeClaimsTable {
  rain_id: bigint;
  member_id: bigint;
  merchant_id: bigint;
  sequence: number;
  amount: bigint;
  ledger_transaction_id: Nullable<bigint>;
  claimed_at: CreatedAt;
}
