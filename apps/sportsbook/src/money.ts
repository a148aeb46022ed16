import {
  API,
  formatMinor,
  parseMinor,
  type TErrorCode,
  type TVendorAdjustValue,
  type TVendorWalletValue,
  VENDOR_ADJUST_API,
} from '@croupier/contracts';
import {
  backoffMs,
  FINAL_BET_REFUSALS,
  inParallel,
  SingleFlight,
  sleep,
  type VendorDb,
  VendorError,
  type VendorLinks,
  type VendorMoneyOptions,
} from '@croupier/vendor-kit';
import type { BetRow, CashoutRow, ResettlementRow, SportsStore } from './store.ts';

/** A resettlement or a partial cash-out to pay, with its bet's wallet round. */
type AdjustmentDue = (ResettlementRow | CashoutRow) &
  Pick<BetRow, 'merchant_code' | 'vendor_code' | 'player_id' | 'game_code' | 'wallet_round_id'>;

export type MoneyOptions = VendorMoneyOptions;

/**
 * The sportsbook's money, the vendor kit's rule: a bet is one platform wallet round whose stake is
 * one debit (ids written with the bet, before the call); its settlement one credit of the payout
 * (also of 0), a cash-out the credit of the offer; a void bet is rolled back. Bet `ok` -> open;
 * refused -> rejected (nothing moved); unknown -> rolled back. Every call repeats with the same ids,
 * so the platform never moves twice; the sweep finishes what a crash cut.
 */
export class SportsMoney {
  private readonly drivers = new SingleFlight<unknown>();
  /** Called once a bet is final (settled, cashed out, voided); `balance` when the platform said it. */
  onFinal: (bet: BetRow, balance: bigint | null) => void = () => undefined;

  constructor(
    private readonly db: VendorDb,
    private readonly store: SportsStore,
    private readonly links: VendorLinks,
    private readonly options: MoneyOptions,
    private readonly now: () => Date,
  ) {}

  balance(merchantCode: string, vendorCode: string, playerId: string): Promise<bigint> {
    return this.links.balance(merchantCode, vendorCode, playerId);
  }

