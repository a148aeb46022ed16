import { randomBytes } from 'node:crypto';
import {
  crashElapsedFor,
  crashMultiplierAt,
  formatMinor,
  type TCrashPlayer,
  type TCrashServerMessage,
  type TErrorCode,
  type TInhouseOutcome,
} from '@croupier/contracts';
import { crashPoint, formatMultiplier, generateHashChain } from '@croupier/games';
import { type SessionRow, type VendorDb, VendorError } from '@croupier/vendor-kit';
import type { MoneyService } from './money.service.ts';
import { checkBet, newRoundId } from './play.service.ts';
import { repo } from './repository.ts';

export interface CrashOptions {
  bettingMs: number;
  /** Pause after a bust before the next betting phase. */
  bustedMs: number;
  tickMs: number;
  /** Speed of the multiplier curve (the rules tell the page); CRASH_GROWTH_PER_MS unless a test speeds it up. */
  growthPerMs: number;
  chainLength: number;
  /** A fixed chain seed and salt (tests pick a seed whose first busts they know); random otherwise. */
  chainSeed?: string;
  salt?: string;
  now?: () => number;
}

/** A connected player (one socket). */
export interface CrashClient {
  session: SessionRow;
  send(message: TCrashServerMessage): void;
}

interface Entry {
  client: CrashClient;
  playerKey: string;
  roundId: string;
  bet: bigint;
  autoCashOut: bigint | null;
  /** Set synchronously by the first cash-out (manual, auto or the bust): the round settles once. */
  cashOut: bigint | null;
  isSettled: boolean;
  isAccepted: boolean;
}

