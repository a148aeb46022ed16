import { LOTTERY_MAX_LINES, type TLotteryBetType, type TLotteryKind } from '@croupier/contracts';
import { priceLine } from '@croupier/games';

/**
 * The bet slip's rules, kept pure so they are tested without a browser: which numbers a bet type
 * offers, quick picks, turning picked numbers into ticket lines, and the price of the slip (the
 * same `priceLine` of packages/games the vendor charges by).
 */

export type TPick = TLotteryBetType['pick'];

/** A line waiting on the slip: one bet type, exactly `pick.count` selections, a stake per combination. */
export interface SlipLine {
  readonly id: string;
  readonly betType: string;
  readonly selections: readonly string[];
  readonly stake: bigint;
}

/** Grids beyond this many numbers are typed instead of clicked (lô 3 số, 3 càng, 4D). */
const GRID_LIMIT = 100;

/** A number of the pick's width: 7 → '07' for two digits. */
export function formatPickValue(value: number, digits: number): string {
  return value.toString().padStart(digits, '0');
}

/** True when the bet type's numbers fit a clickable grid (a digit bet of at most 100 numbers). */
export function isGridPick(pick: TPick): boolean {
  return pick.digits !== null && pick.max - pick.min + 1 <= GRID_LIMIT;
}

/** Every number a grid bet type offers, in order. */
export function gridValues(pick: TPick): string[] {
  if (pick.digits === null || !isGridPick(pick)) return [];
  const digits = pick.digits;
  return Array.from({ length: pick.max - pick.min + 1 }, (_, i) => formatPickValue(pick.min + i, digits));
}

/**
 * A typed number as a selection: digits only, padded to the pick's width ('7' → '007' for 3
 * digits), within [min, max]; null when it is not one.
 */
export function typedSelection(text: string, pick: TPick): string | null {
  const trimmed = text.trim();
  if (pick.digits === null || !/^\d+$/.test(trimmed) || trimmed.length > pick.digits) return null;
  const value = Number(trimmed);
  if (value < pick.min || value > pick.max) return null;
  return formatPickValue(value, pick.digits);
}

export type TQuickPick = 'random' | 'big' | 'small' | 'odd' | 'even';

/**
 * The quick picks a bet type offers: a random pick always; all big / small / odd / even numbers
 * when each number is a line of its own on a clickable grid (a xiên line needs exactly its count).
 */
export function quickPicksOf(betType: TLotteryBetType): TQuickPick[] {
  if (betType.pick.digits === null || betType.pick.count !== 1 || !isGridPick(betType.pick))
    return ['random'];
  return ['random', 'big', 'small', 'odd', 'even'];
}

/** A uniform integer in [0, n) without modulo bias (rejection sampling on 32-bit words). */
export function secureRandomInt(n: number): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    const x = word[0] ?? 0;
    if (x < limit) return x % n;
  }
}

/**
 * The selections a quick pick chooses: `random` draws `pick.count` distinct numbers (or options);
 * `big` / `small` are the upper / lower half of the range, `odd` / `even` by value.
 */
export function quickPick(
  betType: TLotteryBetType,
  mode: TQuickPick,
  randomInt: (n: number) => number = secureRandomInt,
): string[] {
  const { pick } = betType;
  const universe =
    pick.digits === null ? [...(betType.options ?? [])] : isGridPick(pick) ? gridValues(pick) : null;
  if (mode === 'random') {
    const chosen = new Set<string>();
    const want = Math.max(1, pick.count);
    while (chosen.size < want) {
      if (universe) {
        if (universe.length < want) break;
        chosen.add(universe[randomInt(universe.length)] as string);
      } else {
        chosen.add(formatPickValue(pick.min + randomInt(pick.max - pick.min + 1), pick.digits ?? 0));
      }
    }
    return [...chosen].sort();
  }
  if (!universe || pick.digits === null) return [];
  const middle = pick.min + (pick.max - pick.min + 1) / 2;
  return universe.filter((value) => {
    const n = Number(value);
    if (mode === 'big') return n >= middle;
    if (mode === 'small') return n < middle;
    if (mode === 'odd') return n % 2 === 1;
    return n % 2 === 0;
  });
}

/**
 * Picked numbers as ticket lines: a one-number bet type makes a line per number; a k-number type
 * (xiên) one line of exactly k numbers. Refused with the reason when the pick does not fit.
 */
export function linesFromPicks(
  betType: TLotteryBetType,
  picked: readonly string[],
): { ok: true; lines: string[][] } | { ok: false; reason: 'empty' | 'count' } {
  if (picked.length === 0) return { ok: false, reason: 'empty' };
  if (betType.pick.count <= 1) return { ok: true, lines: picked.map((value) => [value]) };
  if (picked.length !== betType.pick.count) return { ok: false, reason: 'count' };
  return { ok: true, lines: [[...picked].sort()] };
}

/** The price of each slip line and of the whole slip, or the first line the maths refuses. */
export type TSlipPrice =
  | { ok: true; lines: readonly { id: string; combinations: number; cost: bigint }[]; total: bigint }
  | { ok: false; id: string; code: string; message: string };

/** Prices the slip with packages/games `priceLine` (what the vendor will charge). */
export function priceSlip(kind: TLotteryKind, lines: readonly SlipLine[]): TSlipPrice {
  const priced: { id: string; combinations: number; cost: bigint }[] = [];
  let total = 0n;
  for (const line of lines) {
    const price = priceLine(kind, { betType: line.betType, selections: line.selections, stake: line.stake });
    if (!price.ok) return { ok: false, id: line.id, code: price.code, message: price.message };
    priced.push({ id: line.id, combinations: price.combinations, cost: price.cost });
    total += price.cost;
  }
  return { ok: true, lines: priced, total };
}

/** How many more lines the slip takes (a ticket holds at most `LOTTERY_MAX_LINES`). */
export function roomOnSlip(lines: readonly SlipLine[]): number {
  return Math.max(0, LOTTERY_MAX_LINES - lines.length);
}