  /** Debits a bet stored `placing`: the open bet and the balance after, or the refusal's code (nothing moved). */
  async placeBet(bet: BetRow): Promise<{ bet: BetRow; balance: bigint }> {
    const result = await this.links.call<TVendorWalletValue>(
      bet.merchant_code,
      bet.vendor_code,
      API.vendorWallet.bet,
      {
        playerId: bet.player_id,
        transactionId: bet.bet_tx_id,
        roundId: bet.wallet_round_id,
        gameCode: bet.game_code,
        amount: formatMinor(bet.stake),
      },
    );
    if (result.kind === 'ok') {
      const open = await this.store.flip(this.db, bet.bet_id, 'placing', { status: 'open' });
      if (!open) throw new VendorError('SERVICE_UNAVAILABLE', 'bet rolled back meanwhile');
      return { bet: open, balance: parseMinor(result.value.balance, { allowNegative: true }) };
    }
    if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
      await this.store.flip(this.db, bet.bet_id, 'placing', { status: 'rejected', last_error: result.code });
      throw new VendorError(result.code as TErrorCode);
    }
    const reason = result.kind === 'refused' ? result.code : result.reason;
    this.options.log?.('bet outcome unknown: rolling back', { betId: String(bet.bet_id), reason });
    const marked = await this.store.flip(this.db, bet.bet_id, 'placing', {
      status: 'rolling_back',
      last_error: `bet: ${reason}`,
    });
    if (marked) await this.drive(marked, true).catch(() => undefined);
    throw new VendorError('SERVICE_UNAVAILABLE', `bet: ${reason}`);
  }

  /** Runs a bet's pending money (its win, cash-out, void or rollback); one driver per bet in this process. */
  drive(bet: BetRow, isInline = false): Promise<BetRow> {
    return this.drivers.run(`b${bet.bet_id}`, () => this.driveOnce(bet, isInline)) as Promise<BetRow>;
  }

  private async driveOnce(start: BetRow, isInline: boolean): Promise<BetRow> {
    const delays = isInline ? [0, ...this.options.inlineRetryDelaysMs] : [0];
    let bet = start;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      bet = (await this.store.bet(this.db, bet.bet_id)) ?? bet;
      if (bet.status === 'placing') {
        const marked = await this.store.flip(this.db, bet.bet_id, 'placing', {
          status: 'rolling_back',
          last_error: 'bet interrupted',
        });
        if (!marked) continue;
        bet = marked;
      }
      const step = await this.step(bet);
      if (step) return step;
    }
    const attempts = bet.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    const [row] = await this.db.query<BetRow>(
      `update ${this.store.schema}.bets set attempts = $2, next_attempt_at = $3 where bet_id = $1 returning *`,
      [bet.bet_id, attempts, new Date(this.now().getTime() + wait)],
    );
    return row ?? bet;
  }

  /** One call of the platform for a bet in a money state: the final row, or undefined to retry. */
  private async step(bet: BetRow): Promise<BetRow | undefined> {
    if (bet.status === 'settling' || bet.status === 'cashing_out') {
      const r = await this.links.call<TVendorWalletValue>(
        bet.merchant_code,
        bet.vendor_code,
        API.vendorWallet.win,
        {
          playerId: bet.player_id,
          transactionId: bet.win_tx_id,
          roundId: bet.wallet_round_id,
          gameCode: bet.game_code,
          amount: formatMinor(bet.payout ?? 0n),
        },
      );
      if (r.kind === 'unknown') {
        this.options.log?.('win to retry', { betId: String(bet.bet_id), reason: r.reason });
        return undefined;
      }
      // A settled bet whose valid stake is not its stake (a half result, a push) says so before it is
      // final; the win above replays harmlessly when this has to be retried.
      let reportError: string | null = null;
      if (
        r.kind === 'ok' &&
        bet.status === 'settling' &&
        bet.valid_stake !== null &&
        bet.valid_stake !== bet.stake
      ) {
        const v = await this.adjust(bet, `${bet.win_tx_id}-v`, 0n, bet.valid_stake, 'valid-bet');
        if (v.kind === 'unknown') return undefined;
        if (v.kind === 'refused') {
          reportError = `valid bet: ${v.code}`;
          this.options.log?.('valid bet refused', { betId: String(bet.bet_id), code: v.code });
        }
      }
      const done = await this.store.flip(
        this.db,
        bet.bet_id,
        bet.status,
        r.kind === 'ok'
          ? {
              status: bet.status === 'settling' ? 'settled' : 'cashed_out',
              settled_at: this.now(),
              next_attempt_at: null,
              last_error: reportError,
            }
          : { status: 'failed', last_error: `win: ${r.code}` },
      );
      if (done && r.kind === 'ok') this.onFinal(done, parseMinor(r.value.balance, { allowNegative: true }));
      return done ?? bet;
    }
    if (bet.status === 'rolling_back' || bet.status === 'voiding') {
      const r = await this.links.call<TVendorWalletValue>(
        bet.merchant_code,
        bet.vendor_code,
        API.vendorWallet.rollback,
        {
          playerId: bet.player_id,
          transactionId: bet.rollback_tx_id,
          betTransactionId: bet.bet_tx_id,
          roundId: bet.wallet_round_id,
          gameCode: bet.game_code,
        },
      );
      if (r.kind === 'unknown') return undefined;
      // A bet that never reached the platform is refused as BET_NOT_FOUND: nothing moved either way.
      const isDone = r.kind === 'ok' || r.code === 'BET_NOT_FOUND';
      const done = await this.store.flip(
        this.db,
        bet.bet_id,
        bet.status,
        isDone
          ? {
              status: bet.status === 'voiding' ? 'voided' : 'rolled_back',
              settled_at: this.now(),
              next_attempt_at: null,
            }
          : { status: 'failed', last_error: `rollback: ${r.kind === 'refused' ? r.code : ''}` },
      );
      if (done?.status === 'voided')
        this.onFinal(done, r.kind === 'ok' ? parseMinor(r.value.balance, { allowNegative: true }) : null);
      return done ?? bet;
    }
    return bet;
  }

  /** The platform's adjustment call on a bet's wallet round (see docs/vendor-protocol.md). */
  private adjust(
    bet: Pick<BetRow, 'merchant_code' | 'vendor_code' | 'player_id' | 'game_code' | 'wallet_round_id'>,
    transactionId: string,
    amount: bigint,
    validBet: bigint | null,
    reason: string,
  ) {
    return this.links.call<TVendorAdjustValue>(bet.merchant_code, bet.vendor_code, VENDOR_ADJUST_API.adjust, {
      playerId: bet.player_id,
      transactionId,
      roundId: bet.wallet_round_id,
      gameCode: bet.game_code,
      amount: formatMinor(amount),
      ...(validBet === null ? {} : { validBet: formatMinor(validBet) }),
      reason,
    });
  }

  /**
   * Pays one resettlement (the difference of a corrected result, with the bet's valid stake) or one
   * partial cash-out (a credit on the open round) through the adjustment call: paid, failed on a
   * definitive refusal, or left to retry with backoff. Returns the final status.
   */
  async payAdjustment(row: AdjustmentDue): Promise<'paid' | 'failed' | 'paying'> {
    const isResettlement = 'version' in row;
    const table = isResettlement ? 'resettlements' : 'cashouts';
    const key = isResettlement ? 'match_id = $2 and version = $3' : 'seq = $2 and $3::int is not null';
    const keys = isResettlement ? [row.match_id, row.version] : [row.seq, 0];
    const r = isResettlement
      ? await this.adjust(
          row,
          row.adjust_tx_id,
          row.delta,
          row.valid_stake,
          `resettle:${row.match_id}:v${row.version}`,
        )
      : await this.adjust(row, row.adjust_tx_id, row.amount, null, 'cash-out:partial');
    if (r.kind === 'unknown') {
      const attempts = row.attempts + 1;
      const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
      await this.db.query(
        `update ${this.store.schema}.${table} set attempts = $4, next_attempt_at = $5, last_error = $6
          where bet_id = $1 and ${key} and status = 'paying'`,
        [row.bet_id, ...keys, attempts, new Date(this.now().getTime() + wait), r.reason.slice(0, 200)],
      );
      return 'paying';
    }
    if (r.kind === 'refused') {
      this.options.log?.('adjustment refused', { table, betId: String(row.bet_id), code: r.code });
      await this.db.query(
        `update ${this.store.schema}.${table} set status = 'failed', last_error = $4
          where bet_id = $1 and ${key} and status = 'paying'`,
        [row.bet_id, ...keys, r.code],
      );
      return 'failed';
    }
    const [done] = isResettlement
      ? await this.db.query(
          `update ${this.store.schema}.resettlements set status = 'paid', paid_at = $4, applied = $5, shortfall = $6
            where bet_id = $1 and ${key} and status = 'paying' returning 1`,
          [
            row.bet_id,
            ...keys,
            this.now(),
            parseMinor(r.value.applied, { allowNegative: true }),
            parseMinor(r.value.shortfall),
          ],
        )
      : await this.db.query(
          `update ${this.store.schema}.cashouts set status = 'paid', paid_at = $4
            where bet_id = $1 and ${key} and status = 'paying' returning 1`,
          [row.bet_id, ...keys, this.now()],
        );
    if (done && isResettlement && row.delta < 0n && r.value.shortfall !== '0.0000')
      this.options.log?.('resettlement debit short of the balance', {
        betId: String(row.bet_id),
        shortfall: r.value.shortfall,
      });
    return 'paid';
  }

  /** Resettlements of settled bets and partial cash-outs due now; each bet's in order, bets in parallel. */
  async sweepAdjustments(batch = 2000, concurrency = 16): Promise<number> {
    const now = this.now();
    const round = 'b.merchant_code, b.vendor_code, b.player_id, b.game_code, b.wallet_round_id';
    const due = [
      ...(await this.db.query<AdjustmentDue>(
        `select c.*, ${round} from ${this.store.schema}.cashouts c join ${this.store.schema}.bets b using (bet_id)
          where c.status = 'paying' and (c.next_attempt_at is null or c.next_attempt_at <= $1)
          order by c.bet_id, c.seq limit $2`,
        [now, batch],
      )),
      ...(await this.db.query<AdjustmentDue>(
        `select r.*, ${round} from ${this.store.schema}.resettlements r join ${this.store.schema}.bets b using (bet_id)
          where r.status = 'paying' and b.status = 'settled'
            and (r.next_attempt_at is null or r.next_attempt_at <= $1)
          order by r.bet_id, r.version, r.match_id limit $2`,
        [now, batch],
      )),
    ];
    const byBet = new Map<bigint, AdjustmentDue[]>();
    for (const row of due) byBet.set(row.bet_id, [...(byBet.get(row.bet_id) ?? []), row]);
    await inParallel([...byBet.values()], concurrency, async (rows) => {
      for (const row of rows) {
        const status = await this.payAdjustment(row).catch((error: unknown) => {
          this.options.log?.('adjustment failed', { betId: String(row.bet_id), error: String(error) });
          return 'paying' as const;
        });
        if (status === 'paying') break;
      }
    });
    return due.length;
  }

  /** One pass over the due money (`concurrency` at a time); returns how many bets it drove. */
  async sweep(batch = 2000, concurrency = 16): Promise<number> {
    const now = this.now();
    const stale = new Date(now.getTime() - this.options.staleBettingMs);
    const due = await this.db.query<BetRow>(
      `select * from ${this.store.schema}.bets
        where ((status = 'placing' and created_at < $2)
           or (status in ('settling', 'cashing_out', 'voiding', 'rolling_back')))
          and (next_attempt_at is null or next_attempt_at <= $1)
        order by bet_id limit $3`,
      [now, stale, batch],
    );
    await inParallel(due, concurrency, async (bet) => {
      await this.drive(bet).catch((error: unknown) =>
        this.options.log?.('sweep failed for a bet', { id: String(bet.bet_id), error: String(error) }),
      );
    });
    return due.length + (await this.sweepAdjustments(batch, concurrency));
  }
}
