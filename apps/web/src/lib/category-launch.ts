import type { TGameType, TVendorEntry } from '@croupier/contracts';

/** Lottery categories start their first vendor's game from the side menu (spec section 2). */
const LAUNCHING_CATEGORIES: readonly TGameType[] = ['LOTT', 'ELOTT'];

/** True when the side-menu entry of `category` starts a game instead of opening its page. */
export function launchesFromMenu(category: TGameType): boolean {
  return LAUNCHING_CATEGORIES.includes(category);
}

/**
 * The game a launching category starts: the first game of the first vendor (in menu order, vendors
 * under maintenance skipped) that has one, asked one vendor at a time. Null when no vendor has a
 * game yet or the game list does not answer: the menu then opens the category's game centre,
 * which shows the category and its own errors.
 */
export async function firstCategoryGame<TGameEntry>(
  vendors: readonly Pick<TVendorEntry, 'vassalage' | 'maintenance'>[],
  firstGameOf: (vassalage: string) => Promise<TGameEntry | undefined>,
): Promise<TGameEntry | null> {
  try {
    for (const vendor of vendors.filter((entry) => !entry.maintenance)) {
      const first = await firstGameOf(vendor.vassalage);
      if (first) return first;
    }
  } catch {
    // The game list did not answer.
  }
  return null;
}
