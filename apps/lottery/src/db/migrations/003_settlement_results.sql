-- Settlement results in tables of their own. Computing a draw's wins used to UPDATE every ticket
-- (pending -> settling with its win): a new row version through the tickets table's eight indexes,
-- the bulk of a million-ticket draw's time. Now settlement writes ranges of ticket ids: every pending
-- ticket of a range recorded in draw_settled_ranges is computed, and the winning ones (win > 0) have
-- their win here, inserted in the same transaction as the range; a computed ticket without a row
-- here won nothing. The ticket row changes once, when its win is paid (pending -> won | lost, the win
-- copied onto it). A ticket's "settling" state is derived (the ticket_states view). The primary key
-- is what makes a win computed exactly once, however many settlers race or crash. No foreign key on
-- purpose: its check would lock each ticket row.
create table {{schema}}.ticket_wins (
  ticket_id  bigint primary key,
  win        bigint not null check (win > 0)
);

-- A line's win key (games' lineWinKey: its selection, or its selections sorted and joined by '-'),
-- written with the line so settlement joins lines to the draw's win table on plain columns.
alter table {{schema}}.ticket_lines add column win_key text;
update {{schema}}.ticket_lines set win_key = case when cardinality(selections) = 1 then selections[1]
  else (select string_agg(s, '-' order by s collate "C") from unnest(selections) as s) end;
alter table {{schema}}.ticket_lines alter column win_key set not null;

-- Settlers share a draw by ranges of ticket ids: `settle_cursor` hands out the next range (a counter,
-- committed at once), and a range whose tickets are all computed is recorded here in the same
-- transaction as their wins. A range handed out to a settler that crashed is not recorded: a later pass
-- finds it missing and computes it again (the primary key above skips what was written). A range
-- holding a ticket still mid-bet is not recorded either, so the draw is settled only once every
-- range from its first ticket to its last is.
create table {{schema}}.draw_settled_ranges (
  draw_id          bigint not null references {{schema}}.draws(draw_id),
  first_ticket_id  bigint not null,
  end_ticket_id    bigint not null check (end_ticket_id > first_ticket_id),
  primary key (draw_id, first_ticket_id, end_ticket_id)
);
alter table {{schema}}.draws add column settle_cursor bigint;

-- When every computed win of a settled draw is paid (no pending ticket left): the money sweep looks
-- for unpaid wins only in the draws without it.
alter table {{schema}}.draws add column paid_at timestamptz;
create index draws_unpaid_idx on {{schema}}.draws (draw_id) where paid_at is null and status in ('drawn', 'settled');

-- Tickets computed under the old layout move to the new one: a winner's win here, a loser as a range
-- of its own (the ones settlement had not reached stay pending: the next settler computes them).
insert into {{schema}}.ticket_wins (ticket_id, win)
  select ticket_id, win from {{schema}}.tickets where status = 'settling' and win > 0;
insert into {{schema}}.draw_settled_ranges (draw_id, first_ticket_id, end_ticket_id)
  select draw_id, ticket_id, ticket_id + 1 from {{schema}}.tickets where status = 'settling' and coalesce(win, 0) = 0;
update {{schema}}.tickets set status = 'pending', win = null where status = 'settling';

-- Tickets as every read sees them: "settling" (pending and computed: a win row, or in a recorded
-- range) with its win (0 when computed without a row).
create view {{schema}}.ticket_states as
  select t.ticket_id, t.request_id, t.merchant_code, t.player_id, t.vendor_code, t.game_code, t.draw_id,
    case when c.is_computed then 'settling' else t.status end as status,
    t.cost, coalesce(t.win, w.win, case when c.is_computed then 0 end) as win, t.bet_tx_id, t.win_tx_id,
    t.rollback_tx_id, t.attempts, t.next_attempt_at, t.last_error, t.created_at, t.settled_at
  from {{schema}}.tickets t
  left join {{schema}}.ticket_wins w on w.ticket_id = t.ticket_id
  cross join lateral (select t.status = 'pending' and (w.ticket_id is not null or exists (
    select 1 from {{schema}}.draw_settled_ranges r
    where r.draw_id = t.draw_id and r.first_ticket_id <= t.ticket_id and r.end_ticket_id > t.ticket_id)) as is_computed) c;
