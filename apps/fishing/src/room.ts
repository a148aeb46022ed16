import { randomBytes, randomUUID } from 'node:crypto';
import {
  FISHING_GAMES,
  FISHING_ROOM_SEATS,
  formatMinor,
  parseMinor,
  type TErrorCode,
  type TFishingFish,
  type TFishingGameCode,
  type TFishingPlayer,
  type TFishingRoomState,
  type TFishingServerMessage,
} from '@croupier/contracts';
import {
  bossMultiplier,
  commitServerSeed,
  FairShooter,
  FISH_KINDS,
  type FishKindCode,
  type FishPath,
  fishPosition,
  isOnScreen,
  RoundGrouper,
  randomKind,
  randomPath,
  SeededRandom,
  type ShotOutcome,
} from '@croupier/games';
import { type SessionRow, type VendorDb, VendorError, type VendorLog } from '@croupier/vendor-kit';
import type { FishingTiming } from './config.ts';
import type { FishingMoney, Settled } from './money.ts';
import { summaryOf } from './records.ts';
import { ShotJournal } from './shot-journal.ts';

interface LiveFish {
  fishId: number;
  kind: FishKindCode;
  path: FishPath;
  /** Boss: shots fired at it so far (its multiplier rises with them). */
  bossShots: number;
  /** Caught by a shot whose record is being written: no other shot may take it. */
  claimed: boolean;
}

export type Send = (message: TFishingServerMessage) => void;

/** A player at a cannon: the sockets, the open round, the balance as the platform last said it. */
export interface RoomPlayer {
  session: SessionRow;
  vendorCode: string;
  seat: number;
  betLevel: number;
  angle: number;
  clientSeed: string;
  /** The seed of the player's next (or open) round (its hash is shown before its first shot) and its shots' decider. */
  seed: RoundSeed;
  grouper: RoundGrouper;
  openRoundId: bigint | null;
  lastShotAt: number;
  /** The last balance the platform gave, and the rounds it has not counted yet. */
  balance: bigint;
  pending: Map<bigint, { bet: bigint; win: bigint }>;
  sends: Set<Send>;
  /** Shots and closes of this player run one after the other. */
  queue: Promise<unknown>;
  /** The player's latest shot write (the journal writes in order, so all before it are done when it is). */
  lastWrite: Promise<unknown>;
  /** Settlements of this player's rounds, one after the other (so every balance answer counts all before it). */
  settling: Promise<unknown>;
}

interface RoundSeed {
  serverSeed: string;
  hash: string;
  shooter: FairShooter;
}

const newSeed = (clientSeed: string): RoundSeed => {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, hash: commitServerSeed(serverSeed), shooter: new FairShooter(serverSeed, clientSeed) };
};

/** The balance the player sees: the last platform balance less the bets and plus the wins not yet settled. */
export function available(p: RoomPlayer): bigint {
  let v = p.balance;
  for (const r of p.pending.values()) v += r.win - r.bet;
  return v;
}

/**
 * What a new shot may cost: the platform takes a round's whole bet before it pays that round's win,
 * so the open round's catches cannot fund its own shots (counted, a round could bet more than the
 * balance and be refused with INSUFFICIENT_FUNDS, which voids it, catches and all). Earlier rounds
 * settle before it, in order, so their wins count.
 */
export function spendable(p: RoomPlayer): bigint {
  let v = p.balance;
  for (const [roundId, r] of p.pending) v += (roundId === p.openRoundId ? 0n : r.win) - r.bet;
  return v;
}

/**
 * One ocean of a game with up to four cannons: the fish (spawned on its clock, their paths shared
 * with every player), the boss waves, and every shot decided here (server authoritative): the shot
 * must be at a fish that is swimming and not taken, within the player's balance and the cannon's
 * rate; it is decided from the player's round seed, written with its round, then shown to the room.
 */
