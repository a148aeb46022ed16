-- Points and the points mall, manual rebate and invite friends (issue 18). Each is switched by its
-- merchant flag (pointsMall / PTSYS3, manualRebate / MANPLAYREB3, referral). Points are not money:
-- they live here, integer and exact, with a ledger of every change and the balance after it; the
-- money a redeem, a rebate or a referral reward pays moves through the platform ledger.

-- ---- points ----

-- A member's points (never negative, never expire) and the remainder of its bet accrual: bets earn
-- amount x rate / 1,000,000 points (minor units x points per 100 units); what a bet leaves below one
-- point carries to the next, so many small bets earn what one big bet would.
create table points_balances (
  member_id    bigint primary key references members(id),
  merchant_id  bigint not null references merchants(id),
  balance      bigint not null default 0 check (balance >= 0),
  carry        bigint not null default 0 check (carry >= 0 and carry < 1000000),
  updated_at   timestamptz not null default now()
);

-- Every change of a member's points with the balance after it; the key makes each change once.
create table points_entries (
  id               bigint generated always as identity primary key,
  merchant_id      bigint not null references merchants(id),
  member_id        bigint not null references members(id),
  kind             text not null check (kind in ('bet', 'bet_refund', 'activity', 'redeem',
                                                 'redeem_refund', 'convert', 'adjustment')),
  points           bigint not null check (points <> 0),
  balance_after    bigint not null check (balance_after >= 0),
  idempotency_key  text not null check (length(idempotency_key) between 1 and 200),
  reference        jsonb not null default '{}',
  remark           text check (length(remark) <= 200),
  created_at       timestamptz not null default now(),
  unique (merchant_id, idempotency_key)
);
create index points_entries_member_idx on points_entries (merchant_id, member_id, id);

-- Points per 100 currency units of valid bet, per game type and merchant (a type not listed earns 0).
create table points_rates (
  merchant_id         bigint not null references merchants(id),
  game_type           text not null check (game_type ~ '^[A-Z]{2,12}$'),
  points_per_hundred  integer not null check (points_per_hundred between 0 and 100000),
  primary key (merchant_id, game_type)
);

-- The merchant's points rules: converting points to cash (0: off) and the smallest conversion.
create table points_settings (
  merchant_id           bigint primary key references merchants(id),
  convert_points_per_unit integer not null default 0 check (convert_points_per_unit between 0 and 1000000),
  min_convert_points    bigint not null default 0 check (min_convert_points >= 0),
  updated_at            timestamptz not null default now()
);

-- Each vendor bet earns points once (the after-commit feed and the catch-up job may both see it).
create table points_bet_accruals (
  merchant_id   bigint not null references merchants(id),
  vendor_code   text not null,
  vendor_tx_id  text not null,
  member_id     bigint not null references members(id),
  game_type     text,
  amount        bigint not null check (amount >= 0),
  points        bigint not null check (points >= 0),
  refunded      boolean not null default false,
  created_at    timestamptz not null default now(),
  primary key (merchant_id, vendor_code, vendor_tx_id)
);

-- How far the catch-up job has read the vendor wallet's transactions (one row).
create table points_feed_cursor (
  id                 integer primary key check (id = 1),
  last_vendor_tx_id  bigint not null default 0
);
insert into points_feed_cursor (id, last_vendor_tx_id) values (1, 0);

