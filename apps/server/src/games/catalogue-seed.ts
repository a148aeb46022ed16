import type { TAdminGame, TGameType } from '@croupier/contracts';
import type { Merchant } from '../merchants/merchant.ts';
import type { AppServices } from '../services.ts';

const WORDS_A = ['Dragon', 'Golden', 'Lucky', 'Mystic', 'Royal', 'Wild', 'Fire', 'Jade', 'Pirate', 'Cosmic'];
const WORDS_B = [
  'Fortune',
  'Empire',
  'Treasure',
  'Riches',
  'Legends',
  'Gems',
  'Spins',
  'Tiger',
  'Panda',
  'Phoenix',
];

/** The seeded slot vendors: ~20 of them, each with its share of the slot games. */
export function seedVendorCodes(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `SLOT${String(index + 1).padStart(2, '0')}`);
}

/** Deterministic name of seeded game `n` (1-based): "Dragon Fortune 0421". */
export function seedGameName(n: number): string {
  return `${WORDS_A[n % 10]} ${WORDS_B[Math.floor(n / 10) % 10]} ${String(n).padStart(4, '0')}`;
}

/**
 * Seeds `games` slot games spread evenly over `vendors` vendors (SLOT01...) and enables the vendors
 * for the merchant. Idempotent: games are upserted by (vassalage, gameCode). Every 50th game is
 * hot; art points at the generated SVG route (no icons stored).
 */
export async function seedCatalogue(
  services: AppServices,
  merchant: Merchant,
  options: { games?: number; vendors?: number } = {},
): Promise<{ vendors: string[]; games: number }> {
  const gameCount = options.games ?? 10_000;
  const vendors = seedVendorCodes(options.vendors ?? 20);
  const actor = { name: 'seed-catalogue' };
  await services.catalogue.upsertVendors(
    vendors.map((vassalage, index) => ({
      vassalage,
      displayName: `Slot Studio ${index + 1}`,
      gameType: 'RNG' as TGameType,
      gameTypes: index % 5 === 0 ? (['FISH'] as TGameType[]) : [],
      status: 'active' as const,
    })),
    actor,
  );
  for (const [index, vassalage] of vendors.entries()) {
    await services.catalogue.setMerchantVendor(
      merchant,
      vassalage,
      { enabled: true, maintenance: false, sortOrder: index },
      actor,
    );
  }
  const games: TAdminGame[] = Array.from({ length: gameCount }, (_, i) => {
    const n = i + 1;
    const vassalage = vendors[i % vendors.length] ?? 'SLOT01';
    return {
      vassalage,
      gameCode: `G${String(n).padStart(5, '0')}`,
      gameId: String(100_000 + n),
      gameType: 'RNG',
      name: seedGameName(n),
      names: { CN: `游戏 ${String(n).padStart(4, '0')}` },
      icons: {},
      isHot: n % 50 === 0,
      tags: n % 7 === 0 ? ['new'] : [],
      rtp: `${95 + (n % 4)}.${String(n % 1000).padStart(3, '0')}`,
      isGame: 'GAME',
      status: 'active',
      sortOrder: n,
    };
  });
  for (let start = 0; start < games.length; start += 2_000) {
    await services.catalogue.upsertGames(games.slice(start, start + 2_000), actor);
  }
  return { vendors, games: gameCount };
}
