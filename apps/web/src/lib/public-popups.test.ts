import { describe, expect, it } from 'vitest';
import {
  executionsFor,
  readSuppressed,
  SUPPRESSED_POPUPS_KEY,
  suppress,
  visiblePopups,
} from './public-popups.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('public popups', () => {
  it('picks execution codes by login state', () => {
    expect(executionsFor(false, false)).toEqual(['B']);
    expect(executionsFor(true, false)).toEqual(['A']);
    expect(executionsFor(true, true)).toEqual(['F', 'A']);
  });

  it('shows each popup once, without hidden ones', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    const c = { id: 3 };
    expect(
      visiblePopups(
        [
          [a, b],
          [b, c],
        ],
        new Set([3]),
      ),
    ).toEqual([a, b]);
  });

  it('remembers suppressed popups in the storage and survives bad data', () => {
    const storage = memoryStorage();
    suppress(storage, 7);
    suppress(storage, 9);
    expect([...readSuppressed(storage)]).toEqual([7, 9]);
    storage.setItem(SUPPRESSED_POPUPS_KEY, '{nope');
    expect(readSuppressed(storage).size).toBe(0);
  });
});
