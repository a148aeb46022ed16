-- Transfer-wallet mode (the spec's wallet transfer relay and merchant wallet `isSingle`): vendors
-- that keep their own balance play from a per-member vendor sub-wallet in the ledger (kind
-- 'vendor_subwallet', owner '<member id>:<vendor code>') instead of the main wallet; the player
-- moves money between the two through ledger transactions with idempotency keys.

-- A merchant's vendors in transfer mode (a vendor without a row is seamless).
create table vendor_wallet_modes (
  merchant_id  bigint not null references merchants(id),
  vendor_code  text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  mode         text not null check (mode in ('seamless', 'transfer')),
  updated_at   timestamptz not null default now(),
  primary key (merchant_id, vendor_code)
);

-- A sub-wallet is a member's money like the main wallet: never below zero.
alter table ledger_accounts add constraint ledger_accounts_subwallet_not_negative
  check (kind <> 'vendor_subwallet' or not allow_negative);
