/** 0, 1, …, n − 1: stable keys for fixed positions (reels, rows, tiles, slots). */
export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** Items with their position, for lists whose position is their identity (a reel strip repeats symbols). */
export function positions<T>(items: readonly T[]): { item: T; at: number }[] {
  return items.map((item, at) => ({ item, at }));
}
