-- Daily check-in promotions (issue 17). A member checks in once per local day of the merchant and
-- earns that day's reward of the promotion's ladder (consecutive days climb it; a missed day or the
-- end of the ladder starts it again at day 1). The reward is a bonus in the bonus wallet with the
-- promotion's wagering, issued by the promotion's own 'promotion' ledger account.
alter table promotions drop constraint promotions_kind_check;
alter table promotions add constraint promotions_kind_check
  check (kind in ('deposit_match', 'fixed_bonus', 'daily_checkin'));
-- The ladder: the reward of each consecutive day, minor units as JSON strings (["100", "200", ...]).
alter table promotions add column checkin_rewards jsonb;
alter table promotions add constraint promotions_checkin_rewards_check check (
  (kind = 'daily_checkin') = (checkin_rewards is not null)
  and (checkin_rewards is null or (jsonb_typeof(checkin_rewards) = 'array'
                                   and jsonb_array_length(checkin_rewards) between 1 and 31))
);

-- One check-in per member, promotion and local day: the primary key is what stops a second one,
-- also under concurrent requests (the second insert waits for the first and then finds it).
create table promotion_checkins (
  promotion_id  bigint not null references promotions(id),
  member_id     bigint not null references members(id),
  day           text not null check (day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  -- The step of the ladder this day paid (1-based).
  step          integer not null check (step between 1 and 31),
  amount        bigint not null check (amount > 0),
  bonus_id      bigint references member_bonuses(id),
  created_at    timestamptz not null default now(),
  primary key (promotion_id, member_id, day)
);
