/** Public popups (announcements of type PU) of spec section 2, filtered by execution code. */

export type TExecution = 'A' | 'B' | 'F';

/** sessionStorage key of the popups the player asked not to see again this session. */
export const SUPPRESSED_POPUPS_KEY = 'suppressedPopups';
/** sessionStorage flag set by a log in that was the member's first. */
export const FIRST_LOGIN_KEY = 'firstTimeLogin';

/** Execution codes that apply: B anonymous; A logged in, plus F on a first-time login. */
export function executionsFor(isLogin: boolean, isFirstLogin: boolean): TExecution[] {
  if (!isLogin) return ['B'];
  return isFirstLogin ? ['F', 'A'] : ['A'];
}

/** The popups to show, in order: each once (by id), none suppressed or already closed. */
export function visiblePopups<T extends { id: number }>(
  lists: readonly (readonly T[])[],
  hidden: ReadonlySet<number>,
): T[] {
  const seen = new Set<number>();
  const out: T[] = [];
  for (const list of lists) {
    for (const item of list) {
      if (seen.has(item.id) || hidden.has(item.id)) continue;
      seen.add(item.id);
      out.push(item);
    }
  }
  return out;
}

/** Reads the suppressed ids from a storage (bad or missing data reads as none). */
export function readSuppressed(storage: Pick<Storage, 'getItem'> | null): Set<number> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(SUPPRESSED_POPUPS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

/** Adds an id to the suppressed ids in a storage. */
export function suppress(storage: Pick<Storage, 'getItem' | 'setItem'> | null, id: number): void {
  if (!storage) return;
  const ids = readSuppressed(storage);
  ids.add(id);
  try {
    storage.setItem(SUPPRESSED_POPUPS_KEY, JSON.stringify([...ids]));
  } catch {
    // A full or blocked storage only means the popup may show again.
  }
}
