-- Members (players and agents), their sessions, second-factor challenges for new addresses,
-- linked outside identities, and player feedback.
create table members (
  id                     bigint generated always as identity primary key,
  merchant_id            bigint not null references merchants(id),
  username               text not null check (length(username) between 1 and 64),
  type                   smallint not null default 0 check (type in (0, 1, 2, 4, 41, 42)),
  status                 text not null default 'active' check (status in ('active', 'disabled')),
  password_hash          text not null,
  password_changed_at    timestamptz not null default now(),
  must_change_password   boolean not null default false,
  payment_password_hash  text,
  nickname               text,
  mobile_num             text,
  country_dialing_code   text,
  email                  text,
  payee_name             text,
  qq_num                 text,
  line                   text,
  whatsapp               text,
  facebook               text,
  wechat                 text,
  id_number              text,
  upline_id              bigint references members(id),
  affiliate_code         text,
  register_ip            text,
  register_domain        text,
  register_method        text,
  first_login_at         timestamptz,
  last_login_at          timestamptz,
  last_login_ip          text,
  created_at             timestamptz not null default now(),
  check (upline_id is null or upline_id <> id)
);
create unique index members_username_uq on members (merchant_id, lower(username));
create unique index members_mobile_uq on members (merchant_id, mobile_num) where mobile_num is not null;
create unique index members_affiliate_code_uq on members (merchant_id, lower(affiliate_code)) where affiliate_code is not null;
create index members_upline_idx on members (upline_id);

-- Addresses a member has logged in from; a login from any other asks for a second factor.
create table member_known_ips (
  member_id      bigint not null references members(id),
  ip             text not null,
  first_seen_at  timestamptz not null default now(),
  primary key (member_id, ip)
);

-- Opaque session tokens: only their SHA-256 is stored. Inactivity expiry slides with use.
create table sessions (
  id            bigint generated always as identity primary key,
  merchant_id   bigint not null references merchants(id),
  member_id     bigint not null references members(id),
  token_hash    bytea not null unique,
  side          text not null check (side in ('player', 'agent')),
  login_type    text not null,
  ip            text,
  user_agent    text,
  created_at    timestamptz not null default now(),
  last_seen_at  timestamptz not null default now(),
  expires_at    timestamptz not null,
  revoked_at    timestamptz
);
create index sessions_member_active_idx on sessions (member_id) where revoked_at is null;

create table login_challenges (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  member_id       bigint not null references members(id),
  challenge_hash  bytea not null unique,
  side            text not null,
  login_type      text not null,
  ip              text not null,
  created_at      timestamptz not null default now(),
  expires_at      timestamptz not null,
  consumed_at     timestamptz,
  attempts        integer not null default 0
);

create table member_identities (
  merchant_id  bigint not null references merchants(id),
  provider     text not null,
  subject      text not null,
  member_id    bigint not null references members(id),
  created_at   timestamptz not null default now(),
  primary key (merchant_id, provider, subject)
);

create table feedback (
  id             bigint generated always as identity primary key,
  merchant_id    bigint not null references merchants(id),
  member_id      bigint references members(id),
  question_type  smallint not null check (question_type in (0, 1, 2, 3, 4, 6)),
  content        text not null check (length(content) between 20 and 200),
  sender         text,
  ip             text,
  created_at     timestamptz not null default now()
);
create index feedback_merchant_idx on feedback (merchant_id, created_at desc);
