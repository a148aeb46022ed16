import { randomBytes } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TDiceRollRequest,
  type TFairnessState,
  type TInhouseOutcome,
  type TInhouseRound,
  type TLimboPlayRequest,
  type TMinesStartRequest,
  type TPlinkoDropRequest,
} from '@croupier/contracts';
import {
  FairRandom,
  formatMultiplier,
  isMine,
  minesLayout,
  minesMultiplier,
  payout,
  playDice,
  playLimbo,
  playPlinko,
  playRound,
  type Rational,
} from '@croupier/games';
import { type SessionRow, type VendorDb, VendorError } from '@croupier/vendor-kit';
import { type FairnessService, fairnessState } from './fairness.service.ts';
import {
  type GameDef,
  gameOf,
  JACKPOT_CONTRIBUTION_BPS,
  JACKPOT_ODDS_STAKE,
  MAX_BET,
  MIN_BET,
} from './games.ts';
import type { MoneyService } from './money.service.ts';
import { type RoundRow, repo, type SeedRow } from './repository.ts';

const TWO_32 = 4294967296n;

/** A new round id: sortable-ish, unique, URL-safe. */
export function newRoundId(): string {
  return `r${Date.now().toString(36)}${randomBytes(6).toString('hex')}`;
}

/** Multiplier text "x.xx" of win/bet (floored). */
export function multiplierText(win: bigint, bet: bigint): string {
  return formatMultiplier({ num: win, den: bet }, 2);
}

