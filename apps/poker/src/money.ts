import { API, formatMinor, parseMinor, type TErrorCode, type TVendorWalletValue } from '@croupier/contracts';
import {
  backoffMs,
  FINAL_BET_REFUSALS,
  inParallel,
  SingleFlight,
  type VendorDb,
  VendorError,
  type VendorLinks,
  type VendorMoneyOptions,
} from '@croupier/vendor-kit';

/** A sitting row (apps/poker/src/db/migrations/001_poker.sql). */
export interface SittingRow {
  sitting_id: bigint;
  table_code: string;
  seat: number;
  merchant_code: string;
  vendor_code: string;
  player_id: string;
  display_name: string;
  wallet_round_id: string;
  bet_tx_id: string;
  win_tx_id: string;
  rollback_tx_id: string;
  buy_in: bigint;
  stack: bigint;
  cash_out: bigint | null;
  status: 'buying' | 'seated' | 'cashing' | 'closed' | 'rejected' | 'rolling_back' | 'rolled_back';
  attempts: number;
  next_attempt_at: Date | null;
  created_at: Date;
}

/**
 * The table wallet (the vendor kit's rule, as apps/live/src/money.ts): a sitting is one platform
 * wallet round. The buy-in is its one bet, the cash-out its one win (also of 0), each with a
 * transaction id written with the sitting before the call, so a repeat never moves money twice.
 * Bet ok -> seated; refused -> rejected (nothing moved); unknown -> rolled back. A win that did not
 * get an answer is retried by the sweep until the platform answers.
 */
export class PokerMoney {
  private readonly drivers = new SingleFlight<unknown>();

  constructor(
    private readonly db: VendorDb,
    private readonly links: VendorLinks,
    private readonly options: VendorMoneyOptions,
    private readonly now: () => Date,
  ) {}

  private get schema() {
    return this.db.schema;
  }

  balance(merchantCode: string, vendorCode: string, playerId: string): Promise<bigint> {
    return this.links.balance(merchantCode, vendorCode, playerId);
  }

  private async flip(
    id: bigint,
    from: SittingRow['status'],
    to: SittingRow['status'],
    extra: { last_error?: string } = {},
  ): Promise<SittingRow | undefined> {
    const [row] = await this.db.query<SittingRow>(
      `update ${this.schema}.sittings set status = $3, last_error = coalesce($4, last_error), next_attempt_at = null,
              closed_at = case when $3 in ('closed', 'rejected', 'rolled_back') then $5 else closed_at end
        where sitting_id = $1 and status = $2 returning *`,
      [id, from, to, extra.last_error ?? null, this.now()],
    );
    return row;
  }

