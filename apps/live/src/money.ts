import { API, formatMinor, parseMinor, type TErrorCode, type TVendorWalletValue } from '@croupier/contracts';
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
import { Batcher, type BatchResult } from './batcher.ts';
import type { LiveStore, PlacementRow, PlayerRoundRow } from './store.ts';

/** How this vendor's money retries: the kit's options. */
export type MoneyOptions = VendorMoneyOptions;

type Step<T> = { done: boolean; row: T };

/**
 * The live money, the vendor kit's rule (as apps/lottery/src/money.ts): a player's bets in one round
 * of a table are one platform wallet round (`wallet_round_id`); each placement is one debit whose
 * bet and rollback transaction ids were written with it, before the call; the player's settlement
 * is one credit (also of 0) whose id was written with the player round. Bet `ok` -> accepted;
 * refused -> rejected (nothing moved); unknown -> rolled back. A voided round rolls back each
 * accepted debit once. Every call repeats with the same ids, so the platform never moves twice.
 */
export class LiveMoney {
  private readonly drivers = new SingleFlight<unknown>();
  /** Called once a player's round is paid (settled) or refunded (voided); `balance` when the platform said it. */
  onFinal: (row: PlayerRoundRow, balance: bigint | null) => void = () => undefined;

  /** Debits the platform said yes to, marked accepted together (one UPDATE per batch). */
  private readonly accepts = new Batcher<bigint, PlacementRow | undefined>((ids) => this.accept(ids), {
    maxBatch: 500,
    maxInFlight: 2,
  });

  constructor(
    private readonly db: VendorDb,
    private readonly store: LiveStore,
    private readonly links: VendorLinks,
    private readonly options: MoneyOptions,
    private readonly now: () => Date,
  ) {}

  /** The player's platform balance (through the vendor code the session launched). */
  balance(merchantCode: string, vendorCode: string, playerId: string): Promise<bigint> {
    return this.links.balance(merchantCode, vendorCode, playerId);
  }

  /**
   * Debits a placement stored `betting`. Returns the accepted placement and the balance after; a
   * definitive refusal marks it rejected and throws the platform's code; an unknown outcome rolls it
   * back and throws SERVICE_UNAVAILABLE.
   */
  async placeBet(p: PlacementRow, pr: PlayerRoundRow): Promise<{ placement: PlacementRow; balance: bigint }> {
    const result = await this.links.call<TVendorWalletValue>(
      pr.merchant_code,
      pr.vendor_code,
      API.vendorWallet.bet,
      {
        playerId: pr.player_id,
        transactionId: p.bet_tx_id,
        roundId: pr.wallet_round_id,
        gameCode: pr.table_code,
        amount: formatMinor(p.total),
      },
    );
    if (result.kind === 'ok') {
      const row = await this.accepts.submit(p.placement_id);
      if (!row) throw new VendorError('SERVICE_UNAVAILABLE', 'bet rolled back');
      if (row.status === 'refunding') {
        void this.drivePlacement(row, false).catch(() => undefined);
        throw new VendorError('LIVE_BETTING_CLOSED');
      }
      return { placement: row, balance: parseMinor(result.value.balance, { allowNegative: true }) };
    }
    if (result.kind === 'refused' && FINAL_BET_REFUSALS.has(result.code)) {
      await this.store.flipPlacement(this.db, p.placement_id, 'betting', {
        status: 'rejected',
        last_error: result.code,
      });
      throw new VendorError(result.code as TErrorCode);
    }
    const reason = result.kind === 'refused' ? result.code : result.reason;
    this.options.log?.('bet outcome unknown: rolling back', { placementId: String(p.placement_id), reason });
    const marked = await this.store.flipPlacement(this.db, p.placement_id, 'betting', {
      status: 'rolling_back',
      last_error: `bet: ${reason}`,
    });
    if (marked) await this.drivePlacement(marked, true).catch(() => undefined);
    throw new VendorError('SERVICE_UNAVAILABLE', `bet: ${reason}`);
  }

