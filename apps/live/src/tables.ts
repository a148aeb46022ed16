import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  LIVE_TABLES,
  parseMinor,
  type TErrorCode,
  type TLiveHistoryRound,
  type TLiveMyRound,
  type TLivePlaceBetsRequest,
  type TLivePlacement,
  type TLiveResultSummary,
  type TLiveRound,
  type TLiveSettlement,
  type TLiveShoe,
  type TLiveSpotTotal,
  type TLiveTable,
  type TLiveTableCode,
  type TLiveVendorCode,
} from '@croupier/contracts';
import { isLiveSpot, type LiveGameKind, type LiveOutcome } from '@croupier/games';
import { type SessionRow, type SqlRunner, type VendorDb, VendorError } from '@croupier/vendor-kit';
import {
  CUT_CARD_AT,
  gameOf,
  isShoeGame,
  type RoundTiming,
  SHOE_DECKS,
  spotLimits,
  type TableLimits,
} from './config.ts';
import type { LiveMoney } from './money.ts';
import { publicOutcome } from './outcomes.ts';
import type { LiveStore, PlacementRow, PlayerRoundRow, RoundRow, SeedRow } from './store.ts';

export const vendorOfTable = (table: TLiveTableCode): TLiveVendorCode => LIVE_TABLES[table].vendorCode;

/** Tells the sockets that a player's bets changed (the hub). */
export interface BetEvents {
  placed(tableCode: TLiveTableCode, session: SessionRow, myRound: TLiveMyRound): void;
}

export interface TablesOptions {
  limits: (table: TLiveTableCode) => TableLimits;
  timing: (table: TLiveTableCode) => RoundTiming;
  watching: (table: TLiveTableCode) => number;
}

const LOCALISED: Record<string, Partial<Record<string, string>>> = {
  BACCARAT: { CN: '百家乐', VI: 'Baccarat', TH: 'บาคาร่า' },
  DRAGON_TIGER: { CN: '龙虎', VI: 'Rồng Hổ', TH: 'เสือมังกร' },
  ROULETTE: { CN: '欧洲轮盘', VI: 'Roulette Châu Âu', TH: 'รูเล็ตยุโรป' },
  SIC_BO: { CN: '骰宝', VI: 'Tài Xỉu', TH: 'ไฮโล' },
  COCKFIGHT: { CN: '斗鸡', VI: 'Đá gà', TH: 'ชนไก่' },
};

/** The name of a table in a language (the English name with its letter/number kept). */
export function tableName(table: TLiveTableCode, language = 'EN'): string {
  const { name, game } = LIVE_TABLES[table];
  const local = LOCALISED[game]?.[language];
  if (!local) return name;
  const suffix = name.split(' ').at(-1) ?? '';
  return /^([A-Z]|\d+)$/.test(suffix) ? `${local} ${suffix}` : local;
}

/**
 * The tables' state as players see it, the placement of bets (one wallet debit each, limits per
 * spot and table, refused after the close) and a player's bets and settlements.
 */
export class LiveTables {
  events: BetEvents = { placed: () => undefined };

  constructor(
    private readonly db: VendorDb,
    private readonly store: LiveStore,
    private readonly money: LiveMoney,
    private readonly options: TablesOptions,
    private readonly now: () => Date,
  ) {}

  // ---------------------------------------------------------------------------------------------
  // Bets
  // ---------------------------------------------------------------------------------------------

