import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, Db } from '../db/schema.ts';
import type { GameStatus } from './catalogue.tables.ts';

/** A catalogue game as a merchant sees it: its vendor's state and the merchant's override folded in. */
export interface MerchantGameRow {
  id: bigint;
  vassalage: string;
  gameCode: string;
  gameId: string;
  gameType: string;
  nameEn: string;
  names: Record<string, string>;
  icons: Record<string, string>;
  isHot: boolean;
  tags: string[];
  rtp: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  status: GameStatus;
  vendorStatus: GameStatus;
  vendorMaintenance: boolean;
  hasDemo: boolean;
}

export interface GameFilter {
  gameType?: string | undefined;
  vassalage?: string | undefined;
  /** Lower-cased, trimmed search text: names starting with it come first, then names containing it. */
  keyword?: string | undefined;
  hotOnly?: boolean;
}

export interface CatalogueGameInput {
  vassalage: string;
  gameCode: string;
  gameId: string;
  gameType: string;
  name: string;
  names: Record<string, string>;
  icons: Record<string, string>;
  isHot: boolean;
  tags: string[];
  rtp: string | null;
  isGame: 'GAME' | 'VASSALAGE';
  status: GameStatus;
  sortOrder: number;
  /** The vendor offers it in demo mode; absent: it does not. */
  demo?: boolean | undefined;
}

/** Escapes LIKE wildcards so a player's search text matches literally. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The catalogue's queries. Every merchant read goes through `merchantGames`, which keeps only games
 * of vendors the merchant enabled, not retired, not hidden by the merchant: one rule for all lists.
 */
