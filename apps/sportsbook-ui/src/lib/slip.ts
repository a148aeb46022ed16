import type { TSportsMatch } from '@croupier/contracts';
import { combinationCount, parlayOdds, systemMaxReturn } from '@croupier/games';

/** One selection on the slip: the price the player saw and the latest one the book pushed. */
export interface SlipLeg {
  matchId: string;
  matchName: string;
  home: TSportsMatch['home'];
  away: TSportsMatch['away'];
  live: boolean;
  market: string;
  selection: string;
  /** The price the player accepted. */
  odds: number;
  /** The book's latest price (null: suspended or closed). */
  current: number | null;
}

export type SlipMode = 'SINGLE' | 'PARLAY' | 'SYSTEM';

export const legKey = (leg: Pick<SlipLeg, 'matchId' | 'market' | 'selection'>) =>
  `${leg.matchId}|${leg.market}|${leg.selection}`;

/** Adds a selection, or removes it when it is already on the slip; another selection of the same market replaces it. */
export function toggleLeg(legs: readonly SlipLeg[], leg: SlipLeg): SlipLeg[] {
  if (legs.some((l) => legKey(l) === legKey(leg))) return legs.filter((l) => legKey(l) !== legKey(leg));
  return [...legs.filter((l) => !(l.matchId === leg.matchId && l.market === leg.market)), leg];
}

/** The slip's legs with the book's latest prices of `matches`. */
export function refreshPrices(legs: readonly SlipLeg[], matches: readonly TSportsMatch[]): SlipLeg[] {
  const byId = new Map(matches.map((m) => [m.matchId, m]));
  let changed = false;
  const next = legs.map((leg) => {
    const match = byId.get(leg.matchId);
    if (!match) return leg;
    const market = match.markets.find((m) => m.key === leg.market);
    if (!market) return leg;
    const price =
      match.suspended || match.status === 'FINISHED'
        ? null
        : (market.selections.find((s) => s.code === leg.selection)?.odds ?? null);
    if (price === leg.current) return leg;
    changed = true;
    return { ...leg, current: price };
  });
  return changed ? next : (legs as SlipLeg[]);
}

/** Whether a leg's price moved from the one accepted (down, or up without auto-accept). */
export function hasChanged(leg: SlipLeg, acceptHigher: boolean): boolean {
  if (leg.current === null) return false;
  return leg.current < leg.odds || (leg.current > leg.odds && !acceptHigher);
}

/** Takes every latest price. */
export function acceptChanges(legs: readonly SlipLeg[]): SlipLeg[] {
  return legs.map((l) => (l.current !== null && l.current !== l.odds ? { ...l, odds: l.current } : l));
}

/** Whether the legs can be combined: two or more, no two from one match. */
export function canCombine(legs: readonly SlipLeg[]): boolean {
  return legs.length >= 2 && new Set(legs.map((l) => l.matchId)).size === legs.length;
}

/** The total stake and most the slip returns (minor units) for a mode and a stake (per combination for a system). */
export function slipTotals(
  legs: readonly SlipLeg[],
  mode: SlipMode,
  stake: bigint,
  systemSize: number,
): { total: bigint; maxReturn: bigint; odds: number } {
  if (legs.length === 0 || stake <= 0n) return { total: 0n, maxReturn: 0n, odds: 0 };
  if (mode === 'SINGLE') {
    const total = stake * BigInt(legs.length);
    const maxReturn = legs.reduce((s, l) => s + (stake * BigInt(l.odds)) / 1000n, 0n);
    return { total, maxReturn, odds: legs[0]?.odds ?? 0 };
  }
  if (mode === 'PARLAY') {
    const odds = parlayOdds(legs.map((l) => l.odds));
    return { total: stake, maxReturn: (stake * BigInt(odds)) / 1000n, odds };
  }
  const combos = combinationCount(legs.length, systemSize);
  return {
    total: stake * BigInt(combos),
    maxReturn: systemMaxReturn(
      stake,
      systemSize,
      legs.map((l) => l.odds),
    ),
    odds: 0,
  };
}
