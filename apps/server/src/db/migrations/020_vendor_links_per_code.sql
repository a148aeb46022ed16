-- A vendor service may serve several vendor codes (the lottery service serves TCG_LOTTO_VN, TCG_SEA,
-- LOTT and ELOTT), each with its own credential: a merchant's link is per (merchant, vendor code).
alter table inhouse_vendor_links drop constraint inhouse_vendor_links_pkey;
alter table inhouse_vendor_links add primary key (merchant_id, vendor_code);
