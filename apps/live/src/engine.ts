import { randomBytes, randomUUID } from 'node:crypto';
import type { TLiveRevealStep, TLiveTableCode } from '@croupier/contracts';
import { type LiveOutcome, liveSpotReturn, shoeCommitment } from '@croupier/games';
import type { SqlRunner, VendorDb } from '@croupier/vendor-kit';
import { inParallel } from '@croupier/vendor-kit';
import { CUT_CARD_AT, gameOf, isShoeGame, ROUNDS_PER_SEED, type RoundTiming, SHOE_DECKS } from './config.ts';
import type { LiveMoney } from './money.ts';
import { fightOf, fixOutcome } from './outcomes.ts';
import type { LiveStore, PlacementRow, PlayerRoundRow, RoundRow, SeedRow } from './store.ts';

/** What the engine tells the sockets after each committed step. */
export interface RoundEvents {
  phase(round: RoundRow): void;
  reveal(round: RoundRow, step: TLiveRevealStep, of: number): void;
  result(round: RoundRow): void;
  seed(tableCode: TLiveTableCode, ended: SeedRow | null, started: SeedRow): void;
}

export interface RoundEngineOptions {
  tables: readonly TLiveTableCode[];
  timing: (tableCode: TLiveTableCode) => RoundTiming;
  /** Win calls in flight at once while paying a round. */
  payConcurrency: number;
  /** At start-up, a round still BETTING this long after its close was cut by a crash: voided. */
  restartGraceMs: number;
  log?: (message: string, detail?: Record<string, unknown>) => void;
}

const SHOE_CARDS = 52 * SHOE_DECKS;

/**
 * The rounds of every table on the vendor's clock, kept in the database. `tick()` (any number of
 * processes may run it) opens a table's first round, then claims due rounds `FOR UPDATE SKIP LOCKED`
 * and moves each one step: BETTING -> CLOSED (the outcome fixed from the committed seed), CLOSED ->
 * REVEALING, one reveal step per `stepMs`, then every player's return is computed (open ->
 * settling, once, in the same transaction as the phase) -> SETTLED, and after `resultMs` the next
 * round opens (a new shoe at the cut card, the shoe's seed revealed). Wins are paid by the money
 * engine with the ids written at the bet; what does not get through is the sweep's.
 */
export class RoundEngine {
  private readonly payments = new Set<Promise<void>>();
  events: RoundEvents = {
    phase: () => undefined,
    reveal: () => undefined,
    result: () => undefined,
    seed: () => undefined,
  };

  constructor(
    private readonly db: VendorDb,
    private readonly store: LiveStore,
    private readonly money: LiveMoney,
    private readonly options: RoundEngineOptions,
    private readonly now: () => Date,
  ) {}

  /**
   * Start-up: a round still BETTING well after its close was cut short before its outcome was fixed:
   * voided, every bet refunded. Rounds whose outcome is fixed (CLOSED, REVEALING) simply go on.
   */
  async recover(): Promise<number> {
    const cutoff = new Date(this.now().getTime() - this.options.restartGraceMs);
    const rows = await this.db.query<{ round_id: bigint }>(
      `select round_id from ${this.store.schema}.rounds where phase = 'BETTING' and betting_ends_at < $1`,
      [cutoff],
    );
    for (const { round_id } of rows) await this.void(round_id, 'restart');
    return rows.length;
  }

  /** Voids a round whose outcome is not fixed yet: no more bets, every accepted bet rolled back once. */
  async void(roundId: bigint, reason: string): Promise<boolean> {
    const round = await this.db.transaction(async (tx) => {
      const r = await this.store.round(tx, roundId, 'for update');
      if (r?.phase !== 'BETTING' && r?.phase !== 'CLOSED') return undefined;
      await this.voidIn(tx, r);
      return this.store.round(tx, roundId);
    });
    if (!round) return false;
    this.options.log?.('round voided', { roundId: String(roundId), reason });
    this.events.phase(round);
    this.track(this.payRound(round.round_id, 'voiding'));
    return true;
  }