  /** Debits a `buying` sitting's buy-in. Returns the seated row and the balance after; throws the refusal's code. */
  async buyIn(s: SittingRow): Promise<{ row: SittingRow; balance: bigint }> {
    const result = await this.links.call<TVendorWalletValue>(
      s.merchant_code,
      s.vendor_code,
      API.vendorWallet.bet,
      {
        playerId: s.player_id,
        transactionId: s.bet_tx_id,
        roundId: s.wallet_round_id,
        gameCode: s.table_code,
        amount: formatMinor(s.buy_in),
      },
    );
    if (result.kind === 'ok') {
      const row = await this.flip(s.sitting_id, 'buying', 'seated');
      if (!row) throw new VendorError('SERVICE_UNAVAILABLE', 'buy-in rolled back meanwhile');
      return { row, balance: parseMinor(result.value.balance, { allowNegative: true }) };
    }
    if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
      await this.flip(s.sitting_id, 'buying', 'rejected', { last_error: result.code });
      throw new VendorError(result.code as TErrorCode);
    }
    const reason = result.kind === 'refused' ? result.code : result.reason;
    this.options.log?.('buy-in outcome unknown: rolling back', { sittingId: String(s.sitting_id), reason });
    const marked = await this.flip(s.sitting_id, 'buying', 'rolling_back', { last_error: `bet: ${reason}` });
    if (marked) await this.drive(marked).catch(() => undefined);
    throw new VendorError('SERVICE_UNAVAILABLE', `buy-in: ${reason}`);
  }

  /** Runs a sitting's pending money (a rollback or a cash-out); one driver per sitting in this process. */
  drive(s: SittingRow): Promise<{ row: SittingRow; balance: bigint | null }> {
    return this.drivers.run(`s${s.sitting_id}`, () => this.driveOnce(s)) as Promise<{
      row: SittingRow;
      balance: bigint | null;
    }>;
  }

  private async driveOnce(start: SittingRow): Promise<{ row: SittingRow; balance: bigint | null }> {
    const [fresh] = await this.db.query<SittingRow>(
      `select * from ${this.schema}.sittings where sitting_id = $1`,
      [start.sitting_id],
    );
    let s = fresh ?? start;
    if (s.status === 'buying') s = (await this.flip(s.sitting_id, 'buying', 'rolling_back')) ?? s;
    if (s.status === 'rolling_back') {
      const r = await this.links.call<TVendorWalletValue>(
        s.merchant_code,
        s.vendor_code,
        API.vendorWallet.rollback,
        {
          playerId: s.player_id,
          transactionId: s.rollback_tx_id,
          betTransactionId: s.bet_tx_id,
          roundId: s.wallet_round_id,
          gameCode: s.table_code,
        },
      );
      // A bet that never reached the platform is refused as BET_NOT_FOUND: nothing moved either way.
      if (r.kind === 'ok' || (r.kind === 'refused' && r.code === 'BET_NOT_FOUND'))
        return { row: (await this.flip(s.sitting_id, 'rolling_back', 'rolled_back')) ?? s, balance: null };
      return { row: await this.later(s, r.kind === 'refused' ? r.code : r.reason), balance: null };
    }
    if (s.status === 'cashing') {
      const r = await this.links.call<TVendorWalletValue>(
        s.merchant_code,
        s.vendor_code,
        API.vendorWallet.win,
        {
          playerId: s.player_id,
          transactionId: s.win_tx_id,
          roundId: s.wallet_round_id,
          gameCode: s.table_code,
          amount: formatMinor(s.cash_out ?? 0n),
        },
      );
      if (r.kind === 'ok')
        return {
          row: (await this.flip(s.sitting_id, 'cashing', 'closed')) ?? s,
          balance: parseMinor(r.value.balance, { allowNegative: true }),
        };
      return { row: await this.later(s, r.kind === 'refused' ? r.code : r.reason), balance: null };
    }
    return { row: s, balance: null };
  }

  /** No answer (or a refusal): the sweep tries again after a back-off. */
  private async later(s: SittingRow, reason: string): Promise<SittingRow> {
    this.options.log?.('table wallet call to retry', {
      sittingId: String(s.sitting_id),
      status: s.status,
      reason,
    });
    const attempts = s.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    const [row] = await this.db.query<SittingRow>(
      `update ${this.schema}.sittings set attempts = $2, next_attempt_at = $3, last_error = $4 where sitting_id = $1 returning *`,
      [s.sitting_id, attempts, new Date(this.now().getTime() + wait), reason],
    );
    return row ?? s;
  }

  /** One pass over the due money: buy-ins cut by a crash, rollbacks and cash-outs to retry. */
  async sweep(batch = 500, concurrency = 16): Promise<number> {
    const now = this.now();
    const stale = new Date(now.getTime() - this.options.staleBettingMs);
    const rows = await this.db.query<SittingRow>(
      `select * from ${this.schema}.sittings
        where (status = 'buying' and created_at < $2)
           or (status in ('rolling_back', 'cashing') and (next_attempt_at is null or next_attempt_at <= $1))
        order by sitting_id limit $3`,
      [now, stale, batch],
    );
    await inParallel(rows, concurrency, async (s) => {
      await this.drive(s).catch((error: unknown) =>
        this.options.log?.('sweep failed for a sitting', { id: String(s.sitting_id), error: String(error) }),
      );
    });
    return rows.length;
  }
}
