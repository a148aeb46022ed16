import { isLotteryGameCode, LOTTERY_GAMES, type TOpenedNumero } from '@croupier/contracts';
import { drawLottery, sha256Hex } from '@croupier/games';

/** What checking a published result in the browser found. */
export type TResultCheck =
  | { kind: 'noSeed' }
  | { kind: 'checked'; isSeedHashOk: boolean; isNumbersOk: boolean | null };

/**
 * Checks a published result where the player is: SHA-256 of the revealed seed against the hash
 * published before sales closed, and, for a game whose draw maths the site knows (the lottery's),
 * every tier recomputed from the seed and the draw key (null: numbers not recomputable here).
 */
export function checkResult(
  result: Pick<TOpenedNumero, 'gameCode' | 'issue' | 'tiers' | 'seed' | 'seedHash'>,
): TResultCheck {
  if (!result.seed || !result.seedHash) return { kind: 'noSeed' };
  const isSeedHashOk = sha256Hex(result.seed) === result.seedHash.toLowerCase();
  if (!isLotteryGameCode(result.gameCode)) return { kind: 'checked', isSeedHashOk, isNumbersOk: null };
  const drawn = drawLottery(LOTTERY_GAMES[result.gameCode].kind, result.seed, result.issue);
  const published = new Map(result.tiers.map((t) => [t.tier, t.numbers.join(',')]));
  const isNumbersOk =
    drawn.tiers.length === result.tiers.length &&
    drawn.tiers.every((t) => published.get(t.tier) === t.numbers.join(','));
  return { kind: 'checked', isSeedHashOk, isNumbersOk };
}
