-- The fishing vendor's own tables (schema {{schema}}, vendor_fishing in production). Money moves
-- only through the platform's signed wallet protocol; every transaction id is written before the call.

-- One credential per merchant and vendor code (the kit's VendorLinks).
create table {{schema}}.operator_links (
  merchant_code  text not null references {{schema}}.operators(merchant_code),
  vendor_code    text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  platform_url   text not null,
  key_id         text not null,
  secret         text not null,
  currency       text not null,
  registered_at  timestamptz not null default now(),
  primary key (merchant_code, vendor_code)
);

-- A round: a player's shots grouped into one platform wallet round (its bet is the shots' cost,
-- its win the catches, also of 0), with its own provably-fair server seed.
--   open (shots being added) -> betting (the bet call, retried with the same id until answered)
--   -> paying (the win call, retried until answered) -> closed ; betting -> rejected (the platform
--   refused the bet for good: nothing moved, the round's catches are void).
-- A restart turns every open round into betting, so the recovery pass settles it once.
create table {{schema}}.rounds (
  round_id         bigint generated always as identity primary key,
  game_code        text not null,
  room_id          text not null,
  merchant_code    text not null,
  vendor_code      text not null,
  player_id        text not null,
  wallet_round_id  text not null unique,
  bet_tx_id        text not null unique,
  win_tx_id        text not null unique,
  server_seed      text not null,
  seed_hash        text not null,
  client_seed      text not null,
  shots            integer not null default 0 check (shots >= 0),
  bet              bigint not null default 0 check (bet >= 0),
  win              bigint not null default 0 check (win >= 0),
  status           text not null check (status in ('open', 'betting', 'paying', 'closed', 'rejected')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz,
  last_error       text,
  created_at       timestamptz not null,
  closed_at        timestamptz
);
create index rounds_player_idx on {{schema}}.rounds (merchant_code, player_id, round_id desc);
create index rounds_due_idx on {{schema}}.rounds (status, next_attempt_at) where status in ('open', 'betting', 'paying');

-- Every shot of a round, for the game recall and its verification.
create table {{schema}}.shots (
  round_id     bigint not null references {{schema}}.rounds(round_id),
  nonce        integer not null check (nonce >= 0),
  fish_kind    text not null,
  boss_shots   integer not null default 0,
  bet          bigint not null check (bet > 0),
  captured     boolean not null,
  multiplier   integer not null check (multiplier >= 0),
  win          bigint not null check (win >= 0),
  at           timestamptz not null,
  primary key (round_id, nonce)
);