  async place(
    session: SessionRow,
    table: TLiveTableCode,
    request: TLivePlaceBetsRequest,
  ): Promise<{ placement: TLivePlacement; myRound: TLiveMyRound; balance: string }> {
    const vendorCode = vendorOfTable(table);
    const game = gameOf(table);
    const repeat = await this.placementByRequest(session, request.requestId);
    if (repeat) return this.answerRepeat(session, repeat, table, request);

    const limits = this.options.limits(table);
    const spotLimit = spotLimits(game, limits);
    const adding = new Map<string, bigint>();
    for (const bet of request.bets) {
      if (!isLiveSpot(game as LiveGameKind, bet.spot))
        throw new VendorError('LIVE_UNKNOWN_SPOT', `${bet.spot} is not a ${game} spot`);
      adding.set(bet.spot, (adding.get(bet.spot) ?? 0n) + parseMinor(bet.amount));
    }
    const total = [...adding.values()].reduce((a, b) => a + b, 0n);
    const s = this.store.schema;
    let written: { placement: PlacementRow; pr: PlayerRoundRow };
    try {
      written = await this.db.transaction(async (tx) => {
        // A share lock on the round: the close takes its update lock, so a bet and the close never overlap.
        const [round] = await tx.query<RoundRow>(
          `select * from ${s}.rounds where round_id = $1 and table_code = $2 for share`,
          [BigInt(request.roundId), table],
        );
        if (round?.phase !== 'BETTING' || round.betting_ends_at.getTime() <= this.now().getTime())
          throw new VendorError('LIVE_BETTING_CLOSED');
        const walletRound = `lv:${randomUUID()}`;
        const [pr] = await tx.query<PlayerRoundRow>(
          `insert into ${s}.player_rounds (round_id, table_code, merchant_code, player_id, vendor_code, wallet_round_id,
             win_tx_id, status)
           values ($1, $2, $3, $4, $5, $6, $7, 'open')
           on conflict (round_id, merchant_code, player_id) do update set status = ${s}.player_rounds.status
           returning *`,
          [
            round.round_id,
            table,
            session.merchant_code,
            session.player_id,
            vendorCode,
            walletRound,
            `${walletRound}:win`,
          ],
        );
        if (pr?.status !== 'open') throw new VendorError('LIVE_BETTING_CLOSED');
        const held = await tx.query<{ spot: string; amount: string }>(
          `select b->>'spot' as spot, sum((b->>'amount')::bigint)::text as amount
             from ${s}.placements p, jsonb_array_elements(p.bets) b
            where p.player_round_id = $1 and p.status in ('betting', 'accepted') group by 1`,
          [pr.player_round_id],
        );
        const spots = new Map(held.map((h) => [h.spot, BigInt(h.amount)]));
        let roundTotal = [...spots.values()].reduce((a, b) => a + b, 0n) + total;
        for (const [spot, amount] of adding) {
          const after = (spots.get(spot) ?? 0n) + amount;
          const limit = spotLimit.get(spot);
          if (limit && (after < limit.min || after > limit.max))
            throw new VendorError(
              'LIVE_TABLE_LIMIT',
              `${spot}: from ${formatMinor(limit.min)} to ${formatMinor(limit.max)} per round`,
            );
        }
        if (roundTotal > limits.maxBet)
          throw new VendorError(
            'LIVE_TABLE_LIMIT',
            `at most ${formatMinor(limits.maxBet)} per round at this table`,
          );
        roundTotal = 0n;
        const txBase = `lv:${randomUUID()}`;
        const [placement] = await tx.query<PlacementRow>(
          `insert into ${s}.placements (player_round_id, round_id, merchant_code, player_id, request_id, status, bets,
             total, bet_tx_id, rollback_tx_id, created_at)
           values ($1, $2, $3, $4, $5, 'betting', $6, $7, $8, $9, $10) returning *`,
          [
            pr.player_round_id,
            round.round_id,
            session.merchant_code,
            session.player_id,
            request.requestId,
            JSON.stringify([...adding].map(([spot, amount]) => ({ spot, amount: amount.toString() }))),
            total,
            `${txBase}:bet`,
            `${txBase}:rb`,
            this.now(),
          ],
        );
        return { placement: placement as PlacementRow, pr };
      });
    } catch (error) {
      // The same requestId sent twice at once: the second answers the first.
      if ((error as { code?: string }).code === '23505') {
        const again = await this.placementByRequest(session, request.requestId);
        if (again) return this.answerRepeat(session, again, table, request);
      }
      throw error;
    }
    const { placement, balance } = await this.money.placeBet(written.placement, written.pr);
    const myRound = await this.myRoundOf(written.pr.player_round_id);
    this.events.placed(table, session, myRound);
    return { placement: placementView(placement), myRound, balance: formatMinor(balance) };
  }

  private async placementByRequest(
    session: SessionRow,
    requestId: string,
  ): Promise<PlacementRow | undefined> {
    const [row] = await this.db.query<PlacementRow>(
      `select * from ${this.store.schema}.placements where merchant_code = $1 and player_id = $2 and request_id = $3`,
      [session.merchant_code, session.player_id, requestId],
    );
    return row;
  }