export class CatalogueRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private merchantGames(db: Db, merchantId: bigint) {
    return db
      .selectFrom('games as g')
      .innerJoin('merchant_vendors as mv', (join) =>
        join
          .onRef('mv.vassalage', '=', 'g.vassalage')
          .on('mv.merchant_id', '=', merchantId)
          .on('mv.enabled', '=', true),
      )
      .innerJoin('vendors as v', 'v.vassalage', 'g.vassalage')
      .leftJoin('merchant_game_overrides as o', (join) =>
        join.onRef('o.game_id', '=', 'g.id').on('o.merchant_id', '=', merchantId),
      )
      .where('g.status', '<>', 'retired')
      .where('v.status', '<>', 'retired')
      .where((eb) => eb.or([eb('o.hidden', 'is', null), eb('o.hidden', '=', false)]));
  }

  private static readonly columns = [
    'g.id',
    'g.vassalage',
    'g.game_code as gameCode',
    'g.game_id as gameId',
    'g.game_type as gameType',
    'g.name_en as nameEn',
    'g.names',
    'g.icons',
    sql<boolean>`coalesce(o.is_hot, g.is_hot)`.as('isHot'),
    'g.tags',
    'g.rtp',
    'g.is_game as isGame',
    'g.status',
    'v.status as vendorStatus',
    'mv.maintenance as vendorMaintenance',
    'g.has_demo as hasDemo',
  ] as const;

  // biome-ignore lint/suspicious/noExplicitAny: the joined builder's type is long and only used here
  private filtered<QB extends SelectQueryBuilder<any, any, any>>(query: QB, filter: GameFilter): QB {
    let q = query;
    if (filter.gameType) q = q.where('g.game_type', '=', filter.gameType) as QB;
    if (filter.vassalage) q = q.where('g.vassalage', '=', filter.vassalage) as QB;
    if (filter.keyword) {
      q = q.where(sql<boolean>`lower(g.name_en) like ${`%${likeEscape(filter.keyword)}%`}`) as QB;
    }
    if (filter.hotOnly) q = q.where(sql<boolean>`coalesce(o.is_hot, g.is_hot)`) as QB;
    return q;
  }

  /** One page of the merchant's games in catalogue order (prefix matches first when searching). */
  async listGames(
    merchantId: bigint,
    filter: GameFilter,
    limit: number,
    offset: number,
  ): Promise<MerchantGameRow[]> {
    let query = this.filtered(this.merchantGames(this.db, merchantId), filter).select(
      CatalogueRepository.columns,
    );
    if (filter.keyword) {
      query = query.orderBy(sql`lower(g.name_en) like ${`${likeEscape(filter.keyword)}%`}`, 'desc');
    }
    const rows = await query.orderBy('g.sort_order').orderBy('g.id').limit(limit).offset(offset).execute();
    return rows as MerchantGameRow[];
  }

  async countGames(merchantId: bigint, filter: GameFilter): Promise<number> {
    const row = await this.filtered(this.merchantGames(this.db, merchantId), filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** The SQL of the list query, for EXPLAIN in tests. */
  compileList(merchantId: bigint, filter: GameFilter, limit: number, offset: number) {
    return this.filtered(this.merchantGames(this.db, merchantId), filter)
      .select(CatalogueRepository.columns)
      .orderBy('g.sort_order')
      .orderBy('g.id')
      .limit(limit)
      .offset(offset)
      .compile();
  }

  /** Games per (vendor, stored game type) that the merchant shows: the menus' counts. */
  async countsByVendorAndType(
    merchantId: bigint,
  ): Promise<{ vassalage: string; gameType: string; count: number }[]> {
    const rows = await this.merchantGames(this.db, merchantId)
      .select(['g.vassalage', 'g.game_type as gameType', (eb) => eb.fn.countAll<string>().as('count')])
      .groupBy(['g.vassalage', 'g.game_type'])
      .execute();
    return rows.map((row) => ({
      vassalage: row.vassalage,
      gameType: row.gameType,
      count: Number(row.count),
    }));
  }

  async findGameByCode(
    merchantId: bigint,
    vassalage: string,
    gameCode: string,
  ): Promise<MerchantGameRow | undefined> {
    const row = await this.merchantGames(this.db, merchantId)
      .select(CatalogueRepository.columns)
      .where('g.vassalage', '=', vassalage)
      .where('g.game_code', '=', gameCode)
      .executeTakeFirst();
    return row as MerchantGameRow | undefined;
  }

  async findGameById(merchantId: bigint, id: bigint): Promise<MerchantGameRow | undefined> {
    const row = await this.merchantGames(this.db, merchantId)
      .select(CatalogueRepository.columns)
      .where('g.id', '=', id)
      .executeTakeFirst();
    return row as MerchantGameRow | undefined;
  }

  /** A catalogue game by code whatever any merchant shows (the boards record games a merchant may have disabled since). */
  async findCatalogueGame(vassalage: string, gameCode: string) {
    return this.db
      .selectFrom('games')
      .select([
        'id',
        'vassalage',
        'game_code as gameCode',
        'name_en as nameEn',
        'game_type as gameType',
        'icons',
      ])
      .where('vassalage', '=', vassalage)
      .where('game_code', '=', gameCode)
      .executeTakeFirst();
  }

  /**
   * The names of catalogue games by vendor and code, with their vendor's name, whatever any merchant
   * shows (records name games a merchant may have disabled since). At most 200 codes a call.
   */
  async namesOf(games: readonly { vassalage: string; gameCode: string }[]) {
    if (games.length === 0) return [];
    return this.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.vassalage', 'games.vassalage')
      .select([
        'games.vassalage',
        'games.game_code as gameCode',
        'games.name_en as nameEn',
        'games.names',
        'vendors.display_name as vendorName',
      ])
      .where((eb) =>
        eb.or(
          games
            .slice(0, 200)
            .map((g) =>
              eb.and([eb('games.vassalage', '=', g.vassalage), eb('games.game_code', '=', g.gameCode)]),
            ),
        ),
      )
      .execute();
  }

  /** Vendors' display names by vassalage. */
  async vendorNames(vassalages: readonly string[]): Promise<{ vassalage: string; displayName: string }[]> {
    if (vassalages.length === 0) return [];
    return this.db
      .selectFrom('vendors')
      .select(['vassalage', 'display_name as displayName'])
      .where('vassalage', 'in', [...vassalages])
      .execute();
  }

  /** Whether a catalogue row exists at all (any merchant): tells NOT_FOUND from a hidden game. */
  async gameExists(id: bigint): Promise<boolean> {
    const row = await this.db.selectFrom('games').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Stored game types a vendor has games in, in no particular order. */
  async gameTypesOfVendor(merchantId: bigint, vassalage: string): Promise<string[]> {
    const rows = await this.merchantGames(this.db, merchantId)
      .select('g.game_type as gameType')
      .where('g.vassalage', '=', vassalage)
      .distinct()
      .execute();
    return rows.map((row) => row.gameType);
  }

  // ---- favourites and recent games ----

  async favoriteIds(merchantId: bigint, memberId: bigint): Promise<bigint[]> {
    const rows = await this.merchantGames(this.db, merchantId)
      .innerJoin('member_favorites as f', 'f.game_id', 'g.id')
      .select('g.id')
      .where('f.member_id', '=', memberId)
      .where('f.merchant_id', '=', merchantId)
      .orderBy('f.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .execute();
    return rows.map((row) => row.id);
  }

  async favorites(
    merchantId: bigint,
    memberId: bigint,
    gameType: string | undefined,
    limit: number,
    offset: number,
  ): Promise<{ rows: MerchantGameRow[]; total: number }> {
    const base = () => {
      let q = this.merchantGames(this.db, merchantId)
        .innerJoin('member_favorites as f', 'f.game_id', 'g.id')
        .where('f.member_id', '=', memberId)
        .where('f.merchant_id', '=', merchantId);
      if (gameType) q = q.where('g.game_type', '=', gameType);
      return q;
    };
    const rows = await base()
      .select(CatalogueRepository.columns)
      .orderBy('f.created_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    const count = await base()
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return { rows: rows as MerchantGameRow[], total: Number(count.count) };
  }

  /** Adds a favourite; adding one twice changes nothing. */
  async addFavorite(merchantId: bigint, memberId: bigint, gameId: bigint): Promise<void> {
    await this.db
      .insertInto('member_favorites')
      .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
      .execute();
  }

  async removeFavorite(merchantId: bigint, memberId: bigint, gameId: bigint): Promise<void> {
    await this.db
      .deleteFrom('member_favorites')
      .where('merchant_id', '=', merchantId)
      .where('member_id', '=', memberId)
      .where('game_id', '=', gameId)
      .execute();
  }

  async recordRecent(merchantId: bigint, memberId: bigint, gameId: bigint, at: Date): Promise<void> {
    await this.db
      .insertInto('recent_games')
      .values({ merchant_id: merchantId, member_id: memberId, game_id: gameId, played_at: at })
      .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: at }))
      .execute();
  }

  async recent(
    merchantId: bigint,
    memberId: bigint,
    gameType: string | undefined,
    limit: number,
    offset: number,
  ): Promise<MerchantGameRow[]> {
    let q = this.merchantGames(this.db, merchantId)
      .innerJoin('recent_games as r', 'r.game_id', 'g.id')
      .where('r.member_id', '=', memberId)
      .where('r.merchant_id', '=', merchantId);
    if (gameType) q = q.where('g.game_type', '=', gameType);
    const rows = await q
      .select(CatalogueRepository.columns)
      .orderBy('r.played_at', 'desc')
      .orderBy('g.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows as MerchantGameRow[];
  }

  // ---- admin writes ----

  /** Inserts or updates catalogue games by (vassalage, gameCode). */
  async upsertGames(tx: Db, games: CatalogueGameInput[]): Promise<void> {
    const now = new Date();
    for (let start = 0; start < games.length; start += 500) {
      const chunk = games.slice(start, start + 500);
      await tx
        .insertInto('games')
        .values(
          chunk.map((game) => ({
            vassalage: game.vassalage,
            game_code: game.gameCode,
            game_id: game.gameId,
            game_type: game.gameType,
            name_en: game.name,
            names: JSON.stringify(game.names),
            icons: JSON.stringify(game.icons),
            is_hot: game.isHot,
            tags: game.tags,
            rtp: game.rtp,
            is_game: game.isGame,
            status: game.status,
            sort_order: game.sortOrder,
            has_demo: game.demo ?? false,
            updated_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['vassalage', 'game_code']).doUpdateSet((eb) => ({
            game_id: eb.ref('excluded.game_id'),
            game_type: eb.ref('excluded.game_type'),
            name_en: eb.ref('excluded.name_en'),
            names: eb.ref('excluded.names'),
            icons: eb.ref('excluded.icons'),
            is_hot: eb.ref('excluded.is_hot'),
            tags: eb.ref('excluded.tags'),
            rtp: eb.ref('excluded.rtp'),
            is_game: eb.ref('excluded.is_game'),
            status: eb.ref('excluded.status'),
            sort_order: eb.ref('excluded.sort_order'),
            has_demo: eb.ref('excluded.has_demo'),
            updated_at: now,
          })),
        )
        .execute();
    }
  }

  async setOverride(
    tx: Db,
    merchantId: bigint,
    gameId: bigint,
    override: { isHot: boolean | null; hidden: boolean },
  ): Promise<void> {
    await tx
      .insertInto('merchant_game_overrides')
      .values({ merchant_id: merchantId, game_id: gameId, is_hot: override.isHot, hidden: override.hidden })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'game_id']).doUpdateSet({
          is_hot: override.isHot,
          hidden: override.hidden,
          version: sql<number>`merchant_game_overrides.version + 1`,
        }),
      )
      .execute();
  }

  /** The merchant's override of a game as it stands, locked for the caller's transaction; null if never set. */
  async lockOverride(tx: Db, merchantId: bigint, gameId: bigint) {
    return (
      (await tx
        .selectFrom('merchant_game_overrides')
        .select(['is_hot as isHot', 'hidden', 'version'])
        .where('merchant_id', '=', merchantId)
        .where('game_id', '=', gameId)
        .forUpdate()
        .executeTakeFirst()) ?? null
    );
  }

  // ---- boards ----

  async insertBigWin(
    tx: Db,
    row: {
      merchantId: bigint;
      memberId: bigint | null;
      customerName: string;
      gameId: bigint | null;
      gameName: string;
      gameType: string;
      iconUrl: string;
      amount: bigint;
      roundId: string | null;
      wonAt: Date;
    },
  ): Promise<boolean> {
    const result = await tx
      .insertInto('big_wins')
      .values({
        merchant_id: row.merchantId,
        member_id: row.memberId,
        customer_name: row.customerName,
        game_id: row.gameId,
        game_name: row.gameName,
        game_type: row.gameType,
        icon_url: row.iconUrl,
        amount: row.amount,
        round_id: row.roundId,
        won_at: row.wonAt,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'round_id']).where('round_id', 'is not', null).doNothing(),
      )
      .executeTakeFirst();
    return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
  }

  async bigWins(
    merchantId: bigint,
    gameType: string | undefined,
    limit: number,
  ): Promise<
    { customerName: string; amount: bigint; iconUrl: string; gameName: string; gameType: string }[]
  > {
    let q = this.db
      .selectFrom('big_wins')
      .select([
        'customer_name as customerName',
        'amount',
        'icon_url as iconUrl',
        'game_name as gameName',
        'game_type as gameType',
      ])
      .where('merchant_id', '=', merchantId);
    if (gameType) q = q.where('game_type', '=', gameType);
    return q.orderBy('amount', 'desc').orderBy('id', 'desc').limit(limit).execute();
  }

  async upsertJackpot(
    tx: Db,
    merchantId: bigint,
    jackpot: { code: string; name: string; amount: bigint; gameId: bigint | null; sortOrder: number },
  ): Promise<void> {
    const now = new Date();
    await tx
      .insertInto('jackpots')
      .values({
        merchant_id: merchantId,
        code: jackpot.code,
        name: jackpot.name,
        amount: jackpot.amount,
        game_id: jackpot.gameId,
        sort_order: jackpot.sortOrder,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['merchant_id', 'code']).doUpdateSet({
          name: jackpot.name,
          amount: jackpot.amount,
          game_id: jackpot.gameId,
          sort_order: jackpot.sortOrder,
          updated_at: now,
        }),
      )
      .execute();
  }

  async jackpots(merchantId: bigint) {
    return this.db
      .selectFrom('jackpots as j')
      .leftJoin('games as g', 'g.id', 'j.game_id')
      .select(['j.code', 'j.name', 'j.amount', 'g.game_code as gameCode', 'g.vassalage', 'g.icons'])
      .where('j.merchant_id', '=', merchantId)
      .orderBy('j.sort_order')
      .orderBy('j.id')
      .execute();
  }
}
