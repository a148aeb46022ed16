-- Operator TOTP recovery codes (issue 19): ten one-time codes handed out when the authenticator
-- is turned on (and again on request), each usable once in place of an authenticator code at sign-in.
-- Only argon2id hashes are kept; making new codes deletes the old set in the same transaction.
create table operator_recovery_codes (
  id           bigint generated always as identity primary key,
  operator_id  bigint not null references operators(id),
  code_hash    text not null,
  used_at      timestamptz,
  created_at   timestamptz not null default now()
);
create index operator_recovery_codes_operator_idx on operator_recovery_codes (operator_id) where used_at is null;
