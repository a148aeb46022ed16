import { create } from 'zustand';

/**
 * Session-held keys of spec section 3. They live in sessionStorage (one browser tab = one session,
 * as DESIGN.md asks); the store mirrors them so React re-renders when they change. A log in writes
 * them through `setSession`; signing out (or a session the server no longer knows) clears them
 * through `clearSession`.
 */
export const SESSION_KEYS = [
  'token',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'merchant',
  'merchantCode',
  'consolidated',
  'enableSalary',
  'enableContract',
  'merchantWallet',
  'validate',
  'gameVendor',
  'HOT_GAMES',
] as const;
export type TSessionKey = (typeof SESSION_KEYS)[number];

/** Keys that survive a logout: the merchant is the site's, not the player's. */
const MERCHANT_KEYS: readonly TSessionKey[] = ['merchant', 'merchantCode'];

export type TSessionSnapshot = {
  token: string | null;
  account: string | null;
  nickname: string | null;
  username: string | null;
  customerId: string | null;
  isAgent: boolean;
};

type SessionState = TSessionSnapshot & {
  /** True when a session token is held (member info is then loaded, see `useMemberInfo`). */
  isLogin: boolean;
  /** Re-reads sessionStorage (another script, or a test, may have written it). */
  refresh: () => void;
  /** Stores the given session keys and re-reads them. */
  setSession: (values: Partial<Record<TSessionKey, string>>) => void;
  /** Clears every player key, keeps the merchant keys and writes back the ones given. */
  clearSession: (merchantKeys?: Partial<Record<TSessionKey, string>>) => void;
};

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isTruthyFlag(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/** Reads the session keys; an empty token counts as none. */
export function readSession(): TSessionSnapshot & { isLogin: boolean } {
  const store = storage();
  const read = (key: TSessionKey) => store?.getItem(key) || null;
  const token = read('token');
  return {
    token,
    isLogin: token !== null,
    account: read('account'),
    nickname: read('nickname'),
    username: read('username'),
    customerId: read('customerId'),
    isAgent: token !== null && isTruthyFlag(read('isAgent')),
  };
}

export const useSessionStore = create<SessionState>((set) => ({
  ...readSession(),
  refresh: () => set(readSession()),
  setSession: (values) => {
    const store = storage();
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) store?.setItem(key, value);
    }
    set(readSession());
  },
  clearSession: (merchantKeys = {}) => {
    const store = storage();
    for (const key of SESSION_KEYS) {
      if (!MERCHANT_KEYS.includes(key)) store?.removeItem(key);
    }
    for (const key of MERCHANT_KEYS) {
      const value = merchantKeys[key];
      if (value !== undefined) store?.setItem(key, value);
    }
    set(readSession());
  },
}));

/** The current token, read fresh (used by the API client and route guards outside React). */
export function currentToken(): string | null {
  return storage()?.getItem('token') || null;
}
