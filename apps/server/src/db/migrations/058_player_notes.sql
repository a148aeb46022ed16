-- Console players (issue 19): an operator's password reset and the operators' notes on a player.

-- The member's password is a temporary one an operator issued: until the member chooses a new
-- one, the login answers passwordExpired whatever the merchant's forced-change flag, and every
-- member call but logout, member info and the change of password is refused (PASSWORD_CHANGE_REQUIRED).
-- Any change of the password (by the member, a reset link or an SMS code) clears it.
alter table members add column password_temporary boolean not null default false;

-- Operators' notes on a player: a record of what customer service and risk were told and did, so
-- append-only like the audit log (a wrong note is corrected by a newer note, never rewritten).
create table player_notes (
  id           bigint generated always as identity primary key,
  merchant_id  bigint not null references merchants(id),
  member_id    bigint not null references members(id),
  author       text not null,
  body         text not null check (length(body) between 1 and 500),
  created_at   timestamptz not null default now()
);
create index player_notes_member_idx on player_notes (merchant_id, member_id, id desc);

create function player_notes_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'player_notes is append-only';
end;
$$;
create trigger player_notes_no_change before update or delete on player_notes
  for each row execute function player_notes_append_only();
create trigger player_notes_no_truncate before truncate on player_notes
  for each statement execute function player_notes_append_only();
