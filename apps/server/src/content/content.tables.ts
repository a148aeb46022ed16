import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Id } from '../db/schema.ts';

type Optional<T> = ColumnType<T, T | undefined, T>;

/** Tables the content feature owns: the lobby's announcements and banners (007), uploaded images (052). */
export interface ContentTables {
  announcements: AnnouncementsTable;
  banners: BannersTable;
  content_images: ContentImagesTable;
}

export interface ContentImagesTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  name: string;
  bytes: Uint8Array;
  byte_size: number;
  width: number;
  height: number;
  created_by: string;
  created_at: CreatedAt;
}

export interface AnnouncementsTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  language: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  platform: Optional<'W'>;
  executions: Optional<string[]>;
  title: string;
  content: Optional<string>;
  image_url: string | null;
  starts_at: Optional<Date>;
  ends_at: Date | null;
  sort_order: Optional<number>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
  version: Optional<number>;
}

export interface BannersTable {
  id: Generated<bigint> & Id;
  merchant_id: bigint;
  language: string;
  group_name: 'w_home' | 'w_login' | 'w_register' | 'w_leftmenu';
  image_url: string;
  linkage_type: Optional<'NONE' | 'URL' | 'GAME' | 'PROMOTION'>;
  link_target: string | null;
  title: Optional<string>;
  sort_order: Optional<number>;
  created_at: CreatedAt;
  updated_at: Optional<Date>;
  version: Optional<number>;
}