  /**
   * Placements whose debit the platform accepted: accepted while the player's round is open; a
   * round voided meanwhile refunds them at once. Undefined for one no longer `betting`.
   */
  private async accept(ids: bigint[]): Promise<BatchResult<PlacementRow | undefined>[]> {
    const rows = await this.db.query<PlacementRow>(
      `update ${this.store.schema}.placements p
          set status = case when r.status = 'open' then 'accepted' else 'refunding' end
         from ${this.store.schema}.player_rounds r
        where p.placement_id in (select (jsonb_array_elements_text($1::jsonb))::bigint) and p.status = 'betting'
          and r.player_round_id = p.player_round_id
        returning p.*`,
      [JSON.stringify(ids.map(String))],
    );
    const byId = new Map(rows.map((row) => [row.placement_id, row]));
    return ids.map((id) => ({ ok: true, value: byId.get(id) }));
  }

  /** Runs a placement's pending rollback/refund; one driver per placement in this process. */
  drivePlacement(p: PlacementRow, isInline: boolean): Promise<PlacementRow> {
    return this.drivers.run(`p${p.placement_id}`, () =>
      this.placementOnce(p, isInline),
    ) as Promise<PlacementRow>;
  }

  private async placementOnce(start: PlacementRow, isInline: boolean): Promise<PlacementRow> {
    const delays = isInline ? [0, ...this.options.inlineRetryDelaysMs] : [0];
    let p = start;
    for (const delay of delays) {
      if (delay > 0) await sleep(delay);
      const fresh = await this.store.placement(this.db, p.placement_id);
      if (!fresh) return p;
      p = fresh;
      if (p.status === 'betting') {
        const marked = await this.store.flipPlacement(this.db, p.placement_id, 'betting', {
          status: 'rolling_back',
          last_error: 'bet interrupted',
        });
        if (!marked) continue;
        p = marked;
      }
      if (p.status !== 'rolling_back' && p.status !== 'refunding') return p;
      const step = await this.stepRollback(p);
      p = step.row;
      if (step.done) {
        await this.finishVoid(p.player_round_id);
        return p;
      }
    }
    const attempts = p.attempts + 1;
    const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
    const [row] = await this.db.query<PlacementRow>(
      `update ${this.store.schema}.placements set attempts = $2, next_attempt_at = $3 where placement_id = $1 returning *`,
      [p.placement_id, attempts, new Date(this.now().getTime() + wait)],
    );
    return row ?? p;
  }

  private async stepRollback(p: PlacementRow): Promise<Step<PlacementRow>> {
    const pr = await this.store.playerRound(this.db, p.player_round_id);
    if (!pr) return { done: true, row: p };
    const r = await this.links.call<TVendorWalletValue>(
      pr.merchant_code,
      pr.vendor_code,
      API.vendorWallet.rollback,
      {
        playerId: pr.player_id,
        transactionId: p.rollback_tx_id,
        betTransactionId: p.bet_tx_id,
        roundId: pr.wallet_round_id,
        gameCode: pr.table_code,
      },
    );
    if (r.kind === 'unknown') {
      this.options.log?.('rollback to retry', { placementId: String(p.placement_id), reason: r.reason });
      return { done: false, row: p };
    }
    // A lost bet that never reached the platform is refused as BET_NOT_FOUND: nothing moved either way.
    const isDone = r.kind === 'ok' || r.code === 'BET_NOT_FOUND';
    const final = isDone
      ? {
          status: p.status === 'refunding' ? ('refunded' as const) : ('rolled_back' as const),
          next_attempt_at: null,
        }
      : { status: 'failed' as const, last_error: `rollback: ${r.kind === 'refused' ? r.code : ''}` };
    const done = await this.store.flipPlacement(this.db, p.placement_id, p.status, final);
    return { done: true, row: done ?? p };
  }

  /** A voiding player round whose placements are all final becomes voided (and its player is told). */
  private async finishVoid(playerRoundId: bigint): Promise<void> {
    const [row] = await this.db.query<PlayerRoundRow>(
      `update ${this.store.schema}.player_rounds r set status = 'voided', settled_at = $2, next_attempt_at = null
        where player_round_id = $1 and status = 'voiding'
          and not exists (select 1 from ${this.store.schema}.placements p where p.player_round_id = r.player_round_id
                          and p.status in ('betting', 'accepted', 'rolling_back', 'refunding'))
        returning *`,
      [playerRoundId, this.now()],
    );
    if (row) this.onFinal(row, null);
  }