  private async answerRepeat(
    session: SessionRow,
    p: PlacementRow,
    table: TLiveTableCode,
    request: TLivePlaceBetsRequest,
  ): Promise<{ placement: TLivePlacement; myRound: TLiveMyRound; balance: string }> {
    const pr = await this.store.playerRound(this.db, p.player_round_id);
    if (!pr || pr.table_code !== table || p.round_id.toString() !== request.roundId)
      throw new VendorError('IDEMPOTENCY_CONFLICT');
    if (p.status === 'rejected') throw new VendorError((p.last_error ?? 'SERVICE_UNAVAILABLE') as TErrorCode);
    if (p.status === 'betting') throw new VendorError('SERVICE_UNAVAILABLE', 'the bet is still being placed');
    if (p.status !== 'accepted' && p.status !== 'refunding' && p.status !== 'refunded')
      throw new VendorError('SERVICE_UNAVAILABLE', 'the bet did not go through');
    const balance = await this.money.balance(session.merchant_code, pr.vendor_code, session.player_id);
    return {
      placement: placementView(p),
      myRound: await this.myRoundOf(pr.player_round_id),
      balance: formatMinor(balance),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Views
  // ---------------------------------------------------------------------------------------------

  async myRoundOf(playerRoundId: bigint, db: SqlRunner = this.db): Promise<TLiveMyRound> {
    const pr = await this.store.playerRound(db, playerRoundId);
    if (!pr) throw new VendorError('NOT_FOUND');
    const round = await this.store.round(db, pr.round_id);
    return myRoundView(pr, round?.round_no ?? 0, await this.store.placementsOf(db, playerRoundId));
  }

  /** The player's bets in a round (null when none). */
  async myRound(session: SessionRow, roundId: bigint): Promise<TLiveMyRound | null> {
    const [pr] = await this.db.query<{ player_round_id: bigint }>(
      `select player_round_id from ${this.store.schema}.player_rounds where round_id = $1 and merchant_code = $2 and player_id = $3`,
      [roundId, session.merchant_code, session.player_id],
    );
    return pr ? this.myRoundOf(pr.player_round_id) : null;
  }

  /** The player's rounds at a table, newest first. */
  async myRounds(session: SessionRow, table: TLiveTableCode, limit: number): Promise<TLiveMyRound[]> {
    const rows = await this.db.query<{ player_round_id: bigint }>(
      `select player_round_id from ${this.store.schema}.player_rounds
        where merchant_code = $1 and player_id = $2 and table_code = $3 order by round_id desc limit $4`,
      [session.merchant_code, session.player_id, table, limit],
    );
    return Promise.all(rows.map((r) => this.myRoundOf(r.player_round_id)));
  }

  /** The player's settlement of the table's last finished round they bet in (for a reconnect). */
  async lastSettlement(session: SessionRow, table: TLiveTableCode): Promise<TLiveSettlement | null> {
    const [pr] = await this.db.query<PlayerRoundRow>(
      `select * from ${this.store.schema}.player_rounds where merchant_code = $1 and player_id = $2 and table_code = $3
          and status in ('settled', 'voided') order by round_id desc limit 1`,
      [session.merchant_code, session.player_id, table],
    );
    return pr ? settlementView(pr) : null;
  }

  async totals(roundId: bigint): Promise<{ totals: TLiveSpotTotal[]; players: number }> {
    const s = this.store.schema;
    const rows = await this.db.query<{ spot: string; amount: string; bets: number }>(
      `select b->>'spot' as spot, sum((b->>'amount')::bigint)::text as amount, count(*)::int as bets
         from ${s}.placements p, jsonb_array_elements(p.bets) b
        where p.round_id = $1 and p.status in ('betting', 'accepted') group by 1 order by 1`,
      [roundId],
    );
    const [players] = await this.db.query<{ n: number }>(
      `select count(distinct player_round_id)::int as n from ${s}.placements where round_id = $1 and status in ('betting', 'accepted')`,
      [roundId],
    );
    return {
      totals: rows.map((r) => ({ spot: r.spot, amount: formatMinor(BigInt(r.amount)), bets: r.bets })),
      players: players?.n ?? 0,
    };
  }

  /** The table's current (latest) round. */
  currentRound(table: TLiveTableCode): Promise<RoundRow | undefined> {
    return this.store.currentRound(this.db, table);
  }

  async roundView(round: RoundRow): Promise<TLiveRound> {
    const seed = await this.store.seed(this.db, round.seed_id);
    const { totals, players } = await this.totals(round.round_id);
    const steps = round.reveal ?? [];
    const isOver = round.phase === 'SETTLED';
    return {
      roundId: round.round_id.toString(),
      tableCode: round.table_code,
      roundKey: round.round_key,
      roundNo: round.round_no,
      phase: round.phase,
      phaseEndsAt:
        round.phase === 'BETTING'
          ? round.betting_ends_at.toISOString()
          : (round.phase_ends_at?.toISOString() ?? null),
      openedAt: round.opened_at.toISOString(),
      bettingEndsAt: round.betting_ends_at.toISOString(),
      lastCallAt: round.last_call_at?.toISOString() ?? null,
      reveal: isOver ? steps : steps.slice(0, round.revealed),
      revealSteps: round.phase === 'BETTING' || round.phase === 'VOIDED' ? null : steps.length,
      outcome: isOver && round.outcome ? publicOutcome(round.outcome) : null,
      totals,
      players,
      seedHash: seed?.seed_hash ?? '',
      fight: round.fight,
    };
  }

  async lastResults(table: TLiveTableCode, limit = 20): Promise<TLiveResultSummary[]> {
    const rows = await this.db.query<RoundRow>(
      `select * from ${this.store.schema}.rounds where table_code = $1 and phase in ('SETTLED', 'VOIDED')
        order by round_no desc limit $2`,
      [table, limit],
    );
    return rows.map((r) => ({
      roundId: r.round_id.toString(),
      roundNo: r.round_no,
      outcome: r.phase === 'SETTLED' && r.outcome ? publicOutcome(r.outcome) : null,
      phase: r.phase as 'SETTLED' | 'VOIDED',
    }));
  }

  /** Shoe games: the settled hands of the shoe in use, oldest first (the road maps' input). */
  async shoeResults(table: TLiveTableCode): Promise<TLiveTable['shoeResults']> {
    if (!isShoeGame(gameOf(table))) return [];
    const rows = await this.db.query<{ outcome: LiveOutcome }>(
      `select r.outcome from ${this.store.schema}.rounds r
         join ${this.store.schema}.seeds s on s.seed_id = r.seed_id and s.ended_at is null
        where r.table_code = $1 and r.phase = 'SETTLED' order by r.round_no`,
      [table],
    );
    return rows.map(({ outcome }) =>
      outcome.game === 'BACCARAT'
        ? {
            winner: outcome.hand.winner,
            playerPair: outcome.hand.playerPair,
            bankerPair: outcome.hand.bankerPair,
          }
        : outcome.game === 'DRAGON_TIGER'
          ? { winner: outcome.hand.winner, playerPair: false, bankerPair: false }
          : { winner: 'TIE', playerPair: false, bankerPair: false },
    );
  }

  async shoe(table: TLiveTableCode): Promise<TLiveShoe | null> {
    if (!isShoeGame(gameOf(table))) return null;
    const seed = await this.store.activeSeed(this.db, table);
    return seed ? shoeView(seed) : null;
  }

  async table(table: TLiveTableCode, language: string): Promise<TLiveTable> {
    const game = gameOf(table);
    const limits = this.options.limits(table);
    const [round, shoe, lastResults, shoeResults, dealer] = await Promise.all([
      this.store.currentRound(this.db, table),
      this.shoe(table),
      this.lastResults(table),
      this.shoeResults(table),
      this.db.query<{ model_id: string; name: string }>(
        `select model_id, name from ${this.store.schema}.models where table_code = $1`,
        [table],
      ),
    ]);
    const model = dealer[0] ?? { model_id: 'studio', name: 'Studio' };
    return {
      code: table,
      vendorCode: vendorOfTable(table),
      game,
      name: tableName(table, language),
      dealer: {
        modelId: model.model_id,
        name: model.name,
        portraitUrl: `/live/api/models/${model.model_id}/portrait.svg`,
      },
      minBet: formatMinor(limits.minBet),
      maxBet: formatMinor(limits.maxBet),
      spots: [...spotLimits(game, limits)].map(([spot, l]) => ({
        spot,
        min: formatMinor(l.min),
        max: formatMinor(l.max),
      })),
      bettingSeconds: Math.round(this.options.timing(table).bettingMs / 1000),
      round: round ? await this.roundView(round) : null,
      shoe,
      lastResults,
      shoeResults,
      watching: this.options.watching(table),
    };
  }

  async history(table: TLiveTableCode, limit: number): Promise<TLiveHistoryRound[]> {
    const rows = await this.db.query<
      RoundRow & { seed_hash: string; seed_value: string; ended_at: Date | null; seq: number }
    >(
      `select r.*, s.seed_hash, s.seed as seed_value, s.ended_at, s.seq from ${this.store.schema}.rounds r
         join ${this.store.schema}.seeds s on s.seed_id = r.seed_id
        where r.table_code = $1 and r.phase in ('SETTLED', 'VOIDED') order by r.round_no desc limit $2`,
      [table, limit],
    );
    const shoe = isShoeGame(gameOf(table));
    return rows.map((r) => ({
      roundId: r.round_id.toString(),
      roundNo: r.round_no,
      roundKey: r.round_key,
      phase: r.phase as 'SETTLED' | 'VOIDED',
      outcome: r.phase === 'SETTLED' && r.outcome ? publicOutcome(r.outcome) : null,
      settledAt: r.settled_at?.toISOString() ?? null,
      seedHash: r.seed_hash,
      seed: r.ended_at ? r.seed_value : null,
      shoeNo: shoe ? r.seq : null,
      fight: r.fight,
    }));
  }
}

export function shoeView(seed: SeedRow): TLiveShoe {
  const cards = 52 * SHOE_DECKS;
  return {
    shoeId: seed.seed_id.toString(),
    shoeNo: seed.seq,
    commitment: seed.seed_hash,
    cardsDealt: seed.used,
    cardsLeft: cards - seed.used,
    cutCardAt: CUT_CARD_AT,
  };
}

export function placementView(p: PlacementRow): TLivePlacement {
  return {
    placementId: p.placement_id.toString(),
    requestId: p.request_id,
    status: p.status === 'refunding' || p.status === 'refunded' ? 'REFUNDED' : 'ACCEPTED',
    bets: p.bets.map((b) => ({ spot: b.spot, amount: formatMinor(BigInt(b.amount)) })),
    total: formatMinor(p.total),
    createdAt: p.created_at.toISOString(),
  };
}

export function settlementView(pr: PlayerRoundRow): TLiveSettlement | null {
  if (pr.status !== 'settled' && pr.status !== 'voided' && pr.status !== 'settling') return null;
  const voided = pr.status === 'voided';
  const stake = pr.stake ?? 0n;
  const returned = voided ? stake : (pr.returned ?? 0n);
  return {
    roundId: pr.round_id.toString(),
    stake: formatMinor(stake),
    returned: formatMinor(returned),
    net: formatMinor(returned - stake),
    spots: (pr.spots ?? []).map((s) => ({
      spot: s.spot,
      stake: formatMinor(BigInt(s.stake)),
      returned: formatMinor(voided ? BigInt(s.stake) : BigInt(s.returned)),
    })),
    voided,
  };
}

function myRoundView(pr: PlayerRoundRow, roundNo: number, placements: PlacementRow[]): TLiveMyRound {
  const shown = placements.filter(
    (p) => p.status === 'accepted' || p.status === 'refunding' || p.status === 'refunded',
  );
  const spots = new Map<string, bigint>();
  for (const p of shown)
    for (const b of p.bets) spots.set(b.spot, (spots.get(b.spot) ?? 0n) + BigInt(b.amount));
  const stake = [...spots.values()].reduce((a, b) => a + b, 0n);
  const done = pr.status === 'settled' || pr.status === 'voided';
  return {
    roundId: pr.round_id.toString(),
    roundNo,
    tableCode: pr.table_code,
    placements: shown.map(placementView),
    spots: [...spots].map(([spot, amount]) => ({ spot, amount: formatMinor(amount) })),
    stake: formatMinor(stake),
    settlement: done ? settlementView(pr) : null,
  };
}
