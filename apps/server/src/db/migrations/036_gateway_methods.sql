-- Issue #24: payments players here use. A gateway channel says how the player pays: the gateway's
-- hosted page, a national-standard QR (Thai PromptPay, Vietnamese VietQR) the site shows, or an
-- e-wallet. A QR channel names its payee (PromptPay id, or NAPAS BIN and account number); a QR
-- deposit keeps the EMVCo payload the gateway issued, so a repeated start shows the same code.
alter table payment_channels add column gateway_method text not null default 'hosted'
  check (gateway_method in ('hosted', 'promptpay', 'vietqr', 'ewallet'));
alter table payment_channels add column payee jsonb;
alter table payment_channels add constraint payment_channels_qr_payee
  check (gateway_method not in ('promptpay', 'vietqr') or payee is not null);
alter table deposits add column qr_payload text;
