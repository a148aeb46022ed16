-- A merchant's own stakes and odds per bet type, set by its operator through the platform's console
-- (the generic merchant-settings call). No row: the vendor's defaults. `payout_bp` is the share of the
-- standard pay table the merchant's players are paid, in basis points (10000 = the table as published).
create table {{schema}}.merchant_bet_settings (
  merchant_code  text not null,
  game_code      text not null,
  bet_type       text not null,
  min_stake      bigint check (min_stake > 0),
  max_stake      bigint check (max_stake > 0),
  payout_bp      integer check (payout_bp between 5000 and 10000),
  updated_at     timestamptz not null,
  updated_by     text not null,
  primary key (merchant_code, game_code, bet_type)
);

-- Every change, written in the change's transaction: before, after, who, when.
create table {{schema}}.merchant_settings_audit (
  audit_id       bigint generated always as identity primary key,
  merchant_code  text not null,
  vendor_code    text not null,
  changes        jsonb not null,
  actor          text not null,
  at             timestamptz not null
);

-- A line keeps the payout share of its merchant at purchase: settlement pays
-- floor(stake × multiplier × payout_bp ÷ (divisor × 10000)) per matching win key, which is the
-- standard win when payout_bp is 10000. Adding a column with a constant default rewrites nothing.
alter table {{schema}}.ticket_lines add column payout_bp integer not null default 10000
  check (payout_bp between 1 and 10000);
