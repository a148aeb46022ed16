import type { TInhouseRound } from '@croupier/contracts';
import { parseMinor } from '@croupier/contracts';
import {
  compileTitle,
  crashPoint,
  FairRandom,
  formatMultiplier,
  isMine,
  minesLayout,
  minesMultiplier,
  type PlinkoRisk,
  payout,
  playDice,
  playLimbo,
  playPlinko,
  playRound,
  type Rational,
  type RoundOutcome,
  SLOT_TITLES,
  type SlotTitle,
  verifyChainLink,
  verifyServerSeed,
} from '@croupier/games';

/**
 * The provably-fair verifier: recomputes a past round in the browser from its revealed server seed,
 * client seed and nonce with the very code the vendor ran (packages/games), and compares the result
 * with what the vendor recorded. Nothing here trusts the server's numbers: the recorded outcome is
 * only the thing being checked.
 */

/** What the player bet on, per game (the inputs that shape the outcome). */
export type VerifyParams =
  | { readonly game: 'slot'; readonly titleId: string }
  | { readonly game: 'dice'; readonly target: number; readonly direction: 'under' | 'over' }
  | { readonly game: 'limbo'; readonly target: bigint }
  | { readonly game: 'plinko'; readonly rows: number; readonly risk: PlinkoRisk }
  /** `picks`: the tiles the player revealed, in order; the round ends at the first mine. */
  | { readonly game: 'mines'; readonly mines: number; readonly picks: readonly number[] };

export interface Seeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** One line of the verifier's explanation. */
export interface Step {
  readonly label: string;
  readonly value: string;
}

/** A recomputed round: the outcome in canonical form, its multiplier and a human explanation. */
export interface Recomputed {
  /** Canonical outcome, comparable with `canonicalOutcome` of the recorded round. */
  readonly outcome: Record<string, string>;
  /** The stake multiplier the outcome pays (0 on a loss). */
  readonly multiplier: Rational;
  readonly steps: Step[];
  /** The detailed slot round, for redrawing the reels. */
  readonly slotRound?: RoundOutcome;
  /** The mines layout (sorted tiles). */
  readonly minesLayout?: number[];
  /** HMAC words the round consumed. */
  readonly wordsUsed: number;
}

/** Finds a slot title by id; throws on an unknown id. */
export function findTitle(titleId: string): SlotTitle {
  const title = SLOT_TITLES.find((t) => t.id === titleId);
  if (!title) throw new Error(`unknown slot title ${titleId}`);
  return title;
}

const slotWindowText = (round: RoundOutcome): string =>
  round.base.window.map((reel) => reel.join('')).join(' ');

