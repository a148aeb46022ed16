-- The wallet: a double-entry ledger (accounts, transactions, postings) and the vendor wallet
-- protocol's credentials, game rounds and vendor transactions. Amounts are BIGINT minor units
-- (1/10000 of the currency unit).

-- One account per (merchant, kind, owner): a member's main wallet (owner = member id), a vendor
-- (owner = vendor code), a payment channel, the house, promotions, jackpots, vendor sub-wallets.
create table ledger_accounts (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  kind            text not null check (kind in ('member_wallet', 'vendor', 'payment_channel', 'house',
                                                'promotion', 'jackpot', 'vendor_subwallet')),
  owner           text not null check (length(owner) between 1 and 64),
  currency        text not null check (currency ~ '^[A-Z]{3}$'),
  balance         bigint not null default 0,
  version         bigint not null default 0,
  allow_negative  boolean not null,
  created_at      timestamptz not null default now(),
  updated_at      timestamptz not null default now(),
  unique (merchant_id, kind, owner),
  -- A member's money is never negative: enforced here, not only in code.
  check (allow_negative or balance >= 0),
  check (kind <> 'member_wallet' or not allow_negative)
);

-- One row per money movement; (merchant, idempotency key) is unique, so a retry finds the first.
create table ledger_transactions (
  id               bigint generated always as identity primary key,
  merchant_id      bigint not null references merchants(id),
  kind             text not null check (kind ~ '^[a-z_]{2,40}$'),
  idempotency_key  text not null check (length(idempotency_key) between 1 and 200),
  input_hash       bytea not null check (length(input_hash) = 32),
  reference        jsonb not null default '{}',
  actor            text not null,
  ip               text,
  request_id       text,
  created_at       timestamptz not null default now(),
  unique (merchant_id, idempotency_key)
);

-- The legs of a transaction. balance_before/after make every past balance a lookup.
create table ledger_postings (
  id              bigint generated always as identity primary key,
  transaction_id  bigint not null references ledger_transactions(id),
  account_id      bigint not null references ledger_accounts(id),
  amount          bigint not null check (amount <> 0),
  balance_before  bigint not null,
  balance_after   bigint not null,
  unique (transaction_id, account_id),
  check (balance_after = balance_before + amount)
);
create index ledger_postings_account_idx on ledger_postings (account_id, id);

-- Double entry, checked by the database at commit: a transaction's postings sum to zero.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
begin
  select coalesce(sum(amount), 0) into total from ledger_postings where transaction_id = new.transaction_id;
  if total <> 0 then
    raise exception 'ledger transaction % is unbalanced by %', new.transaction_id, total
      using errcode = '23514';
  end if;
  return null;
end
$$;
create constraint trigger ledger_postings_balanced
  after insert on ledger_postings
  deferrable initially deferred
  for each row execute function ledger_check_balanced();

-- Records are immutable: a correction is a reversing transaction.
create function ledger_refuse_change() returns trigger language plpgsql as $$
begin
  raise exception 'ledger records are immutable (% on %)', tg_op, tg_table_name using errcode = '55000';
end
$$;
create trigger ledger_postings_immutable before update or delete on ledger_postings
  for each row execute function ledger_refuse_change();
create trigger ledger_transactions_immutable before update or delete on ledger_transactions
  for each row execute function ledger_refuse_change();

-- A game vendor's credential for one merchant. The secret must be readable to check HMACs.
create table vendor_credentials (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  vendor_code  text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  key_id       text not null unique,
  secret       text not null check (length(secret) >= 32),
  created_at   timestamptz not null default now(),
  revoked_at   timestamptz
);
create unique index vendor_credentials_active_idx on vendor_credentials (merchant_id, vendor_code)
  where revoked_at is null;

-- A vendor's game round: open until its win settles it.
create table game_rounds (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  vendor_code  text not null,
  round_id     text not null,
  member_id    bigint not null references members(id),
  game_code    text not null,
  status       text not null default 'open' check (status in ('open', 'closed')),
  bet_count    integer not null default 0 check (bet_count >= 0),
  bet_total    bigint not null default 0 check (bet_total >= 0),
  win_total    bigint not null default 0 check (win_total >= 0),
  opened_at    timestamptz not null default now(),
  updated_at   timestamptz not null default now(),
  closed_at    timestamptz,
  unique (merchant_id, vendor_code, round_id)
);
create index game_rounds_member_idx on game_rounds (merchant_id, member_id, opened_at);

-- Every vendor transaction id the wallet has seen, with the answer it gave. A bet row is
-- 'applied', later 'rolled_back'; a rollback of an unknown bet leaves a 'blocked' bet row so the
-- late bet is refused.
create table vendor_transactions (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  vendor_code            text not null,
  vendor_tx_id           text not null,
  kind                   text not null check (kind in ('bet', 'win', 'rollback')),
  status                 text not null check (status in ('applied', 'rolled_back', 'blocked')),
  member_id              bigint not null references members(id),
  round_id               text not null,
  game_code              text not null,
  amount                 bigint check (amount >= 0),
  ref_vendor_tx_id       text,
  response               jsonb,
  ledger_transaction_id  bigint references ledger_transactions(id),
  created_at             timestamptz not null default now(),
  unique (merchant_id, vendor_code, vendor_tx_id),
  check ((status = 'blocked') = (amount is null)),
  check (status = 'applied' or kind = 'bet')
);
