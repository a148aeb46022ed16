-- Sensitive account changes (issue #21 finding 6): the history of changes that hold withdrawals,
-- the merchant's hold period, and the member's in-site messages (security notices).

-- A merchant's member-security settings. No row: the defaults (24 hours).
create table member_security_settings (
  merchant_id            bigint primary key references merchants(id),
  withdrawal_hold_hours  integer not null default 24 check (withdrawal_hold_hours between 0 and 720),
  updated_at             timestamptz not null default now()
);

-- One sensitive change of a member: what changed, with which proof, and until when withdrawals are
-- held because of it (created_at when it holds nothing: a first binding). The latest hold wins.
create table member_sensitive_changes (
  id                      bigint generated always as identity primary key,
  merchant_id             bigint not null references merchants(id),
  member_id               bigint not null references members(id),
  kind                    text not null check (kind in (
                            'bank_account_bind', 'bank_account_replace', 'bank_account_remove',
                            'payment_password_set', 'payment_password_change', 'payment_password_reset',
                            'mobile_change', 'email_change')),
  proof                   text not null check (proof in ('payment_password', 'sms', 'email', 'login_password')),
  withdrawals_held_until  timestamptz not null,
  created_at              timestamptz not null default now(),
  check (withdrawals_held_until >= created_at)
);
create index member_sensitive_changes_member_idx
  on member_sensitive_changes (merchant_id, member_id, withdrawals_held_until desc);
create index member_sensitive_changes_merchant_idx on member_sensitive_changes (merchant_id, id desc);

-- In-site messages to one member. `kind` names the text the site shows (translated), `params`
-- fill it in; nothing personal beyond masked values is stored in them.
create table member_messages (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  kind         text not null check (kind ~ '^[a-z_]{1,40}$'),
  params       jsonb not null default '{}' check (jsonb_typeof(params) = 'object'),
  created_at   timestamptz not null default now(),
  read_at      timestamptz
);
create index member_messages_member_idx on member_messages (merchant_id, member_id, id desc);
