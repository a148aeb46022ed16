import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/**
 * Tables of the inbox (issue 18): member_messages (migration 017, system messages to one member,
 * a soft delete since 050), message_broadcasts (one row per operator send) and
 * message_broadcast_states (a member's read or delete of a broadcast, written when it acts).
 */
export interface MessagesTables {
  member_messages: MemberMessagesTable;
  message_broadcasts: MessageBroadcastsTable;
  message_broadcast_states: MessageBroadcastStatesTable;
}

export interface MemberMessagesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  kind: string;
  params: Json<Record<string, string>>;
  created_at: CreatedAt;
  read_at: Nullable<Date>;
  deleted_at: Nullable<Date>;
}

export type BroadcastAudience = 'all' | 'vip_level' | 'downline' | 'member';

export interface MessageBroadcastsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  audience: BroadcastAudience;
  vip_level: Nullable<number>;
  agent_id: Nullable<bigint>;
  member_id: Nullable<bigint>;
  title: string;
  body: string;
  sent_by: string;
  created_at: CreatedAt;
}

export interface MessageBroadcastStatesTable {
  broadcast_id: bigint;
  member_id: bigint;
  merchant_id: bigint;
  read_at: Nullable<Date>;
  deleted_at: Nullable<Date>;
}
