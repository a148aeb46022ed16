-- The vendor kit's own tables, created in each vendor's schema ({{schema}}) before the vendor's
-- migrations, which may reference {{schema}}.operators(merchant_code).

-- An operator (merchant) onboarded on the vendor: where its wallet is and the credential it issued.
create table {{schema}}.operators (
  merchant_code  text primary key check (merchant_code ~ '^[A-Z0-9_]{2,32}$'),
  platform_url   text not null,
  vendor_code    text not null,
  key_id         text not null,
  secret         text not null,
  currency       text not null,
  registered_at  timestamptz not null default now()
);

-- One-time launch tokens (stored hashed): exchanged once, within a short expiry, for a session.
create table {{schema}}.launch_tokens (
  token_hash     text primary key,
  merchant_code  text not null references {{schema}}.operators(merchant_code),
  player_id      text not null,
  display_name   text not null,
  currency       text not null,
  game_code      text not null,
  language       text not null,
  back_url       text,
  expires_at     timestamptz not null,
  used_at        timestamptz
);

-- Game sessions (stored hashed), one per launch.
create table {{schema}}.sessions (
  token_hash     text primary key,
  merchant_code  text not null references {{schema}}.operators(merchant_code),
  player_id      text not null,
  display_name   text not null,
  currency       text not null,
  game_code      text not null,
  language       text not null,
  back_url       text,
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null
);
create index sessions_expiry_idx on {{schema}}.sessions (expires_at);