export class FishingRoom {
  readonly players: (RoomPlayer | null)[] = Array.from({ length: FISHING_ROOM_SEATS }, () => null);
  private readonly fish = new Map<number, LiveFish>();
  private nextFishId = 1;
  private readonly rng = new SeededRandom(randomBytes(4).readUInt32BE(0));
  private readonly journal: ShotJournal;
  nextBossAt: number;
  private bossWaveEndsAt = 0;
  readonly bets: bigint[];

  constructor(
    readonly roomId: string,
    readonly gameCode: TFishingGameCode,
    private readonly db: VendorDb,
    private readonly money: FishingMoney,
    private readonly timing: FishingTiming,
    private readonly now: () => Date,
    private readonly log?: VendorLog,
  ) {
    this.journal = new ShotJournal(db);
    this.bets = FISHING_GAMES[gameCode].bets.map((b) => parseMinor(b));
    const t = now().getTime();
    this.nextBossAt = t + timing.firstBossAfterMs;
    // A room opens with its ocean already full, fish at every point of their swim.
    for (let i = 0; i < timing.fishTarget; i++) {
      const kind = randomKind(this.rng);
      const path = randomPath(this.rng, kind, t);
      this.addFish(kind, {
        ...path,
        bornAt: t - Math.floor(path.durationMs * (0.1 + 0.8 * (i / timing.fishTarget))),
      });
    }
  }

  get occupied(): number {
    return this.players.filter(Boolean).length;
  }

  private addFish(kind: FishKindCode, path: FishPath): LiveFish {
    const f: LiveFish = { fishId: this.nextFishId++, kind, path, bossShots: 0, claimed: false };
    this.fish.set(f.fishId, f);
    return f;
  }

  private fishView(f: LiveFish): TFishingFish {
    const kind = FISH_KINDS[f.kind];
    return {
      fishId: f.fishId,
      kind: f.kind,
      points: [...f.path.points],
      bornAt: f.path.bornAt,
      durationMs: f.path.durationMs,
      multiplier: kind.boss ? bossMultiplier(kind, f.bossShots) : null,
    };
  }

  private playerView(p: RoomPlayer, viewer: RoomPlayer | null): TFishingPlayer {
    return { seat: p.seat, displayName: p.session.display_name, betLevel: p.betLevel, isMe: p === viewer };
  }

  broadcast(message: TFishingServerMessage, except?: RoomPlayer): void {
    for (const p of this.players) if (p && p !== except) for (const send of p.sends) send(message);
  }

  private tell(p: RoomPlayer, message: TFishingServerMessage): void {
    for (const send of p.sends) send(message);
  }

  state(viewer: RoomPlayer): TFishingRoomState {
    const now = this.now().getTime();
    return {
      roomId: this.roomId,
      gameCode: this.gameCode,
      mySeat: viewer.seat,
      players: this.players.filter((p): p is RoomPlayer => p !== null).map((p) => this.playerView(p, viewer)),
      fish: [...this.fish.values()]
        .filter((f) => !f.claimed && fishPosition(f.path, now).t <= 1)
        .map((f) => this.fishView(f)),
      serverTime: now,
      seedHash: viewer.seed.hash,
      clientSeed: viewer.clientSeed,
      bets: this.bets.map(formatMinor),
      nextBossAt: this.nextBossAt,
    };
  }

  find(session: SessionRow): RoomPlayer | undefined {
    return (
      this.players.find(
        (p) =>
          p?.session.merchant_code === session.merchant_code && p.session.player_id === session.player_id,
      ) ?? undefined
    );
  }

  /** Seats the player at the first free cannon (or their own, for a second socket). */
  seat(session: SessionRow, vendorCode: string, balance: bigint, clientSeed: string, send: Send): RoomPlayer {
    const mine = this.find(session);
    if (mine) {
      mine.sends.add(send);
      send({ type: 'room', room: this.state(mine) });
      return mine;
    }
    const seat = this.players.indexOf(null);
    if (seat < 0) throw new VendorError('SERVICE_UNAVAILABLE', 'room full');
    const player: RoomPlayer = {
      session,
      vendorCode,
      seat,
      betLevel: 0,
      angle: -Math.PI / 2,
      clientSeed,
      seed: newSeed(clientSeed),
      grouper: new RoundGrouper({ maxShots: this.timing.roundMaxShots, maxAgeMs: this.timing.roundMaxAgeMs }),
      openRoundId: null,
      lastShotAt: 0,
      balance,
      pending: new Map(),
      sends: new Set([send]),
      queue: Promise.resolve(),
      lastWrite: Promise.resolve(),
      settling: Promise.resolve(),
    };
    this.players[seat] = player;
    send({ type: 'room', room: this.state(player) });
    this.broadcast({ type: 'player', seat, player: this.playerView(player, null) }, player);
    return player;
  }

