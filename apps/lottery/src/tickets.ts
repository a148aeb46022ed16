import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  isLotteryGameCode,
  LOTTERY_GAME_CODES,
  LOTTERY_GAMES,
  parseMinor,
  type TLotteryBetType,
  type TLotteryBuyRequest,
  type TLotteryDraw,
  type TLotteryDrawSummary,
  type TLotteryGameCode,
  type TLotteryGameInfo,
  type TLotteryTicket,
  type TLotteryTicketStatus,
  type TLotteryVendorCode,
  type TVendorPublishedResult,
} from '@croupier/contracts';
import {
  FULL_PAYOUT_BP,
  formatEdgePercent,
  houseEdgeAtPayout,
  LOTTERY_BET_TYPES,
  type LotteryKind,
  type LotteryLine,
  type LotteryResult,
  type LotteryWinKey,
  lineExposure,
  lotteryWinKeys,
  priceLine,
  settleLineAtPayout,
} from '@croupier/games';
import { type SessionRow, type SqlRunner, type VendorDb, VendorError } from '@croupier/vendor-kit';
import type { LotteryLimits } from './config.ts';
import type { DrawEngine } from './draws.ts';
import type { TicketMoney } from './money.ts';
import type { BetTerms, LotterySettings } from './settings.ts';
import type { DrawRow, LineRow, LotteryStore, NewLine, TicketRow, TicketStatus } from './store.ts';

const ODDS_SCALE = 10_000n;

/** Basis points as a decimal string with two decimals (850000 -> "85.00"). */
function bpText(bp: bigint): string {
  const hundredths = (bp * 100n) / ODDS_SCALE;
  return `${hundredths / 100n}.${String(hundredths % 100n).padStart(2, '0')}`;
}

const PUBLIC_STATUS: Partial<Record<TicketStatus, TLotteryTicketStatus>> = {
  pending: 'pending',
  settling: 'pending',
  refunding: 'pending',
  won: 'won',
  lost: 'lost',
  cancelled: 'cancelled',
  failed: 'pending',
};

/** The game of a session: its vendor code is the game's. */
export function vendorOfGame(gameCode: string): TLotteryVendorCode {
  if (!isLotteryGameCode(gameCode)) throw new VendorError('NOT_FOUND', `game ${gameCode}`);
  return LOTTERY_GAMES[gameCode].vendorCode;
}

/** Buying tickets, and every read the player UI makes (games, draws, tickets). */
export class TicketService {
  constructor(
    private readonly db: VendorDb,
    private readonly store: LotteryStore,
    private readonly money: TicketMoney,
    private readonly engine: DrawEngine,
    private readonly limits: LotteryLimits,
    private readonly settings: LotterySettings,
    private readonly now: () => Date,
  ) {}

  // ---- games and draws ----

  /** A game's bet types with the merchant's stakes and odds (its own settings, else the defaults). */
  betTypes(gameCode: TLotteryGameCode, terms: ReadonlyMap<string, BetTerms>): TLotteryBetType[] {
    const kind = LOTTERY_GAMES[gameCode].kind;
    return LOTTERY_BET_TYPES[kind].map((t) => {
      const mine = terms.get(t.code) ?? {
        minStake: this.limits.minStake,
        maxStake: this.limits.maxStake,
        payoutBp: FULL_PAYOUT_BP,
      };
      return {
        code: t.code,
        name: t.name,
        description: t.description,
        pick: { ...t.pick },
        ...(t.options ? { options: [...t.options] } : {}),
        costFactor: Number(t.costFactor),
        odds: bpText((t.defaultOddsBp * BigInt(mine.payoutBp)) / BigInt(FULL_PAYOUT_BP)),
        houseEdge: formatEdgePercent(houseEdgeAtPayout(kind, t.code, mine.payoutBp)),
        minStake: formatMinor(mine.minStake),
        maxStake: formatMinor(mine.maxStake),
      };
    });
  }

  async game(gameCode: TLotteryGameCode, merchantCode: string): Promise<TLotteryGameInfo> {
    const { vendorCode, kind, name } = LOTTERY_GAMES[gameCode];
    const schedule = this.engine.scheduleOf(gameCode);
    const [current, terms, cap] = await Promise.all([
      this.store.openDraw(this.db, gameCode, this.now()),
      this.settings.terms(this.db, merchantCode, gameCode),
      this.settings.numberCap(this.db, merchantCode, gameCode),
    ]);
    return {
      code: gameCode,
      vendorCode,
      kind,
      name,
      drawIntervalSeconds: schedule.intervalSeconds,
      closeBeforeSeconds: schedule.closeBeforeSeconds,
      maxPayoutPerNumber: formatMinor(cap),
      betTypes: this.betTypes(gameCode, terms),
      currentDraw: current ? drawSummary(current) : null,
    };
  }

