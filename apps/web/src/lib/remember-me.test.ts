import { describe, expect, it } from 'vitest';
import {
  clearRemembered,
  loadRemembered,
  REMEMBER_KEY,
  REMEMBER_TTL_MS,
  saveRemembered,
} from './remember-me.ts';

/** An in-memory Storage of the shape the module uses. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
    removeItem: (key: string) => {
      items.delete(key);
    },
  };
}

const start = Date.UTC(2025, 0, 1, 12);

describe('remember password', () => {
  it('refills what was saved within 24 hours', () => {
    const storage = memoryStorage();
    saveRemembered(storage, { username: 'demoplayer', password: 'player123' }, start);
    expect(loadRemembered(storage, start + REMEMBER_TTL_MS - 1)).toEqual({
      username: 'demoplayer',
      password: 'player123',
    });
  });

  it('forgets (and removes) the details once the day is over', () => {
    const storage = memoryStorage();
    saveRemembered(storage, { username: 'demoplayer', password: 'player123' }, start);
    expect(loadRemembered(storage, start + REMEMBER_TTL_MS)).toBeNull();
    expect(storage.items.has(REMEMBER_KEY)).toBe(false);
  });

  it('keeps the other mode and starts the day again on each save', () => {
    const storage = memoryStorage();
    saveRemembered(storage, { username: 'demoplayer', password: 'player123' }, start);
    const later = start + 20 * 60 * 60 * 1000;
    saveRemembered(storage, { mobileNum: '0912345678', countryDialingCode: '+84' }, later);
    expect(loadRemembered(storage, later + REMEMBER_TTL_MS - 1)).toEqual({
      username: 'demoplayer',
      password: 'player123',
      mobileNum: '0912345678',
      countryDialingCode: '+84',
    });
  });

  it('does not carry over details that had already expired', () => {
    const storage = memoryStorage();
    saveRemembered(storage, { username: 'old', password: 'old123' }, start);
    const nextWeek = start + 7 * REMEMBER_TTL_MS;
    saveRemembered(storage, { mobileNum: '0812345678' }, nextWeek);
    expect(loadRemembered(storage, nextWeek)).toEqual({ mobileNum: '0812345678' });
  });

  it('clears everything when the box is unticked', () => {
    const storage = memoryStorage();
    saveRemembered(storage, { username: 'demoplayer', password: 'player123' }, start);
    clearRemembered(storage);
    expect(loadRemembered(storage, start)).toBeNull();
  });

  it('treats unreadable or foreign values as nothing remembered', () => {
    const storage = memoryStorage();
    storage.setItem(REMEMBER_KEY, '{not json');
    expect(loadRemembered(storage, start)).toBeNull();
    storage.setItem(REMEMBER_KEY, JSON.stringify({ username: 'x' }));
    expect(loadRemembered(storage, start)).toBeNull();
    expect(loadRemembered(null, start)).toBeNull();
  });
});
