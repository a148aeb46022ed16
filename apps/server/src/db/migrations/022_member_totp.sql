-- Google Authenticator (TOTP, RFC 6238) as a player's second factor (issue #23).

-- One member's authenticator. The secret is stored encrypted (AES-256-GCM under the platform's
-- `totp_secret_key`, bound to the member) and never answered again after setup. `enabled_at` null:
-- set up but not yet confirmed with a code. `last_step`: the 30-second step of the last code
-- accepted; a code of that step or an earlier one is refused (no replay).
create table member_totp (
  member_id          bigint primary key references members(id),
  merchant_id        bigint not null references merchants(id),
  secret_ciphertext  text not null,
  enabled_at         timestamptz,
  last_step          bigint,
  created_at         timestamptz not null default now()
);
create index member_totp_merchant_idx on member_totp (merchant_id);

-- Turning the authenticator on or off is a sensitive change proven by its own code.
alter table member_sensitive_changes drop constraint member_sensitive_changes_kind_check;
alter table member_sensitive_changes add constraint member_sensitive_changes_kind_check check (kind in (
  'bank_account_bind', 'bank_account_replace', 'bank_account_remove',
  'payment_password_set', 'payment_password_change', 'payment_password_reset',
  'mobile_change', 'email_change', 'totp_enable', 'totp_disable'));
alter table member_sensitive_changes drop constraint member_sensitive_changes_proof_check;
alter table member_sensitive_changes add constraint member_sensitive_changes_proof_check
  check (proof in ('payment_password', 'sms', 'email', 'login_password', 'totp'));