  async games(vendorCode: TLotteryVendorCode, merchantCode: string): Promise<TLotteryGameInfo[]> {
    const codes = LOTTERY_GAME_CODES.filter((c) => LOTTERY_GAMES[c].vendorCode === vendorCode);
    return Promise.all(codes.map((c) => this.game(c, merchantCode)));
  }

  async draws(gameCode: TLotteryGameCode, limit: number): Promise<TLotteryDraw[]> {
    return (await this.store.draws(this.db, gameCode, limit, true)).map(drawView);
  }

  /** The game's drawn draws as the generic published results the platform relays to its lobby. */
  async publishedResults(gameCode: TLotteryGameCode, limit: number): Promise<TVendorPublishedResult[]> {
    const draws = await this.store.draws(this.db, gameCode, limit, true);
    return draws.flatMap((d) => {
      const view = drawView(d);
      if (!view.tiers || !view.drawnAt) return [];
      return [
        {
          roundId: view.drawId,
          issue: view.drawKey,
          gameCode: view.gameCode,
          openedAt: view.drawnAt,
          tiers: view.tiers,
          seedHash: view.seedHash,
          seed: view.seed,
        },
      ];
    });
  }

  async draw(drawId: bigint): Promise<TLotteryDraw> {
    const draw = await this.store.draw(this.db, drawId);
    if (!draw) throw new VendorError('LOTTERY_DRAW_NOT_FOUND');
    return drawView(draw);
  }

  // ---- buying ----

  /**
   * Buys one ticket: every line validated and priced (maths), stake limits, the draw open for sales,
   * the per-number payout cap; then the ticket is written with its transaction ids and the whole cost
   * is debited as one bet. A repeated requestId answers the first result and moves nothing. Errors:
   * LOTTERY_UNKNOWN_BET_TYPE, LOTTERY_BAD_SELECTION, LOTTERY_BAD_STAKE, LOTTERY_STAKE_OUT_OF_LIMITS,
   * LOTTERY_SALES_CLOSED, LOTTERY_DRAW_NOT_FOUND, LOTTERY_SOLD_OUT, FORBIDDEN (another vendor code's
   * game), and the platform's refusal (INSUFFICIENT_FUNDS …) or SERVICE_UNAVAILABLE.
   */
  async buy(
    session: SessionRow,
    request: TLotteryBuyRequest,
  ): Promise<{ ticket: TLotteryTicket; balance: string }> {
    const vendorCode = vendorOfGame(session.game_code);
    const game = LOTTERY_GAMES[request.gameCode];
    if (game.vendorCode !== vendorCode) throw new VendorError('FORBIDDEN', 'a game of another vendor code');
    const repeat = await this.store.ticketByRequest(
      this.db,
      session.merchant_code,
      session.player_id,
      request.requestId,
    );
    if (repeat) return this.answerRepeat(session, repeat);

    const [terms, cap] = await Promise.all([
      this.settings.terms(this.db, session.merchant_code, request.gameCode),
      this.settings.numberCap(this.db, session.merchant_code, request.gameCode),
    ]);
    const lines: NewLine[] = [];
    for (const input of request.lines) {
      const stake = parseMinor(input.stake);
      const line = { betType: input.betType, selections: input.selections, stake };
      const priced = priceLine(game.kind, line);
      if (!priced.ok) throw new VendorError(priced.code, priced.message);
      const mine = terms.get(line.betType);
      if (!mine) throw new VendorError('LOTTERY_UNKNOWN_BET_TYPE');
      if (stake < mine.minStake || stake > mine.maxStake)
        throw new VendorError(
          'LOTTERY_STAKE_OUT_OF_LIMITS',
          `stake per combination from ${formatMinor(mine.minStake)} to ${formatMinor(mine.maxStake)}`,
        );
      lines.push({ ...line, combinations: priced.combinations, cost: priced.cost, payoutBp: mine.payoutBp });
    }
    const exposure = exposureOf(game.kind, lines);
    const cost = lines.reduce((sum, l) => sum + l.cost, 0n);

    const written = await this.db
      .transaction(async (tx) => {
        const draw = request.drawId
          ? await this.store.draw(tx, BigInt(request.drawId), 'for share')
          : await this.store.openDraw(tx, request.gameCode, this.now());
        if (request.drawId && (!draw || draw.game_code !== request.gameCode))
          throw new VendorError('LOTTERY_DRAW_NOT_FOUND');
        // Re-read under a share lock: closing takes the row's update lock, so a sale and the close never overlap.
        const locked = draw && !request.drawId ? await this.store.draw(tx, draw.draw_id, 'for share') : draw;
        if (locked?.status !== 'open' || locked.sales_close_at.getTime() <= this.now().getTime())
          throw new VendorError('LOTTERY_SALES_CLOSED');
        const over = await this.store.addExposure(tx, locked.draw_id, session.merchant_code, exposure, cap);
        if (over.length > 0)
          throw new VendorError(
            'LOTTERY_SOLD_OUT',
            `sold out for this draw: ${over.slice(0, 5).map(numberOfKey).join(', ')}`,
          );
        const ticket = await this.store.insertTicket(
          tx,
          {
            requestId: request.requestId,
            merchantCode: session.merchant_code,
            playerId: session.player_id,
            vendorCode,
            gameCode: request.gameCode,
            drawId: locked.draw_id,
            cost,
            txBase: `lt:${randomUUID()}`,
            createdAt: this.now(),
          },
          lines,
        );
        if (!ticket) throw new RepeatedRequest();
        return ticket;
      })
      .catch((error: unknown) => {
        if (error instanceof RepeatedRequest) return undefined;
        throw error;
      });
    if (!written) {
      const first = await this.store.ticketByRequest(
        this.db,
        session.merchant_code,
        session.player_id,
        request.requestId,
      );
      if (!first) throw new VendorError('SERVICE_UNAVAILABLE');
      return this.answerRepeat(session, first);
    }
    const placed = await this.money.placeBet(written, (t) =>
      releaseExposure(this.db, this.store, t, exposure),
    );
    const after = await this.store.draw(this.db, placed.ticket.draw_id);
    // A draw cancelled while the bet was in flight: the ticket is refunded like the others.
    if (after?.status === 'cancelled') await this.engine.cancel(placed.ticket.draw_id);
    return { ticket: await this.view(placed.ticket), balance: formatMinor(placed.balance) };
  }