  private async voidIn(tx: SqlRunner, r: RoundRow): Promise<void> {
    const s = this.store.schema;
    const now = this.now();
    await tx.query(
      `update ${s}.rounds set phase = 'VOIDED', outcome = null, reveal = null, revealed = 0, settled_at = $2,
         phase_ends_at = $3 where round_id = $1`,
      [r.round_id, now, new Date(now.getTime() + this.options.timing(r.table_code).resultMs)],
    );
    await tx.query(
      `update ${s}.player_rounds pr set status = 'voiding', stake = (select coalesce(sum(p.total), 0)
           from ${s}.placements p where p.player_round_id = pr.player_round_id and p.status = 'accepted')
        where round_id = $1 and status = 'open'`,
      [r.round_id],
    );
    await tx.query(
      `update ${s}.placements set status = 'refunding' where round_id = $1 and status = 'accepted'`,
      [r.round_id],
    );
  }

  /** One pass: every table has a round, every due round moves one step. Returns the steps taken. */
  async tick(): Promise<number> {
    await this.ensureRounds();
    let steps = 0;
    for (;;) {
      const done = await this.db.transaction(async (tx) => {
        const due = await tx.query<RoundRow>(
          `select * from ${this.store.schema}.rounds where phase_ends_at <= $1
            order by phase_ends_at limit 20 for update skip locked`,
          [this.now()],
        );
        const after: (() => void)[] = [];
        for (const round of due) await this.step(tx, round, after);
        return { count: due.length, after };
      });
      for (const emit of done.after) emit();
      steps += done.count;
      if (done.count === 0) break;
    }
    return steps;
  }

  /** Resolves when the payments started so far are done (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.payments.size > 0) await Promise.all([...this.payments]);
  }

  private track(work: Promise<void>): void {
    const p = work.catch((error: unknown) => this.options.log?.('payment failed', { error: String(error) }));
    this.payments.add(p);
    void p.finally(() => this.payments.delete(p));
  }

  /** Tables known to have rounds: once a table has one, each round opens the next. */
  private readonly started = new Set<TLiveTableCode>();

  private async ensureRounds(): Promise<void> {
    for (const table of this.options.tables) {
      if (this.started.has(table)) continue;
      const [any] = await this.db.query<{ round_id: bigint }>(
        `select round_id from ${this.store.schema}.rounds where table_code = $1 order by round_no desc limit 1`,
        [table],
      );
      if (!any) {
        const opened = await this.db.transaction(async (tx) => this.openRound(tx, table, 1));
        if (opened) {
          if (opened.isNewSeed) this.events.seed(table, opened.ended, opened.seed);
          this.events.phase(opened.round);
        }
      }
      this.started.add(table);
    }
  }

  /** Opens round `roundNo` of a table (nothing if another process did); a fresh seed when due. */
  private async openRound(
    tx: SqlRunner,
    table: TLiveTableCode,
    roundNo: number,
  ): Promise<{ round: RoundRow; seed: SeedRow; ended: SeedRow | null; isNewSeed: boolean } | undefined> {
    const s = this.store.schema;
    const game = gameOf(table);
    const now = this.now();
    let seed = await this.store.activeSeed(tx, table, 'for update');
    let ended: SeedRow | null = null;
    const isSpent = seed
      ? isShoeGame(game)
        ? SHOE_CARDS - seed.used < CUT_CARD_AT
        : seed.used >= ROUNDS_PER_SEED
      : true;
    if (isSpent) {
      if (seed) {
        [ended] = (await tx.query<SeedRow>(
          `update ${s}.seeds set ended_at = $2 where seed_id = $1 returning *`,
          [seed.seed_id, now],
        )) as [SeedRow];
      }
      const value = randomBytes(32).toString('hex');
      const [fresh] = await tx.query<SeedRow>(
        `insert into ${s}.seeds (table_code, seq, seed, seed_hash, started_at) values ($1, $2, $3, $4, $5)
         on conflict do nothing returning *`,
        [table, (seed?.seq ?? 0) + 1, value, shoeCommitment(value), now],
      );
      if (!fresh) return undefined;
      seed = fresh;
    }
    if (!seed) return undefined;
    const timing = this.options.timing(table);
    const bettingEndsAt = new Date(now.getTime() + timing.bettingMs);
    const [round] = await tx.query<RoundRow>(
      `insert into ${s}.rounds (table_code, round_no, round_key, phase, seed_id, opened_at, betting_ends_at,
         last_call_at, phase_ends_at, fight)
       values ($1, $2, $3, 'BETTING', $4, $5, $6, $7, $6, $8)
       on conflict do nothing returning *`,
      [
        table,
        roundNo,
        `${table}-${randomUUID().slice(0, 8)}-${String(roundNo).padStart(6, '0')}`,
        seed.seed_id,
        now,
        bettingEndsAt,
        timing.lastCallMs > 0 ? new Date(bettingEndsAt.getTime() - timing.lastCallMs) : null,
        game === 'COCKFIGHT' ? JSON.stringify(fightOf(table, roundNo)) : null,
      ],
    );
    if (!round) return undefined;
    return { round, seed, ended, isNewSeed: isSpent };
  }

