import {
  GAME_TYPE_ROUTES,
  LANGUAGE_INFO,
  type TGameType,
  type TLanguage,
  type TVendorEntry,
  type TVendorLane,
} from '@croupier/contracts';

/**
 * Category tabs of the top navigation, in the spec's order (section 2), then mini games (BGS): a
 * brand that has them shows them in the navigation too, not only in the side menu.
 */
export const NAV_CATEGORIES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
  'BGS',
] as const satisfies readonly TGameType[];

/** Side-menu categories: the navigation's. */
export const MENU_CATEGORIES = NAV_CATEGORIES;

/** Where the phone tab bar's "Games" goes: the first of these the brand has (game lists first). */
export const GAMES_TAB_ORDER = [
  'RNG',
  'BGS',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ELOTT',
  'LOTT',
  'ESPORTS',
  'COCKFIGHT',
] as const satisfies readonly TGameType[];

export type TMenuCategory = (typeof MENU_CATEGORIES)[number];

/** Categories whose route is a game centre (vendor cards) rather than a game list. */
export const GAME_CENTER_CATEGORIES = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT'] as const;
/** Categories whose route is a game list filtered by `?vassalage=`. */
export const GAME_LIST_CATEGORIES = ['LIVE', 'FISH', 'RNG', 'PVP', 'BGS'] as const;

/** Vendor dropdowns switch to the large (multi-column) layout above this many entries. */
export const LARGE_DROPDOWN_THRESHOLD = 10;

/** The category a lane is listed under: in-house vendors are slots (spec: INHOUSE counts under RNG). */
export function displayCategory(gameType: TGameType): TGameType {
  return gameType === 'INHOUSE' ? 'RNG' : gameType;
}

/**
 * Groups vendor lanes by displayed category, keeping the server's order and dropping duplicate
 * vendors (a vendor listed in two lanes of one category shows once). Empty categories are absent.
 */
export function groupVendors(lanes: readonly TVendorLane[]): Map<TGameType, TVendorEntry[]> {
  const grouped = new Map<TGameType, TVendorEntry[]>();
  for (const lane of lanes) {
    const category = displayCategory(lane.gameType);
    const list = grouped.get(category) ?? [];
    for (const vendor of lane.vendors) {
      if (!list.some((known) => known.vassalage === vendor.vassalage)) list.push(vendor);
    }
    if (list.length > 0) grouped.set(category, list);
  }
  return grouped;
}

/** The categories of `order` that have at least one vendor, in that order. */
export function availableCategories<T extends TGameType>(
  grouped: ReadonlyMap<TGameType, readonly TVendorEntry[]>,
  order: readonly T[],
): T[] {
  return order.filter((category) => (grouped.get(category)?.length ?? 0) > 0);
}

/** Route of a category page. */
export function categoryPath(category: TGameType): string {
  return GAME_TYPE_ROUTES[category];
}

/** Route of a vendor inside its (displayed) category: the category page with `?vassalage=`. */
export function vendorPath(category: TGameType, vassalage: string): string {
  const base = GAME_TYPE_ROUTES[displayCategory(category)].split('?')[0] ?? '/';
  return `${base}?${new URLSearchParams({ vassalage }).toString()}`;
}

/**
 * The categories a brand offers as one phrase in the player's language ("Lottery, slots and mini
 * games"), for copy that must promise only what the brand has. The first word keeps its capital;
 * the others are lower-cased where the language has case. Empty when there are none.
 */
export function offerPhrase(labels: readonly string[], language: TLanguage): string {
  const locale = LANGUAGE_INFO[language].htmlLang;
  const words = labels.map((label, index) => (index === 0 ? label : label.toLocaleLowerCase(locale)));
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(words);
}
