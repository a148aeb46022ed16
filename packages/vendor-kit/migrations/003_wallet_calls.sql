-- Every wallet call (bet, win, rollback) the vendor made to a platform, with the platform's answer,
-- recorded by the kit's clients (OperatorStore.call, VendorLinks.call): what the vendor's signed
-- transactions listing answers, so the platform can reconcile a day against its ledger.
-- A repeated call (same transaction id) keeps its first time and takes the newest answer, never
-- going back from 'ok'.
create table {{schema}}.wallet_calls (
  id                  bigint generated always as identity primary key,
  merchant_code       text not null,
  vendor_code         text not null,
  transaction_id      text not null,
  kind                text not null check (kind in ('bet', 'win', 'rollback')),
  round_id            text not null,
  player_id           text not null,
  game_code           text not null,
  amount              bigint check (amount >= 0),
  bet_transaction_id  text,
  currency            text not null,
  status              text not null check (status in ('ok', 'refused', 'unknown')),
  code                text,
  called_at           timestamptz not null default now(),
  answered_at         timestamptz not null default now(),
  unique (merchant_code, vendor_code, transaction_id)
);
create index wallet_calls_time_idx on {{schema}}.wallet_calls (merchant_code, vendor_code, called_at, id);
