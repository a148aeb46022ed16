-- The live studio vendor's own tables (schema {{schema}}, vendor_live in production). Money moves only
-- through the platform's signed wallet protocol; every transaction id is written before the call.

-- One service, two vendor codes (CLIVE tables, DS88 cockfight arenas): one credential per merchant
-- and code. The kit's operators row (the last code registered) anchors launch tokens.
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

-- The dealers (models); `table_code` is the table each one deals at now (null: resting).
create table {{schema}}.models (
  model_id    text primary key,
  name        text not null,
  languages   text[] not null,
  table_code  text unique,
  sort_order  integer not null
);

-- A committed seed of a table: a shoe (baccarat, dragon tiger: `used` = cards dealt) or the HMAC seed
-- of roulette, sic bo and cockfight rounds (`used` = rounds drawn). `seed_hash` is public from the
-- start; `seed` is shown only once `ended_at` is set. One active seed per table.
create table {{schema}}.seeds (
  seed_id     bigint generated always as identity primary key,
  table_code  text not null,
  seq         integer not null,
  seed        text not null,
  seed_hash   text not null,
  used        integer not null default 0,
  started_at  timestamptz not null,
  ended_at    timestamptz,
  unique (table_code, seq)
);
create unique index seeds_active_idx on {{schema}}.seeds (table_code) where ended_at is null;

-- A round of a table on the vendor's clock:
--   BETTING -> CLOSED (outcome fixed from the seed) -> REVEALING (one step per tick of step_ms)
--   -> SETTLED (every player's return computed; paid by the money engine) ; or VOIDED (refunds).
-- `phase_ends_at` is when the engine moves it on (null once SETTLED/VOIDED).
create table {{schema}}.rounds (
  round_id         bigint generated always as identity primary key,
  table_code       text not null,
  round_no         integer not null,
  round_key        text not null unique,
  phase            text not null check (phase in ('BETTING', 'CLOSED', 'REVEALING', 'SETTLED', 'VOIDED')),
  seed_id          bigint not null references {{schema}}.seeds(seed_id),
  opened_at        timestamptz not null,
  betting_ends_at  timestamptz not null,
  last_call_at     timestamptz,
  phase_ends_at    timestamptz,
  fight            jsonb,
  outcome          jsonb,
  reveal           jsonb,
  revealed         integer not null default 0,
  settled_at       timestamptz,
  next_opened      boolean not null default false,
  unique (table_code, round_no)
);
create index rounds_due_idx on {{schema}}.rounds (phase_ends_at) where phase_ends_at is not null;
create index rounds_table_idx on {{schema}}.rounds (table_code, round_no desc);

-- One player's money in one round = one platform wallet round (`wallet_round_id`):
--   open (bets being placed) -> settling (return computed) -> settled | failed
--   open -> voiding (each accepted bet rolled back) -> voided
create table {{schema}}.player_rounds (
  player_round_id  bigint generated always as identity primary key,
  round_id         bigint not null references {{schema}}.rounds(round_id),
  table_code       text not null,
  merchant_code    text not null references {{schema}}.operators(merchant_code),
  player_id        text not null,
  vendor_code      text not null,
  wallet_round_id  text not null unique,
  win_tx_id        text not null unique,
  status           text not null check (status in ('open', 'settling', 'settled', 'voiding', 'voided', 'failed')),
  stake            bigint,
  returned         bigint check (returned >= 0),
  spots            jsonb,
  attempts         integer not null default 0,
  next_attempt_at  timestamptz,
  last_error       text,
  created_at       timestamptz not null default now(),
  settled_at       timestamptz,
  unique (round_id, merchant_code, player_id)
);
create index player_rounds_round_idx on {{schema}}.player_rounds (round_id, status);
create index player_rounds_player_idx on {{schema}}.player_rounds (merchant_code, player_id, table_code, round_id desc);
create index player_rounds_due_idx on {{schema}}.player_rounds (status, next_attempt_at)
  where status in ('settling', 'voiding');

-- A placement (one wallet debit, `bets` = [{spot, amount}] in minor units as text):
--   betting -> accepted | rejected (refused: nothing moved) | rolling_back -> rolled_back (answer lost)
--   accepted -> refunding -> refunded (the round was voided)
create table {{schema}}.placements (
  placement_id     bigint generated always as identity primary key,
  player_round_id  bigint not null references {{schema}}.player_rounds(player_round_id),
  round_id         bigint not null,
  merchant_code    text not null,
  player_id        text not null,
  request_id       text not null,
  status           text not null check (status in ('betting', 'accepted', 'rejected', 'rolling_back', 'rolled_back',
                                                   'refunding', 'refunded', 'failed')),
  bets             jsonb not null,
  total            bigint not null check (total > 0),
  bet_tx_id        text not null unique,
  rollback_tx_id   text not null unique,
  attempts         integer not null default 0,
  next_attempt_at  timestamptz,
  last_error       text,
  created_at       timestamptz not null,
  unique (merchant_code, player_id, request_id)
);
create index placements_player_round_idx on {{schema}}.placements (player_round_id);
create index placements_round_idx on {{schema}}.placements (round_id, status);
create index placements_due_idx on {{schema}}.placements (status, created_at)
  where status in ('betting', 'rolling_back', 'refunding');

create table {{schema}}.chat_messages (
  message_id     bigint generated always as identity primary key,
  table_code     text not null,
  merchant_code  text,
  player_id      text,
  role           text not null check (role in ('PLAYER', 'DEALER', 'SYSTEM')),
  author         text not null,
  text           text not null,
  created_at     timestamptz not null
);
create index chat_table_idx on {{schema}}.chat_messages (table_code, message_id desc);
create index chat_player_idx on {{schema}}.chat_messages (merchant_code, player_id, table_code, created_at desc);

-- An operator's mute of a player: every table (table_code '*') or one.
create table {{schema}}.chat_mutes (
  merchant_code  text not null,
  player_id      text not null,
  table_code     text not null,
  muted_until    timestamptz not null,
  reason         text,
  primary key (merchant_code, player_id, table_code)
);
