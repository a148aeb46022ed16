import { z } from 'zod';

/** localStorage key of the remembered log in details (spec section 4: "remember password"). */
export const REMEMBER_KEY = 'rememberLogin';
/** Remembered details last one day (spec section 9: 24 hours). */
export const REMEMBER_TTL_MS = 24 * 60 * 60 * 1000;

/** What the log in form refills: the last username and password, and the last SMS phone. */
export type TRemembered = {
  username?: string;
  password?: string;
  mobileNum?: string;
  countryDialingCode?: string;
};

type TStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const ZStored = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
  mobileNum: z.string().optional(),
  countryDialingCode: z.string().optional(),
  expiresAt: z.number(),
});

/** The browser's localStorage, or null where storage is blocked or absent (tests, private modes). */
export function browserLocalStorage(): TStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The remembered details, or null when there are none, they are unreadable or older than a day. */
export function loadRemembered(storage: TStorage | null, now = Date.now()): TRemembered | null {
  const raw = storage?.getItem(REMEMBER_KEY);
  if (!raw) return null;
  let parsed: z.infer<typeof ZStored> | null = null;
  try {
    const result = ZStored.safeParse(JSON.parse(raw));
    parsed = result.success ? result.data : null;
  } catch {
    parsed = null;
  }
  if (!parsed || parsed.expiresAt <= now) {
    storage?.removeItem(REMEMBER_KEY);
    return null;
  }
  const { expiresAt: _expiresAt, ...remembered } = parsed;
  return remembered;
}

/**
 * Remembers `values` for the next 24 hours. Details of the other log in mode that are still
 * remembered stay (a username log in keeps the SMS phone), and the day starts again.
 */
export function saveRemembered(storage: TStorage | null, values: TRemembered, now = Date.now()): void {
  if (!storage) return;
  const kept = loadRemembered(storage, now) ?? {};
  const merged: TRemembered = { ...kept };
  for (const [key, value] of Object.entries(values) as [keyof TRemembered, string | undefined][]) {
    if (value !== undefined) merged[key] = value;
  }
  try {
    storage.setItem(REMEMBER_KEY, JSON.stringify({ ...merged, expiresAt: now + REMEMBER_TTL_MS }));
  } catch {
    // Storage full or blocked: nothing is remembered.
  }
}

/** Forgets every remembered detail (the box was unticked). */
export function clearRemembered(storage: TStorage | null): void {
  storage?.removeItem(REMEMBER_KEY);
}
