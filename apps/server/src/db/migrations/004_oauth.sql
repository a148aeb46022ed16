-- One-click login through outside identity providers (OpenID Connect): each merchant's client
-- registration, and the short-lived state of a login on its way through the provider.
create table merchant_oauth_providers (
  merchant_id    bigint not null references merchants(id),
  provider       text not null check (provider in ('google', 'facebook')),
  issuer         text not null check (issuer ~ '^https?://'),
  client_id      text not null,
  client_secret  text not null,
  updated_at     timestamptz not null default now(),
  primary key (merchant_id, provider)
);

create table oauth_logins (
  id                bigint generated always as identity primary key,
  merchant_id       bigint not null references merchants(id),
  provider          text not null,
  state_hash        bytea not null unique,
  code_verifier     text not null,
  nonce             text not null,
  side              text not null check (side in ('player', 'agent')),
  created_at        timestamptz not null default now(),
  expires_at        timestamptz not null,
  -- After the provider answered: a one-time ticket the site trades for a session.
  ticket_hash       bytea unique,
  member_id         bigint references members(id),
  completed_at      timestamptz,
  ticket_used_at    timestamptz
);
create index oauth_logins_expires_idx on oauth_logins (expires_at);
