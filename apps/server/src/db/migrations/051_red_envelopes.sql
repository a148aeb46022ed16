-- Red-envelope rains (issue 18). An operator schedules a rain: a pool split into envelope_count
-- amounts fixed by a secret seed (seed_hash = sha256 of it is public from the start, the seed once
-- the rain is over). The n-th claim takes envelope n; the rain row counts what was claimed, and
-- CHECKs keep both the count and the amount within the rain, so a pool is never exceeded.
create table red_envelope_rains (
  id               bigint generated always as identity primary key,
  merchant_id      bigint not null references merchants(id),
  title            text not null check (length(title) between 1 and 80),
  starts_at        timestamptz not null,
  ends_at          timestamptz not null,
  currency         text not null check (currency ~ '^[A-Z]{3}$'),
  pool_amount      bigint not null check (pool_amount > 0),
  envelope_count   integer not null check (envelope_count between 1 and 100000),
  claimed_count    integer not null default 0,
  claimed_amount   bigint not null default 0,
  seed             text not null,
  seed_hash        text not null check (seed_hash ~ '^[0-9a-f]{64}$'),
  -- Eligibility: deposits or valid bets of at least these amounts from qualify_from to the claim
  -- (either suffices; both null: every real-money member).
  min_deposit      bigint check (min_deposit > 0),
  min_valid_bet    bigint check (min_valid_bet > 0),
  qualify_from     timestamptz not null,
  status           text not null default 'scheduled' check (status in ('scheduled', 'cancelled')),
  created_by       text not null,
  created_at       timestamptz not null default now(),
  check (ends_at > starts_at),
  check (pool_amount >= envelope_count),
  check (claimed_count between 0 and envelope_count),
  check (claimed_amount between 0 and pool_amount)
);
create index red_envelope_rains_merchant_idx on red_envelope_rains (merchant_id, ends_at desc);

create table red_envelope_claims (
  rain_id                bigint not null references red_envelope_rains(id),
  member_id              bigint not null references members(id),
  merchant_id            bigint not null references merchants(id),
  sequence               integer not null check (sequence >= 1),
  amount                 bigint not null check (amount > 0),
  ledger_transaction_id  bigint,
  claimed_at             timestamptz not null default now(),
  primary key (rain_id, member_id),
  unique (rain_id, sequence)
);
