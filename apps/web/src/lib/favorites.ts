/** Favourite toggling rules of spec section 4: throttled, optimistic add, local remove first. */

export const FAVORITE_THROTTLE_MS = 1000;

/** A throttle gate: `tryPass(now)` is true at most once per `intervalMs`. */
export function createThrottle(intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryPass(now: number): boolean {
      if (now - last < intervalMs) return false;
      last = now;
      return true;
    },
  };
}

/** Adds `nodeId` to the ids unless present (the same array back when nothing changes). */
export function addFavoriteId(ids: readonly number[], nodeId: number): readonly number[] {
  return ids.includes(nodeId) ? ids : [...ids, nodeId];
}

/** Removes `nodeId` from the ids. */
export function removeFavoriteId(ids: readonly number[], nodeId: number): readonly number[] {
  return ids.includes(nodeId) ? ids.filter((id) => id !== nodeId) : ids;
}

/** Removes the game of `nodeId` from a favourites list. */
export function removeFavoriteGame<T extends { nodeId: number }>(games: readonly T[], nodeId: number): T[] {
  return games.filter((game) => game.nodeId !== nodeId);
}
