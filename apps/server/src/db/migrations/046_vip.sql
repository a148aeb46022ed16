-- VIP levels (issue 17). A merchant's table of levels (level 0 is where every member starts), each
-- member's level with its history, and the VIP rewards (upgrade, monthly, birthday) waiting in the
-- reward center. Levels are computed by a job from the member's valid bets and credited deposits;
-- every change is one conditional update plus its history row, so two runs never change a level twice.

create table vip_levels (
  merchant_id             bigint not null references merchants(id),
  level                   integer not null check (level between 0 and 30),
  name                    text not null check (length(name) between 1 and 40),
  icon                    text not null check (icon in ('bronze', 'silver', 'gold', 'platinum', 'diamond', 'crown')),
  min_valid_bet           bigint not null check (min_valid_bet >= 0),
  min_deposit             bigint not null check (min_deposit >= 0),
  -- The valid bet of a calendar month that keeps the level past it (0: kept for good).
  retention_valid_bet     bigint not null default 0 check (retention_valid_bet >= 0),
  upgrade_bonus           bigint not null default 0 check (upgrade_bonus >= 0),
  monthly_bonus           bigint not null default 0 check (monthly_bonus >= 0),
  birthday_bonus          bigint not null default 0 check (birthday_bonus >= 0),
  withdrawal_daily_limit  bigint check (withdrawal_daily_limit > 0),
  -- Basis points of the valid bet per game type ({"RNG": 50}) the manual rebate pays at this level.
  rebate_rates            jsonb not null default '{}',
  primary key (merchant_id, level),
  check (level > 0 or (min_valid_bet = 0 and min_deposit = 0 and retention_valid_bet = 0))
);

create table vip_members (
  merchant_id       bigint not null references merchants(id),
  member_id         bigint not null references members(id),
  level             integer not null default 0 check (level >= 0),
  -- Bets and deposits before this instant no longer count towards the next level (set by a
  -- retention downgrade, so the member climbs back by new play); null: everything counts.
  counted_since     timestamptz,
  -- The last month whose retention was judged ('YYYY-MM').
  retention_period  text,
  birthday          date,
  birthday_confirmed_at timestamptz,
  changed_at        timestamptz not null default now(),
  primary key (merchant_id, member_id)
);
create index vip_members_level_idx on vip_members (merchant_id, level);

-- Every level change, once: the key names the change (member, from, to and when or why).
create table vip_level_changes (
  id            bigint generated always as identity primary key,
  merchant_id   bigint not null references merchants(id),
  member_id     bigint not null references members(id),
  from_level    integer not null,
  to_level      integer not null,
  reason        text not null check (reason in ('upgrade', 'retention', 'operator')),
  valid_bet     bigint not null,
  deposit       bigint not null,
  change_key    text not null unique,
  created_at    timestamptz not null default now()
);
create index vip_level_changes_member_idx on vip_level_changes (merchant_id, member_id, id);

-- A VIP reward, granted once per member, kind and period (upgrade: the level; monthly: YYYY-MM;
-- birthday: YYYY) and paid once when claimed (the status change is the guard).
create table vip_rewards (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  member_id      bigint not null references members(id),
  kind           text not null check (kind in ('upgrade', 'monthly', 'birthday')),
  period_key     text not null,
  level          integer not null,
  level_name     text not null,
  amount         bigint not null check (amount > 0),
  status         text not null check (status in ('claimable', 'claimed')),
  expires_at     timestamptz not null,
  created_at     timestamptz not null default now(),
  claimed_at     timestamptz,
  ledger_transaction_id bigint references ledger_transactions(id),
  unique (merchant_id, member_id, kind, period_key)
);
create index vip_rewards_claimable_idx on vip_rewards (merchant_id, member_id) where status = 'claimable';
