-- The poker vendor's own tables (schema {{schema}}, vendor_poker in production). Money moves only
-- through the platform's signed wallet protocol; every transaction id is written before the call.

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

-- A sitting: one player on one seat from buy-in to leaving, one platform wallet round.
--   buying (the bet call in flight) -> seated (debited) -> cashing (the stack frozen in `cash_out`,
--   the win in flight) -> closed ; buying -> rejected (refused: nothing moved) or rolling_back -> rolled_back.
-- `stack` is the chips after the last finished hand: a hand cut by a restart never reaches it, so
-- every player gets back what they committed to that hand.
create table {{schema}}.sittings (
  sitting_id       bigint generated always as identity primary key,
  table_code       text not null,
  seat             integer not null,
  merchant_code    text not null,
  vendor_code      text not null,
  player_id        text not null,
  display_name     text not null,
  wallet_round_id  text not null unique,
  bet_tx_id        text not null unique,
  win_tx_id        text not null unique,
  rollback_tx_id   text not null unique,
  buy_in           bigint not null check (buy_in > 0),
  stack            bigint not null check (stack >= 0),
  cash_out         bigint check (cash_out >= 0),
  status           text not null check (status in ('buying', 'seated', 'cashing', 'closed', 'rejected', 'rolling_back', 'rolled_back')),
  attempts         integer not null default 0,
  next_attempt_at  timestamptz,
  last_error       text,
  created_at       timestamptz not null,
  closed_at        timestamptz
);
create unique index sittings_seat_idx on {{schema}}.sittings (table_code, seat) where status in ('buying', 'seated');
create unique index sittings_player_idx on {{schema}}.sittings (table_code, merchant_code, player_id) where status in ('buying', 'seated');
create index sittings_due_idx on {{schema}}.sittings (status, next_attempt_at) where status in ('buying', 'cashing', 'rolling_back');

-- A hand: `playing` while dealt (its seed secret), `done` with its record, or `voided` when a
-- restart cut it (the sittings' stacks were never changed by it).
create table {{schema}}.hands (
  hand_id     bigint generated always as identity primary key,
  table_code  text not null,
  hand_no     integer not null,
  seed        text not null,
  seed_hash   text not null,
  status      text not null check (status in ('playing', 'done', 'voided')),
  pot         bigint not null default 0,
  rake        bigint not null default 0 check (rake >= 0),
  -- ZPokerHandRecord without the viewer's perspective: every hole card (shown per viewer).
  record      jsonb,
  started_at  timestamptz not null,
  ended_at    timestamptz,
  unique (table_code, hand_no)
);
create index hands_table_idx on {{schema}}.hands (table_code, hand_id desc) where status = 'done';

-- Who played each hand (the hand history of a player).
create table {{schema}}.hand_players (
  hand_id        bigint not null references {{schema}}.hands(hand_id),
  merchant_code  text not null,
  player_id      text not null,
  seat           integer not null,
  primary key (hand_id, seat)
);
create index hand_players_player_idx on {{schema}}.hand_players (merchant_code, player_id, hand_id desc);
