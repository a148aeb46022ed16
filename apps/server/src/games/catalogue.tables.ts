import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id, Json } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables of migration 007: the game catalogue, members' favourites and recent games, boards (content's are in content.tables.ts). */
export interface CatalogueTables {
  games: GamesTable;
  merchant_game_overrides: MerchantGameOverridesTable;
  member_favorites: MemberFavoritesTable;
  recent_games: RecentGamesTable;
  big_wins: BigWinsTable;
  jackpots: JackpotsTable;
}

export type GameStatus = 'active' | 'maintenance' | 'retired';

export interface GamesTable {
  id: Generated<bigint> & Id;
  vassalage: string;
  game_code: string;
  game_id: string;
  game_type: string;
  name_en: string;
  /** Names per language code: `{ "CN": "...", "VI": "..." }`. */
  names: Json<Record<string, string>>;
  /** Icon URLs per size: `{ "rx1": "...", "rx2": "...", "rx3": "..." }`. */
  icons: Json<Record<string, string>>;
  is_hot: Optional<boolean>;
  tags: Optional<string[]>;
  /** numeric comes back as text: an exact decimal, never a float. */
  rtp: string | null;
  is_game: Optional<'GAME' | 'VASSALAGE'>;
  status: Optional<GameStatus>;
  sort_order: Optional<number>;
  /** Migration 063: the vendor offers the game in demo mode (play money, no wallet calls). */
  has_demo: Optional<boolean>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
}

export interface MerchantGameOverridesTable {
  merchant_id: bigint;
  game_id: bigint;
  is_hot: boolean | null;
  hidden: Optional<boolean>;
  version: Optional<number>;
}

export interface MemberFavoritesTable {
  merchant_id: bigint;
  member_id: bigint;
  game_id: bigint;
  created_at: CreatedAt;
}

export interface RecentGamesTable {
  merchant_id: bigint;
  member_id: bigint;
  game_id: bigint;
  played_at: Optional<Date>;
}

export interface BigWinsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  member_id: bigint | null;
  customer_name: string;
  game_id: bigint | null;
  game_name: string;
  game_type: string;
  icon_url: Optional<string>;
  amount: bigint;
  round_id: string | null;
  won_at: Optional<Date>;
}

export interface JackpotsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  code: string;
  name: string;
  game_id: bigint | null;
  amount: Optional<bigint>;
  sort_order: Optional<number>;
  updated_at: Optional<Date>;
}
