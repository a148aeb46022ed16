-- Promotions and the bonus wallet (issue 17). A promotion is configured per merchant by an operator;
-- a member joins it and claims its bonus once; the bonus sits on its own ledger account
-- ('member_bonus', never negative, one per bonus) until its wagering requirement is met (then it
-- converts to cash in one ledger transaction), it expires, or the member forfeits it.

-- The ledger's new account kind: a member's bonus money, never negative.
create or replace function ledger_accounts_check_fixed_columns() returns trigger language plpgsql as $$
begin
  if new.kind not in ('member_wallet', 'vendor', 'payment_channel', 'house', 'promotion', 'jackpot',
                      'vendor_subwallet', 'withdrawal_hold', 'member_bonus')
     or length(new.owner) not between 1 and 64
     or new.currency !~ '^[A-Z]{3}$'
     -- A member's money (main wallet, sub-wallets, held withdrawals, bonuses) is never negative.
     or (new.allow_negative and new.kind in ('member_wallet', 'vendor_subwallet', 'withdrawal_hold',
                                             'member_bonus')) then
    raise exception 'ledger account (%, %, %, allow_negative %) breaks the account rules',
                    new.kind, new.owner, new.currency, new.allow_negative
      using errcode = '23514', table = tg_table_name;
  end if;
  return new;
end
$$;

create table promotions (
  id                  bigint generated always as identity primary key,
  merchant_id         bigint not null references merchants(id),
  code                text not null check (code ~ '^[A-Z0-9_-]{2,40}$'),
  category            text not null check (category in ('welcome', 'deposit', 'casino', 'daily')),
  kind                text not null check (kind in ('deposit_match', 'fixed_bonus')),
  -- 'paused' hides nothing but refuses joins and claims; 'draft' is not shown to members.
  status              text not null check (status in ('draft', 'active', 'paused')),
  title               text not null check (length(title) between 1 and 120),
  summary             text not null check (length(summary) <= 300),
  terms               text not null check (length(terms) <= 20000),
  images              jsonb not null default '[]',
  sort_order          integer not null default 0,
  starts_at           timestamptz not null,
  ends_at             timestamptz,
  -- Deposit match: which deposit qualifies, the percent matched, its cap and the minimum deposit.
  deposit_trigger     text check (deposit_trigger in ('first_deposit', 'reload')),
  match_percent       integer check (match_percent between 1 and 1000),
  max_bonus           bigint check (max_bonus > 0),
  min_deposit         bigint not null default 0 check (min_deposit >= 0),
  -- Fixed bonus: the amount every eligible member may claim once.
  bonus_amount        bigint check (bonus_amount > 0),
  wagering_multiplier integer not null check (wagering_multiplier between 0 and 100),
  wagering_base       text not null check (wagering_base in ('bonus', 'bonus_deposit')),
  -- Percent of a bet that counts per game type ({"RNG": 100, "LIVE": 10}); a type not listed counts 0.
  game_weights        jsonb not null default '{}',
  max_bet             bigint check (max_bet > 0),
  expiry_days         integer not null check (expiry_days between 1 and 365),
  total_budget        bigint check (total_budget > 0),
  spent               bigint not null default 0 check (spent >= 0),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  unique (merchant_id, code),
  check (total_budget is null or spent <= total_budget),
  check (kind <> 'deposit_match' or (deposit_trigger is not null and match_percent is not null
                                     and max_bonus is not null)),
  check (kind <> 'fixed_bonus' or bonus_amount is not null)
);
create index promotions_listing_idx on promotions (merchant_id, status, sort_order, id);

-- A member who joined a promotion (deposit matches need it before the deposit).
create table promotion_members (
  promotion_id  bigint not null references promotions(id),
  member_id     bigint not null references members(id),
  joined_at     timestamptz not null default now(),
  primary key (promotion_id, member_id)
);

-- One bonus per member and promotion: claiming twice stops on the unique key.
create table member_bonuses (
  id                 bigint generated always as identity primary key,
  merchant_id        bigint not null references merchants(id),
  member_id          bigint not null references members(id),
  promotion_id       bigint not null references promotions(id),
  currency           text not null check (currency ~ '^[A-Z]{3}$'),
  deposit_id         bigint,
  deposit_amount     bigint not null default 0 check (deposit_amount >= 0),
  amount             bigint not null check (amount > 0),
  wagering_required  bigint not null check (wagering_required >= 0),
  wagering_done      bigint not null default 0 check (wagering_done >= 0),
  max_bet            bigint,
  game_weights       jsonb not null default '{}',
  status             text not null check (status in ('active', 'converted', 'forfeited', 'expired')),
  expires_at         timestamptz not null,
  claimed_at         timestamptz not null default now(),
  settled_at         timestamptz,
  claim_transaction_id   bigint references ledger_transactions(id),
  settle_transaction_id  bigint references ledger_transactions(id),
  unique (promotion_id, member_id)
);
create index member_bonuses_member_idx on member_bonuses (merchant_id, member_id, id);
create index member_bonuses_active_idx on member_bonuses (merchant_id, member_id) where status = 'active';
create index member_bonuses_expiry_idx on member_bonuses (expires_at) where status = 'active';

-- Each vendor bet counted once towards a bonus's wagering (the after-commit feed may repeat).
create table bonus_wagering_bets (
  bonus_id      bigint not null references member_bonuses(id),
  vendor_code   text not null,
  vendor_tx_id  text not null,
  game_type     text,
  amount        bigint not null,
  counted       bigint not null,
  created_at    timestamptz not null default now(),
  primary key (bonus_id, vendor_code, vendor_tx_id)
);