  private async step(tx: SqlRunner, round: RoundRow, after: (() => void)[]): Promise<void> {
    const s = this.store.schema;
    const now = this.now();
    const timing = this.options.timing(round.table_code);
    const later = (ms: number) => new Date(now.getTime() + ms);
    switch (round.phase) {
      case 'BETTING': {
        const seed = await tx.query<SeedRow>(`select * from ${s}.seeds where seed_id = $1 for update`, [
          round.seed_id,
        ]);
        const row = seed[0];
        if (!row) throw new Error(`seed of round ${round.round_id} missing`);
        const fixed = fixOutcome(gameOf(round.table_code), row.seed, row.used, round.round_key, round.fight);
        await tx.query(`update ${s}.seeds set used = used + $2 where seed_id = $1`, [
          row.seed_id,
          fixed.used,
        ]);
        const [closed] = await tx.query<RoundRow>(
          `update ${s}.rounds set phase = 'CLOSED', outcome = $2, reveal = $3, phase_ends_at = $4
            where round_id = $1 returning *`,
          [
            round.round_id,
            JSON.stringify(fixed.outcome),
            JSON.stringify(fixed.steps),
            later(timing.closedMs),
          ],
        );
        if (closed) after.push(() => this.events.phase(closed));
        return;
      }
      case 'CLOSED':
      case 'REVEALING': {
        const steps = round.reveal ?? [];
        if (round.revealed < steps.length) {
          const [next] = await tx.query<RoundRow>(
            `update ${s}.rounds set phase = 'REVEALING', revealed = revealed + 1, phase_ends_at = $2
              where round_id = $1 returning *`,
            [round.round_id, later(timing.stepMs)],
          );
          if (!next) return;
          const step = steps[round.revealed] as TLiveRevealStep;
          if (round.phase === 'CLOSED') after.push(() => this.events.phase(next));
          after.push(() => this.events.reveal(next, step, steps.length));
          return;
        }
        const settled = await this.settleIn(tx, round);
        if (!settled) {
          // A bet call still in flight (written before the close): wait for its answer.
          await tx.query(`update ${s}.rounds set phase_ends_at = $2 where round_id = $1`, [
            round.round_id,
            later(250),
          ]);
          return;
        }
        after.push(() => {
          this.events.result(settled);
          this.events.phase(settled);
          this.track(this.payRound(settled.round_id, 'settling'));
        });
        return;
      }
      case 'SETTLED':
      case 'VOIDED': {
        await tx.query(`update ${s}.rounds set phase_ends_at = null where round_id = $1`, [round.round_id]);
        const opened = await this.openRound(tx, round.table_code, round.round_no + 1);
        if (opened)
          after.push(() => {
            if (opened.isNewSeed) this.events.seed(round.table_code, opened.ended, opened.seed);
            this.events.phase(opened.round);
          });
        return;
      }
    }
  }

