import type { Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

export interface ConsoleTables {
  player_notes: PlayerNotesTable;
}

/** Operators' notes on a player (migration 058): append-only, a trigger refuses update and delete. */
export interface PlayerNotesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint;
  author: string;
  body: string;
  created_at: CreatedAt;
}
