import { describe, expect, it } from 'vitest';
import {
  addFavoriteId,
  createThrottle,
  FAVORITE_THROTTLE_MS,
  removeFavoriteGame,
  removeFavoriteId,
} from './favorites.ts';

describe('favourite rules', () => {
  it('lets one toggle through per second', () => {
    const gate = createThrottle(FAVORITE_THROTTLE_MS);
    expect(gate.tryPass(10_000)).toBe(true);
    expect(gate.tryPass(10_500)).toBe(false);
    expect(gate.tryPass(10_999)).toBe(false);
    expect(gate.tryPass(11_000)).toBe(true);
  });

  it('adds an id once (skipped when present) and removes it', () => {
    const ids = [1, 2];
    expect(addFavoriteId(ids, 3)).toEqual([1, 2, 3]);
    expect(addFavoriteId(ids, 2)).toBe(ids);
    expect(removeFavoriteId(ids, 1)).toEqual([2]);
    expect(removeFavoriteId(ids, 9)).toBe(ids);
  });

  it('removes the game from the list', () => {
    expect(removeFavoriteGame([{ nodeId: 1 }, { nodeId: 2 }], 1)).toEqual([{ nodeId: 2 }]);
  });
});
