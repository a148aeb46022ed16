import { parseMinor } from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';

export type BalanceChange = 'up' | 'down' | null;

/** Which way the balance last moved, for `durationMs` after it moved (null on first load and after). */
export function useBalanceChange(
  owner: string | null,
  balance: string | undefined,
  durationMs = 1_400,
): BalanceChange {
  const [change, setChange] = useState<BalanceChange>(null);
  const previous = useRef<{ owner: string | null; balance: string } | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    if (balance === undefined) return;
    previous.current = { owner, balance };
    // A first value, or another member's (a new log in), is no change.
    if (!before || before.owner !== owner || before.balance === balance) return;
    setChange(parseMinor(balance) > parseMinor(before.balance) ? 'up' : 'down');
    const timer = setTimeout(() => setChange(null), durationMs);
    return () => clearTimeout(timer);
  }, [owner, balance, durationMs]);
  return change;
}
