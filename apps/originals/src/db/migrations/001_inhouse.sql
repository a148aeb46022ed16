-- The in-house vendor's own tables (schema vendor_inhouse). The platform's tables are never read
-- or written from here: every movement of money goes through the platform's signed HTTP wallet.

-- An operator (merchant) onboarded on the vendor: where its wallet is and the credential it issued.
create table vendor_inhouse.operators (
  merchant_code  text primary key check (merchant_code ~ '^[A-Z0-9_]{2,32}$'),
  platform_url   text not null,
  vendor_code    text not null,
  key_id         text not null,
  secret         text not null,
  currency       text not null,
  registered_at  timestamptz not null default now()
);

-- One-time launch tokens (stored hashed): exchanged once, within a short expiry, for a session.
create table vendor_inhouse.launch_tokens (
  token_hash     text primary key,
  merchant_code  text not null references vendor_inhouse.operators(merchant_code),
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
create table vendor_inhouse.sessions (
  token_hash     text primary key,
  merchant_code  text not null references vendor_inhouse.operators(merchant_code),
  player_id      text not null,
  display_name   text not null,
  currency       text not null,
  game_code      text not null,
  language       text not null,
  back_url       text,
  created_at     timestamptz not null default now(),
  expires_at     timestamptz not null
);
create index sessions_expiry_idx on vendor_inhouse.sessions (expires_at);

-- Provably-fair seed pairs per player: one active pair; rotated pairs keep their revealed seed.
create table vendor_inhouse.seeds (
  id                bigint generated always as identity primary key,
  merchant_code     text not null,
  player_id         text not null,
  server_seed       text not null,
  server_seed_hash  text not null,
  client_seed       text not null,
  next_nonce        integer not null default 0 check (next_nonce >= 0),
  is_active         boolean not null default true,
  created_at        timestamptz not null default now(),
  revealed_at       timestamptz
);
create unique index seeds_active_idx on vendor_inhouse.seeds (merchant_code, player_id) where is_active;

-- Every round and its money state. Transaction ids are written BEFORE the platform is called, so a
-- crash at any point leaves enough to finish the round (recovery sweep):
--   betting -> open -> settling -> settled              (normal)
--   betting -> rejected                                 (bet refused definitively: nothing moved)
--   betting -> rolling_back -> rolled_back              (bet answer lost: rolled back)
--   open/settling -> failed                             (the platform refused definitively: operator)
create table vendor_inhouse.rounds (
  round_id              text primary key,
  merchant_code         text not null references vendor_inhouse.operators(merchant_code),
  player_id             text not null,
  game_code             text not null,
  kind                  text not null,
  status                text not null check (status in ('betting', 'open', 'settling', 'settled', 'rejected',
                                                        'rolling_back', 'rolled_back', 'failed')),
  bet                   bigint not null check (bet > 0),
  game_win              bigint check (game_win >= 0),
  jackpot_contribution  bigint not null default 0 check (jackpot_contribution >= 0),
  is_jackpot_won        boolean not null default false,
  jackpot_win           bigint not null default 0 check (jackpot_win >= 0),
  contributed_at        timestamptz,
  awarded_at            timestamptz,
  bet_tx_id             text not null unique,
  win_tx_id             text not null unique,
  rollback_tx_id        text not null unique,
  contribution_tx_id    text not null unique,
  award_tx_id           text not null unique,
  seed_id               bigint references vendor_inhouse.seeds(id),
  nonce                 integer,
  outcome               jsonb not null,
  secret                jsonb,
  crash_round_id        text,
  balance_before        bigint,
  balance_after         bigint,
  attempts              integer not null default 0,
  next_attempt_at       timestamptz,
  last_error            text,
  created_at            timestamptz not null default now(),
  settled_at            timestamptz
);
create index rounds_player_idx on vendor_inhouse.rounds (merchant_code, player_id, created_at desc);
create index rounds_pending_idx on vendor_inhouse.rounds (status, next_attempt_at)
  where status in ('betting', 'settling', 'rolling_back', 'open');

-- The crash game's hash chain (one row) and its rounds.
create table vendor_inhouse.crash_chain (
  id          integer primary key check (id = 1),
  seed        text not null,
  length      integer not null,
  commitment  text not null,
  salt        text not null,
  next_index  integer not null default 0
);
create table vendor_inhouse.crash_rounds (
  crash_round_id  text primary key,
  chain_index     integer not null unique,
  round_hash      text not null,
  bust            bigint not null,
  status          text not null check (status in ('betting', 'running', 'busted')),
  started_at      timestamptz,
  busted_at       timestamptz,
  created_at      timestamptz not null default now()
);
