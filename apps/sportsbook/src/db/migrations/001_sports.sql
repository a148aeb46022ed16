-- The sportsbook vendor's own tables (schema {{schema}}, vendor_sports in production). Money moves
-- only through the platform's signed wallet protocol; every transaction id is written before the call.

-- One service, two vendor codes (CSPORT sports, IMES e-sports): one credential per merchant and code.
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

-- A bet: one platform wallet round. placing -> open (debited) -> settling -> settled (its win paid,
-- also of 0) | cashing_out -> cashed_out | voiding -> voided (rolled back); a refused debit is
-- rejected, an unknown one rolling_back -> rolled_back. Only the pass that flips `open` settles or
-- cashes it out, so a cash-out racing the settlement: one of them wins.
create table {{schema}}.bets (
  bet_id          bigint generated always as identity primary key,
  request_id      text not null,
  merchant_code   text not null references {{schema}}.operators(merchant_code),
  vendor_code     text not null,
  player_id       text not null,
  game_code       text not null,
  kind            text not null check (kind in ('SINGLE', 'PARLAY', 'SYSTEM')),
  system_size     integer,
  unit_stake      bigint not null check (unit_stake > 0),
  stake           bigint not null check (stake > 0),
  odds            integer not null,
  max_return      bigint not null,
  status          text not null check (status in ('placing', 'open', 'settling', 'settled', 'cashing_out',
                    'cashed_out', 'voiding', 'voided', 'rejected', 'rolling_back', 'rolled_back', 'failed')),
  outcome         text check (outcome in ('WON', 'LOST', 'VOID')),
  payout          bigint,
  valid_stake     bigint,
  result_version  integer,
  wallet_round_id text not null unique,
  bet_tx_id       text not null unique,
  win_tx_id       text not null unique,
  rollback_tx_id  text not null unique,
  attempts        integer not null default 0,
  next_attempt_at timestamptz,
  last_error      text,
  created_at      timestamptz not null,
  settled_at      timestamptz,
  unique (merchant_code, player_id, request_id)
);
create index bets_player on {{schema}}.bets (merchant_code, player_id, bet_id desc);
create index bets_open on {{schema}}.bets (bet_id) where status = 'open';
create index bets_due on {{schema}}.bets (status) where status in ('placing', 'settling', 'cashing_out', 'voiding', 'rolling_back');

-- A bet's selections; `outcome` null while the match is unsettled.
create table {{schema}}.legs (
  bet_id          bigint not null references {{schema}}.bets(bet_id),
  leg_no          smallint not null,
  match_id        text not null,
  market          text not null,
  selection       text not null,
  odds            integer not null,
  live            boolean not null,
  outcome         text check (outcome in ('WIN', 'HALF_WIN', 'PUSH', 'HALF_LOSE', 'LOSE', 'VOID')),
  result_version  integer,
  primary key (bet_id, leg_no)
);
create index legs_open on {{schema}}.legs (match_id, market, selection) where outcome is null;

-- The official results the book settled on, one row per version (a correction is a new version).
create table {{schema}}.results (
  match_id     text not null,
  version      integer not null,
  result       jsonb not null,
  recorded_at  timestamptz not null,
  primary key (match_id, version)
);

-- A resettlement after a corrected result: the difference of one bet's payout, paid once per version
-- (a credit as a further win round, a debit as a bet round), audited here.
create table {{schema}}.resettlements (
  bet_id          bigint not null references {{schema}}.bets(bet_id),
  version         integer not null,
  previous_payout bigint not null,
  payout          bigint not null,
  delta           bigint not null,
  status          text not null check (status in ('paying', 'paid', 'failed')),
  wallet_round_id text not null unique,
  bet_tx_id       text not null unique,
  win_tx_id       text not null unique,
  created_at      timestamptz not null,
  paid_at         timestamptz,
  primary key (bet_id, version)
);
