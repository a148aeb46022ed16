import { API, formatMinor, parseMinor, type TVendorWalletValue } from '@croupier/contracts';
import {
  backoffMs,
  FINAL_BET_REFUSALS,
  inParallel,
  SingleFlight,
  type VendorDb,
  type VendorLinks,
  type VendorMoneyOptions,
} from '@croupier/vendor-kit';

/** A round row (apps/fishing/src/db/migrations/001_fishing.sql). */
export interface RoundRow {
  round_id: bigint;
  game_code: string;
  room_id: string;
  merchant_code: string;
  vendor_code: string;
  player_id: string;
  wallet_round_id: string;
  bet_tx_id: string;
  win_tx_id: string;
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  shots: number;
  bet: bigint;
  win: bigint;
  status: 'open' | 'betting' | 'paying' | 'closed' | 'rejected';
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  closed_at: Date | null;
}

export interface Settled {
  row: RoundRow;
  /** The platform balance after the round's win, when the platform answered it now. */
  balance: bigint | null;
}

/**
 * The rounds' wallet (the vendor kit's rule): a closed round is one platform wallet round, its bet the
 * cost of its shots and its win the catches (also of 0), each with a transaction id written with the
 * round before any call. The bet is re-sent with the same id until the platform answers (a repeat
 * moves nothing); a final refusal rejects the round (nothing moved, its catches void); after the bet
 * the win is re-sent until answered. One driver per round in this process.
 */
export class FishingMoney {
  private readonly drivers = new SingleFlight<Settled>();
  /** Told of every round that reached closed or rejected (the rooms keep each player's balance by it). */
  onSettled: ((settled: Settled) => void) | undefined;

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
    from: RoundRow['status'],
    to: RoundRow['status'],
    lastError: string | null = null,
  ): Promise<RoundRow | undefined> {
    const [row] = await this.db.query<RoundRow>(
      `update ${this.schema}.rounds set status = $3, last_error = coalesce($4, last_error), next_attempt_at = null, attempts = 0,
              closed_at = case when $3 in ('closed', 'rejected') then $5 else closed_at end
        where round_id = $1 and status = $2 returning *`,
      [id, from, to, lastError, this.now()],
    );
    return row;
  }

  /** Drives a round's money as far as the platform answers now. */
  settle(roundId: bigint): Promise<Settled> {
    return this.drivers.run(`r${roundId}`, async () => {
      const settled = await this.settleOnce(roundId);
      if (settled.row.status === 'closed' || settled.row.status === 'rejected') this.onSettled?.(settled);
      return settled;
    });
  }

  private async settleOnce(roundId: bigint): Promise<Settled> {
    const [fresh] = await this.db.query<RoundRow>(`select * from ${this.schema}.rounds where round_id = $1`, [
      roundId,
    ]);
    if (!fresh) throw new Error(`round ${roundId} not found`);
    let r: RoundRow = fresh;
    if (r.status === 'open') r = (await this.flip(r.round_id, 'open', 'betting')) ?? r;
    // A round whose first shot never got written: nothing to bet, nothing moves.
    if (r.status === 'betting' && r.shots === 0)
      return { row: (await this.flip(r.round_id, 'betting', 'closed')) ?? r, balance: null };
    if (r.status === 'betting') {
      const result = await this.links.call<TVendorWalletValue>(
        r.merchant_code,
        r.vendor_code,
        API.vendorWallet.bet,
        {
          playerId: r.player_id,
          transactionId: r.bet_tx_id,
          roundId: r.wallet_round_id,
          gameCode: r.game_code,
          amount: formatMinor(r.bet),
        },
      );
      if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
        this.options.log?.('round bet refused: round void', {
          roundId: String(r.round_id),
          code: result.code,
        });
        return { row: (await this.flip(r.round_id, 'betting', 'rejected', result.code)) ?? r, balance: null };
      }
      if (result.kind !== 'ok')
        return {
          row: await this.later(r, result.kind === 'refused' ? result.code : result.reason),
          balance: null,
        };
      r = (await this.flip(r.round_id, 'betting', 'paying')) ?? r;
    }
    if (r.status === 'paying') {
      const result = await this.links.call<TVendorWalletValue>(
        r.merchant_code,
        r.vendor_code,
        API.vendorWallet.win,
        {
          playerId: r.player_id,
          transactionId: r.win_tx_id,
          roundId: r.wallet_round_id,
          gameCode: r.game_code,
          amount: formatMinor(r.win),
        },
      );
      if (result.kind !== 'ok')
        return {
          row: await this.later(r, result.kind === 'refused' ? result.code : result.reason),
          balance: null,
        };
      return {
        row: (await this.flip(r.round_id, 'paying', 'closed')) ?? r,
        balance: parseMinor(result.value.balance, { allowNegative: true }),
      };
    }
    return { row: r, balance: null };
  }

  /** No answer (or a refusal to retry): the sweep tries again after a back-off. */
  private async later(r: RoundRow, reason: string): Promise<RoundRow> {
    this.options.log?.('round wallet call to retry', {
      roundId: String(r.round_id),
      status: r.status,
      reason,
    });
    const attempts = r.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    const [row] = await this.db.query<RoundRow>(
      `update ${this.schema}.rounds set attempts = $2, next_attempt_at = $3, last_error = $4 where round_id = $1 returning *`,
      [r.round_id, attempts, new Date(this.now().getTime() + wait), reason],
    );
    return row ?? r;
  }

  /**
   * What a previous process left: every round still open (its player's shots cut by the restart) is
   * closed as it stands, so the sweep settles it once. Runs before the rooms take any shot.
   */
  async recover(): Promise<number> {
    const rows = await this.db.query(
      `update ${this.schema}.rounds set status = 'betting' where status = 'open' returning round_id`,
    );
    return rows.length;
  }

  /** One pass over the due rounds: bets and wins to (re-)send. */
  async sweep(batch = 500, concurrency = 16): Promise<number> {
    const rows = await this.db.query<RoundRow>(
      `select * from ${this.schema}.rounds
        where status in ('betting', 'paying') and (next_attempt_at is null or next_attempt_at <= $1)
        order by round_id limit $2`,
      [this.now(), batch],
    );
    await inParallel(rows, concurrency, async (r) => {
      await this.settle(r.round_id).catch((error: unknown) =>
        this.options.log?.('sweep failed for a round', { id: String(r.round_id), error: String(error) }),
      );
    });
    return rows.length;
  }
}
