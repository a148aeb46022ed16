-- The operator console (issue #19): people with roles instead of one shared key, every action audited.

-- A person who runs a brand (merchant_id set) or the whole platform (merchant_id null: super admin).
-- Usernames are unique across the platform, so a login names no merchant. `role` is a built-in
-- role's code (the list lives in the contracts) or one of the merchant's operator_roles. The TOTP
-- secret is sealed like the members' (AES-256-GCM, platform key `totp_secret_key`, bound to the
-- operator); `totp_last_step` refuses a code used again. `version` counts changes: an edit names
-- the version it read and a stale one is refused.
create table operators (
  id                 bigint generated always as identity primary key,
  merchant_id        bigint references merchants(id),
  username           text not null,
  password_hash      text not null,
  role               text not null,
  totp_ciphertext    text,
  totp_enabled_at    timestamptz,
  totp_last_step     bigint,
  disabled_at        timestamptz,
  version            integer not null default 1,
  created_at         timestamptz not null default now()
);
create unique index operators_username_key on operators (lower(username));
create index operators_merchant_idx on operators (merchant_id);

-- A merchant's custom roles, made from the permission list.
create table operator_roles (
  merchant_id   bigint not null references merchants(id),
  code          text not null,
  name          text not null,
  permissions   text[] not null,
  created_at    timestamptz not null default now(),
  primary key (merchant_id, code)
);

-- An operator's signed-in session, stored only as the token's SHA-256 digest. It ends after
-- `idle` minutes without a call, at `expires_at` whatever happens, or at logout.
create table operator_sessions (
  id            bigint generated always as identity primary key,
  operator_id   bigint not null references operators(id),
  token_hash    bytea not null unique,
  ip            text,
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz not null default now(),
  expires_at    timestamptz not null,
  ended_at      timestamptz
);
create index operator_sessions_operator_idx on operator_sessions (operator_id);

-- The old shared keys become scoped API tokens: null permissions keep a key issued before scopes
-- able to do everything it could, a token an owner makes names what it may do.
alter table admin_api_keys add column permissions text[];
alter table admin_api_keys add column created_by text;

-- The audit log is append-only: no update, delete or truncate, whoever asks.
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only';
end;
$$;
create trigger audit_log_no_change before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log
  for each statement execute function audit_log_append_only();
create index audit_log_merchant_action_idx on audit_log (merchant_id, action, id desc);
