-- Payment channels per merchant (depositv2): display order, and the connection of a payment-gateway
-- channel (which gateway, our merchant id there, the shared HMAC secret, its base/hosted-page URL).
-- Gateway deposits remember the gateway's payment id: it keys the callback lookup and the ledger
-- posting, so a payment credits the wallet at most once however many callbacks arrive.

alter table payment_channels add column sort_order integer not null default 0
  check (sort_order between 0 and 9999);
alter table payment_channels add column gateway_code text
  check (gateway_code ~ '^[A-Z0-9_]{2,32}$');
alter table payment_channels add column gateway_merchant_id text
  check (length(gateway_merchant_id) between 1 and 64);
alter table payment_channels add column gateway_secret text
  check (length(gateway_secret) between 16 and 200);
alter table payment_channels add column gateway_page_url text
  check (gateway_page_url ~ '^https?://');
alter table payment_channels add constraint payment_channels_gateway_complete check (
  (kind = 'gateway') = (gateway_code is not null and gateway_merchant_id is not null
                        and gateway_secret is not null and gateway_page_url is not null)
);
create index payment_channels_display_idx on payment_channels (merchant_id, enabled, sort_order, id);

alter table deposits add column gateway_payment_id text
  check (length(gateway_payment_id) between 1 and 64);
alter table deposits add column redirect_url text;
create unique index deposits_gateway_payment_idx on deposits (channel_id, gateway_payment_id)
  where gateway_payment_id is not null;
