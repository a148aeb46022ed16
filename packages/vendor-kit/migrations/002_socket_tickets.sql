-- One-time socket tickets (stored hashed): a game page trades its session for one over an
-- authenticated call and opens its WebSocket with it, so no reusable token is ever in a URL.
create table {{schema}}.socket_tickets (
  ticket_hash    text primary key,
  session_hash   text not null,
  expires_at     timestamptz not null,
  used_at        timestamptz
);
create index socket_tickets_expiry_idx on {{schema}}.socket_tickets (expires_at);
