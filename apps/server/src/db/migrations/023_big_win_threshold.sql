-- A vendor win credit at or above the merchant's big-win threshold (minor units, 4 decimals) is put
-- on the merchant's winner board; null records none. 1,000.0000 in the merchant's currency by default.
alter table merchants
  add column big_win_threshold bigint default 10000000;