/** Recomputes a round from its seeds. Throws RangeError on seeds or parameters the game refuses. */
export function recompute(params: VerifyParams, seeds: Seeds): Recomputed {
  const rng = new FairRandom(seeds.serverSeed, seeds.clientSeed, seeds.nonce);
  switch (params.game) {
    case 'slot': {
      const compiled = compileTitle(findTitle(params.titleId));
      const round = playRound(compiled, rng);
      // The progressive jackpot draw takes the next fair word after the round (see inhouse.ts).
      const jackpotRoll = rng.nextUint32();
      const multiplier: Rational = { num: BigInt(round.totalCoins), den: BigInt(round.betCoins) };
      const steps: Step[] = [
        { label: 'Reel stops', value: round.base.stops.join(', ') },
        { label: 'Window (reel by reel, top to bottom)', value: slotWindowText(round) },
        { label: 'Base spin pays', value: `${round.base.totalCoins} coins` },
      ];
      round.freeSpins.forEach((fs, i) => {
        steps.push({
          label: `Free spin ${i + 1} (×${fs.multiplier})`,
          value: `stops ${fs.stops.join(', ')} → ${fs.totalCoins} coins`,
        });
      });
      steps.push({
        label: 'Total',
        value: `${round.totalCoins} / ${round.betCoins} coins = ${formatMultiplier(multiplier, 4)}×`,
      });
      return {
        outcome: {
          stops: round.base.stops.join(','),
          window: slotWindowText(round),
          freeSpins: String(round.freeSpins.length),
          totalCoins: String(round.totalCoins),
          jackpotRoll: String(jackpotRoll),
        },
        multiplier,
        steps,
        slotRound: round,
        wordsUsed: rng.wordsUsed,
      };
    }
    case 'dice': {
      const o = playDice(rng, { target: params.target, direction: params.direction });
      const multiplier = o.isWin ? o.multiplier : { num: 0n, den: 1n };
      return {
        outcome: { roll: String(o.roll), isWin: String(o.isWin) },
        multiplier,
        steps: [
          { label: 'Roll', value: (o.roll / 100).toFixed(2) },
          {
            label: 'Bet',
            value: `${params.direction} ${(params.target / 100).toFixed(2)} (${o.winningRolls} of 10000 rolls win)`,
          },
          { label: 'Result', value: o.isWin ? `win ${formatMultiplier(o.multiplier, 4)}×` : 'loss' },
        ],
        wordsUsed: rng.wordsUsed,
      };
    }
    case 'limbo': {
      const o = playLimbo(rng, params.target);
      return {
        outcome: { result: o.result.toString(), isWin: String(o.isWin) },
        multiplier: o.multiplier,
        steps: [
          { label: 'Result multiplier', value: formatMultiplier({ num: o.result, den: 100n }) },
          { label: 'Target', value: formatMultiplier({ num: params.target, den: 100n }) },
          { label: 'Result', value: o.isWin ? 'win' : 'loss' },
        ],
        wordsUsed: rng.wordsUsed,
      };
    }
    case 'plinko': {
      const o = playPlinko(rng, params.rows, params.risk);
      return {
        outcome: { path: o.path.map((r) => (r ? 'R' : 'L')).join(''), slot: String(o.slot) },
        multiplier: o.multiplier,
        steps: [
          { label: 'Path (row by row)', value: o.path.map((r) => (r ? 'R' : 'L')).join(' ') },
          { label: 'Slot', value: `${o.slot} of 0..${params.rows}` },
          { label: 'Multiplier', value: `${formatMultiplier(o.multiplier)}×` },
        ],
        wordsUsed: rng.wordsUsed,
      };
    }
    case 'mines': {
      const layout = minesLayout(rng, params.mines);
      let safe = 0;
      let hitMine: number | null = null;
      for (const tile of params.picks) {
        if (isMine(layout, tile)) {
          hitMine = tile;
          break;
        }
        safe++;
      }
      const multiplier: Rational =
        hitMine !== null ? { num: 0n, den: 1n } : minesMultiplier(params.mines, safe);
      return {
        outcome: { layout: layout.join(','), safeReveals: String(safe) },
        multiplier,
        steps: [
          { label: 'Mines at tiles (1-25)', value: layout.map((t) => t + 1).join(', ') },
          { label: 'Tiles revealed', value: params.picks.map((t) => t + 1).join(', ') || '—' },
          {
            label: 'Result',
            value:
              hitMine !== null
                ? `mine at tile ${hitMine + 1}: loss`
                : `${safe} safe, cash-out ${formatMultiplier(multiplier, 4)}×`,
          },
        ],
        minesLayout: layout,
        wordsUsed: rng.wordsUsed,
      };
    }
  }
}

/** A field of the comparison between recomputed and recorded values. */
export interface Check {
  readonly label: string;
  readonly expected: string;
  readonly actual: string;
  readonly isMatch: boolean;
}

/** What the vendor recorded for a round, as far as the verifier checks it. */
export interface RecordedRound {
  /** The outcome in canonical form (see `Recomputed.outcome`); only the keys present are compared. */
  readonly outcome?: Record<string, string>;
  readonly bet?: bigint;
  readonly win?: bigint;
  readonly serverSeedHash?: string;
}

