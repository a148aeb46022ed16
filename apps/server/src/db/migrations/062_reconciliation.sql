-- Per-vendor reconciliation (issue 19): a vendor's wallet calls of a merchant-local day, as its
-- signed transactions listing gives them, against the platform's vendor transactions. Each run keeps
-- both sides' totals and its differences, so the console shows the history. Runs are records: never
-- rewritten, a new run is a new row.
create table reconciliation_runs (
  id                  bigint generated always as identity primary key,
  merchant_id         bigint not null references merchants(id),
  vendor_code         text not null,
  day                 date not null,
  trigger             text not null check (trigger in ('operator', 'schedule')),
  started_by          text,
  status              text not null check (status in ('matched', 'differences', 'failed')),
  error               text,
  platform_count      integer not null default 0,
  platform_bets       bigint not null default 0,
  platform_wins       bigint not null default 0,
  platform_rollbacks  bigint not null default 0,
  vendor_count        integer not null default 0,
  vendor_bets         bigint not null default 0,
  vendor_wins         bigint not null default 0,
  vendor_rollbacks    bigint not null default 0,
  difference_count    integer not null default 0,
  started_at          timestamptz not null default now(),
  check ((status = 'failed') = (error is not null))
);
create index reconciliation_runs_merchant_idx on reconciliation_runs (merchant_id, id desc);
create index reconciliation_runs_vendor_idx on reconciliation_runs (merchant_id, vendor_code, id desc);

create table reconciliation_differences (
  run_id           bigint not null references reconciliation_runs(id),
  seq              integer not null,
  transaction_id   text not null,
  kind             text not null check (kind in ('bet', 'win', 'rollback')),
  round_id         text not null,
  player_id        text not null,
  difference       text not null check (difference in
                     ('missing_on_platform', 'missing_on_vendor', 'amount_mismatch', 'status_mismatch')),
  platform_amount  bigint,
  vendor_amount    bigint,
  vendor_status    text check (vendor_status in ('ok', 'refused', 'unknown')),
  primary key (run_id, seq)
);

-- A vendor's day of transactions is read by time (the unique index leads with the transaction id).
create index vendor_transactions_vendor_time_idx on vendor_transactions (merchant_id, vendor_code, created_at);