function mask(name: string): string {
  if (name.length <= 2) return `${name[0] ?? '*'}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}
const mult = (h: bigint) => formatMultiplier({ num: h, den: 100n });

/**
 * The shared crash game. One engine per vendor process drives rounds from a committed SHA-256
 * hash chain (packages/games crash.ts): betting -> running -> busted. Time is the server's: the
 * bust instant is fixed when the round starts (startedAt + the time the curve needs to reach the
 * bust point), and a cash-out counts only when the server receives it before that instant, at the
 * multiplier of the server's clock. Each bet is its own vendor round (bet on joining, win at the
 * cash-out or 0 at the bust); a flag set synchronously makes every cash-out settle once, whichever
 * of the player, the auto cash-out and the bust comes first.
 */
export class CrashEngine {
  private hashes: string[] = [];
  private commitment = '';
  private salt = '';
  private phase: 'betting' | 'running' | 'busted' = 'busted';
  private crashRoundId = '';
  private roundHash = '';
  private previousHash = '';
  private bust = 100n;
  private bettingEndsAt = 0;
  private startedAt = 0;
  private bustAt = 0;
  private entries = new Map<string, Entry>();
  private pendingBets = new Set<Promise<unknown>>();
  private readonly clients = new Set<CrashClient>();
  private readonly balances = new Map<CrashClient, string>();
  private history: { crashRoundId: string; bust: string }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private ticker: NodeJS.Timeout | undefined;
  private phaseChange: Promise<void> | undefined;
  private isStopped = true;
  private readonly now: () => number;
  /** Settlement work in flight (tests and shutdown wait for it). */
  private readonly settling = new Set<Promise<unknown>>();

  constructor(
    private readonly db: VendorDb,
    private readonly money: MoneyService,
    readonly options: CrashOptions,
  ) {
    this.now = options.now ?? Date.now;
  }

  get info() {
    return {
      bettingMs: this.options.bettingMs,
      growthPerMs: this.options.growthPerMs,
      commitment: this.commitment,
      salt: this.salt,
    };
  }

  /** Loads (or creates) the hash chain, settles rounds a previous process left open, starts the loop. */
  async start(): Promise<void> {
    await this.loadChain();
    await this.recover();
    this.history = (await repo.recentBusts(this.db, 20)).map((r) => ({
      crashRoundId: r.crash_round_id,
      bust: mult(r.bust),
    }));
    this.isStopped = false;
    await this.startBetting();
  }

  /**
   * Stops the loop: no new phase starts, the phase change under way finishes without arming a timer,
   * and settlements in flight complete. Bets of a round that never busted stay open for `recover()`
   * at the next start (rolled back), so nothing is half paid.
   */
  async stop(): Promise<void> {
    this.isStopped = true;
    clearTimeout(this.timer);
    clearInterval(this.ticker);
    await this.phaseChange?.catch(() => undefined);
    await Promise.allSettled([...this.pendingBets, ...this.settling]);
  }

  /** Runs a phase change from a timer, remembered so `stop()` can wait for it. */
  private changePhase(change: () => Promise<void>): void {
    const running = change();
    this.phaseChange = running;
    void running
      .catch(() => undefined)
      .finally(() => {
        if (this.phaseChange === running) this.phaseChange = undefined;
      });
  }

  /** Waits for every settlement started so far. */
  async idle(): Promise<void> {
    while (this.settling.size > 0) await Promise.allSettled([...this.settling]);
  }

  private async loadChain(): Promise<void> {
    let chain = await repo.crashChain(this.db);
    if (!chain || chain.next_index >= chain.length) {
      const seed = this.options.chainSeed ?? randomBytes(32).toString('hex');
      const salt = this.options.salt ?? randomBytes(16).toString('hex');
      const { commitment } = generateHashChain(seed, this.options.chainLength);
      if (chain) await this.db.query('delete from vendor_inhouse.crash_chain where id = 1');
      await repo.insertCrashChain(this.db, { seed, length: this.options.chainLength, commitment, salt });
      chain = await repo.crashChain(this.db);
    }
    if (!chain) throw new Error('crash chain missing');
    const { hashes, commitment } = generateHashChain(chain.seed, chain.length);
    this.hashes = hashes;
    this.commitment = commitment;
    this.salt = chain.salt;
  }

  /**
   * Rounds left open by a stopped process: a cash-out already settling is finished by the money
   * sweep; a bet in a busted round lost (win 0); a bet in a round that never finished is rolled back.
   */
  async recover(): Promise<number> {
    const open = await repo.openCrashRounds(this.db);
    for (const row of open) {
      const crash = row.crash_round_id ? await repo.crashRound(this.db, row.crash_round_id) : undefined;
      if (crash?.status === 'busted') {
        const outcome = { ...(row.outcome as object), bust: mult(crash.bust), roundHash: crash.round_hash };
        await this.money.settle(row.round_id, 0n, { outcome: outcome as never });
      } else {
        await this.money.cancel(row.round_id, 'crash round interrupted');
      }
    }
    return open.length;
  }

  // ---- clients ----

  /** Adds a socket: it gets the full state once its balance is known, then every broadcast. */
  async connect(client: CrashClient): Promise<void> {
    let balance = '0.0000';
    try {
      balance = formatMinor(await this.money.balance(client.session.merchant_code, client.session.player_id));
    } catch {
      // shown again with the next settlement
    }
    this.balances.set(client, balance);
    this.clients.add(client);
    this.sendState(client);
  }

  disconnect(client: CrashClient): void {
    this.clients.delete(client);
    this.balances.delete(client);
    // Bets stay in the round: an auto cash-out or the bust settles them.
  }

  private players(viewer: CrashClient | null): TCrashPlayer[] {
    return [...this.entries.values()]
      .filter((e) => e.isAccepted)
      .map((e) => ({
        name: mask(e.client.session.display_name),
        bet: formatMinor(e.bet),
        cashOut: e.cashOut !== null && e.cashOut > 0n ? mult(e.cashOut) : null,
        win: e.cashOut !== null && e.cashOut > 0n ? formatMinor((e.bet * e.cashOut) / 100n) : null,
        isMe:
          viewer !== null &&
          e.client.session.player_id === viewer.session.player_id &&
          e.client.session.merchant_code === viewer.session.merchant_code,
      }));
  }

  private roundState() {
    return {
      crashRoundId: this.crashRoundId,
      phase: this.phase,
      bettingEndsAt: this.phase === 'betting' ? this.bettingEndsAt : null,
      startedAt: this.phase === 'betting' ? null : this.startedAt,
      bust: this.phase === 'busted' ? mult(this.bust) : null,
      roundHash: this.phase === 'busted' ? this.roundHash : null,
      previousHash: this.previousHash,
    };
  }

  /** Sent synchronously, so a phase change always reaches a socket before that phase's ticks. */
  private sendState(client: CrashClient): void {
    client.send({
      type: 'state',
      serverTime: this.now(),
      round: this.roundState(),
      players: this.players(client),
      history: this.history,
      balance: this.balances.get(client) ?? '0.0000',
      currency: client.session.currency,
    });
  }

  private broadcastState(): void {
    for (const c of this.clients) this.sendState(c);
  }

  private broadcastPlayers(): void {
    for (const c of this.clients)
      c.send({ type: 'players', crashRoundId: this.crashRoundId, players: this.players(c) });
  }

  // ---- phases ----

  private async startBetting(): Promise<void> {
    if (this.isStopped) return;
    let index = await repo.takeChainIndex(this.db);
    if (index >= this.hashes.length) {
      await this.loadChain();
      index = await repo.takeChainIndex(this.db);
    }
    this.previousHash = index === 0 ? this.commitment : (this.hashes[index - 1] as string);
    this.roundHash = this.hashes[index] as string;
    this.bust = crashPoint(this.roundHash, this.salt);
    this.crashRoundId = `c${this.commitment.slice(0, 8)}-${index}`;
    await repo.insertCrashRound(this.db, {
      id: this.crashRoundId,
      index,
      hash: this.roundHash,
      bust: this.bust,
    });
    this.entries = new Map();
    this.phase = 'betting';
    this.bettingEndsAt = this.now() + this.options.bettingMs;
    this.broadcastState();
    if (this.isStopped) return;
    this.timer = setTimeout(() => this.changePhase(() => this.startRunning()), this.options.bettingMs);
  }

  private async startRunning(): Promise<void> {
    if (this.isStopped) return;
    // Bets received in time but still waiting for the platform join (or leave) before the start.
    this.phase = 'running';
    await Promise.allSettled([...this.pendingBets]);
    await repo.updateCrashRound(this.db, this.crashRoundId, 'running');
    if (this.isStopped) return;
    this.startedAt = this.now();
    this.bustAt = this.startedAt + crashElapsedFor(Number(this.bust), this.options.growthPerMs);
    this.broadcastState();
    this.ticker = setInterval(() => this.tick(), this.options.tickMs);
    this.timer = setTimeout(
      () => this.changePhase(() => this.doBust()),
      Math.max(0, this.bustAt - this.now()),
    );
  }

  private tick(): void {
    const now = this.now();
    if (this.phase !== 'running' || now >= this.bustAt) return;
    const m = BigInt(crashMultiplierAt(now - this.startedAt, this.options.growthPerMs));
    for (const e of this.entries.values()) {
      if (
        e.isAccepted &&
        e.cashOut === null &&
        e.autoCashOut !== null &&
        e.autoCashOut <= m &&
        e.autoCashOut <= this.bust
      ) {
        this.cashOutEntry(e, e.autoCashOut, null);
      }
    }
    for (const c of this.clients)
      c.send({
        type: 'tick',
        crashRoundId: this.crashRoundId,
        multiplier: mult(m),
        elapsedMs: now - this.startedAt,
      });
  }

  private async doBust(): Promise<void> {
    clearInterval(this.ticker);
    this.phase = 'busted';
    for (const e of this.entries.values()) {
      if (!e.isAccepted || e.cashOut !== null) continue;
      // An auto cash-out at or below the bust point was reached before the bust.
      if (e.autoCashOut !== null && e.autoCashOut <= this.bust) this.cashOutEntry(e, e.autoCashOut, null);
      else this.cashOutEntry(e, 0n, null);
    }
    await repo.updateCrashRound(this.db, this.crashRoundId, 'busted');
    // Once this round's settlements are written, every player round of it shows the bust and hash.
    const reveal = [this.crashRoundId, mult(this.bust), this.roundHash] as const;
    const revealing = Promise.allSettled([...this.settling]).then(() =>
      repo.revealCrashRound(this.db, ...reveal),
    );
    this.settling.add(revealing);
    void revealing.catch(() => undefined).finally(() => this.settling.delete(revealing));
    this.history = [{ crashRoundId: this.crashRoundId, bust: mult(this.bust) }, ...this.history].slice(0, 20);
    this.broadcastState();
    if (!this.isStopped)
      this.timer = setTimeout(() => this.changePhase(() => this.startBetting()), this.options.bustedMs);
  }

  // ---- player actions ----

  /** Joins the current betting phase. Errors: BETTING_CLOSED, ROUND_IN_PROGRESS (already in), BET_OUT_OF_LIMITS, wallet codes. */
  async bet(
    client: CrashClient,
    requestId: string,
    betText: string,
    autoCashOut: number | null,
  ): Promise<void> {
    const bet = checkBet(betText);
    if (this.phase !== 'betting' || this.now() >= this.bettingEndsAt) throw new VendorError('BETTING_CLOSED');
    const key = `${client.session.merchant_code}:${client.session.player_id}`;
    if (this.entries.has(key)) throw new VendorError('ROUND_IN_PROGRESS');
    const crashRoundId = this.crashRoundId;
    const entry: Entry = {
      client,
      playerKey: key,
      roundId: newRoundId(),
      bet,
      autoCashOut: autoCashOut === null ? null : BigInt(autoCashOut),
      cashOut: null,
      isSettled: false,
      isAccepted: false,
    };
    this.entries.set(key, entry);
    const work = (async () => {
      const outcome: TInhouseOutcome = {
        kind: 'crash',
        crashRoundId,
        bust: null,
        cashOut: null,
        roundHash: null,
      };
      const row = await repo.insertRound(this.db, {
        round_id: entry.roundId,
        merchant_code: client.session.merchant_code,
        player_id: client.session.player_id,
        game_code: 'ih-crash',
        kind: 'crash',
        bet,
        game_win: null,
        jackpot_contribution: 0n,
        is_jackpot_won: false,
        seed_id: null,
        nonce: null,
        outcome: outcome as unknown as Record<string, unknown>,
        secret: null,
        crash_round_id: crashRoundId,
      });
      return this.money.placeBet(row);
    })();
    this.pendingBets.add(work);
    try {
      const open = await work;
      entry.isAccepted = true;
      if (this.balances.has(client)) this.balances.set(client, formatMinor(open.balance_after ?? 0n));
      client.send({
        type: 'ack',
        requestId,
        action: 'bet',
        crashRoundId,
        roundId: entry.roundId,
        bet: formatMinor(bet),
        cashOut: null,
        win: null,
        balance: formatMinor(open.balance_after ?? 0n),
      });
      this.broadcastPlayers();
    } catch (error) {
      this.entries.delete(key);
      throw error;
    } finally {
      this.pendingBets.delete(work);
    }
  }

  /** Cashes out at the server's multiplier now. Errors: ROUND_CLOSED (not running, after the bust, already settled), NOT_FOUND (no bet). */
  cashOut(client: CrashClient, requestId: string): void {
    const now = this.now();
    const entry = this.entries.get(`${client.session.merchant_code}:${client.session.player_id}`);
    if (!entry?.isAccepted) throw new VendorError('NOT_FOUND', 'no bet in this round');
    if (this.phase !== 'running' || now >= this.bustAt || entry.cashOut !== null)
      throw new VendorError('ROUND_CLOSED');
    const m = BigInt(crashMultiplierAt(now - this.startedAt, this.options.growthPerMs));
    // Before the bust instant the curve is below the bust point by construction.
    if (m >= this.bust) throw new VendorError('ROUND_CLOSED');
    this.cashOutEntry(entry, m, requestId);
  }

  /** The one place a crash bet settles: the first call wins, later ones do nothing. */
  private cashOutEntry(entry: Entry, at: bigint, requestId: string | null): void {
    if (entry.cashOut !== null) return;
    entry.cashOut = at;
    const win = at > 0n ? (entry.bet * at) / 100n : 0n;
    const isBusted = this.phase === 'busted';
    const outcome: TInhouseOutcome = {
      kind: 'crash',
      crashRoundId: this.crashRoundId,
      bust: isBusted ? mult(this.bust) : null,
      cashOut: at > 0n ? mult(at) : null,
      roundHash: isBusted ? this.roundHash : null,
    };
    const crashRoundId = this.crashRoundId;
    const work = (async () => {
      const row = await this.money.settle(entry.roundId, win, { outcome: outcome as never });
      entry.isSettled = true;
      const balance = formatMinor(row?.balance_after ?? 0n);
      if (this.balances.has(entry.client)) this.balances.set(entry.client, balance);
      if (requestId !== null) {
        entry.client.send({
          type: 'ack',
          requestId,
          action: 'cashout',
          crashRoundId,
          roundId: entry.roundId,
          bet: formatMinor(entry.bet),
          cashOut: at > 0n ? mult(at) : null,
          win: formatMinor(win),
          balance,
        });
      }
      entry.client.send({
        type: 'settled',
        crashRoundId,
        roundId: entry.roundId,
        win: formatMinor(win),
        cashOut: at > 0n ? mult(at) : null,
        balance,
      });
    })().catch((error: unknown) => {
      const code = (error instanceof VendorError ? error.code : 'SERVICE_UNAVAILABLE') as TErrorCode;
      entry.client.send({ type: 'error', requestId, code, message: String(error) });
    });
    this.settling.add(work);
    void work.finally(() => this.settling.delete(work));
    if (at > 0n) this.broadcastPlayers();
  }
}
