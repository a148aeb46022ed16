-- Apply activities (issue 17): a promotion of kind 'apply' pays its fixed reward (bonus_amount, with
-- the promotion's wagering; 0 wagering converts to cash at once) to a member whose application an
-- operator approved. The member applies once per promotion with a comment (at most 140 characters)
-- and up to 3 png/jpg images (re-encoded, stored under random names outside the web root); an
-- operator approves it (the reward's share of the budget is reserved then) or rejects it with a
-- remark (at most 140 characters). The member claims an approved application through the promotion's
-- claim call, once (member_bonuses stays unique per member and promotion).
alter table promotions drop constraint promotions_kind_check;
alter table promotions add constraint promotions_kind_check
  check (kind in ('deposit_match', 'fixed_bonus', 'daily_checkin', 'cashback', 'apply'));
alter table promotions add constraint promotions_apply_check
  check (kind <> 'apply' or bonus_amount is not null);

create table promotion_applications (
  id            bigint generated always as identity primary key,
  merchant_id   bigint not null references merchants(id),
  promotion_id  bigint not null references promotions(id),
  member_id     bigint not null references members(id),
  comment       text not null check (char_length(comment) <= 140),
  status        text not null default 'applying' check (status in ('applying', 'approved', 'rejected')),
  remark        text check (char_length(remark) <= 140),
  -- The reward reserved from the budget when approved.
  amount        bigint check (amount > 0),
  decided_by    text,
  decided_at    timestamptz,
  created_at    timestamptz not null default now(),
  unique (promotion_id, member_id),
  check ((status = 'applying') = (decided_at is null)),
  check ((status = 'approved') = (amount is not null))
);
create index promotion_applications_queue_idx on promotion_applications (merchant_id, status, id desc);

create table promotion_application_images (
  id              bigint generated always as identity primary key,
  application_id  bigint not null references promotion_applications(id),
  sequence        integer not null check (sequence between 0 and 2),
  storage_name    text not null unique,
  byte_size       integer not null check (byte_size > 0),
  unique (application_id, sequence)
);
