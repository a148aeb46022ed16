import type { TGameType, TSiteFlags, TVendorEntry } from '@croupier/contracts';

/** Home game sections of spec section 2, in order, with how many vendors each shows. */
export const HOME_SECTIONS: readonly { category: TGameType; vendorLimit: number; flag?: keyof TSiteFlags }[] =
  [
    { category: 'RNG', vendorLimit: 3 },
    { category: 'LIVE', vendorLimit: 1 },
    { category: 'FISH', vendorLimit: 1 },
    { category: 'PVP', vendorLimit: 12 },
    { category: 'SPORTS', vendorLimit: 12 },
    { category: 'ESPORTS', vendorLimit: 12, flag: 'esportsInLobby' },
    { category: 'COCKFIGHT', vendorLimit: 12 },
  ];

/** Entries above this count get arrows on home (spec: arrows when more than 12 entries). */
export const HOME_ARROW_THRESHOLD = 12;
/** The winner board shows the first 9 of each list. */
export const WINNER_BOARD_SIZE = 9;

export type THomeSection = { category: TGameType; vendors: TVendorEntry[] };

/**
 * The home sections the merchant can show: categories with vendors (e-sports only when the lobby
 * view allows it), each with its first vendors (3 RNG, 1 LIVE, 1 FISH, 12 otherwise).
 */
export function pickHomeSections(
  grouped: ReadonlyMap<TGameType, readonly TVendorEntry[]>,
  flags: Partial<TSiteFlags>,
): THomeSection[] {
  return HOME_SECTIONS.filter(
    ({ category, flag }) => (grouped.get(category)?.length ?? 0) > 0 && (!flag || flags[flag] === true),
  ).map(({ category, vendorLimit }) => ({
    category,
    vendors: (grouped.get(category) ?? []).slice(0, vendorLimit),
  }));
}
