/**
 * The lottery maths interface agreed with the lottery service and the lottery UI
 * (/work/wt-prompts/lottery-interface.md): names and shapes here are a contract; add, never reshape.
 */

/** The lottery games: Vietnamese north/south, South-East Asian 4D and the four fast e-lottery games. */
export type LotteryKind =
  | 'VN_NORTH'
  | 'VN_SOUTH'
  | 'SEA_4D'
  | 'FAST_5D'
  | 'FAST_RACE'
  | 'FAST_DICE'
  | 'FAST_11X5';

/** Every kind, in lobby order. */
export const LOTTERY_KINDS: readonly LotteryKind[] = [
  'VN_NORTH',
  'VN_SOUTH',
  'SEA_4D',
  'FAST_5D',
  'FAST_RACE',
  'FAST_DICE',
  'FAST_11X5',
];

/** One prize tier of a result, in publishing order, e.g. VN_NORTH: DB (special, 1×5 digits), G1 … G7. */
export interface LotteryTier {
  readonly tier: string;
  readonly name: string;
  readonly numbers: readonly string[];
}

/** A draw's numbers: every tier of the game, in publishing order. */
export interface LotteryResult {
  readonly kind: LotteryKind;
  readonly tiers: readonly LotteryTier[];
}

/** A bet type a game offers (lô 2 số, đề, xiên 2, big, small, i-box, position digit, race rank, dice sum …). */
export interface LotteryBetType {
  /** Stable code, e.g. 'LO2', 'DE', 'XIEN2', 'BIG', 'IBOX', 'P1_DIGIT', 'SUM_BS'. */
  readonly code: string;
  readonly kind: LotteryKind;
  /** English display name (the UI translates by code). */
  readonly name: string;
  /** How it wins and pays, one sentence. */
  readonly description: string;
  /**
   * How many selections one line takes (exactly `count`) and what each looks like: `digits` N means
   * a string of exactly N decimal digits whose value lies in [min, max] (e.g. '07' for lô 2 số);
   * `digits` null means one of `options` (min and max are then 0).
   */
  readonly pick: {
    readonly count: number;
    readonly min: number;
    readonly max: number;
    readonly digits: number | null;
  };
  /** For option bets: the allowed codes, e.g. ['BIG','SMALL','ODD','EVEN']. */
  readonly options?: readonly string[];
  /** Cost of one combination = stake × costFactor (VN lô 2 số north: 27, south: 18; most types 1). */
  readonly costFactor: bigint;
  /** Total payout per unit stake in basis points (10000 = 1×, stake included), merchant may override. */
  readonly defaultOddsBp: bigint;
}

/** betType code → odds in bp; a missing code takes the bet type's default. SEA_4D also reads per-tier keys. */
export type LotteryOdds = Readonly<Record<string, bigint>>;

/** A ticket line as a player submits it: one bet type, its selections, the stake per combination. */
export interface LotteryLine {
  readonly betType: string;
  readonly selections: readonly string[];
  readonly stake: bigint;
}

/** Why a line is refused. */
export type LotteryLineError = 'LOTTERY_UNKNOWN_BET_TYPE' | 'LOTTERY_BAD_SELECTION' | 'LOTTERY_BAD_STAKE';

/** The exact house edge of a bet type: numerator / denominator (reduced, denominator > 0). */
export interface LotteryEdge {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** One bp: odds are in basis points of the stake. */
export const BP = 10_000n;

/**
 * One row of a draw's win table (set-based settlement): a line of `betType` whose win key
 * (`lineWinKey`: its selection, or its selections sorted and joined by '-') equals `key` wins
 * stake × multiplier ÷ divisor, floored, for every matching row (a 4D box won by two drawn
 * permutations matches two rows). Lines matching no row win 0. `lotteryWinKeys` builds the rows.
 */
export interface LotteryWinKey {
  readonly betType: string;
  readonly key: string;
  readonly multiplier: bigint;
  readonly divisor: bigint;
}
