import type { TConsoleGamesQuery, TConsoleVendorsQuery } from '@croupier/contracts';
import { type Kysely, sql } from 'kysely';
import { COUNT_ROWS, containsPattern, fetchPage } from '../db/paging.ts';
import type { Database } from '../db/schema.ts';

/** The console's lists of vendors and games with one merchant's choices beside the catalogue's. */
export class GamesConsoleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every vendor not retired, with the merchant's setting (none yet: disabled, version 0). */
  async vendors(merchantId: bigint, query: TConsoleVendorsQuery) {
    let rows = this.db
      .selectFrom('vendors as v')
      .leftJoin('merchant_vendors as mv', (join) =>
        join.onRef('mv.vassalage', '=', 'v.vassalage').on('mv.merchant_id', '=', merchantId),
      )
      .where('v.status', '<>', 'retired');
    if (query.q)
      rows = rows.where((eb) =>
        eb.or([
          eb('v.vassalage', 'ilike', containsPattern(query.q ?? '')),
          eb('v.display_name', 'ilike', containsPattern(query.q ?? '')),
        ]),
      );
    if (query.enabled === 'yes') rows = rows.where('mv.enabled', '=', true);
    if (query.enabled === 'no')
      rows = rows.where((eb) => eb.or([eb('mv.enabled', 'is', null), eb('mv.enabled', '=', false)]));
    const games = sql<number>`(select count(*)::int from games g where g.vassalage = v.vassalage and g.status <> 'retired')`;
    const column = {
      sortOrder: sql`coalesce(mv.sort_order, 2147483647)`,
      vassalage: sql`v.vassalage`,
      games,
    } as const;
    return fetchPage(
      rows
        .select([
          'v.vassalage',
          'v.display_name as displayName',
          'v.game_type as gameType',
          'v.status as platformStatus',
          sql<boolean>`coalesce(mv.enabled, false)`.as('enabled'),
          sql<boolean>`coalesce(mv.maintenance, false)`.as('maintenance'),
          sql<number>`coalesce(mv.sort_order, 0)`.as('sortOrder'),
          sql<number>`coalesce(mv.version, 0)`.as('version'),
          games.as('games'),
        ])
        .orderBy(column[query.sort], query.order)
        .orderBy('v.vassalage'),
      rows.select(COUNT_ROWS),
      query,
    );
  }

  /** The catalogue's games (not retired) with the merchant's hot and hidden choices. */
  async games(merchantId: bigint, query: TConsoleGamesQuery) {
    let rows = this.db
      .selectFrom('games as g')
      .leftJoin('merchant_game_overrides as o', (join) =>
        join.onRef('o.game_id', '=', 'g.id').on('o.merchant_id', '=', merchantId),
      )
      .where('g.status', '<>', 'retired')
      .where('g.is_game', '=', 'GAME');
    if (query.q)
      rows = rows.where((eb) =>
        eb.or([
          eb('g.name_en', 'ilike', containsPattern(query.q ?? '')),
          eb('g.game_code', 'ilike', containsPattern(query.q ?? '')),
        ]),
      );
    if (query.vassalage) rows = rows.where('g.vassalage', '=', query.vassalage);
    if (query.hot) rows = rows.where(sql<boolean>`coalesce(o.is_hot, g.is_hot) = ${query.hot === 'yes'}`);
    if (query.hidden) rows = rows.where(sql<boolean>`coalesce(o.hidden, false) = ${query.hidden === 'yes'}`);
    const column = { name: 'g.name_en', vassalage: 'g.vassalage', sortOrder: 'g.sort_order' } as const;
    return fetchPage(
      rows
        .select([
          'g.id',
          'g.vassalage',
          'g.game_code as gameCode',
          'g.name_en as name',
          'g.game_type as gameType',
          'g.status',
          'g.is_hot as catalogueHot',
          'o.is_hot as hot',
          sql<boolean>`coalesce(o.hidden, false)`.as('hidden'),
          sql<number>`coalesce(o.version, 0)`.as('version'),
        ])
        .orderBy(column[query.sort], query.order)
        .orderBy('g.id'),
      rows.select(COUNT_ROWS),
      query,
    );
  }
}
