-- Missions and their leaderboard (issue 17). A merchant's mission set (daily and weekly), each
-- member's progress computed from the member's own bets, deposits and sign-ins of the period, a
-- claim paying once per member, mission and period (the unique key), and the mission-points
-- leaderboard's prizes, awarded once per period and rank after the period ends.

create table missions (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  code           text not null check (code ~ '^[A-Z0-9_-]{2,40}$'),
  period         text not null check (period in ('daily', 'weekly')),
  kind           text not null check (kind in ('bet_amount', 'distinct_games', 'deposit_count', 'login_days')),
  game_type      text check (game_type ~ '^[A-Z]{2,12}$'),
  title          text not null check (length(title) between 1 and 80),
  -- Minor units for bet_amount; a whole count otherwise.
  target         bigint not null check (target > 0),
  reward_amount  bigint not null check (reward_amount >= 0),
  points         integer not null check (points >= 0),
  status         text not null check (status in ('active', 'paused', 'retired')),
  sort_order     integer not null default 0,
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  unique (merchant_id, code),
  check (game_type is null or kind = 'bet_amount'),
  check (kind <> 'login_days' or target <= case when period = 'daily' then 1 else 7 end)
);

create table mission_claims (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  member_id      bigint not null references members(id),
  mission_id     bigint not null references missions(id),
  period_key     text not null,
  amount         bigint not null check (amount >= 0),
  points         integer not null,
  ledger_transaction_id bigint references ledger_transactions(id),
  claimed_at     timestamptz not null default now(),
  unique (mission_id, member_id, period_key)
);
create index mission_claims_board_idx on mission_claims (merchant_id, claimed_at);
create index mission_claims_member_idx on mission_claims (merchant_id, member_id, period_key);

create table mission_prizes (
  merchant_id  bigint not null references merchants(id),
  period       text not null check (period in ('daily', 'weekly')),
  rank         integer not null check (rank between 1 and 20),
  amount       bigint not null check (amount > 0),
  primary key (merchant_id, period, rank)
);

-- A leaderboard prize, awarded once per period and rank (and once per member), paid when claimed.
create table mission_awards (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  period         text not null check (period in ('daily', 'weekly')),
  period_key     text not null,
  rank           integer not null,
  member_id      bigint not null references members(id),
  points         integer not null,
  amount         bigint not null check (amount > 0),
  status         text not null check (status in ('claimable', 'claimed')),
  expires_at     timestamptz not null,
  created_at     timestamptz not null default now(),
  claimed_at     timestamptz,
  ledger_transaction_id bigint references ledger_transactions(id),
  unique (merchant_id, period, period_key, rank),
  unique (merchant_id, period, period_key, member_id)
);
create index mission_awards_claimable_idx on mission_awards (merchant_id, member_id) where status = 'claimable';
