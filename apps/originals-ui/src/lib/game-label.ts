import { inhouseSlotTitleId } from '@croupier/contracts';
import { SLOT_TITLES } from '@croupier/games';

/** A game's display name from its code: the slot title's name, or the mini game's ('ih-dice' → 'Dice'). */
export function gameLabel(code: string): string {
  const id = inhouseSlotTitleId(code);
  const title = SLOT_TITLES.find((t) => t.id === id);
  if (title) return title.name;
  return id.charAt(0).toUpperCase() + id.slice(1);
}