  /**
   * Computes every player's return of a revealed round in its transaction: open -> settling with
   * the return (0 when all lost), or voided when no bet of the player got through. Undefined (and
   * nothing written) while a bet call of the round is still in flight.
   */
  private async settleIn(tx: SqlRunner, round: RoundRow): Promise<RoundRow | undefined> {
    const s = this.store.schema;
    const [inFlight] = await tx.query<{ n: number }>(
      `select count(*)::int as n from ${s}.placements where round_id = $1 and status = 'betting'`,
      [round.round_id],
    );
    if ((inFlight?.n ?? 0) > 0) return undefined;
    const outcome = round.outcome as LiveOutcome;
    const placements = await tx.query<
      Pick<PlacementRow, 'player_round_id' | 'bets' | 'merchant_code'> & { plasada_bp: number | null }
    >(
      `select p.player_round_id, p.bets, p.merchant_code, r.plasada_bp from ${s}.placements p
         join ${s}.player_rounds r on r.player_round_id = p.player_round_id
        where p.round_id = $1 and p.status = 'accepted'`,
      [round.round_id],
    );
    const perRound = new Map<bigint, Map<string, bigint>>();
    // Pari-mutuel cockfight: each merchant's pools (and plasada), from its players' accepted bets.
    const pools = new Map<string, { meron: bigint; wala: bigint; plasadaBp: number }>();
    const poolOf = new Map<bigint, string>();
    for (const p of placements) {
      const spots = perRound.get(p.player_round_id) ?? new Map<string, bigint>();
      perRound.set(p.player_round_id, spots);
      for (const b of p.bets) spots.set(b.spot, (spots.get(b.spot) ?? 0n) + BigInt(b.amount));
      if (p.plasada_bp === null || outcome.game !== 'COCKFIGHT') continue;
      const key = `${p.merchant_code}:${p.plasada_bp}`;
      const pool = pools.get(key) ?? { meron: 0n, wala: 0n, plasadaBp: p.plasada_bp };
      pools.set(key, pool);
      poolOf.set(p.player_round_id, key);
      for (const b of p.bets) {
        if (b.spot === 'MERON') pool.meron += BigInt(b.amount);
        if (b.spot === 'WALA') pool.wala += BigInt(b.amount);
      }
    }
    const outcomeOf = (playerRoundId: bigint): LiveOutcome => {
      const pool = pools.get(poolOf.get(playerRoundId) ?? '');
      return pool && outcome.game === 'COCKFIGHT'
        ? {
            ...outcome,
            pool: { meron: pool.meron.toString(), wala: pool.wala.toString(), plasadaBp: pool.plasadaBp },
          }
        : outcome;
    };
    const rows: { id: string; stake: string; returned: string; spots: unknown }[] = [];
    for (const [id, spots] of perRound) {
      let stake = 0n;
      let returned = 0n;
      const detail: { spot: string; stake: string; returned: string }[] = [];
      const terms = outcomeOf(id);
      for (const [spot, amount] of spots) {
        const back = liveSpotReturn(spot, amount, terms);
        stake += amount;
        returned += back;
        detail.push({ spot, stake: amount.toString(), returned: back.toString() });
      }
      rows.push({ id: id.toString(), stake: stake.toString(), returned: returned.toString(), spots: detail });
    }
    if (rows.length > 0)
      await tx.query(
        `update ${s}.player_rounds r set status = 'settling', stake = v.stake, returned = v.returned, spots = v.spots
           from jsonb_to_recordset($2::jsonb) as v(id bigint, stake bigint, returned bigint, spots jsonb)
          where r.round_id = $1 and r.player_round_id = v.id and r.status = 'open'`,
        [round.round_id, JSON.stringify(rows)],
      );
    // Players none of whose bets got through (refused, rolled back): nothing to pay, the round is void for them.
    await tx.query(
      `update ${s}.player_rounds set status = 'voided', stake = 0, returned = 0, settled_at = $2
        where round_id = $1 and status = 'open'`,
      [round.round_id, this.now()],
    );
    const [settled] = await tx.query<RoundRow>(
      `update ${s}.rounds set phase = 'SETTLED', settled_at = $2, phase_ends_at = $3 where round_id = $1 returning *`,
      [
        round.round_id,
        this.now(),
        new Date(this.now().getTime() + this.options.timing(round.table_code).resultMs),
      ],
    );
    return settled;
  }

  /** Pays (or refunds) every player round of a round in `status`; what fails is left to the sweep. */
  private async payRound(roundId: bigint, status: 'settling' | 'voiding'): Promise<void> {
    const rows = await this.db.query<PlayerRoundRow>(
      `select * from ${this.store.schema}.player_rounds where round_id = $1 and status = $2 and next_attempt_at is null`,
      [roundId, status],
    );
    await inParallel(rows, this.options.payConcurrency, async (pr) => {
      await this.money.drivePlayerRound(pr).catch((error: unknown) => {
        this.options.log?.('payment failed', {
          playerRoundId: String(pr.player_round_id),
          error: String(error),
        });
      });
    });
  }
}
