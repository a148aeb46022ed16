-- The lottery vendor's own tables (schema {{schema}}, vendor_lottery in production). Money moves only
-- through the platform's signed wallet protocol; every transaction id is written before the call.

-- One service, several vendor codes (TCG_LOTTO_VN, TCG_SEA, LOTT, ELOTT): one credential per
-- merchant and code. The kit's operators row (the last code registered) anchors launch tokens.
create table {{schema}}.operator_links (
  merchant_code  text not null references {{schema}}.operators(merchant_code),
  vendor_code    text not null check (vendor_code ~ '^[A-Z0-9_]{2,32}$'),
  platform_url   text not null,
  key_id         text not null,
  secret         text not null,
  currency       text not null,
  registered_at  timestamptz not null default now(),
  primary key (merchant_code, vendor_code)
);

-- A draw, on the vendor's clock: open -> closed (sales stop) -> drawn (result from the seed whose
-- hash was published at open) -> settled (every ticket's win computed); or cancelled (refunds).
create table {{schema}}.draws (
  draw_id         bigint generated always as identity primary key,
  game_code       text not null,
  draw_key        text not null,
  status          text not null check (status in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
  opens_at        timestamptz not null,
  sales_close_at  timestamptz not null,
  draw_at         timestamptz not null,
  seed            text not null,
  seed_hash       text not null,
  result          jsonb,
  drawn_at        timestamptz,
  settled_at      timestamptz,
  unique (game_code, draw_key)
);
create index draws_due_idx on {{schema}}.draws (status, draw_at);
create index draws_game_idx on {{schema}}.draws (game_code, draw_at desc);

-- A ticket is one wallet round (round id = ticket_id):
--   betting -> pending -> settling -> won | lost                (normal; settling pays the win, 0 closes)
--   betting -> rejected                                         (the platform refused: nothing moved)
--   betting -> rolling_back -> rolled_back                      (the bet's answer was lost)
--   pending -> refunding -> cancelled                           (the draw was cancelled: rolled back once)
--   settling/refunding -> failed                                (the platform refused definitively)
create table {{schema}}.tickets (
  ticket_id        bigint generated always as identity primary key,
  request_id       text not null,
  merchant_code    text not null references {{schema}}.operators(merchant_code),
  player_id        text not null,
  vendor_code      text not null,
  game_code        text not null,
  draw_id          bigint not null references {{schema}}.draws(draw_id),
  status           text not null check (status in ('betting', 'pending', 'settling', 'won', 'lost', 'rejected',
                                                   'rolling_back', 'rolled_back', 'refunding', 'cancelled', 'failed')),
  cost             bigint not null check (cost > 0),
  win              bigint check (win >= 0),
  bet_tx_id        text not null unique,
  win_tx_id        text not null unique,
  rollback_tx_id   text not null unique,
  attempts         integer not null default 0,
  next_attempt_at  timestamptz,
  last_error       text,
  created_at       timestamptz not null default now(),
  settled_at       timestamptz,
  unique (merchant_code, player_id, request_id)
);
create index tickets_draw_status_idx on {{schema}}.tickets (draw_id, status, ticket_id);
create index tickets_player_idx on {{schema}}.tickets (merchant_code, player_id, ticket_id desc);
create index tickets_due_idx on {{schema}}.tickets (status, next_attempt_at)
  where status in ('betting', 'settling', 'rolling_back', 'refunding');

create table {{schema}}.ticket_lines (
  ticket_id     bigint not null references {{schema}}.tickets(ticket_id),
  line_no       integer not null,
  bet_type      text not null,
  selections    text[] not null,
  stake         bigint not null check (stake > 0),
  combinations  integer not null check (combinations > 0),
  cost          bigint not null check (cost > 0),
  win           bigint check (win >= 0),
  primary key (ticket_id, line_no)
);

-- Worst-case payout sold per number key of a draw (the sold-out cap), counted when a ticket is
-- written and released when its bet is refused or rolled back.
create table {{schema}}.exposure (
  draw_id     bigint not null references {{schema}}.draws(draw_id),
  number_key  text not null,
  payout      bigint not null check (payout >= 0),
  primary key (draw_id, number_key)
);