  aim(p: RoomPlayer, angle: number, betLevel: number): void {
    p.angle = angle;
    if (betLevel < this.bets.length) p.betLevel = betLevel;
    this.broadcast({ type: 'aim', seat: p.seat, angle, betLevel: p.betLevel }, p);
  }

  /**
   * A player's shot: decided after their earlier ones (queued), written with whatever else is being
   * decided meanwhile (the journal). Resolves once written and shown, or refused.
   */
  shot(p: RoomPlayer, fishId: number, angle: number, betLevel: number): Promise<void> {
    // The shot's time is its arrival (the cannon's rate and the fish's place are judged then).
    const arrivedAt = this.now().getTime();
    const decided = p.queue.then(() => this.shotNow(p, fishId, angle, betLevel, arrivedAt));
    p.queue = decided.catch(() => undefined);
    return decided.then((shot) => shot?.shown);
  }

  private refuse(p: RoomPlayer, fishId: number, code: TErrorCode, message: string): undefined {
    this.tell(p, { type: 'refused', fishId, code, message });
    return undefined;
  }

  private async shotNow(
    p: RoomPlayer,
    fishId: number,
    angle: number,
    betLevel: number,
    nowMs: number,
  ): Promise<{ shown: Promise<void> } | undefined> {
    if (this.players[p.seat] !== p) return;
    const bet = this.bets[betLevel];
    if (bet === undefined) return this.refuse(p, fishId, 'VALIDATION_FAILED', 'bet level');
    if (nowMs - p.lastShotAt < this.timing.minShotGapMs)
      return this.refuse(p, fishId, 'TOO_MANY_REQUESTS', 'cannon reloading');
    const fish = this.fish.get(fishId);
    if (!fish || fish.claimed || !isOnScreen(fish.path, nowMs, FISH_KINDS[fish.kind].radius + 60))
      return this.refuse(p, fishId, 'NOT_FOUND', 'fish gone');
    if (spendable(p) < bet) return this.refuse(p, fishId, 'INSUFFICIENT_FUNDS', 'balance');
    p.lastShotAt = nowMs;
    p.betLevel = betLevel;
    p.angle = angle;

    if (p.openRoundId === null) p.openRoundId = await this.openRound(p);
    const roundId = p.openRoundId;
    // Decided and counted now, so the player's next shot (decided before this one is written) takes
    // the next nonce and sees this one's cost; shown only once written.
    const nonce = p.grouper.roundFor(nowMs).shots;
    const bossShots = fish.bossShots;
    const outcome = p.seed.shooter.shot(nonce, fish.kind, bossShots);
    const win = bet * BigInt(outcome.multiplier);
    if (FISH_KINDS[fish.kind].boss) fish.bossShots += 1;
    if (outcome.captured) fish.claimed = true;
    const pending = p.pending.get(roundId) ?? { bet: 0n, win: 0n };
    pending.bet += bet;
    pending.win += win;
    p.pending.set(roundId, pending);
    const { closed } = p.grouper.add(bet, win, nowMs);
    const written = this.journal.write({
      roundId,
      nonce,
      fishKind: fish.kind,
      bossShots,
      bet,
      captured: outcome.captured,
      multiplier: outcome.multiplier,
      win,
      at: new Date(nowMs),
    });
    p.lastWrite = written.catch(() => undefined);
    const shown = written.then(
      () => this.show(p, fish, { angle, fishId, bet, win, outcome, roundId, nonce }, nowMs),
      (error: unknown) => {
        // Not written: the shot never happened (nothing to bet or pay; its nonce stays unused), the fish swims on.
        pending.bet -= bet;
        pending.win -= win;
        fish.claimed = false;
        if (FISH_KINDS[fish.kind].boss) fish.bossShots -= 1;
        this.log?.('shot not recorded', { error: String(error) });
        this.refuse(p, fishId, 'SERVICE_UNAVAILABLE', 'shot not recorded');
      },
    );
    if (closed) await this.closeRoundNow(p);
    return { shown };
  }