  private async answerRepeat(session: SessionRow, ticket: TicketRow) {
    if (ticket.status === 'rejected') throw new VendorError((ticket.last_error ?? 'CONFLICT') as never);
    if (ticket.status === 'betting' || ticket.status === 'rolling_back' || ticket.status === 'rolled_back')
      throw new VendorError('SERVICE_UNAVAILABLE', 'the first attempt of this request did not complete');
    const balance = await this.money.balance(session.merchant_code, ticket.vendor_code, session.player_id);
    return { ticket: await this.view(ticket), balance: formatMinor(balance) };
  }

  // ---- the player's tickets ----

  async tickets(
    session: SessionRow,
    query: {
      gameCode?: TLotteryGameCode | undefined;
      status?: TLotteryTicketStatus | undefined;
      limit: number;
    },
  ): Promise<TLotteryTicket[]> {
    const statuses = query.status
      ? (Object.entries(PUBLIC_STATUS)
          .filter(([, s]) => s === query.status)
          .map(([k]) => k) as TicketStatus[])
      : undefined;
    const rows = await this.store.playerTickets(this.db, session.merchant_code, session.player_id, {
      gameCode: query.gameCode,
      statuses,
      limit: query.limit,
    });
    return this.views(rows);
  }

  async ticket(session: SessionRow, ticketId: bigint): Promise<TLotteryTicket> {
    const row = await this.store.ticket(this.db, ticketId);
    if (
      !row ||
      row.merchant_code !== session.merchant_code ||
      row.player_id !== session.player_id ||
      !PUBLIC_STATUS[row.status]
    )
      throw new VendorError('NOT_FOUND');
    return this.view(row);
  }

  private async view(row: TicketRow): Promise<TLotteryTicket> {
    const [view] = await this.views([row]);
    return view as TLotteryTicket;
  }

  private async views(rows: TicketRow[]): Promise<TLotteryTicket[]> {
    const ids = rows.map((r) => r.ticket_id);
    const [lines, draws] = await Promise.all([
      this.store.lines(this.db, ids),
      this.store.drawsById(this.db, [...new Set(rows.map((r) => r.draw_id))]),
    ]);
    return rows.map((r) => ticketView(r, lines.get(r.ticket_id) ?? [], draws.get(r.draw_id)));
  }
}

class RepeatedRequest extends Error {}

/** A number key of the exposure ('DE:07') as a player reads it ('DE 07'). */
function numberOfKey(key: string): string {
  return key.replace(':', ' ');
}

/**
 * A refused or rolled-back ticket frees the payout it had reserved: `known` when the caller still
 * has it (the purchase), else recomputed from the ticket's lines (the sweep, another process).
 */
export async function releaseExposure(
  db: SqlRunner,
  store: LotteryStore,
  ticket: TicketRow,
  known?: ReadonlyMap<string, bigint>,
): Promise<void> {
  const exposure =
    known ??
    exposureOf(
      LOTTERY_GAMES[ticket.game_code as TLotteryGameCode].kind,
      ((await store.lines(db, [ticket.ticket_id])).get(ticket.ticket_id) ?? []).map((l) => ({
        betType: l.bet_type,
        selections: l.selections,
        stake: l.stake,
        payoutBp: l.payout_bp,
      })),
    );
  await store.releaseExposure(db, ticket.draw_id, ticket.merchant_code, exposure);
}

