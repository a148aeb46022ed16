-- Verification: rate-limit counters, platform secrets, captchas, spent ALTCHA solutions, one-time
-- codes and the development outbox. All state lives here so any number of server processes agree.

-- Fixed-window counters, one row per key ("login-fail:ip:1.2.3.4", ...), updated by one atomic upsert.
create table rate_limits (
  key                text primary key check (length(key) between 1 and 512),
  window_started_at  timestamptz not null,
  window_seconds     integer not null check (window_seconds > 0),
  hits               integer not null check (hits >= 0)
);
create index rate_limits_window_idx on rate_limits (window_started_at);

-- Secrets shared by every process (the ALTCHA HMAC key, the code-hash key): inserted once, never changed.
create table platform_secrets (
  name        text primary key,
  value       bytea not null check (length(value) >= 32),
  created_at  timestamptz not null default now()
);

-- Image captchas: only a hash of the answer is kept; each one is checked at most once.
create table captchas (
  id           text primary key check (length(id) between 16 and 64),
  merchant_id  bigint not null references merchants(id),
  answer_hash  bytea not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  consumed_at  timestamptz
);
create index captchas_expires_idx on captchas (expires_at);

-- ALTCHA solutions already accepted, by challenge signature, until their challenge expires.
create table human_verifications_spent (
  signature   text primary key,
  expires_at  timestamptz not null
);
create index human_verifications_spent_expires_idx on human_verifications_spent (expires_at);

-- One-time codes sent by SMS or email. Only the latest code of a destination and purpose counts.
create table verification_codes (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  channel      text not null check (channel in ('sms', 'email')),
  destination  text not null check (length(destination) between 3 and 254),
  purpose      text not null check (purpose ~ '^[a-z_]{1,32}$'),
  code_hash    bytea not null,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  consumed_at  timestamptz,
  attempts     integer not null default 0 check (attempts >= 0)
);
create index verification_codes_latest_idx
  on verification_codes (merchant_id, channel, destination, purpose, id desc);
create index verification_codes_expires_idx on verification_codes (expires_at);

-- Development outbox: what the outbox SMS provider and mail transport "sent", for tests and operators.
create table outbox_messages (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  channel      text not null check (channel in ('sms', 'email')),
  destination  text not null,
  subject      text,
  body         text not null,
  created_at   timestamptz not null default now()
);
create index outbox_messages_merchant_idx on outbox_messages (merchant_id, id desc);
create index outbox_messages_destination_idx on outbox_messages (merchant_id, destination, id desc);
