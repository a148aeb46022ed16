-- The member's profile: an avatar of the site's set, the login before the current one (the account
-- page's "last login"), and when the first-login welcome was done. Members who logged in before this
-- migration count as welcomed.
alter table members
  add column icon text,
  add column previous_login_at timestamptz,
  add column previous_login_ip text,
  add column welcomed_at timestamptz;
update members set welcomed_at = first_login_at where first_login_at is not null;
