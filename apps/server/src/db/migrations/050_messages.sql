-- messageV2 (issue 18): the member's inbox. System messages to one member stay rows of
-- member_messages (migration 017; now the messages feature's table), which gain a soft delete.
-- Platform messages from an operator are one row per send in message_broadcasts, whatever the
-- audience's size; a member's read or delete of one is a row of message_broadcast_states, written
-- only when the member acts (a broadcast to 100,000 members writes one row, not 100,000).
alter table member_messages add column deleted_at timestamptz;
drop index member_messages_member_idx;
create index member_messages_member_idx on member_messages (merchant_id, member_id, id desc)
  where deleted_at is null;

create table message_broadcasts (
  id              bigint generated always as identity primary key,
  merchant_id     bigint not null references merchants(id),
  audience        text not null check (audience in ('all', 'vip_level', 'downline', 'member')),
  -- The audience's one parameter: the VIP level, the agent whose downline it is, or the member.
  vip_level       integer check (vip_level between 0 and 100),
  agent_id        bigint references members(id),
  member_id       bigint references members(id),
  title           text not null check (length(title) between 1 and 120),
  body            text not null check (length(body) between 1 and 4000),
  sent_by         text not null,
  created_at      timestamptz not null default now(),
  check ((audience = 'all' and vip_level is null and agent_id is null and member_id is null)
      or (audience = 'vip_level' and vip_level is not null and agent_id is null and member_id is null)
      or (audience = 'downline' and agent_id is not null and vip_level is null and member_id is null)
      or (audience = 'member' and member_id is not null and vip_level is null and agent_id is null))
);
create index message_broadcasts_merchant_idx on message_broadcasts (merchant_id, created_at desc, id desc);
create index message_broadcasts_member_idx on message_broadcasts (member_id) where member_id is not null;

create table message_broadcast_states (
  broadcast_id  bigint not null references message_broadcasts(id),
  member_id     bigint not null references members(id),
  merchant_id   bigint not null references merchants(id),
  read_at       timestamptz,
  deleted_at    timestamptz,
  primary key (broadcast_id, member_id)
);
create index message_broadcast_states_member_idx on message_broadcast_states (member_id, broadcast_id);
