-- Set-based settlement: a drawn draw's win table, written once with the result (or, for a draw drawn
-- before this migration, by the first settler under the draw's lock). A ticket line of `bet_type`
-- whose win key (its selection, or its selections sorted and joined by '-') is `win_key` wins
-- floor(stake * multiplier / divisor) per matching row (`part` numbers the rows of one key: a 4D box
-- won by two drawn permutations). Settlement joins a batch of tickets' lines to it in one UPDATE.
create table {{schema}}.draw_win_keys (
  draw_id     bigint not null references {{schema}}.draws(draw_id),
  bet_type    text not null,
  win_key     text not null,
  part        integer not null,
  multiplier  bigint not null check (multiplier >= 0),
  divisor     bigint not null check (divisor > 0),
  primary key (draw_id, bet_type, win_key, part)
);

alter table {{schema}}.draws add column win_keys_at timestamptz;

-- A line's win is no longer stored: the ticket's total is, and a line's share is recomputed from the
-- published result with settleLine when a ticket is shown.
alter table {{schema}}.ticket_lines drop column win;