-- The mall's goods: cash credit, bonus credit or physical goods (delivered, operator approved).
create table points_goods (
  id               bigint generated always as identity primary key,
  merchant_id      bigint not null references merchants(id),
  kind             text not null check (kind in ('cash', 'bonus', 'physical')),
  name             text not null check (length(name) between 1 and 80),
  description      text not null default '' check (length(description) <= 2000),
  image_url        text not null default '' check (length(image_url) <= 500),
  points_required  bigint not null check (points_required > 0),
  -- Money the member pays with the points (the spec's "amount requirement"; 0: points only).
  amount_required  bigint not null default 0 check (amount_required >= 0),
  -- Money a cash or bonus good credits to the member's wallet.
  credit_amount    bigint not null default 0 check (credit_amount >= 0),
  -- Items left (null: unlimited); a redeem takes them with a conditional update.
  stock            integer check (stock >= 0),
  status           text not null check (status in ('active', 'hidden')),
  sort_order       integer not null default 0,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  check (kind = 'physical' or credit_amount > 0)
);
create index points_goods_listing_idx on points_goods (merchant_id, status, sort_order, id);

-- A redeem: what was taken (points and money), and its state. Physical goods wait in 'in_process'
-- for an operator; a rejection returns the points and the money once (the status change is the guard).
create table points_redemptions (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  member_id              bigint not null references members(id),
  goods_id               bigint references points_goods(id),
  reference_no           text not null unique,
  idempotency_key        text not null check (length(idempotency_key) between 8 and 100),
  kind                   text not null check (kind in ('cash', 'bonus', 'physical', 'convert')),
  name                   text not null,
  quantity               integer not null check (quantity between 1 and 100),
  points_required        bigint not null check (points_required > 0),
  amount_required        bigint not null check (amount_required >= 0),
  credit_amount          bigint not null check (credit_amount >= 0),
  status                 text not null check (status in ('in_process', 'rejected', 'approved')),
  points_balance         bigint not null check (points_balance >= 0),
  delivery               jsonb,
  remark                 text check (length(remark) <= 200),
  pay_transaction_id     bigint references ledger_transactions(id),
  credit_transaction_id  bigint references ledger_transactions(id),
  refund_transaction_id  bigint references ledger_transactions(id),
  applied_at             timestamptz not null default now(),
  decided_at             timestamptz,
  decided_by             text,
  unique (merchant_id, member_id, idempotency_key),
  check ((kind = 'convert') = (goods_id is null))
);
create index points_redemptions_member_idx on points_redemptions (merchant_id, member_id, id);
create index points_redemptions_pending_idx on points_redemptions (merchant_id, id) where status = 'in_process';

-- ---- manual rebate ----

-- Rebate rate per game type in parts per million of valid bet (a VIP level's rate may override it).
create table rebate_rates (
  merchant_id  bigint not null references merchants(id),
  game_type    text not null check (game_type ~ '^[A-Z]{2,12}$'),
  rate_ppm     integer not null check (rate_ppm between 0 and 100000),
  primary key (merchant_id, game_type)
);

create table rebate_settings (
  merchant_id  bigint primary key references merchants(id),
  min_amount   bigint not null default 0 check (min_amount >= 0),
  updated_at   timestamptz not null default now()
);

-- Per member: the last vendor transaction a claim covered. A claim moves it forward with a
-- conditional update, so two claims of the same bets cannot both pass.
create table rebate_watermarks (
  member_id          bigint primary key references members(id),
  merchant_id        bigint not null references merchants(id),
  last_vendor_tx_id  bigint not null default 0,
  updated_at         timestamptz not null default now()
);

create table rebate_claims (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  member_id              bigint not null references members(id),
  from_vendor_tx_id      bigint not null,
  to_vendor_tx_id        bigint not null,
  valid_bet              bigint not null check (valid_bet > 0),
  amount                 bigint not null check (amount > 0),
  breakdown              jsonb not null,
  ledger_transaction_id  bigint not null references ledger_transactions(id),
  created_at             timestamptz not null default now(),
  unique (member_id, from_vendor_tx_id),
  check (to_vendor_tx_id > from_vendor_tx_id)
);
create index rebate_claims_member_idx on rebate_claims (merchant_id, member_id, id);

-- ---- invite friends ----

-- The operator's referral rewards: for a friend's first deposit (at least min) and for a friend's
-- valid bets reaching a target (0: that reward is off).
create table referral_settings (
  merchant_id           bigint primary key references merchants(id),
  first_deposit_reward  bigint not null default 0 check (first_deposit_reward >= 0),
  first_deposit_min     bigint not null default 0 check (first_deposit_min >= 0),
  bet_target            bigint not null default 0 check (bet_target >= 0),
  bet_target_reward     bigint not null default 0 check (bet_target_reward >= 0),
  updated_at            timestamptz not null default now()
);

-- A friend who registered through a member's referral code (one referrer per friend).
create table referrals (
  friend_id    bigint primary key references members(id),
  merchant_id  bigint not null references merchants(id),
  referrer_id  bigint not null references members(id),
  created_at   timestamptz not null default now(),
  check (friend_id <> referrer_id)
);
create index referrals_referrer_idx on referrals (merchant_id, referrer_id, created_at);

-- A reward the referrer earned from one friend: once per friend and kind; claimed once.
create table referral_rewards (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  referrer_id            bigint not null references members(id),
  friend_id              bigint not null references referrals(friend_id),
  kind                   text not null check (kind in ('first_deposit', 'bet_target')),
  amount                 bigint not null check (amount > 0),
  status                 text not null check (status in ('claimable', 'claimed')),
  ledger_transaction_id  bigint references ledger_transactions(id),
  created_at             timestamptz not null default now(),
  claimed_at             timestamptz,
  unique (friend_id, kind),
  check ((status = 'claimed') = (ledger_transaction_id is not null))
);
create index referral_rewards_referrer_idx on referral_rewards (merchant_id, referrer_id, status);