  /** A written shot goes to the room: its catch (and what a bomb or eel swept) leaves the ocean. */
  private show(
    p: RoomPlayer,
    fish: LiveFish,
    shot: {
      angle: number;
      fishId: number;
      bet: bigint;
      win: bigint;
      outcome: ShotOutcome;
      roundId: bigint;
      nonce: number;
    },
    nowMs: number,
  ): void {
    const { outcome } = shot;
    const swept = outcome.captured ? this.sweepAround(fish, nowMs) : [];
    if (outcome.captured) this.fish.delete(fish.fishId);
    const message = {
      type: 'shot' as const,
      seat: p.seat,
      angle: shot.angle,
      fishId: shot.fishId,
      fishKind: fish.kind,
      bet: formatMinor(shot.bet),
      captured: outcome.captured,
      multiplier: outcome.multiplier,
      win: formatMinor(shot.win),
      swept,
      bossMultiplier: FISH_KINDS[fish.kind].boss
        ? bossMultiplier(FISH_KINDS[fish.kind], fish.bossShots)
        : null,
    };
    this.tell(p, { ...message, roundId: String(shot.roundId), nonce: shot.nonce });
    this.broadcast({ ...message, roundId: null, nonce: null }, p);
  }

  /**
   * A caught bomb blows up the fish near it, a caught eel's lightning strikes the nearest fish: they
   * leave the ocean with it (their pay is the special's drawn multiplier, already counted).
   */
  private sweepAround(fish: LiveFish, nowMs: number): number[] {
    const special = FISH_KINDS[fish.kind].special;
    if (special !== 'bomb' && special !== 'chain') return [];
    const at = fishPosition(fish.path, nowMs);
    const near = [...this.fish.values()]
      .filter((f) => f !== fish && !f.claimed && !FISH_KINDS[f.kind].special && isOnScreen(f.path, nowMs))
      .map((f) => {
        const q = fishPosition(f.path, nowMs);
        return { f, d: Math.hypot(q.x - at.x, q.y - at.y) };
      })
      .sort((a, b) => a.d - b.d);
    const taken = special === 'bomb' ? near.filter((n) => n.d < 320).slice(0, 8) : near.slice(0, 5);
    for (const { f } of taken) this.fish.delete(f.fishId);
    return taken.map(({ f }) => f.fishId);
  }

  private async openRound(p: RoomPlayer): Promise<bigint> {
    const walletRoundId = `FISH-${randomUUID()}`;
    const [row] = await this.db.query<{ round_id: bigint }>(
      `insert into ${this.db.schema}.rounds
         (game_code, room_id, merchant_code, vendor_code, player_id, wallet_round_id, bet_tx_id, win_tx_id,
          server_seed, seed_hash, client_seed, status, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'open', $12) returning round_id`,
      [
        this.gameCode,
        this.roomId,
        p.session.merchant_code,
        p.vendorCode,
        p.session.player_id,
        walletRoundId,
        `${walletRoundId}-B`,
        `${walletRoundId}-W`,
        p.seed.serverSeed,
        p.seed.hash,
        p.clientSeed,
        this.now(),
      ],
    );
    return (row as { round_id: bigint }).round_id;
  }

  /** Closes the player's open round when due (or always with `force`), queued behind their shots. */
  closeRound(p: RoomPlayer, force: boolean): Promise<void> {
    const work = p.queue.then(async () => {
      const due = p.grouper.close(this.now().getTime(), force) !== null;
      if (due || (force && p.openRoundId !== null)) await this.closeRoundNow(p);
    });
    p.queue = work.catch(() => undefined);
    return work;
  }

