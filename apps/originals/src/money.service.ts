import {
  API,
  formatMinor,
  parseMinor,
  type TErrorCode,
  type TJackpotValue,
  type TVendorWalletValue,
  VENDOR_JACKPOT_API,
} from '@croupier/contracts';
import {
  backoffMs,
  FINAL_BET_REFUSALS,
  type OperatorStore,
  type PlatformResult,
  SingleFlight,
  sleep,
  type VendorDb,
  VendorError,
} from '@croupier/vendor-kit';
import { DemoWallet } from './demo-wallet.service.ts';
import { JACKPOT_POOL_CODE } from './games.ts';
import { type RoundRow, repo } from './repository.ts';

export interface MoneyOptions {
  /** Pauses between the in-request attempts of a win or rollback before the sweep takes over. */
  inlineRetryDelaysMs: readonly number[];
  /** Backoff of the sweep: attempt n waits min(base·2^n, max). */
  sweepBackoffBaseMs: number;
  sweepBackoffMaxMs: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
  /** How long a round may stay open waiting for its player (mines) before the sweep settles it. */
  abandonAfterMs?: number;
}

/**
 * The vendor's side of every money movement. Guarantees:
 * - a round's transaction ids are stored before any platform call, so every call can be repeated
 *   with the same ids (the platform replays, never moves twice);
 * - a bet whose answer was lost (timeout, network, 5xx) is rolled back, never assumed;
 * - a win (and the jackpot steps) and a rollback are retried until the platform answers definitively
 *   (in the request a few times, then by the recovery sweep with backoff), so no round stays open;
 * - a round settles once: only the caller that flips it from `open` to `settling` pays it;
 * - a demo round (`is_demo`, a trial member's demo session) runs the same status machine, but its
 *   stake, win and refund move the vendor's own play money (`DemoWallet`): it never calls the platform.
 */
export class MoneyService {
  private readonly drivers = new SingleFlight<RoundRow>();
  /** The play money of demo sessions. */
  readonly demo: DemoWallet;
  /** Settles an abandoned open round (the game decides how: mines cash out at the current multiplier). */
  onAbandoned: ((round: RoundRow) => Promise<unknown>) | undefined;

  constructor(
    private readonly db: VendorDb,
    private readonly operators: OperatorStore,
    private readonly options: MoneyOptions,
  ) {
    this.demo = new DemoWallet(db);
  }

  /** A signed call of the round's operator's platform (never throws but for an unknown operator). */
  private call<T>(
    merchantCode: string,
    path: string,
    body: Record<string, unknown>,
  ): Promise<PlatformResult<T>> {
    return this.operators.call<T>(merchantCode, path, body);
  }

  /**
   * The player's balance on the platform, or in a demo session (`isDemo`) the play money.
   * Errors: SERVICE_UNAVAILABLE, or the platform's code.
   */
  async balance(merchantCode: string, playerId: string, isDemo = false): Promise<bigint> {
    if (isDemo) return this.demo.balance(merchantCode, playerId);
    const result = await this.call<TVendorWalletValue>(merchantCode, API.vendorWallet.balance, { playerId });
    if (result.kind === 'ok') return parseMinor(result.value.balance, { allowNegative: true });
    if (result.kind === 'refused') throw new VendorError(result.code as TErrorCode);
    throw new VendorError('SERVICE_UNAVAILABLE', result.reason);
  }

  /** The jackpot pool (platform ledger). */
  async jackpotPool(merchantCode: string): Promise<bigint> {
    const result = await this.call<TJackpotValue>(merchantCode, VENDOR_JACKPOT_API.pool, {
      poolCode: JACKPOT_POOL_CODE,
    });
    if (result.kind === 'ok') return parseMinor(result.value.pool, { allowNegative: true });
    throw new VendorError('SERVICE_UNAVAILABLE', result.kind === 'refused' ? result.code : result.reason);
  }

