-- A code made and checked by the SMS provider itself (Firebase phone authentication): the
-- provider's session for it. Null for the platform's own codes, checked by their HMAC.
alter table verification_codes
  add column provider_session text;
