-- Resettlement of corrected results, partial cash-out and the valid bet, through the platform's
-- adjustment call (docs/vendor-protocol.md, "adjust").

-- 001's resettlements were never written (its key lacked the match): one row per bet, match and
-- result version, written in the transaction that moves the bet's legs to that version, so each
-- version resettles a bet once. It is the book's audit of every resettlement: what the bet had paid,
-- what it pays now, the difference and what the platform could take of a debit.
drop table {{schema}}.resettlements;
create table {{schema}}.resettlements (
  bet_id          bigint not null references {{schema}}.bets(bet_id),
  match_id        text not null,
  version         integer not null,
  previous_payout bigint not null,
  payout          bigint not null,
  delta           bigint not null,
  valid_stake     bigint not null,
  status          text not null check (status in ('paying', 'paid', 'failed')),
  adjust_tx_id    text not null unique,
  applied         bigint,
  shortfall       bigint,
  attempts        integer not null default 0,
  next_attempt_at timestamptz,
  last_error      text,
  created_at      timestamptz not null,
  paid_at         timestamptz,
  primary key (bet_id, match_id, version)
);
create index resettlements_due on {{schema}}.resettlements (bet_id) where status = 'paying';

-- Partial cash-out: part of an open bet's stake is sold for its share of the offer (a credit on the
-- wallet round, which stays open); the rest of the bet stays open and settles as a smaller bet.
alter table {{schema}}.bets
  add column cashed_stake  bigint not null default 0 check (cashed_stake >= 0),
  add column cashed_amount bigint not null default 0 check (cashed_amount >= 0),
  add constraint bets_cashed_below_stake check (cashed_stake < stake);
create table {{schema}}.cashouts (
  bet_id          bigint not null references {{schema}}.bets(bet_id),
  seq             integer not null,
  stake_part      bigint not null check (stake_part > 0),
  amount          bigint not null check (amount > 0),
  status          text not null check (status in ('paying', 'paid', 'failed')),
  adjust_tx_id    text not null unique,
  attempts        integer not null default 0,
  next_attempt_at timestamptz,
  last_error      text,
  created_at      timestamptz not null,
  paid_at         timestamptz,
  primary key (bet_id, seq)
);
create index cashouts_due on {{schema}}.cashouts (bet_id) where status = 'paying';

-- Where a result version came from: the feed, or an operator's correction (with who).
alter table {{schema}}.results
  add column source text not null default 'feed' check (source in ('feed', 'correction')),
  add column actor  text;

-- The resettlement pass looks for settled legs older than their match's latest result version.
create index legs_settled on {{schema}}.legs (match_id, result_version) where outcome is not null;
