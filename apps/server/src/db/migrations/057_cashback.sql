-- Cashback on net loss (issue 17). A cashback promotion pays a percent of a member's net loss
-- (applied vendor bets less wins) over each finished period of the merchant's calendar (a day or a
-- week, in its timezone), capped, from a minimum loss. A job computes each period once per member
-- (the row's primary key); the member claims it from the reward center into the bonus wallet with
-- the promotion's wagering.
alter table promotions drop constraint promotions_kind_check;
alter table promotions add constraint promotions_kind_check
  check (kind in ('deposit_match', 'fixed_bonus', 'daily_checkin', 'cashback'));
alter table promotions add column cashback_percent integer check (cashback_percent between 1 and 100);
alter table promotions add column cashback_period text check (cashback_period in ('daily', 'weekly'));
alter table promotions add column cashback_min_loss bigint check (cashback_min_loss >= 0);
alter table promotions add column cashback_cap bigint check (cashback_cap > 0);
alter table promotions add constraint promotions_cashback_check check (
  kind <> 'cashback' or (cashback_percent is not null and cashback_period is not null
                         and cashback_min_loss is not null and cashback_cap is not null)
);

create table promotion_cashbacks (
  promotion_id  bigint not null references promotions(id),
  member_id     bigint not null references members(id),
  -- The period's first local date (yyyy-MM-dd) and its instants [period_start, period_end).
  period_key    text not null check (period_key ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  period_start  timestamptz not null,
  period_end    timestamptz not null,
  net_loss      bigint not null check (net_loss > 0),
  amount        bigint not null check (amount > 0),
  status        text not null check (status in ('claimable', 'claimed')),
  bonus_id      bigint references member_bonuses(id),
  created_at    timestamptz not null default now(),
  claimed_at    timestamptz,
  primary key (promotion_id, member_id, period_key),
  check ((status = 'claimed') = (bonus_id is not null))
);
create index promotion_cashbacks_claimable_idx on promotion_cashbacks (member_id, promotion_id)
  where status = 'claimable';
