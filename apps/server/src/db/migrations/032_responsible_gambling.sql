-- Responsible gambling (issue 20): limits a member sets on themselves, the reality-check interval,
-- and time-outs and self-exclusions.

-- One row per member and limit. `amount` applies now (null: none); a raise or removal waits in
-- `pending_*` until `pending_from` (24 hours of cooling-off), then applies when next read.
create table rg_limits (
  merchant_id     bigint not null references merchants(id),
  member_id       bigint not null references members(id),
  kind            text not null check (kind in ('deposit_daily', 'deposit_weekly', 'deposit_monthly',
                                                'loss_daily', 'wager_daily', 'session_daily')),
  amount          bigint check (amount is null or amount > 0),
  pending_amount  bigint check (pending_amount is null or pending_amount > 0),
  pending_from    timestamptz,
  updated_at      timestamptz not null default now(),
  primary key (member_id, kind),
  check (pending_from is not null or pending_amount is null)
);
create index rg_limits_merchant_idx on rg_limits (merchant_id, kind);

create table rg_settings (
  member_id              bigint primary key references members(id),
  merchant_id            bigint not null references merchants(id),
  reality_check_minutes  integer check (reality_check_minutes between 5 and 240),
  updated_at             timestamptz not null default now()
);

-- A time-out or self-exclusion. The person's mobile, email and ID number are copied at the time,
-- so a self-exclusion keeps matching the same person on every brand of the platform.
create table rg_exclusions (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  kind         text not null check (kind in ('time_out', 'self_exclusion')),
  starts_at    timestamptz not null default now(),
  ends_at      timestamptz,
  mobile_num   text,
  email        text,
  id_number    text,
  created_at   timestamptz not null default now(),
  check (kind = 'self_exclusion' or ends_at is not null),
  check (ends_at is null or ends_at > starts_at)
);
create index rg_exclusions_member_idx on rg_exclusions (member_id, ends_at);
create index rg_exclusions_mobile_idx on rg_exclusions (mobile_num) where kind = 'self_exclusion' and mobile_num is not null;
create index rg_exclusions_email_idx on rg_exclusions (lower(email)) where kind = 'self_exclusion' and email is not null;
create index rg_exclusions_id_number_idx on rg_exclusions (id_number) where kind = 'self_exclusion' and id_number is not null;

-- Vendor bets and wins of a member in a period (loss and wager limits, the reality check's result).
create index if not exists vendor_transactions_member_time_idx
  on vendor_transactions (merchant_id, member_id, created_at);
