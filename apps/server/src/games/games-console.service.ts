import type {
  TConsoleGameRow,
  TConsoleGamesQuery,
  TConsoleVendorRow,
  TConsoleVendorsQuery,
} from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';
import type { GamesConsoleRepository } from './games-console.repository.ts';

/** What the console's games screen lists: vendors and games with the merchant's choices, a page at a time. */
export class GamesConsoleService {
  constructor(private readonly repository: GamesConsoleRepository) {}

  async vendors(merchant: Merchant, query: TConsoleVendorsQuery) {
    const { rows, total } = await this.repository.vendors(merchant.id, query);
    const list: TConsoleVendorRow[] = rows.map((row) => ({ ...row, games: Number(row.games) }));
    return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
  }

  async games(merchant: Merchant, query: TConsoleGamesQuery) {
    const { rows, total } = await this.repository.games(merchant.id, query);
    const list: TConsoleGameRow[] = rows.map(({ id, ...row }) => ({ ...row, id: id.toString() }));
    return { list, total, pageNo: query.pageNo, pageSize: query.pageSize };
  }
}
