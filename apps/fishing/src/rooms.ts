import type { TFishingGameCode, TFishingRoundSummary, TFishingShotRecord } from '@croupier/contracts';
import { type SessionRow, type VendorDb, VendorError, type VendorLog } from '@croupier/vendor-kit';
import type { FishingTiming } from './config.ts';
import type { FishingMoney, RoundRow } from './money.ts';
import { type ShotRow, shotOf, summaryOf } from './records.ts';
import { FishingRoom, type RoomPlayer, type Send } from './room.ts';

/** Every room of this process: a player joins the first room of their game with a free cannon. */
export class FishingRooms {
  private readonly rooms = new Map<string, FishingRoom>();
  private counter = 0;

  constructor(
    private readonly db: VendorDb,
    private readonly money: FishingMoney,
    private readonly timing: FishingTiming,
    private readonly now: () => Date,
    private readonly log?: VendorLog,
  ) {
    money.onSettled = (s) => {
      for (const room of this.rooms.values()) if (room.settled(s)) return;
    };
  }

  all(): FishingRoom[] {
    return [...this.rooms.values()];
  }

  /** Where a player of `gameCode` plays: their own seat if seated, else the fullest room with a free cannon. */
  roomFor(gameCode: TFishingGameCode, session: SessionRow): FishingRoom {
    const ofGame = this.all().filter((r) => r.gameCode === gameCode);
    const mine = ofGame.find((r) => r.find(session));
    if (mine) return mine;
    const free = ofGame
      .filter((r) => r.occupied < r.players.length)
      .sort((a, b) => b.occupied - a.occupied)[0];
    if (free) return free;
    this.counter += 1;
    const room = new FishingRoom(
      `${gameCode}-${this.counter}`,
      gameCode,
      this.db,
      this.money,
      this.timing,
      this.now,
      this.log,
    );
    this.rooms.set(room.roomId, room);
    return room;
  }

  /** Seats a player (their balance asked of the platform) and returns their room and cannon. */
  async join(
    session: SessionRow,
    vendorCode: string,
    gameCode: TFishingGameCode,
    clientSeed: string,
    send: Send,
  ): Promise<{ room: FishingRoom; player: RoomPlayer }> {
    const balance = await this.money.balance(session.merchant_code, vendorCode, session.player_id);
    const room = this.roomFor(gameCode, session);
    return { room, player: room.seat(session, vendorCode, balance, clientSeed, send) };
  }

  /** A player left (or their last socket closed): the open round is settled, an empty room goes. */
  async leave(room: FishingRoom, player: RoomPlayer, send: Send | null): Promise<void> {
    await room.leave(player, send);
    if (room.occupied === 0 && this.rooms.get(room.roomId) === room) this.rooms.delete(room.roomId);
  }

  async tick(): Promise<void> {
    for (const room of this.all()) await room.tick();
  }

  async idle(): Promise<void> {
    for (const room of this.all()) await room.idle();
  }

  /** Closes every room: each player's open round is closed and settled (or left to the recovery). */
  async closeAll(): Promise<void> {
    for (const room of this.all())
      for (const p of room.players) if (p) await room.leave(p, null).catch(() => undefined);
    this.rooms.clear();
  }

  /** My rounds, newest first. */
  async rounds(session: SessionRow, limit: number): Promise<TFishingRoundSummary[]> {
    const rows = await this.db.query<RoundRow>(
      `select * from ${this.db.schema}.rounds where merchant_code = $1 and player_id = $2 and shots > 0
        order by round_id desc limit $3`,
      [session.merchant_code, session.player_id, limit],
    );
    return rows.map(summaryOf);
  }

  /** One of my rounds with its shots. Errors: NOT_FOUND (not mine or not there). */
  async round(
    session: SessionRow,
    roundId: string,
  ): Promise<{ round: TFishingRoundSummary; shots: TFishingShotRecord[] }> {
    if (!/^\d{1,18}$/.test(roundId)) throw new VendorError('NOT_FOUND');
    const [row] = await this.db.query<RoundRow>(
      `select * from ${this.db.schema}.rounds where round_id = $1 and merchant_code = $2 and player_id = $3`,
      [BigInt(roundId), session.merchant_code, session.player_id],
    );
    if (!row) throw new VendorError('NOT_FOUND');
    const shots = await this.db.query<ShotRow>(
      `select * from ${this.db.schema}.shots where round_id = $1 order by nonce`,
      [row.round_id],
    );
    return { round: summaryOf(row), shots: shots.map(shotOf) };
  }
}
