import { randomBytes } from 'node:crypto';
import type { TAdminGame, TGameType } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchants.repository.ts';
import type { AppServices } from '../services.ts';

/** A vendor code of its own for one test, so tests that share a database never share vendors. */
export function testVendorCode(prefix: string): string {
  return `${prefix}_${randomBytes(3).toString('hex').toUpperCase()}`;
}

/** A catalogue game with sensible defaults for tests. */
export function testGame(
  vassalage: string,
  gameCode: string,
  overrides: Partial<TAdminGame> = {},
): TAdminGame {
  return {
    vassalage,
    gameCode,
    gameId: `id-${gameCode}`,
    gameType: 'RNG',
    name: `Game ${gameCode}`,
    names: {},
    icons: {},
    isHot: false,
    tags: [],
    rtp: null,
    isGame: 'GAME',
    status: 'active',
    sortOrder: 0,
    ...overrides,
  };
}

/** Creates (or updates) a vendor, enables it for the merchant in `sortOrder`, and upserts its games. */
export async function givenVendor(
  services: AppServices,
  merchant: Merchant | null,
  vendor: {
    vassalage: string;
    displayName?: string;
    gameType: TGameType;
    gameTypes?: TGameType[];
    sortOrder?: number;
  },
  games: TAdminGame[] = [],
): Promise<void> {
  const actor = { name: 'test' };
  await services.catalogue.upsertVendors(
    [
      {
        vassalage: vendor.vassalage,
        displayName: vendor.displayName ?? vendor.vassalage,
        gameType: vendor.gameType,
        gameTypes: vendor.gameTypes ?? [],
        status: 'active',
      },
    ],
    actor,
  );
  if (merchant) {
    await services.catalogue.setMerchantVendor(
      merchant,
      vendor.vassalage,
      { enabled: true, maintenance: false, sortOrder: vendor.sortOrder ?? 0 },
      actor,
    );
  }
  if (games.length > 0) await services.catalogue.upsertGames(games, actor);
}