/**
 * The worst-case payout a ticket's lines reserve, per number key (the per-draw cap counts these), at
 * each line's payout share (the merchant's odds at purchase; absent: the full table).
 */
function exposureOf(
  kind: LotteryKind,
  lines: readonly (LotteryLine & { payoutBp?: number })[],
): Map<string, bigint> {
  const exposure = new Map<string, bigint>();
  for (const line of lines) {
    const share = BigInt(line.payoutBp ?? FULL_PAYOUT_BP);
    for (const { key, payout } of lineExposure(kind, line))
      exposure.set(key, (exposure.get(key) ?? 0n) + (payout * share) / BigInt(FULL_PAYOUT_BP));
  }
  return exposure;
}

function iso(date: Date | null): string | null {
  return date ? new Date(date).toISOString() : null;
}

export function drawSummary(d: DrawRow): TLotteryDrawSummary {
  return {
    drawId: d.draw_id.toString(),
    drawKey: d.draw_key,
    gameCode: d.game_code as TLotteryGameCode,
    status: d.status,
    opensAt: new Date(d.opens_at).toISOString(),
    salesCloseAt: new Date(d.sales_close_at).toISOString(),
    drawAt: new Date(d.draw_at).toISOString(),
    seedHash: d.seed_hash,
  };
}

export function drawView(d: DrawRow): TLotteryDraw {
  const isPublished = d.status === 'drawn' || d.status === 'settled';
  return {
    ...drawSummary(d),
    kind: LOTTERY_GAMES[d.game_code as TLotteryGameCode].kind,
    seed: isPublished ? d.seed : null,
    tiers: isPublished && d.result ? d.result.tiers : null,
    drawnAt: iso(d.drawn_at),
    settledAt: iso(d.settled_at),
  };
}

/** The win tables of the last few draws shown (a northern draw's has about 21,000 rows). */
const winKeysOfDraw = new Map<string, readonly LotteryWinKey[]>();

/**
 * A settled ticket's line win, recomputed from the published result at the line's payout share
 * (only the ticket's total is stored; the settlement SQL is proven equal to settleLine line by line,
 * and `settleLineAtPayout` is its sum with the share).
 */
function lineWin(gameCode: string, line: LineRow, draw: DrawRow | undefined): bigint | null {
  if (!draw?.result || !isLotteryGameCode(gameCode)) return null;
  const kind = LOTTERY_GAMES[gameCode].kind;
  const result = draw.result as unknown as LotteryResult;
  const payoutBp = line.payout_bp ?? FULL_PAYOUT_BP;
  let winKeys: readonly LotteryWinKey[] | undefined;
  if (payoutBp !== FULL_PAYOUT_BP) {
    const id = draw.draw_id.toString();
    winKeys = winKeysOfDraw.get(id) ?? lotteryWinKeys(kind, result);
    winKeysOfDraw.set(id, winKeys);
    if (winKeysOfDraw.size > 8) winKeysOfDraw.delete(winKeysOfDraw.keys().next().value as string);
  }
  return settleLineAtPayout(
    kind,
    { betType: line.bet_type, selections: line.selections, stake: line.stake },
    result,
    payoutBp,
    winKeys,
  );
}

function ticketView(r: TicketRow, lines: LineRow[], draw: DrawRow | undefined): TLotteryTicket {
  const status = PUBLIC_STATUS[r.status] ?? 'pending';
  const isSettled = status === 'won' || status === 'lost';
  return {
    ticketId: r.ticket_id.toString(),
    requestId: r.request_id,
    gameCode: r.game_code as TLotteryGameCode,
    vendorCode: r.vendor_code as TLotteryVendorCode,
    drawId: r.draw_id.toString(),
    drawKey: draw?.draw_key ?? '',
    drawAt: draw ? new Date(draw.draw_at).toISOString() : '',
    status,
    cost: formatMinor(r.cost),
    win: formatMinor(isSettled ? (r.win ?? 0n) : 0n),
    lines: lines.map((l) => ({
      betType: l.bet_type,
      selections: l.selections,
      stake: formatMinor(l.stake),
      combinations: l.combinations,
      cost: formatMinor(l.cost),
      win: isSettled ? nullableMinor(lineWin(r.game_code, l, draw)) : null,
    })),
    createdAt: new Date(r.created_at).toISOString(),
    settledAt: isSettled ? iso(r.settled_at) : null,
  };
}

function nullableMinor(value: bigint | null): string | null {
  return value === null ? null : formatMinor(value);
}