/** Parses a limbo target "2.5" into hundredths (250n). */
export function hundredths(text: string): bigint {
  const [whole = '0', frac = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
}

/** The bet limits of every game. Errors: BET_OUT_OF_LIMITS. */
export function checkBet(text: string): bigint {
  const bet = parseMinor(text);
  if (bet < MIN_BET || bet > MAX_BET) throw new VendorError('BET_OUT_OF_LIMITS');
  return bet;
}

interface Drawn {
  outcome: TInhouseOutcome;
  gameWin: bigint;
  jackpotContribution?: bigint;
  isJackpotWon?: boolean;
  /** What stays hidden from the player while the round is open (the mines layout). */
  secret?: Record<string, unknown>;
}

/** The recall view of a stored round. */
export function roundView(row: RoundRow, seed: SeedRow | undefined): TInhouseRound {
  const outcome = row.outcome as unknown as TInhouseOutcome;
  const isSettled = row.status === 'settled';
  const gameWin = isSettled ? (row.game_win ?? 0n) : 0n;
  let multiplier = isSettled ? multiplierText(gameWin, row.bet) : '0.00';
  if (row.status === 'open' && outcome.kind === 'mines') multiplier = outcome.currentMultiplier;
  return {
    roundId: row.round_id,
    gameCode: row.game_code as TInhouseRound['gameCode'],
    kind: row.kind as TInhouseRound['kind'],
    status: isSettled ? 'settled' : row.status === 'rolled_back' ? 'rolled_back' : 'open',
    bet: formatMinor(row.bet),
    win: formatMinor(isSettled ? gameWin + row.jackpot_win : 0n),
    multiplier,
    jackpotWin: formatMinor(row.jackpot_win),
    balanceBefore: row.balance_before === null ? null : formatMinor(row.balance_before),
    balanceAfter: isSettled || row.status === 'rolled_back' ? formatMinor(row.balance_after ?? 0n) : null,
    createdAt: row.created_at.toISOString(),
    settledAt: row.settled_at ? row.settled_at.toISOString() : null,
    fairness: {
      serverSeedHash: seed?.server_seed_hash ?? '',
      serverSeed: seed && !seed.is_active ? seed.server_seed : null,
      clientSeed: seed?.client_seed ?? '',
      nonce: row.nonce ?? 0,
    },
    outcome,
  };
}

/**
 * The single-player games: each round takes the player's next nonce, draws its outcome from the
 * provably-fair stream, records the round with its transaction ids, debits the stake through the
 * platform and settles the win. Mines keeps its round open between calls.
 */
export class PlayService {
  constructor(
    private readonly db: VendorDb,
    private readonly money: MoneyService,
    private readonly fairness: FairnessService,
  ) {}

  private game(session: SessionRow, kind: GameDef['kind']): GameDef {
    const game = gameOf(session.game_code);
    if (!game || game.kind !== kind)
      throw new VendorError('FORBIDDEN', `session is for ${session.game_code}`);
    return game;
  }

  /** Records, bets and settles a round drawn by `draw`. */
  private async playInstant(
    session: SessionRow,
    game: GameDef,
    bet: bigint,
    draw: (rng: FairRandom) => Drawn,
  ): Promise<{ round: TInhouseRound; balance: string; fairness: TFairnessState }> {
    const row = await this.record(session, game, bet, draw);
    const open = await this.money.placeBet(row);
    const settled = (await this.money.settle(open.round_id, open.game_win ?? 0n)) ?? open;
    return this.answer(session, settled);
  }

  private async record(session: SessionRow, game: GameDef, bet: bigint, draw: (rng: FairRandom) => Drawn) {
    return this.db.transaction(async (tx) => {
      const { seed, nonce } = await this.fairness.takeNonce(tx, session.merchant_code, session.player_id);
      const drawn = draw(new FairRandom(seed.server_seed, seed.client_seed, nonce));
      // Play money neither feeds nor wins the progressive jackpot (the platform's pool).
      const isDemo = session.is_demo;
      return repo.insertRound(tx, {
        round_id: newRoundId(),
        merchant_code: session.merchant_code,
        player_id: session.player_id,
        game_code: game.code,
        kind: game.kind,
        bet,
        game_win: drawn.gameWin,
        jackpot_contribution: isDemo ? 0n : (drawn.jackpotContribution ?? 0n),
        is_jackpot_won: isDemo ? false : (drawn.isJackpotWon ?? false),
        seed_id: seed.id,
        nonce,
        outcome: drawn.outcome as unknown as Record<string, unknown>,
        secret: drawn.secret ?? null,
        crash_round_id: null,
        is_demo: isDemo,
      });
    });
  }

  /** The answer of a round call: its recall view, the balance and the fairness state now. */
  async answer(session: SessionRow, row: RoundRow) {
    const active = await this.fairness.active(session.merchant_code, session.player_id);
    // The round's seed is almost always the active one: read it again only after a rotation.
    const seed =
      row.seed_id === null
        ? undefined
        : row.seed_id === active.id
          ? active
          : (await repo.seedsById(this.db, [row.seed_id])).get(row.seed_id);
    const balance =
      row.balance_after ??
      (await this.money.balance(session.merchant_code, session.player_id, session.is_demo));
    return {
      round: roundView(row, seed),
      balance: formatMinor(balance),
      fairness: fairnessState(active),
    };
  }

  spin(session: SessionRow, betText: string) {
    const game = this.game(session, 'slot');
    const bet = checkBet(betText);
    const compiled = game.slot?.compiled;
    if (!compiled) throw new VendorError('NOT_FOUND');
    return this.playInstant(session, game, bet, (rng) => {
      const r = playRound(compiled, rng);
      const gameWin = payout(bet, { num: BigInt(r.totalCoins), den: BigInt(r.betCoins) });
      const chance = (TWO_32 * bet) / JACKPOT_ODDS_STAKE;
      const roll = rng.nextUint32();
      const isWon = BigInt(roll) < chance;
      return {
        outcome: {
          kind: 'slot',
          titleId: compiled.title.id,
          base: r.base,
          freeSpins: r.freeSpins,
          totalCoins: r.totalCoins,
          betCoins: r.betCoins,
          jackpot: { roll, chance: Number(chance > TWO_32 - 1n ? TWO_32 - 1n : chance), isWon },
        },
        gameWin,
        jackpotContribution: (bet * JACKPOT_CONTRIBUTION_BPS) / 10_000n,
        isJackpotWon: isWon,
      };
    });
  }

  dice(session: SessionRow, body: TDiceRollRequest) {
    const game = this.game(session, 'dice');
    const bet = checkBet(body.bet);
    const w = body.direction === 'under' ? body.target : 10000 - body.target;
    if (w < 100 || w > 9800) throw new VendorError('VALIDATION_FAILED', 'win chance must be 1%..98%');
    return this.playInstant(session, game, bet, (rng) => {
      const o = playDice(rng, { target: body.target, direction: body.direction });
      return {
        outcome: {
          kind: 'dice',
          roll: o.roll,
          target: body.target,
          direction: body.direction,
          isWin: o.isWin,
        },
        gameWin: o.isWin ? payout(bet, o.multiplier) : 0n,
      };
    });
  }

  limbo(session: SessionRow, body: TLimboPlayRequest) {
    const game = this.game(session, 'limbo');
    const bet = checkBet(body.bet);
    const target = hundredths(body.target);
    if (target < 101n || target > 100_000_000n)
      throw new VendorError('VALIDATION_FAILED', 'target 1.01..1000000');
    return this.playInstant(session, game, bet, (rng) => {
      const o = playLimbo(rng, target);
      return {
        outcome: {
          kind: 'limbo',
          result: formatMultiplier({ num: o.result, den: 100n }),
          target: formatMultiplier({ num: target, den: 100n }),
          isWin: o.isWin,
        },
        gameWin: payout(bet, o.multiplier),
      };
    });
  }

  plinko(session: SessionRow, body: TPlinkoDropRequest) {
    const game = this.game(session, 'plinko');
    const bet = checkBet(body.bet);
    return this.playInstant(session, game, bet, (rng) => {
      const o = playPlinko(rng, body.rows, body.risk);
      return {
        outcome: { kind: 'plinko', rows: body.rows, risk: body.risk, path: o.path, slot: o.slot },
        gameWin: payout(bet, o.multiplier),
      };
    });
  }

  // ---- mines ----

  private minesOutcome(
    mines: number,
    revealed: number[],
    mineTiles: number[] | null,
    isBust: boolean,
  ): TInhouseOutcome {
    const k = revealed.length - (isBust ? 1 : 0);
    const safeLeft = 25 - mines - k;
    return {
      kind: 'mines',
      mines,
      revealed,
      mineTiles,
      isBust,
      currentMultiplier: isBust ? '0.00' : formatMultiplier(minesMultiplier(mines, k)),
      nextMultiplier: isBust || safeLeft <= 0 ? null : formatMultiplier(minesMultiplier(mines, k + 1)),
    };
  }

  /** Starts a mines round: the stake is debited, the layout drawn and kept secret. */
  async minesStart(session: SessionRow, body: TMinesStartRequest) {
    const game = this.game(session, 'mines');
    const bet = checkBet(body.bet);
    if (await repo.openRoundOf(this.db, session.merchant_code, session.player_id, game.code)) {
      throw new VendorError('ROUND_IN_PROGRESS');
    }
    const row = await this.record(session, game, bet, (rng) => {
      const layout = minesLayout(rng, body.mines);
      return { outcome: this.minesOutcome(body.mines, [], null, false), gameWin: 0n, secret: { layout } };
    });
    const open = await this.money.placeBet(row);
    return this.answer(session, open);
  }

  private async ownOpenMines(session: SessionRow, roundId: string): Promise<RoundRow> {
    const row = await repo.round(this.db, roundId);
    if (
      !row ||
      row.merchant_code !== session.merchant_code ||
      row.player_id !== session.player_id ||
      row.kind !== 'mines'
    ) {
      throw new VendorError('NOT_FOUND');
    }
    if (row.status !== 'open') throw new VendorError('ROUND_CLOSED');
    return row;
  }

  /** Reveals a tile: a mine settles the round at 0; the last safe tile cashes out. */
  async minesReveal(session: SessionRow, roundId: string, tile: number) {
    await this.ownOpenMines(session, roundId);
    const after = await this.money.mutateOpen(roundId, (row) => {
      const o = row.outcome as unknown as Extract<TInhouseOutcome, { kind: 'mines' }>;
      const layout = (row.secret as { layout: number[] }).layout;
      if (o.revealed.includes(tile)) return undefined;
      const revealed = [...o.revealed, tile];
      if (isMine(layout, tile)) {
        return {
          settle: {
            gameWin: 0n,
            update: { outcome: this.minesOutcome(o.mines, revealed, layout, true) as never },
          },
        };
      }
      if (revealed.length === 25 - o.mines) {
        const m: Rational = minesMultiplier(o.mines, revealed.length);
        return {
          settle: {
            gameWin: payout(row.bet, m),
            update: { outcome: this.minesOutcome(o.mines, revealed, layout, false) as never },
          },
        };
      }
      return { update: { outcome: this.minesOutcome(o.mines, revealed, null, false) as never } };
    });
    if (!after) throw new VendorError('ROUND_CLOSED');
    return this.answer(session, after);
  }

  /** Cashes out at the current multiplier (0.99× with no tile revealed). */
  async minesCashout(session: SessionRow, roundId: string) {
    await this.ownOpenMines(session, roundId);
    const after = await this.money.mutateOpen(roundId, (row) => {
      const o = row.outcome as unknown as Extract<TInhouseOutcome, { kind: 'mines' }>;
      const layout = (row.secret as { layout: number[] }).layout;
      const m = minesMultiplier(o.mines, o.revealed.length);
      const outcome = { ...this.minesOutcome(o.mines, o.revealed, layout, false) };
      return { settle: { gameWin: payout(row.bet, m), update: { outcome: outcome as never } } };
    });
    if (!after) throw new VendorError('ROUND_CLOSED');
    return this.answer(session, after);
  }

  /** Settles a mines round its player abandoned: cashed out at the current multiplier (the sweep calls this). */
  async settleAbandonedMines(roundId: string): Promise<void> {
    await this.money.mutateOpen(roundId, (row) => {
      const o = row.outcome as unknown as Extract<TInhouseOutcome, { kind: 'mines' }>;
      const layout = (row.secret as { layout: number[] }).layout;
      const outcome = this.minesOutcome(o.mines, o.revealed, layout, false);
      return {
        settle: {
          gameWin: payout(row.bet, minesMultiplier(o.mines, o.revealed.length)),
          update: { outcome: outcome as never },
        },
      };
    });
  }

  async minesActive(session: SessionRow): Promise<TInhouseRound | null> {
    const row = await repo.openRoundOf(this.db, session.merchant_code, session.player_id, 'ih-mines');
    if (!row) return null;
    const seeds = await repo.seedsById(this.db, row.seed_id === null ? [] : [row.seed_id]);
    return roundView(row, row.seed_id === null ? undefined : seeds.get(row.seed_id));
  }

  // ---- recall ----

  async rounds(session: SessionRow, limit: number): Promise<TInhouseRound[]> {
    const rows = await repo.playerRounds(this.db, session.merchant_code, session.player_id, limit);
    const seeds = await repo.seedsById(this.db, [
      ...new Set(rows.flatMap((r) => (r.seed_id === null ? [] : [r.seed_id]))),
    ]);
    return rows.map((r) => roundView(r, r.seed_id === null ? undefined : seeds.get(r.seed_id)));
  }

  async round(session: SessionRow, roundId: string): Promise<TInhouseRound> {
    const row = await repo.round(this.db, roundId);
    if (
      !row ||
      row.merchant_code !== session.merchant_code ||
      row.player_id !== session.player_id ||
      row.status === 'rejected'
    ) {
      throw new VendorError('NOT_FOUND');
    }
    const seeds = await repo.seedsById(this.db, row.seed_id === null ? [] : [row.seed_id]);
    return roundView(row, row.seed_id === null ? undefined : seeds.get(row.seed_id));
  }
}
