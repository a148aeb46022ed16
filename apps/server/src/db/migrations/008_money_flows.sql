-- Player money flows: payment channels, manual deposits, withdrawals with a hold and the
-- confirmation flow, bound bank accounts. Amounts are BIGINT minor units (1/10000 of the unit).

-- A merchant's ways to pay in and out: a manual bank transfer (an operator checks the statement)
-- or a payment gateway. `bank_details` is what the player is shown to transfer to.
create table payment_channels (
  id            bigint generated always as identity primary key,
  merchant_id   bigint not null references merchants(id),
  code          text not null check (code ~ '^[A-Z0-9_]{2,32}$'),
  kind          text not null check (kind in ('manual', 'gateway')),
  name          text not null check (length(name) between 1 and 100),
  min_amount    bigint not null check (min_amount > 0),
  max_amount    bigint not null,
  enabled       boolean not null default true,
  bank_details  jsonb not null default '{}',
  -- Minutes after approval at which an unconfirmed withdrawal paid through it counts as received.
  withdrawal_auto_receive_minutes  integer not null default 30
                                   check (withdrawal_auto_receive_minutes between 1 and 43200),
  created_at    timestamptz not null default now(),
  updated_at    timestamptz not null default now(),
  unique (merchant_id, code),
  check (max_amount >= min_amount)
);

-- Every merchant gets a manual BANK channel (merchants opened later get it on first use).
insert into payment_channels (merchant_id, code, kind, name, min_amount, max_amount)
select id, 'BANK', 'manual', 'Bank transfer', 100000, 500000000 from merchants
on conflict do nothing;

-- A player's deposit request. Approval credits the wallet (channel → member) exactly once: the
-- conditional update out of 'pending' and the ledger posting share one database transaction.
create table deposits (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  member_id              bigint not null references members(id),
  channel_id             bigint not null references payment_channels(id),
  amount                 bigint not null check (amount > 0),
  reference              text not null check (length(reference) between 1 and 100),
  idempotency_key        text not null check (length(idempotency_key) between 1 and 100),
  status                 text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  ledger_transaction_id  bigint references ledger_transactions(id),
  decided_by             text,
  decided_at             timestamptz,
  reject_reason          text,
  created_at             timestamptz not null default now(),
  unique (merchant_id, member_id, idempotency_key),
  check (status <> 'pending' or (ledger_transaction_id is null and decided_at is null)),
  check (status <> 'rejected' or ledger_transaction_id is null)
);
create index deposits_status_idx on deposits (merchant_id, status, id);
create index deposits_member_idx on deposits (merchant_id, member_id, id);

-- Withdrawals hold the money on request in a per-member 'withdrawal_hold' account (never negative).
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('member_wallet', 'vendor', 'payment_channel', 'house', 'promotion', 'jackpot',
                  'vendor_subwallet', 'withdrawal_hold'));
alter table ledger_accounts add constraint ledger_accounts_hold_not_negative
  check (kind <> 'withdrawal_hold' or not allow_negative);

-- The bank account a member withdraws to (one per member; binding it fixes the member's payee name).
create table member_bank_accounts (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  member_id       bigint not null references members(id),
  payee_name      text not null check (length(payee_name) between 1 and 100),
  bank_name       text not null check (length(bank_name) between 1 and 100),
  account_number  text not null check (account_number ~ '^[0-9A-Za-z -]{4,40}$'),
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  unique (merchant_id, member_id)
);

-- A withdrawal: 'pending' (money held) → 'approved' (paid out: hold → channel) or 'rejected'
-- (released: hold → wallet); an approved one is then confirmed by the player ('received',
-- 'disputed' = not received, 'partially_received' with the amount), forced received by an
-- operator, or auto-received after the merchant's timeout. The bank account is a snapshot.
create table withdrawals (
  id                       bigint generated always as identity primary key,
  merchant_id              bigint not null references merchants(id),
  member_id                bigint not null references members(id),
  channel_id               bigint not null references payment_channels(id),
  amount                   bigint not null check (amount > 0),
  idempotency_key          text not null check (length(idempotency_key) between 1 and 100),
  payee_name               text not null,
  bank_name                text not null,
  account_number           text not null,
  status                   text not null default 'pending'
                           check (status in ('pending', 'approved', 'rejected', 'received', 'disputed',
                                             'partially_received')),
  confirmation             text check (confirmation in ('received', 'not_received', 'partial', 'forced', 'auto')),
  received_amount          bigint check (received_amount >= 0),
  hold_transaction_id      bigint references ledger_transactions(id),
  decision_transaction_id  bigint references ledger_transactions(id),
  decided_by               text,
  decided_at               timestamptz,
  reject_reason            text,
  confirmed_by             text,
  confirmed_at             timestamptz,
  created_at               timestamptz not null default now(),
  unique (merchant_id, member_id, idempotency_key),
  check (received_amount is null or received_amount < amount),
  check (status not in ('approved', 'received', 'disputed', 'partially_received') or decided_at is not null)
);
create index withdrawals_status_idx on withdrawals (merchant_id, status, id);
create index withdrawals_member_idx on withdrawals (merchant_id, member_id, id);
create index withdrawals_unconfirmed_idx on withdrawals (decided_at) where status = 'approved';
