import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Channel = 'sms' | 'email';

/** Tables of the verification feature (captcha, human verification, SMS/email codes, outbox, rate limits). */
export interface VerificationTables {
  rate_limits: RateLimitsTable;
  platform_secrets: PlatformSecretsTable;
  captchas: CaptchasTable;
  human_verifications_spent: HumanVerificationsSpentTable;
  verification_codes: VerificationCodesTable;
  outbox_messages: OutboxMessagesTable;
}
/** The same shape under the project's `T` naming, for code that prefers it. */
export type TVerificationTables = VerificationTables;

/** One fixed-window counter per key; rows are replaced in place, never appended. */
export interface RateLimitsTable {
  key: string;
  window_started_at: Date;
  window_seconds: number;
  hits: number;
}

/** Process-wide secrets created once by whichever process asks first (for example the ALTCHA HMAC key). */
export interface PlatformSecretsTable {
  name: string;
  value: Uint8Array;
  created_at: CreatedAt;
}

export interface CaptchasTable {
  id: string;
  merchant_id: bigint;
  answer_hash: Uint8Array;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
}

export interface HumanVerificationsSpentTable {
  signature: string;
  expires_at: Date;
}

export interface VerificationCodesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  channel: Channel;
  destination: string;
  purpose: string;
  code_hash: Uint8Array;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
  attempts: ColumnType<number, number | undefined, number>;
  /** The provider's session of a code the provider made (Firebase); null for the platform's own. Migration 023. */
  provider_session: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OutboxMessagesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  channel: Channel;
  destination: string;
  subject: string | null;
  body: string;
  created_at: CreatedAt;
}
