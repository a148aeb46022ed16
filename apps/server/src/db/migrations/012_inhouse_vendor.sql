-- The in-house vendor (vassalage INHOUSE) as the platform knows it: per merchant, where the vendor
-- service is and which vendor credential (vendor_credentials.key_id) the platform issued to it. The
-- launcher signs its launch requests with that credential, the vendor signs its wallet and jackpot
-- calls with it. Jackpot pools themselves are ledger accounts of kind 'jackpot' (migration 005).
create table inhouse_vendor_links (
  merchant_id   bigint primary key references merchants(id),
  vendor_code   text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  vendor_url    text not null check (vendor_url ~ '^https?://'),
  key_id        text not null,
  connected_at  timestamptz not null default now()
);