  /** Runs a player round's pending money (its win, or its void's refunds); one driver per round in this process. */
  drivePlayerRound(pr: PlayerRoundRow): Promise<PlayerRoundRow> {
    return this.drivers.run(`r${pr.player_round_id}`, () =>
      this.playerRoundOnce(pr),
    ) as Promise<PlayerRoundRow>;
  }

  private async playerRoundOnce(start: PlayerRoundRow): Promise<PlayerRoundRow> {
    const pr = (await this.store.playerRound(this.db, start.player_round_id)) ?? start;
    if (pr.status === 'voiding') {
      for (const p of await this.store.placementsOf(this.db, pr.player_round_id)) {
        if (p.status === 'refunding' || p.status === 'rolling_back') await this.drivePlacement(p, false);
      }
      await this.finishVoid(pr.player_round_id);
      return (await this.store.playerRound(this.db, pr.player_round_id)) ?? pr;
    }
    if (pr.status !== 'settling') return pr;
    const win = pr.returned ?? 0n;
    const r = await this.links.call<TVendorWalletValue>(
      pr.merchant_code,
      pr.vendor_code,
      API.vendorWallet.win,
      {
        playerId: pr.player_id,
        transactionId: pr.win_tx_id,
        roundId: pr.wallet_round_id,
        gameCode: pr.table_code,
        amount: formatMinor(win),
      },
    );
    if (r.kind === 'unknown') {
      this.options.log?.('win to retry', { playerRoundId: String(pr.player_round_id), reason: r.reason });
      const attempts = pr.attempts + 1;
      const wait = backoffMs(attempts, this.options.sweepBackoffBaseMs, this.options.sweepBackoffMaxMs);
      const [row] = await this.db.query<PlayerRoundRow>(
        `update ${this.store.schema}.player_rounds set attempts = $2, next_attempt_at = $3, last_error = $4
          where player_round_id = $1 returning *`,
        [pr.player_round_id, attempts, new Date(this.now().getTime() + wait), `win: ${r.reason}`],
      );
      return row ?? pr;
    }
    if (r.kind === 'refused')
      this.options.log?.('win refused', { playerRoundId: String(pr.player_round_id), code: r.code });
    const done = await this.store.flipPlayerRound(
      this.db,
      pr.player_round_id,
      'settling',
      r.kind === 'ok'
        ? { status: 'settled', settled_at: this.now(), next_attempt_at: null }
        : { status: 'failed', last_error: `win: ${r.code}` },
    );
    if (done?.status === 'settled')
      this.onFinal(done, r.kind === 'ok' ? parseMinor(r.value.balance, { allowNegative: true }) : null);
    return done ?? pr;
  }

  /** One pass over the due money (`concurrency` at a time); returns how many rows it drove. */
  async sweep(batch = 500, concurrency = 16): Promise<number> {
    const now = this.now();
    const stale = new Date(now.getTime() - this.options.staleBettingMs);
    const placements = await this.db.query<PlacementRow>(
      `select * from ${this.store.schema}.placements
        where (status = 'betting' and created_at < $2)
           or (status in ('rolling_back', 'refunding') and (next_attempt_at is null or next_attempt_at <= $1))
        order by placement_id limit $3`,
      [now, stale, batch],
    );
    await inParallel(placements, concurrency, async (p) => {
      await this.drivePlacement(p, false).catch((error: unknown) =>
        this.options.log?.('sweep failed for a placement', {
          id: String(p.placement_id),
          error: String(error),
        }),
      );
    });
    const rounds = await this.db.query<PlayerRoundRow>(
      `select * from ${this.store.schema}.player_rounds
        where status in ('settling', 'voiding') and (next_attempt_at is null or next_attempt_at <= $1)
        order by player_round_id limit $2`,
      [now, batch],
    );
    await inParallel(rounds, concurrency, async (pr) => {
      await this.drivePlayerRound(pr).catch((error: unknown) =>
        this.options.log?.('sweep failed for a player round', {
          id: String(pr.player_round_id),
          error: String(error),
        }),
      );
    });
    return placements.length + rounds.length;
  }
}