  /**
   * Debits the stake of a round stored in status `betting`. On success the round is `open`; a
   * definitive refusal marks it `rejected` and throws the platform's code; an unknown outcome rolls
   * the bet back and throws SERVICE_UNAVAILABLE.
   */
  async placeBet(round: RoundRow): Promise<RoundRow> {
    if (round.is_demo) return this.demo.bet(round);
    const result = await this.call<TVendorWalletValue>(round.merchant_code, API.vendorWallet.bet, {
      playerId: round.player_id,
      transactionId: round.bet_tx_id,
      roundId: round.round_id,
      gameCode: round.game_code,
      amount: formatMinor(round.bet),
    });
    if (result.kind === 'ok') {
      const after = parseMinor(result.value.balance, { allowNegative: true });
      return repo.updateRound(this.db, round.round_id, {
        status: 'open',
        balance_before: after + round.bet,
        balance_after: after,
      });
    }
    if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
      await repo.updateRound(this.db, round.round_id, { status: 'rejected', last_error: result.code });
      throw new VendorError(result.code as TErrorCode);
    }
    const reason = result.kind === 'refused' ? result.code : result.reason;
    this.options.log?.('bet outcome unknown: rolling back', { roundId: round.round_id, reason });
    const marked = await repo.updateRound(this.db, round.round_id, {
      status: 'rolling_back',
      last_error: `bet: ${reason}`,
    });
    await this.drive(marked, true);
    throw new VendorError('SERVICE_UNAVAILABLE', `bet: ${reason}`);
  }

  /**
   * Changes an open round under its row lock: `decide` sees the locked row and returns either a
   * settlement (`settle`: the game win and final outcome; the round flips `open` -> `settling`
   * exactly once, whoever races) or plain column updates (the round stays open), or undefined to
   * leave it. A settlement is then driven to a definitive platform answer (inline attempts; the
   * sweep finishes what is left). Returns the round after, or undefined when it was not open.
   */
  async mutateOpen(
    roundId: string,
    decide: (
      row: RoundRow,
    ) =>
      | { settle: { gameWin: bigint; update?: Pick<Partial<RoundRow>, 'outcome' | 'secret'> } }
      | { update: Pick<Partial<RoundRow>, 'outcome' | 'secret'> }
      | undefined,
  ): Promise<RoundRow | undefined> {
    const changed = await this.db.transaction(async (tx) => {
      const row = await repo.round(tx, roundId, true);
      if (row?.status !== 'open') return undefined;
      const decision = decide(row);
      if (!decision) return row;
      if ('update' in decision) return repo.updateRound(tx, roundId, decision.update);
      return repo.updateRound(tx, roundId, {
        ...(decision.settle.update ?? {}),
        status: 'settling',
        game_win: decision.settle.gameWin,
      });
    });
    if (changed?.status !== 'settling') return changed;
    return this.drive(changed, true);
  }

  /** Settles an open round with `gameWin` (0 for a loss); undefined when it was not open any more. */
  async settle(
    roundId: string,
    gameWin: bigint,
    update: Pick<Partial<RoundRow>, 'outcome' | 'secret'> = {},
  ): Promise<RoundRow | undefined> {
    const row = await this.mutateOpen(roundId, () => ({ settle: { gameWin, update } }));
    return row && row.status !== 'open' ? row : undefined;
  }

  /** Rolls back an open round (e.g. an interrupted crash round). Only from `open`. */
  async cancel(roundId: string, reason: string): Promise<RoundRow | undefined> {
    const flipped = await this.db.transaction(async (tx) => {
      const row = await repo.round(tx, roundId, true);
      if (row?.status !== 'open') return undefined;
      return repo.updateRound(tx, roundId, { status: 'rolling_back', last_error: reason });
    });
    return flipped ? this.drive(flipped, true) : undefined;
  }

  /** Runs a round's pending steps; one driver per round in this process at a time. */
  drive(round: RoundRow, isInline: boolean): Promise<RoundRow> {
    return this.drivers.run(round.round_id, () => this.driveOnce(round, isInline));
  }

  private async driveOnce(start: RoundRow, isInline: boolean): Promise<RoundRow> {
    const delays = isInline ? [0, ...this.options.inlineRetryDelaysMs] : [0];
    let round = start;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      const fresh = await repo.round(this.db, round.round_id);
      if (!fresh) return round;
      round = fresh;
      if (round.status === 'betting') {
        // The process stopped during the bet call: its outcome is unknown, so roll it back.
        round = await repo.updateRound(this.db, round.round_id, {
          status: 'rolling_back',
          last_error: 'bet interrupted',
        });
      }
      const step =
        round.status === 'settling'
          ? await this.stepSettle(round)
          : round.status === 'rolling_back'
            ? await this.stepRollback(round)
            : { done: true as const, round };
      round = step.round;
      if (step.done) return round;
    }
    const attempts = round.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    return repo.updateRound(this.db, round.round_id, {
      attempts,
      next_attempt_at: new Date(Date.now() + wait),
    });
  }

  private async stepSettle(round: RoundRow): Promise<{ done: boolean; round: RoundRow }> {
    if (round.is_demo) return { done: true, round: await this.demo.settle(round) };
    const base = {
      playerId: round.player_id,
      roundId: round.round_id,
      gameCode: round.game_code,
    };
    if (round.jackpot_contribution > 0n && !round.contributed_at) {
      const r = await this.call<TJackpotValue>(round.merchant_code, VENDOR_JACKPOT_API.contribute, {
        ...base,
        transactionId: round.contribution_tx_id,
        poolCode: JACKPOT_POOL_CODE,
        amount: formatMinor(round.jackpot_contribution),
      });
      if (r.kind === 'unknown') return this.retryLater(round, `contribute: ${r.reason}`);
      // A refused contribution is the vendor's loss, never the player's: the round goes on.
      round = await repo.updateRound(this.db, round.round_id, {
        contributed_at: new Date(),
        ...(r.kind === 'refused' ? { last_error: `contribute refused: ${r.code}` } : {}),
      });
    }
    if (round.is_jackpot_won && !round.awarded_at) {
      const r = await this.call<TJackpotValue>(round.merchant_code, VENDOR_JACKPOT_API.award, {
        ...base,
        transactionId: round.award_tx_id,
        poolCode: JACKPOT_POOL_CODE,
      });
      if (r.kind === 'unknown') return this.retryLater(round, `award: ${r.reason}`);
      // A refused award (e.g. an empty pool) pays no jackpot; the round's own win still goes on.
      round = await repo.updateRound(this.db, round.round_id, {
        awarded_at: new Date(),
        jackpot_win: r.kind === 'ok' ? parseMinor(r.value.amount) : 0n,
        ...(r.kind === 'refused' ? { last_error: `award refused: ${r.code}` } : {}),
      });
    }
    const r = await this.call<TVendorWalletValue>(round.merchant_code, API.vendorWallet.win, {
      ...base,
      transactionId: round.win_tx_id,
      amount: formatMinor(round.game_win ?? 0n),
    });
    if (r.kind === 'unknown') return this.retryLater(round, `win: ${r.reason}`);
    if (r.kind === 'refused') {
      this.options.log?.('win refused', { roundId: round.round_id, code: r.code });
      return {
        done: true,
        round: await repo.updateRound(this.db, round.round_id, {
          status: 'failed',
          last_error: `win: ${r.code}`,
        }),
      };
    }
    return {
      done: true,
      round: await repo.updateRound(this.db, round.round_id, {
        status: 'settled',
        balance_after: parseMinor(r.value.balance, { allowNegative: true }),
        settled_at: new Date(),
        next_attempt_at: null,
      }),
    };
  }

  private async stepRollback(round: RoundRow): Promise<{ done: boolean; round: RoundRow }> {
    if (round.is_demo) return { done: true, round: await this.demo.rollback(round) };
    const r = await this.call<TVendorWalletValue>(round.merchant_code, API.vendorWallet.rollback, {
      playerId: round.player_id,
      transactionId: round.rollback_tx_id,
      betTransactionId: round.bet_tx_id,
      roundId: round.round_id,
      gameCode: round.game_code,
    });
    if (r.kind === 'unknown') return this.retryLater(round, `rollback: ${r.reason}`);
    if (r.kind === 'refused') {
      return {
        done: true,
        round: await repo.updateRound(this.db, round.round_id, {
          status: 'failed',
          last_error: `rollback: ${r.code}`,
        }),
      };
    }
    return {
      done: true,
      round: await repo.updateRound(this.db, round.round_id, {
        status: 'rolled_back',
        balance_after: parseMinor(r.value.balance, { allowNegative: true }),
        settled_at: new Date(),
        next_attempt_at: null,
      }),
    };
  }

  private async retryLater(round: RoundRow, reason: string): Promise<{ done: boolean; round: RoundRow }> {
    this.options.log?.('platform call to retry', { roundId: round.round_id, reason });
    return { done: false, round: await repo.updateRound(this.db, round.round_id, { last_error: reason }) };
  }

  /**
   * The recovery sweep: every round whose money is unfinished and due is driven once more
   * (stale `betting` rows, i.e. a process that stopped during the bet call, are rolled back).
   * Returns how many rounds it touched.
   */
  async sweep(staleBettingMs = 30_000): Promise<number> {
    for (const round of await repo.abandonedRounds(this.db, this.options.abandonAfterMs ?? 86_400_000)) {
      await this.onAbandoned?.(round).catch(() => undefined);
    }
    const due = await repo.dueRounds(this.db, 100, staleBettingMs);
    for (const round of due) {
      try {
        await this.drive(round, false);
      } catch (error) {
        this.options.log?.('sweep failed for a round', { roundId: round.round_id, error: String(error) });
      }
    }
    return due.length;
  }
}
