-- Demo play (docs/vendor-protocol.md, "Demo play"): a trial member's demo session plays with play
-- money the vendor keeps here, never the platform's wallet. A demo round goes through the same
-- status machine as a real one, but its bet, win and rollback move `demo_wallets` in the vendor's
-- own transactions instead of calling the platform.
alter table vendor_inhouse.rounds add column is_demo boolean not null default false;

-- The demo mark of launches and sessions (the kit's migration 004 adds it to a vendor whose kit
-- tables existed before; on a new database this vendor's 001 made them after it).
alter table vendor_inhouse.launch_tokens add column if not exists is_demo boolean not null default false;
alter table vendor_inhouse.sessions add column if not exists is_demo boolean not null default false;

-- One play-money balance per player (merchant code, player id), in the merchant's currency, created
-- at the starting amount on first use and reset to it on the player's request; never below zero.
create table vendor_inhouse.demo_wallets (
  merchant_code  text not null references vendor_inhouse.operators(merchant_code),
  player_id      text not null,
  balance        bigint not null check (balance >= 0),
  reset_at       timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  primary key (merchant_code, player_id)
);
