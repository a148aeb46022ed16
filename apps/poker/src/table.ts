import { randomBytes, randomUUID } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  type TErrorCode,
  type TPokerActRequest,
  type TPokerHandRecord,
  type TPokerRoom,
  type TPokerSeat,
  type TPokerTableView,
} from '@croupier/contracts';
import {
  cardText,
  deckCommitment,
  deckOf,
  HandError,
  type HandResult,
  HoldemHand,
  type LegalActions,
  type PokerAction,
} from '@croupier/games';
import { type SessionRow, type VendorDb, VendorError, type VendorLog } from '@croupier/vendor-kit';
import type { PokerTiming, TableConfig } from './config.ts';
import type { PokerMoney, SittingRow } from './money.ts';

/** A player's key across merchants. */
export const playerKey = (merchantCode: string, playerId: string) => `${merchantCode}|${playerId}`;

interface SeatState {
  seat: number;
  sittingId: bigint;
  merchantCode: string;
  vendorCode: string;
  playerId: string;
  displayName: string;
  /** Chips after the last finished hand (the running hand holds the live figure). */
  stack: bigint;
  /** The buy-in's wallet debit is in flight: the seat is held, not dealt in. */
  pending: boolean;
  sittingOut: boolean;
  sitOutSince: number | null;
  /** Leaves (and is paid) as soon as the hand it is in ends. */
  leaving: boolean;
  timeBankMs: number;
  sockets: number;
  disconnectedAt: number | null;
}

interface RunningHand {
  id: bigint;
  no: number;
  seed: string;
  seedHash: string;
  hand: HoldemHand;
  startedAt: Date;
  /** When the current turn started (vendor clock, ms). */
  turnStartedAt: number;
  /** The players dealt in, by seat (a player who leaves still owns their seat in the record). */
  dealt: Map<number, { sittingId: bigint; merchantCode: string; playerId: string; displayName: string }>;
}

/** What a hand finished: shown on the table until the next deal. */
interface FinishedHand {
  id: bigint;
  no: number;
  seed: string;
  seedHash: string;
  hand: HoldemHand;
  result: HandResult;
  dealt: RunningHand['dealt'];
}

export interface TableEvents {
  changed(table: PokerTable): void;
  /** How many sockets of this player watch this table (a player who sits down may be watching already). */
  sockets(table: string, merchantCode: string, playerId: string): number;
  /** A player was paid out (their socket hears the new balance). */
  cashedOut(merchantCode: string, playerId: string, balance: bigint | null): void;
}

/** The pots of finished hands remembered for the room list's average. */
const AVERAGE_OVER = 50;

/**
 * One cash table: its seats and the hand being played, kept in this process (every change runs
 * through one queue, so two requests never interleave), with the money in the database: a sitting
 * row per player (its stack as of the last finished hand) and a hand row per hand. A hand's chips
 * reach the sittings only in the transaction that records its end, so a hand a restart cut short
 * leaves every stack where it was before the deal.
 */