/** The full verification: the commitment, every recorded outcome field, and the paid win. */
export function verifyRound(
  params: VerifyParams,
  seeds: Seeds,
  recorded: RecordedRound,
): { recomputed: Recomputed; checks: Check[]; isVerified: boolean } {
  const recomputed = recompute(params, seeds);
  const checks: Check[] = [];
  if (recorded.serverSeedHash !== undefined) {
    checks.push({
      label: 'SHA-256(server seed) = committed hash',
      expected: recorded.serverSeedHash,
      actual: verifyServerSeed(seeds.serverSeed, recorded.serverSeedHash)
        ? recorded.serverSeedHash
        : 'different',
      isMatch: verifyServerSeed(seeds.serverSeed, recorded.serverSeedHash),
    });
  }
  for (const [key, actual] of Object.entries(recorded.outcome ?? {})) {
    const expected = recomputed.outcome[key];
    if (expected === undefined) continue;
    checks.push({ label: `Outcome: ${key}`, expected, actual, isMatch: expected === actual });
  }
  if (recorded.bet !== undefined && recorded.win !== undefined) {
    const expectedWin = payout(recorded.bet, recomputed.multiplier);
    checks.push({
      label: 'Win = bet × multiplier (floored)',
      expected: expectedWin.toString(),
      actual: recorded.win.toString(),
      isMatch: expectedWin === recorded.win,
    });
  }
  return { recomputed, checks, isVerified: checks.length > 0 && checks.every((c) => c.isMatch) };
}

/** Crash: a revealed round hash is checked against the previous one and gives the crash point. */
export function verifyCrashRound(
  roundHash: string,
  salt: string,
  previousHash?: string,
): { crashHundredths: bigint; isChained: boolean | null } {
  return {
    crashHundredths: crashPoint(roundHash, salt),
    isChained: previousHash ? verifyChainLink(roundHash, previousHash) : null,
  };
}

/** "2.45" (a contract multiplier) → 245n hundredths. */
export function multiplierToHundredths(text: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`not a multiplier: ${text}`);
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The verifier inputs of a recorded round; null for crash (verified by its hash chain instead). */
export function paramsFromRound(round: TInhouseRound): VerifyParams | null {
  const o = round.outcome;
  switch (o.kind) {
    case 'slot':
      return { game: 'slot', titleId: o.titleId };
    case 'dice':
      return { game: 'dice', target: o.target, direction: o.direction };
    case 'limbo':
      return { game: 'limbo', target: multiplierToHundredths(o.target) };
    case 'plinko':
      return { game: 'plinko', rows: o.rows, risk: o.risk };
    case 'mines':
      return { game: 'mines', mines: o.mines, picks: o.revealed };
    case 'crash':
      return null;
  }
}

/** What the vendor recorded for a round, in the verifier's canonical form. */
export function recordedFromRound(round: TInhouseRound): RecordedRound {
  const o = round.outcome;
  const outcome: Record<string, string> = {};
  switch (o.kind) {
    case 'slot':
      outcome.stops = o.base.stops.join(',');
      outcome.window = o.base.window.map((reel) => reel.join('')).join(' ');
      outcome.freeSpins = String(o.freeSpins.length);
      outcome.totalCoins = String(o.totalCoins);
      outcome.jackpotRoll = String(o.jackpot.roll);
      break;
    case 'dice':
      outcome.roll = String(o.roll);
      outcome.isWin = String(o.isWin);
      break;
    case 'limbo':
      outcome.result = multiplierToHundredths(o.result).toString();
      outcome.isWin = String(o.isWin);
      break;
    case 'plinko':
      outcome.path = o.path.map((r) => (r ? 'R' : 'L')).join('');
      outcome.slot = String(o.slot);
      break;
    case 'mines': {
      if (o.mineTiles) outcome.layout = [...o.mineTiles].sort((a, b) => a - b).join(',');
      outcome.safeReveals = String(o.isBust ? o.revealed.length - 1 : o.revealed.length);
      break;
    }
    case 'crash':
      break;
  }
  const isSettled = round.status === 'settled';
  return {
    outcome,
    serverSeedHash: round.fairness.serverSeedHash,
    ...(isSettled
      ? { bet: parseMinor(round.bet), win: parseMinor(round.win) - parseMinor(round.jackpotWin) }
      : {}),
  };
}
