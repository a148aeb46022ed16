-- Issue 21, findings 7 and 9: one-time secrets instead of session tokens in URLs, and a forgotten
-- password by email that changes nothing until the owner follows the emailed link.

-- A short-lived, single-use ticket a logged-in member's session issues (the app-download link and
-- its QR code carry it); redeemed once for a session of its own while the issuing session lives.
create table session_tickets (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  session_id   bigint not null references sessions(id),
  purpose      text not null check (purpose in ('app')),
  ticket_hash  bytea not null unique,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  used_at      timestamptz
);
create index session_tickets_expires_idx on session_tickets (expires_at);

-- The emailed link of a forgotten password (stored hashed): valid once and briefly; following it
-- is the only way the password changes.
create table password_reset_links (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  token_hash   bytea not null unique,
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  used_at      timestamptz
);
create index password_reset_links_member_idx on password_reset_links (member_id) where used_at is null;