export class PokerTable {
  private readonly seats = new Map<number, SeatState>();
  private running: RunningHand | null = null;
  private finished: FinishedHand | null = null;
  private button = 0;
  private handNo = 0;
  nextHandAt: number | null = null;
  private readonly recentPots: bigint[] = [];
  private handsPlayed = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    readonly config: TableConfig,
    private readonly db: VendorDb,
    private readonly money: PokerMoney,
    private readonly timing: PokerTiming,
    private readonly events: TableEvents,
    private readonly now: () => Date,
    private readonly log?: VendorLog,
  ) {}

  get code() {
    return this.config.code;
  }

  private get schema() {
    return this.db.schema;
  }

  /** Runs `fn` after every earlier change of this table. */
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.queue.then(fn, fn);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** Resolves once every queued change ran. */
  idle(): Promise<unknown> {
    return this.serial(async () => undefined);
  }

  /** Loads the last hand number (a restart continues the numbering). */
  async load(): Promise<void> {
    const [row] = await this.db.query<{ n: number | null }>(
      `select max(hand_no)::int as n from ${this.schema}.hands where table_code = $1`,
      [this.code],
    );
    this.handNo = row?.n ?? 0;
    const pots = await this.db.query<{ pot: bigint }>(
      `select pot from ${this.schema}.hands where table_code = $1 and status = 'done' order by hand_id desc limit ${AVERAGE_OVER}`,
      [this.code],
    );
    this.recentPots.push(...pots.map((p) => BigInt(p.pot)).reverse());
    const [count] = await this.db.query<{ n: number }>(
      `select count(*)::int as n from ${this.schema}.hands where table_code = $1 and status = 'done'`,
      [this.code],
    );
    this.handsPlayed = count?.n ?? 0;
  }

  private seatOf(session: SessionRow): SeatState | undefined {
    for (const s of this.seats.values())
      if (s.merchantCode === session.merchant_code && s.playerId === session.player_id) return s;
    return undefined;
  }

  private seatedAs(session: SessionRow): SeatState {
    const s = this.seatOf(session);
    if (!s || s.pending) throw new VendorError('POKER_NOT_SEATED');
    return s;
  }

  // ---- sitting down: the buy-in is one wallet bet, the seat is held while it is in flight ----

  /**
   * Takes `seat` with a buy-in of `buyIn`. Errors: POKER_SEAT_TAKEN, POKER_ALREADY_SEATED,
   * POKER_BUY_IN_OUT_OF_RANGE, VALIDATION_FAILED (no such seat), and the platform's refusal
   * (INSUFFICIENT_FUNDS …); on any error no chips are on the table and no money moved.
   */
  async sit(
    session: SessionRow,
    vendorCode: string,
    seat: number,
    buyIn: bigint,
  ): Promise<{ balance: bigint }> {
    const c = this.config;
    if (!Number.isInteger(seat) || seat < 1 || seat > c.seats)
      throw new VendorError('VALIDATION_FAILED', `seats are 1..${c.seats}`);
    if (buyIn < c.minBuyIn || buyIn > c.maxBuyIn || buyIn % c.rules.chip !== 0n)
      throw new VendorError('POKER_BUY_IN_OUT_OF_RANGE');
    const row = await this.serial(async () => {
      if (this.seatOf(session)) throw new VendorError('POKER_ALREADY_SEATED');
      if (this.seats.has(seat)) throw new VendorError('POKER_SEAT_TAKEN');
      const round = randomUUID();
      let inserted: SittingRow | undefined;
      try {
        [inserted] = await this.db.query<SittingRow>(
          `insert into ${this.schema}.sittings (table_code, seat, merchant_code, vendor_code, player_id, display_name,
             wallet_round_id, bet_tx_id, win_tx_id, rollback_tx_id, buy_in, stack, status, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11, 'buying', $12) returning *`,
          [
            this.code,
            seat,
            session.merchant_code,
            vendorCode,
            session.player_id,
            session.display_name,
            `poker-${round}`,
            `${round}-buyin`,
            `${round}-cashout`,
            `${round}-rollback`,
            buyIn,
            this.now(),
          ],
        );
      } catch (error) {
        // Another process (or a stale row) holds the seat or the player: the unique indexes say which.
        const text = String(error);
        throw new VendorError(
          text.includes('sittings_seat_idx') ? 'POKER_SEAT_TAKEN' : 'POKER_ALREADY_SEATED',
        );
      }
      const r = inserted as SittingRow;
      this.seats.set(seat, {
        seat,
        sittingId: r.sitting_id,
        merchantCode: r.merchant_code,
        vendorCode,
        playerId: r.player_id,
        displayName: r.display_name,
        stack: buyIn,
        pending: true,
        sittingOut: false,
        sitOutSince: null,
        leaving: false,
        timeBankMs: this.timing.timeBankMs,
        sockets: this.events.sockets(this.code, session.merchant_code, session.player_id),
        disconnectedAt: null,
      });
      this.events.changed(this);
      return r;
    });
    try {
      const { balance } = await this.money.buyIn(row);
      await this.serial(async () => {
        const s = this.seats.get(seat);
        if (s?.sittingId === row.sitting_id) s.pending = false;
        this.scheduleNextHand();
        this.events.changed(this);
      });
      return { balance };
    } catch (error) {
      await this.serial(async () => {
        if (this.seats.get(seat)?.sittingId === row.sitting_id) this.seats.delete(seat);
        this.events.changed(this);
      });
      throw error;
    }
  }

  // ---- acting ----

  /** My action in hand `handId`. Errors: POKER_NOT_SEATED, POKER_NOT_YOUR_TURN, POKER_ILLEGAL_ACTION, POKER_RAISE_TOO_SMALL / _LARGE. */
  act(session: SessionRow, request: TPokerActRequest): Promise<void> {
    return this.serial(async () => {
      const s = this.seatedAs(session);
      const running = this.running;
      if (!running || running.id.toString() !== request.handId || running.hand.isOver)
        throw new VendorError('POKER_NOT_YOUR_TURN', 'that hand is over');
      const action: PokerAction =
        request.kind === 'RAISE'
          ? { kind: 'RAISE', to: request.to === undefined ? -1n : parseMinor(request.to) }
          : { kind: request.kind };
      if (action.kind === 'RAISE' && (action.to as bigint) < 0n)
        throw new VendorError('VALIDATION_FAILED', 'a raise says its amount (to)');
      try {
        running.hand.act(s.seat, action);
      } catch (error) {
        if (error instanceof HandError) throw new VendorError(error.code as TErrorCode);
        throw error;
      }
      // The time bank pays for the part of the turn past the action timer.
      const used = this.now().getTime() - running.turnStartedAt - this.timing.actionMs;
      if (used > 0) s.timeBankMs = Math.max(0, s.timeBankMs - used);
      await this.afterAction();
    });
  }

  /** The hand moved: the next turn, a player leaving folds at theirs, or the end of the hand. */
  private async afterAction(): Promise<void> {
    const running = this.running as RunningHand;
    while (!running.hand.isOver) {
      const seat = running.hand.seatToAct as number;
      const s = this.seats.get(seat);
      if (s && !s.leaving) break;
      const legal = running.hand.legal();
      running.hand.act(seat, { kind: legal?.canCheck ? 'CHECK' : 'FOLD' });
    }
    running.turnStartedAt = this.now().getTime();
    if (running.hand.isOver) await this.finishHand(running);
    this.events.changed(this);
  }

  // ---- the clock: turns, the next deal, disconnections, long sit-outs ----

  /** One pass of the table's clock. */
  tick(): Promise<void> {
    return this.serial(async () => {
      const now = this.now().getTime();
      let changed = false;
      const running = this.running;
      if (running && !running.hand.isOver) {
        const seat = running.hand.seatToAct as number;
        const s = this.seats.get(seat);
        if (s && now >= running.turnStartedAt + this.timing.actionMs + s.timeBankMs) {
          // Time is up: check when free, else fold, and the player sits out ("away").
          const legal = running.hand.legal();
          running.hand.act(seat, { kind: legal?.canCheck ? 'CHECK' : 'FOLD' }, !legal?.canCheck);
          s.timeBankMs = 0;
          this.sitOutNow(s, now);
          await this.afterAction();
          changed = true;
        }
      }
      for (const s of this.seats.values()) {
        if (s.pending) continue;
        if (
          !s.sittingOut &&
          s.sockets === 0 &&
          s.disconnectedAt !== null &&
          now >= s.disconnectedAt + this.timing.disconnectGraceMs
        ) {
          this.sitOutNow(s, now);
          changed = true;
        }
        if (
          s.sittingOut &&
          s.sitOutSince !== null &&
          now >= s.sitOutSince + this.timing.sitOutLimitMs &&
          !this.inHand(s)
        ) {
          await this.cashOut(s);
          changed = true;
        }
      }
      if (!this.running && this.nextHandAt !== null && now >= this.nextHandAt) {
        this.nextHandAt = null;
        await this.startHand();
        changed = true;
      } else if (!this.running && this.nextHandAt === null) this.scheduleNextHand();
      if (changed) this.events.changed(this);
    });
  }

  private sitOutNow(s: SeatState, now: number): void {
    if (s.sittingOut) return;
    s.sittingOut = true;
    s.sitOutSince = now;
  }

  private inHand(s: SeatState): boolean {
    return (
      this.running !== null &&
      !this.running.hand.isOver &&
      this.running.dealt.get(s.seat)?.sittingId === s.sittingId
    );
  }

  private ready(): SeatState[] {
    return [...this.seats.values()].filter((s) => !s.pending && !s.sittingOut && !s.leaving && s.stack > 0n);
  }

  private scheduleNextHand(): void {
    if (this.running || this.nextHandAt !== null) return;
    if (this.ready().length >= 2) this.nextHandAt = this.now().getTime() + this.timing.betweenHandsMs;
  }

  /** Deals the next hand to the seats ready (two or more), the button moving to the next of them. */
  private async startHand(): Promise<void> {
    const players = this.ready().sort((a, b) => a.seat - b.seat);
    if (players.length < 2) return;
    const next = players.find((p) => p.seat > this.button) ?? (players[0] as SeatState);
    this.button = next.seat;
    const seed = randomBytes(32).toString('hex');
    const seedHash = deckCommitment(seed);
    const no = this.handNo + 1;
    const startedAt = this.now();
    const [row] = await this.db.query<{ hand_id: bigint }>(
      `insert into ${this.schema}.hands (table_code, hand_no, seed, seed_hash, status, started_at)
       values ($1, $2, $3, $4, 'playing', $5) returning hand_id`,
      [this.code, no, seed, seedHash, startedAt],
    );
    this.handNo = no;
    const hand = new HoldemHand(
      this.config.rules,
      players.map((p) => ({ seat: p.seat, playerId: playerKey(p.merchantCode, p.playerId), stack: p.stack })),
      this.button,
      deckOf(seed),
    );
    this.finished = null;
    this.running = {
      id: BigInt((row as { hand_id: bigint }).hand_id),
      no,
      seed,
      seedHash,
      hand,
      startedAt,
      turnStartedAt: startedAt.getTime(),
      dealt: new Map(
        players.map((p) => [
          p.seat,
          {
            sittingId: p.sittingId,
            merchantCode: p.merchantCode,
            playerId: p.playerId,
            displayName: p.displayName,
          },
        ]),
      ),
    };
    // Blinds can put everyone all-in: the hand may already be over.
    if (hand.isOver) await this.finishHand(this.running);
  }

  /** Records the hand and moves its chips into the sittings in one transaction, then pays whoever leaves. */
  private async finishHand(running: RunningHand): Promise<void> {
    const hand = running.hand;
    const result = hand.result as HandResult;
    const stacks = hand.finalStacks();
    const endedAt = this.now();
    const record = this.record(running, result, endedAt);
    const ids: bigint[] = [];
    const values: bigint[] = [];
    for (const [seat, d] of running.dealt) {
      ids.push(d.sittingId);
      values.push(stacks.get(seat) as bigint);
    }
    const pot = result.pots.reduce((sum, p) => sum + p.amount, 0n);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `update ${this.schema}.hands set status = 'done', pot = $2, rake = $3, record = $4, ended_at = $5 where hand_id = $1`,
        [running.id, pot, result.rake, JSON.stringify(record), endedAt],
      );
      await tx.query(
        `insert into ${this.schema}.hand_players (hand_id, merchant_code, player_id, seat)
         select $1, m, p, s from unnest($2::text[], $3::text[], $4::int[]) as t(m, p, s)`,
        [
          running.id,
          [...running.dealt.values()].map((d) => d.merchantCode),
          [...running.dealt.values()].map((d) => d.playerId),
          [...running.dealt.keys()],
        ],
      );
      await tx.query(
        `update ${this.schema}.sittings s set stack = v.stack
           from unnest($1::bigint[], $2::bigint[]) as v(id, stack)
          where s.sitting_id = v.id and s.status = 'seated'`,
        [ids, values],
      );
    });
    this.running = null;
    this.finished = {
      id: running.id,
      no: running.no,
      seed: running.seed,
      seedHash: running.seedHash,
      hand,
      result,
      dealt: running.dealt,
    };
    this.recentPots.push(pot);
    if (this.recentPots.length > AVERAGE_OVER) this.recentPots.shift();
    this.handsPlayed++;
    for (const [seat, d] of running.dealt) {
      const s = this.seats.get(seat);
      if (!s || s.sittingId !== d.sittingId) continue;
      s.stack = stacks.get(seat) as bigint;
      // Leaving players and busted ones (a cash-out of 0) go now.
      if (s.leaving || s.stack === 0n) await this.cashOut(s);
    }
    this.scheduleNextHand();
  }

  private record(running: RunningHand, result: HandResult, endedAt: Date): StoredHand {
    const hand = running.hand;
    const shown = new Map(result.shown.map((s) => [s.seat, s]));
    return {
      handNo: running.no,
      tableCode: this.code,
      startedAt: running.startedAt.toISOString(),
      endedAt: endedAt.toISOString(),
      buttonSeat: hand.players[hand.buttonIndex]?.seat ?? 0,
      players: hand.players.map((p) => {
        const d = running.dealt.get(p.seat);
        return {
          seat: p.seat,
          displayName: d?.displayName ?? '',
          merchantCode: d?.merchantCode ?? '',
          playerId: d?.playerId ?? '',
          startStack: formatMinor(p.startStack),
          endStack: formatMinor(p.stack),
          cards: p.hole.map(cardText),
          shown: shown.has(p.seat),
        };
      }),
      board: hand.board.map(cardText),
      actions: hand.log.map((a) => ({
        seat: a.seat,
        kind: a.kind,
        amount: formatMinor(a.amount),
        to: formatMinor(a.to),
        street: a.street,
        allIn: a.allIn,
      })),
      pots: result.pots.map((p) => ({
        amount: formatMinor(p.amount),
        winners: p.winners.map((w) => ({
          seat: w.seat,
          amount: formatMinor(w.amount),
          category: shown.get(w.seat)?.category ?? null,
        })),
      })),
      rake: formatMinor(result.rake),
      seedHash: running.seedHash,
      seed: running.seed,
    };
  }

  // ---- leaving, sitting out, presence ----

  /** Freezes the stack into the sitting's cash-out and pays it (the seat is free at once). */
  private async cashOut(s: SeatState): Promise<void> {
    this.seats.delete(s.seat);
    const [row] = await this.db.query<SittingRow>(
      `update ${this.schema}.sittings set status = 'cashing', cash_out = stack, stack = 0
        where sitting_id = $1 and status = 'seated' returning *`,
      [s.sittingId],
    );
    if (!row) return;
    // Paid outside the table's queue: the table goes on while the platform answers.
    void this.money
      .drive(row)
      .then(({ row: paid, balance }) => {
        if (paid.status === 'closed') this.events.cashedOut(s.merchantCode, s.playerId, balance);
      })
      .catch((error: unknown) => this.log?.('cash-out failed (the sweep retries)', { error: String(error) }));
  }

  /**
   * Leaves the table: the stack goes back to the wallet now, or, while the player is in a hand,
   * right after it (they fold at their turn). Answers the amount cashed out now, or null.
   */
  leave(session: SessionRow): Promise<{ cashedOut: bigint | null; sittingId: bigint }> {
    return this.serial(async () => {
      const s = this.seatedAs(session);
      if (this.inHand(s)) {
        s.leaving = true;
        const running = this.running as RunningHand;
        if (running.hand.seatToAct === s.seat) await this.afterAction();
        this.events.changed(this);
        return { cashedOut: null, sittingId: s.sittingId };
      }
      const stack = s.stack;
      await this.cashOut(s);
      this.events.changed(this);
      return { cashedOut: stack, sittingId: s.sittingId };
    });
  }

  sitOut(session: SessionRow, sitOut: boolean): Promise<void> {
    return this.serial(async () => {
      const s = this.seatedAs(session);
      if (sitOut) this.sitOutNow(s, this.now().getTime());
      else {
        if (s.stack === 0n) throw new VendorError('POKER_ILLEGAL_ACTION', 'no chips');
        s.sittingOut = false;
        s.sitOutSince = null;
        this.scheduleNextHand();
      }
      this.events.changed(this);
    });
  }

  /** A socket of this player opened (+1) or closed (-1) on this table. */
  presence(merchantCode: string, playerId: string, delta: 1 | -1): void {
    for (const s of this.seats.values()) {
      if (s.merchantCode !== merchantCode || s.playerId !== playerId) continue;
      s.sockets = Math.max(0, s.sockets + delta);
      s.disconnectedAt = s.sockets === 0 ? this.now().getTime() : null;
      this.events.changed(this);
    }
  }

  // ---- what players see ----

  /** Whose turn it is in the running hand, and what they may do (null between hands). */
  turn(): {
    handId: string;
    seat: number;
    playerId: string;
    merchantCode: string;
    legal: LegalActions;
  } | null {
    const running = this.running;
    if (!running || running.hand.isOver) return null;
    const seat = running.hand.seatToAct as number;
    const d = running.dealt.get(seat);
    const legal = running.hand.legal();
    if (!d || !legal) return null;
    return { handId: running.id.toString(), seat, playerId: d.playerId, merchantCode: d.merchantCode, legal };
  }

  /** Seated players and their stacks as of the last finished hand (tests, the room list). */
  seated(): { seat: number; merchantCode: string; playerId: string; stack: bigint; sittingOut: boolean }[] {
    return [...this.seats.values()]
      .filter((s) => !s.pending)
      .map((s) => ({
        seat: s.seat,
        merchantCode: s.merchantCode,
        playerId: s.playerId,
        stack: s.stack,
        sittingOut: s.sittingOut,
      }));
  }

  get handRunning(): boolean {
    return this.running !== null;
  }

  room(): TPokerRoom {
    const c = this.config;
    const pots = this.recentPots;
    const average = pots.length ? pots.reduce((a, b) => a + b, 0n) / BigInt(pots.length) : 0n;
    return {
      tableCode: c.code,
      name: c.name,
      game: 'NLHE',
      smallBlind: formatMinor(c.rules.smallBlind),
      bigBlind: formatMinor(c.rules.bigBlind),
      minBuyIn: formatMinor(c.minBuyIn),
      maxBuyIn: formatMinor(c.maxBuyIn),
      seatsTotal: c.seats,
      seatsTaken: this.seats.size,
      averagePot: formatMinor(average - (average % c.rules.chip)),
      handsPlayed: this.handsPlayed,
    };
  }

  /** The table as `viewer` sees it (their hole cards only; everyone's shown at a showdown). */
  view(viewer: { merchantCode: string; playerId: string } | null): TPokerTableView {
    const c = this.config;
    const now = this.now().getTime();
    const current = this.running ?? this.finished;
    const hand = current?.hand ?? null;
    const result = this.finished?.result ?? null;
    const shown = new Map((result?.shown ?? []).map((s) => [s.seat, s]));
    const isMine = (s: { merchantCode: string; playerId: string }) =>
      viewer !== null && s.merchantCode === viewer.merchantCode && s.playerId === viewer.playerId;
    const seats: TPokerSeat[] = [];
    let mySeat: number | null = null;
    const dealt = current?.dealt;
    for (const s of [...this.seats.values()].sort((a, b) => a.seat - b.seat)) {
      const me = isMine(s);
      if (me && !s.pending) mySeat = s.seat;
      const hp = hand?.players.find(
        (p) => p.seat === s.seat && dealt?.get(s.seat)?.sittingId === s.sittingId,
      );
      const inHand = hp !== undefined && (this.running !== null || this.finished !== null);
      const toAct = this.running && !this.running.hand.isOver && this.running.hand.seatToAct === s.seat;
      const show = hp && (me || shown.has(s.seat));
      seats.push({
        seat: s.seat,
        displayName: s.displayName,
        stack: formatMinor(hp && this.running ? hp.stack : s.stack),
        bet: formatMinor(hp && this.running ? hp.bet : 0n),
        status: s.sittingOut
          ? 'SITTING_OUT'
          : !inHand || !this.running
            ? 'WAITING'
            : hp.folded
              ? 'FOLDED'
              : hp.allIn
                ? 'ALL_IN'
                : 'PLAYING',
        isMe: me,
        cards: show ? hp.hole.map(cardText) : null,
        hasCards: inHand && !hp.folded,
        isButton: hand !== null && hand.players[hand.buttonIndex]?.seat === s.seat,
        connected: s.sockets > 0,
        turnEndsAt: toAct
          ? new Date(
              (this.running as RunningHand).turnStartedAt + this.timing.actionMs + s.timeBankMs,
            ).toISOString()
          : null,
        timeBankMs: s.timeBankMs,
        won: result && !this.running ? formatMinor(result.won.get(s.seat) ?? 0n) : null,
        handCategory: !this.running ? (shown.get(s.seat)?.category ?? null) : null,
      });
    }
    const legal =
      this.running && mySeat !== null && this.running.hand.seatToAct === mySeat
        ? this.running.hand.legal()
        : null;
    return {
      tableCode: c.code,
      name: c.name,
      seatsTotal: c.seats,
      smallBlind: formatMinor(c.rules.smallBlind),
      bigBlind: formatMinor(c.rules.bigBlind),
      minBuyIn: formatMinor(c.minBuyIn),
      maxBuyIn: formatMinor(c.maxBuyIn),
      seats,
      mySeat,
      hand:
        current && hand
          ? {
              handId: current.id.toString(),
              handNo: current.no,
              street: hand.street,
              board: hand.board.map(cardText),
              pots: this.running
                ? this.potsBehind(hand).map(formatMinor)
                : (result?.pots ?? []).map((p) => formatMinor(p.amount)),
              totalPot: formatMinor(
                hand.isOver ? (result?.pots ?? []).reduce((a, p) => a + p.amount, 0n) : hand.pot,
              ),
              seatToAct: this.running && !hand.isOver ? hand.seatToAct : null,
              seedHash: current.seedHash,
              seed: this.running ? null : current.seed,
              isOver: !this.running,
              rake: result && !this.running ? formatMinor(result.rake) : null,
              legal: legal
                ? {
                    canCheck: legal.canCheck,
                    toCall: formatMinor(legal.toCall),
                    minRaiseTo: legal.minRaiseTo === null ? null : formatMinor(legal.minRaiseTo),
                    maxRaiseTo: legal.maxRaiseTo === null ? null : formatMinor(legal.maxRaiseTo),
                  }
                : null,
            }
          : null,
      nextHandAt: this.nextHandAt === null ? null : new Date(Math.max(this.nextHandAt, now)).toISOString(),
      serverTime: new Date(now).toISOString(),
    };
  }

  /** The pots of the chips gathered on earlier streets (this street's bets stay on the seats). */
  private potsBehind(hand: HoldemHand): bigint[] {
    const gathered = hand.players.map((p) => p.committed - p.bet);
    const total = gathered.reduce((a, b) => a + b, 0n);
    if (total === 0n) return [];
    const live = hand.players.filter((p) => !p.folded);
    const levels = [...new Set(live.map((p) => p.committed - p.bet))].sort((a, b) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    const pots: bigint[] = [];
    let previous = 0n;
    for (const level of levels) {
      let amount = 0n;
      for (const g of gathered) amount += (g < level ? g : level) - (g < previous ? g : previous);
      if (amount > 0n) pots.push(amount);
      previous = level;
    }
    const counted = pots.reduce((a, b) => a + b, 0n);
    if (counted < total) {
      if (pots.length) pots[pots.length - 1] = (pots[pots.length - 1] as bigint) + (total - counted);
      else pots.push(total - counted);
    }
    return pots;
  }

  /** The hands `viewer` played here, newest first, with their cards and those shown at showdowns. */
  async hands(viewer: SessionRow, limit: number): Promise<TPokerHandRecord[]> {
    const rows = await this.db.query<{ hand_id: bigint; record: StoredHand }>(
      `select h.hand_id, h.record from ${this.schema}.hand_players hp join ${this.schema}.hands h on h.hand_id = hp.hand_id
        where hp.merchant_code = $1 and hp.player_id = $2 and h.table_code = $3 and h.status = 'done'
        order by h.hand_id desc limit $4`,
      [viewer.merchant_code, viewer.player_id, this.code, limit],
    );
    return rows.map(({ hand_id, record }) => ({
      ...record,
      handId: hand_id.toString(),
      tableCode: this.code,
      players: record.players.map((p) => {
        const me = p.merchantCode === viewer.merchant_code && p.playerId === viewer.player_id;
        return {
          seat: p.seat,
          displayName: p.displayName,
          startStack: p.startStack,
          endStack: p.endStack,
          cards: me || p.shown ? p.cards : null,
          isMe: me,
        };
      }),
    })) as TPokerHandRecord[];
  }
}

/** A hand's record as stored (every hole card; each viewer sees theirs and the shown ones). */
interface StoredHand {
  handNo: number;
  tableCode: string;
  startedAt: string;
  endedAt: string;
  buttonSeat: number;
  players: {
    seat: number;
    displayName: string;
    merchantCode: string;
    playerId: string;
    startStack: string;
    endStack: string;
    cards: string[];
    shown: boolean;
  }[];
  board: string[];
  actions: TPokerHandRecord['actions'];
  pots: TPokerHandRecord['pots'];
  rake: string;
  seedHash: string;
  seed: string;
}