  private async closeRoundNow(p: RoomPlayer): Promise<void> {
    p.grouper.close(0, true);
    const roundId = p.openRoundId;
    if (roundId === null) return;
    p.openRoundId = null;
    p.seed = newSeed(p.clientSeed);
    // Its shots are written before it closes for betting (a failed write leaves them out of it).
    await p.lastWrite;
    await this.db.query(
      `update ${this.db.schema}.rounds set status = 'betting' where round_id = $1 and status = 'open'`,
      [roundId],
    );
    const settled = p.settling.then(() => this.money.settle(roundId));
    p.settling = settled.catch((error: unknown) =>
      this.log?.('round settlement failed', { roundId: String(roundId), error: String(error) }),
    );
    void settled
      .then((s) => this.tell(p, { type: 'round', round: summaryOf(s.row), nextSeedHash: p.seed.hash }))
      .catch(() => undefined);
  }

  /** The money module settled a round of one of this room's players: their balance follows. */
  settled(s: Settled): boolean {
    for (const p of this.players) {
      if (!p?.pending.has(s.row.round_id)) continue;
      p.pending.delete(s.row.round_id);
      // Rounds settle one after the other, so this answer counts every earlier round and no later one.
      if (s.balance !== null) p.balance = s.balance;
      this.tell(p, { type: 'balance', balance: formatMinor(available(p)) });
      return true;
    }
    return false;
  }

  /** A socket of the player closed; the last one takes them out of the room, their open round settled. */
  async leave(p: RoomPlayer, send: Send | null): Promise<void> {
    if (send) p.sends.delete(send);
    if (send && p.sends.size > 0) return;
    if (this.players[p.seat] !== p) return;
    this.players[p.seat] = null;
    p.sends.clear();
    this.broadcast({ type: 'player', seat: p.seat, player: null });
    await this.closeRound(p, true);
    await p.settling;
  }

  /** One pass of the room's clock: due rounds closed, swum-out fish dropped, new fish and boss waves. */
  async tick(): Promise<void> {
    const now = this.now().getTime();
    for (const p of this.players) if (p?.openRoundId !== null && p) void this.closeRound(p, false);
    const gone: number[] = [];
    for (const f of this.fish.values())
      if (!f.claimed && fishPosition(f.path, now).t > 1) {
        this.fish.delete(f.fishId);
        gone.push(f.fishId);
      }
    const spawned: LiveFish[] = [];
    if (now >= this.nextBossAt) {
      this.nextBossAt = now + this.timing.bossEveryMs;
      this.bossWaveEndsAt = now + this.timing.bossWaveMs;
      spawned.push(this.addFish('DRAGON_KING', randomPath(this.rng, 'DRAGON_KING', now)));
      this.broadcast({
        type: 'wave',
        kind: 'boss',
        endsAt: this.bossWaveEndsAt,
        nextBossAt: this.nextBossAt,
      });
    }
    const ordinary = [...this.fish.values()].filter((f) => !FISH_KINDS[f.kind].boss).length;
    const target = this.timing.fishTarget + (now < this.bossWaveEndsAt ? 8 : 0);
    for (let n = ordinary; n < target && spawned.length < 3; n++) {
      const kind = randomKind(this.rng);
      const path = randomPath(this.rng, kind, now);
      spawned.push(this.addFish(kind, path));
      // Small fish come in schools: the same swim, a little behind each other.
      if (FISH_KINDS[kind].radius <= 26 && this.rng.nextUint32() % 3 === 0)
        for (let k = 1; k <= 3; k++) spawned.push(this.addFish(kind, { ...path, bornAt: now + k * 450 }));
    }
    if (gone.length) this.broadcast({ type: 'gone', fishIds: gone });
    if (spawned.length) this.broadcast({ type: 'spawn', fish: spawned.map((f) => this.fishView(f)) });
  }

  /** Waits for every player's shots and settlements in flight. */
  async idle(): Promise<void> {
    for (const p of this.players) if (p) await p.queue.then(() => p.lastWrite).then(() => p.settling);
  }
}
