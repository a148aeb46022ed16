import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migrations 002, 004 and 022: members, sessions, login challenges, identities, feedback, OAuth. */
export interface AccountsTables {
  members: MembersTable;
  member_known_ips: MemberKnownIpsTable;
  sessions: SessionsTable;
  login_challenges: LoginChallengesTable;
  member_identities: MemberIdentitiesTable;
  feedback: FeedbackTable;
  merchant_oauth_providers: MerchantOauthProvidersTable;
  oauth_logins: OauthLoginsTable;
  session_tickets: SessionTicketsTable;
  password_reset_links: PasswordResetLinksTable;
  member_totp: MemberTotpTable;
}

/** Migration 018: one-time tickets a session issues for a link (the app download). */
export interface SessionTicketsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  session_id: bigint;
  purpose: 'app';
  ticket_hash: Uint8Array;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

/** Migration 018: the emailed, single-use links of a forgotten password. */
export interface PasswordResetLinksTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  token_hash: Uint8Array;
  created_at: CreatedAt;
  expires_at: Date;
  used_at: Date | null;
}

export interface MerchantOauthProvidersTable {
  merchant_id: bigint;
  provider: 'google' | 'facebook';
  issuer: string;
  client_id: string;
  client_secret: string;
  updated_at: Optional<Date>;
}

export interface OauthLoginsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  provider: string;
  state_hash: Uint8Array;
  code_verifier: string;
  nonce: string;
  side: 'player' | 'agent';
  created_at: CreatedAt;
  expires_at: Date;
  ticket_hash: Uint8Array | null;
  member_id: bigint | null;
  completed_at: Date | null;
  ticket_used_at: Date | null;
}

export interface MembersTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  username: string;
  type: Optional<number>;
  status: Optional<'active' | 'disabled'>;
  password_hash: string;
  password_changed_at: Optional<Date>;
  must_change_password: Optional<boolean>;
  /** An operator's temporary password (migration 058): every member call but a few waits for a new one. */
  password_temporary: Optional<boolean>;
  payment_password_hash: string | null;
  nickname: string | null;
  mobile_num: string | null;
  country_dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  qq_num: string | null;
  line: string | null;
  whatsapp: string | null;
  facebook: string | null;
  wechat: string | null;
  id_number: string | null;
  upline_id: bigint | null;
  affiliate_code: string | null;
  register_ip: string | null;
  register_domain: string | null;
  register_method: string | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  icon: string | null;
  previous_login_at: Date | null;
  previous_login_ip: string | null;
  welcomed_at: Date | null;
  created_at: CreatedAt;
}

export interface MemberKnownIpsTable {
  member_id: bigint;
  ip: string;
  first_seen_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  token_hash: Uint8Array;
  side: 'player' | 'agent';
  login_type: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Optional<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface LoginChallengesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  challenge_hash: Uint8Array;
  side: 'player' | 'agent';
  login_type: string;
  ip: string;
  created_at: CreatedAt;
  expires_at: Date;
  consumed_at: Date | null;
  attempts: Optional<number>;
}

export interface MemberIdentitiesTable {
  merchant_id: bigint;
  provider: string;
  subject: string;
  member_id: bigint;
  created_at: CreatedAt;
}

export interface FeedbackTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint | null;
  question_type: number;
  content: string;
  sender: string | null;
  ip: string | null;
  created_at: CreatedAt;
}

/** Migration 022: a member's Google Authenticator (TOTP) secret, encrypted; `enabled_at` null until confirmed. */
export interface MemberTotpTable {
  member_id: bigint;
  merchant_id: bigint;
  secret_ciphertext: string;
  enabled_at: Date | null;
  last_step: bigint | null;
  created_at: CreatedAt;
}
