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
import { Batcher, type BatchResult } from './batcher.ts';
import { CUT_CARD_AT, gameOf, isShoeGame, type RoundTiming, SHOE_DECKS } from './config.ts';
import type { EffectiveLimits, LiveLimits } from './limits.ts';
import type { LiveMoney } from './money.ts';
import { publicOutcome } from './outcomes.ts';
import type { LiveStore, PlacementRow, PlayerRoundRow, RoundRow, SeedRow } from './store.ts';

export const vendorOfTable = (table: TLiveTableCode): TLiveVendorCode => LIVE_TABLES[table].vendorCode;

/** Tells the sockets that a player's bets changed (the hub). */
export interface BetEvents {
  placed(tableCode: TLiveTableCode, session: SessionRow, myRound: TLiveMyRound): void;
}

export interface TablesOptions {
  limits: LiveLimits;
  timing: (table: TLiveTableCode) => RoundTiming;
  watching: (table: TLiveTableCode) => number;
}

const LOCALISED: Record<string, Partial<Record<string, string>>> = {
  BACCARAT: {
    CN: '百家乐',
    VI: 'Baccarat',
    TH: 'บาคาร่า',
    TW: '百家樂',
    JA: 'バカラ',
    KO: '바카라',
    ES: 'Baccarat',
    PT: 'Bacará',
    TR: 'Bakara',
    RU: 'Баккара',
    AR: 'باكارات',
    HI: 'बैकरेट',
    FIL: 'Baccarat',
    BN: 'ব্যাকারা',
    ID: 'Baccarat',
    MS: 'Baccarat',
    KM: 'បាការ៉ា',
    MY: 'ဘာကာရာ',
  },
  DRAGON_TIGER: {
    CN: '龙虎',
    VI: 'Rồng Hổ',
    TH: 'เสือมังกร',
    TW: '龍虎',
    JA: 'ドラゴンタイガー',
    KO: '드래곤 타이거',
    ES: 'Dragón Tigre',
    PT: 'Dragão Tigre',
    TR: 'Ejderha Kaplan',
    RU: 'Дракон Тигр',
    AR: 'التنين والنمر',
    HI: 'ड्रैगन टाइगर',
    FIL: 'Dragon Tiger',
    BN: 'ড্রাগন টাইগার',
    ID: 'Naga Harimau',
    MS: 'Naga Harimau',
    KM: 'នាគខ្លា',
    MY: 'နဂါး ကျား',
  },
  ROULETTE: {
    CN: '欧洲轮盘',
    VI: 'Roulette Châu Âu',
    TH: 'รูเล็ตยุโรป',
    TW: '歐式輪盤',
    JA: 'ヨーロピアンルーレット',
    KO: '유러피언 룰렛',
    ES: 'Ruleta Europea',
    PT: 'Roleta Europeia',
    TR: 'Avrupa Ruleti',
    RU: 'Европейская рулетка',
    AR: 'الروليت الأوروبية',
    HI: 'यूरोपियन रूलेट',
    FIL: 'European Roulette',
    BN: 'ইউরোপিয়ান রুলেট',
    ID: 'Roulette Eropa',
    MS: 'Rolet Eropah',
    KM: 'រ៉ូឡែតអឺរ៉ុប',
    MY: 'ဥရောပ ရူးလက်',
  },
  SIC_BO: {
    CN: '骰宝',
    VI: 'Tài Xỉu',
    TH: 'ไฮโล',
    TW: '骰寶',
    JA: 'シックボー',
    KO: '식보',
    ES: 'Sic Bo',
    PT: 'Sic Bo',
    TR: 'Sic Bo',
    RU: 'Сик Бо',
    AR: 'سيك بو',
    HI: 'सिक बो',
    FIL: 'Sic Bo',
    BN: 'সিক বো',
    ID: 'Sic Bo',
    MS: 'Sic Bo',
    KM: 'ស៊ីកបូ',
    MY: 'ဆစ်ဘို',
  },
  COCKFIGHT: {
    CN: '斗鸡',
    VI: 'Đá gà',
    TH: 'ชนไก่',
    TW: '鬥雞',
    JA: '闘鶏',
    KO: '투계',
    ES: 'Pelea de gallos',
    PT: 'Rinha de galos',
    TR: 'Horoz dövüşü',
    RU: 'Петушиные бои',
    AR: 'مصارعة الديكة',
    HI: 'मुर्गों की लड़ाई',
    FIL: 'Sabong',
    BN: 'মোরগ লড়াই',
    ID: 'Sabung ayam',
    MS: 'Laga ayam',
    KM: 'ជល់មាន់',
    MY: 'ကြက်တိုက်',
  },
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

  /** Per table: the placements waiting for the table's next write transaction. */
  private readonly writers = new Map<TLiveTableCode, Batcher<PlacementRequest, Written>>();
  /** "My bets" views of the player rounds just bet in, read together. */
  private readonly myRoundViews = new Batcher<bigint, TLiveMyRound>((ids) => this.myRoundsOf(ids), {
    maxBatch: 500,
    maxInFlight: 2,
  });

  /**
   * Places a player's bets in the open round: written `betting` with its wallet ids (in a
   * transaction shared with the other placements at that table arriving meanwhile), then its own
   * debit on the platform, accepted once the platform said yes. Each placement keeps its own
   * requestId, limits and answer; a batch only shares the database round trips.
   */
  async place(
    session: SessionRow,
    table: TLiveTableCode,
    request: TLivePlaceBetsRequest,
  ): Promise<{ placement: TLivePlacement; myRound: TLiveMyRound; balance: string }> {
    const game = gameOf(table);
    const adding = new Map<string, bigint>();
    for (const bet of request.bets) {
      if (!isLiveSpot(game as LiveGameKind, bet.spot))
        throw new VendorError('LIVE_UNKNOWN_SPOT', `${bet.spot} is not a ${game} spot`);
      adding.set(bet.spot, (adding.get(bet.spot) ?? 0n) + parseMinor(bet.amount));
    }
    const total = [...adding.values()].reduce((a, b) => a + b, 0n);
    const written = await this.writerOf(table).submit({ session, request, adding, total });
    if (written.kind === 'repeat') return this.answerRepeat(session, written.placement, table, request);
    if (written.kind === 'elsewhere') {
      const again = await this.placementByRequest(session, request.requestId);
      if (!again) throw new VendorError('SERVICE_UNAVAILABLE', 'the bet is still being placed');
      return this.answerRepeat(session, again, table, request);
    }
    const { placement, balance } = await this.money.placeBet(written.placement, written.pr);
    const myRound = await this.myRoundViews.submit(written.pr.player_round_id);
    this.events.placed(table, session, myRound);
    return { placement: placementView(placement), myRound, balance: formatMinor(balance) };
  }

  private writerOf(table: TLiveTableCode): Batcher<PlacementRequest, Written> {
    let writer = this.writers.get(table);
    if (!writer) {
      // One write transaction per table at a time: the batch after it takes everything that arrived meanwhile.
      writer = new Batcher((items) => this.writePlacements(table, items), { maxBatch: 500, maxInFlight: 1 });
      this.writers.set(table, writer);
    }
    return writer;
  }

  /**
   * One transaction for a batch of placements at a table: the round share-locked once (the close
   * takes its update lock, so no bet overlaps the close), each player's round row upserted (and
   * so locked: a player's placements in other processes wait), the limits checked against what
   * the player already holds plus the batch's earlier placements, the placements inserted
   * `betting`. An item refused (closed, limits) fails alone; a requestId already known answers as
   * a repeat.
   */
  private async writePlacements(
    table: TLiveTableCode,
    items: PlacementRequest[],
  ): Promise<BatchResult<Written>[]> {
    const s = this.store.schema;
    const keyOf = (merchant: string, player: string, requestId: string) =>
      `${merchant}\u0000${player}\u0000${requestId}`;
    const itemKey = (i: PlacementRequest) =>
      keyOf(i.session.merchant_code, i.session.player_id, i.request.requestId);
    const results: BatchResult<Written>[] = items.map(() => ({
      ok: false,
      error: new VendorError('SERVICE_UNAVAILABLE'),
    }));
    const refuse = (index: number, error: VendorError) => {
      results[index] = { ok: false, error };
    };
    const byRequest = (rows: PlacementRow[]) =>
      new Map(rows.map((p) => [keyOf(p.merchant_code, p.player_id, p.request_id), p]));
    await this.db.transaction(async (tx) => {
      const known = byRequest(
        await tx.query<PlacementRow>(
          `select p.* from ${s}.placements p
             join jsonb_to_recordset($1::jsonb) as v(merchant_code text, player_id text, request_id text)
               on p.merchant_code = v.merchant_code and p.player_id = v.player_id and p.request_id = v.request_id`,
          [
            JSON.stringify(
              items.map((i) => ({
                merchant_code: i.session.merchant_code,
                player_id: i.session.player_id,
                request_id: i.request.requestId,
              })),
            ),
          ],
        ),
      );
      const roundIds = [...new Set(items.map((i) => i.request.roundId))].filter((id) =>
        /^\d{1,18}$/.test(id),
      );
      const rounds = await tx.query<RoundRow>(
        `select * from ${s}.rounds where round_id in (select (jsonb_array_elements_text($1::jsonb))::bigint)
           and table_code = $2 order by round_id for share`,
        [JSON.stringify(roundIds), table],
      );
      const openRounds = new Map(
        rounds
          .filter((r) => r.phase === 'BETTING' && r.betting_ends_at.getTime() > this.now().getTime())
          .map((r) => [r.round_id.toString(), r]),
      );
      const fresh: number[] = [];
      items.forEach((item, index) => {
        const repeat = known.get(itemKey(item));
        if (repeat) results[index] = { ok: true, value: { kind: 'repeat', placement: repeat } };
        else if (!openRounds.has(item.request.roundId)) refuse(index, new VendorError('LIVE_BETTING_CLOSED'));
        else fresh.push(index);
      });
      if (fresh.length === 0) return;

      // Each merchant's limits at this table, read in this transaction: a change applies to the next batch.
      const limitsOf = await this.options.limits.forMerchants(
        tx,
        table,
        fresh.map((index) => (items[index] as PlacementRequest).session.merchant_code),
      );
      // Each player's round in each round, in a fixed order (two batches never lock them crosswise);
      // a new one keeps its merchant's cockfight terms (pari-mutuel plasada) of now.
      const players = new Map<
        string,
        {
          round_id: string;
          merchant_code: string;
          player_id: string;
          wallet_round_id: string;
          plasada_bp: number | null;
        }
      >();
      for (const index of fresh) {
        const { session, request } = items[index] as PlacementRequest;
        const key = keyOf(session.merchant_code, session.player_id, request.roundId);
        if (!players.has(key))
          players.set(key, {
            round_id: request.roundId,
            merchant_code: session.merchant_code,
            player_id: session.player_id,
            wallet_round_id: `lv:${randomUUID()}`,
            plasada_bp: limitsOf.get(session.merchant_code)?.plasadaBp ?? null,
          });
      }
      const ordered = [...players.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, v]) => v);
      const prs = await tx.query<PlayerRoundRow>(
        `insert into ${s}.player_rounds (round_id, table_code, merchant_code, player_id, vendor_code, wallet_round_id,
           win_tx_id, status, plasada_bp)
         select v.round_id, $2, v.merchant_code, v.player_id, $3, v.wallet_round_id, v.wallet_round_id || ':win', 'open',
                v.plasada_bp
           from jsonb_to_recordset($1::jsonb) as v(ord int, round_id bigint, merchant_code text, player_id text,
                wallet_round_id text, plasada_bp int)
          order by v.ord
         on conflict (round_id, merchant_code, player_id) do update set status = ${s}.player_rounds.status
         returning *`,
        [JSON.stringify(ordered.map((o, ord) => ({ ord, ...o }))), table, vendorOfTable(table)],
      );
      const prOf = new Map(
        prs.map((pr) => [keyOf(pr.merchant_code, pr.player_id, pr.round_id.toString()), pr]),
      );
      const heldRows = await tx.query<{ player_round_id: bigint; spot: string; amount: string }>(
        `select p.player_round_id, b->>'spot' as spot, sum((b->>'amount')::bigint)::text as amount
           from ${s}.placements p, jsonb_array_elements(p.bets) b
          where p.player_round_id in (select (jsonb_array_elements_text($1::jsonb))::bigint)
            and p.status in ('betting', 'accepted') group by 1, 2`,
        [JSON.stringify(prs.map((pr) => pr.player_round_id.toString()))],
      );
      const held = new Map<bigint, Map<string, bigint>>();
      for (const h of heldRows) {
        const spots = held.get(h.player_round_id) ?? new Map<string, bigint>();
        held.set(h.player_round_id, spots);
        spots.set(h.spot, BigInt(h.amount));
      }

      const inserts: { index: number; pr: PlayerRoundRow }[] = [];
      const seen = new Set<string>();
      const twins: number[] = [];
      for (const index of fresh) {
        const { session, request, adding, total } = items[index] as PlacementRequest;
        const pr = prOf.get(keyOf(session.merchant_code, session.player_id, request.roundId));
        if (pr?.status !== 'open') {
          refuse(index, new VendorError('LIVE_BETTING_CLOSED'));
          continue;
        }
        // The same requestId twice in one batch: the second answers as a repeat of the first.
        const key = itemKey(items[index] as PlacementRequest);
        if (seen.has(key)) {
          twins.push(index);
          continue;
        }
        seen.add(key);
        const spots = held.get(pr.player_round_id) ?? new Map<string, bigint>();
        const limits = limitsOf.get(session.merchant_code) as EffectiveLimits;
        const refusal = limitRefusal(spots, adding, total, limits.spots, limits.maxBet);
        if (refusal) {
          refuse(index, refusal);
          continue;
        }
        for (const [spot, amount] of adding) spots.set(spot, (spots.get(spot) ?? 0n) + amount);
        held.set(pr.player_round_id, spots);
        inserts.push({ index, pr });
      }
      if (inserts.length === 0) return;
      const inserted = byRequest(
        await tx.query<PlacementRow>(
          `insert into ${s}.placements (player_round_id, round_id, merchant_code, player_id, request_id, status, bets,
             total, bet_tx_id, rollback_tx_id, created_at)
           select v.player_round_id, v.round_id, v.merchant_code, v.player_id, v.request_id, 'betting', v.bets,
                  v.total, v.tx || ':bet', v.tx || ':rb', $2
             from jsonb_to_recordset($1::jsonb) as v(ord int, player_round_id bigint, round_id bigint, merchant_code text,
                  player_id text, request_id text, bets jsonb, total bigint, tx text)
            order by v.ord
           on conflict (merchant_code, player_id, request_id) do nothing
           returning *`,
          [
            JSON.stringify(
              inserts.map(({ index, pr }, ord) => {
                const { session, request, adding, total } = items[index] as PlacementRequest;
                return {
                  ord,
                  player_round_id: pr.player_round_id.toString(),
                  round_id: pr.round_id.toString(),
                  merchant_code: session.merchant_code,
                  player_id: session.player_id,
                  request_id: request.requestId,
                  bets: [...adding].map(([spot, amount]) => ({ spot, amount: amount.toString() })),
                  total: total.toString(),
                  tx: `lv:${randomUUID()}`,
                };
              }),
            ),
            this.now(),
          ],
        ),
      );
      const prById = new Map(prs.map((pr) => [pr.player_round_id, pr]));
      for (const { index } of inserts) {
        const placement = inserted.get(itemKey(items[index] as PlacementRequest));
        // Not inserted: the same requestId committed meanwhile by another process, read after this transaction.
        results[index] = placement
          ? {
              ok: true,
              value: { kind: 'new', placement, pr: prById.get(placement.player_round_id) as PlayerRoundRow },
            }
          : { ok: true, value: { kind: 'elsewhere' } };
      }
      for (const index of twins) {
        const placement = inserted.get(itemKey(items[index] as PlacementRequest));
        results[index] = placement
          ? { ok: true, value: { kind: 'repeat', placement } }
          : { ok: true, value: { kind: 'elsewhere' } };
      }
    });
    return results;
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

  /** "My bets" of several player rounds in two queries, in the order asked (the batch of `place`). */
  private async myRoundsOf(ids: bigint[]): Promise<BatchResult<TLiveMyRound>[]> {
    const s = this.store.schema;
    const list = JSON.stringify([...new Set(ids)].map(String));
    const [prs, placements] = await Promise.all([
      this.db.query<PlayerRoundRow & { round_no: number }>(
        `select pr.*, r.round_no from ${s}.player_rounds pr join ${s}.rounds r on r.round_id = pr.round_id
          where pr.player_round_id in (select (jsonb_array_elements_text($1::jsonb))::bigint)`,
        [list],
      ),
      this.db.query<PlacementRow>(
        `select * from ${s}.placements where player_round_id in (select (jsonb_array_elements_text($1::jsonb))::bigint)
          order by placement_id`,
        [list],
      ),
    ]);
    const byRound = new Map<bigint, PlacementRow[]>();
    for (const p of placements) {
      const list = byRound.get(p.player_round_id) ?? [];
      if (list.length === 0) byRound.set(p.player_round_id, list);
      list.push(p);
    }
    const prById = new Map(prs.map((pr) => [pr.player_round_id, pr]));
    return ids.map((id) => {
      const pr = prById.get(id);
      return pr
        ? { ok: true, value: myRoundView(pr, pr.round_no, byRound.get(id) ?? []) }
        : { ok: false, error: new VendorError('NOT_FOUND') };
    });
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

  /**
   * Player rounds of a table paid or refunded after `since` (oldest first, at most `limit`): what
   * the sockets of another process catch up on. A player none of whose bets got through is left out.
   */
  finalSince(table: TLiveTableCode, since: Date, limit = 1000): Promise<PlayerRoundRow[]> {
    return this.db.query<PlayerRoundRow>(
      `select * from ${this.store.schema}.player_rounds
        where table_code = $1 and status in ('settled', 'voided') and settled_at > $2 and stake > 0
        order by settled_at limit $3`,
      [table, since, limit],
    );
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

  /**
   * Pari-mutuel cockfight: each merchant's meron and wala pools of a round at its current plasada
   * (its players' stakes in flight or accepted), as settlement will form them.
   */
  async pools(
    table: TLiveTableCode,
    roundId: bigint,
    merchantCodes: readonly string[],
  ): Promise<Map<string, { meron: string; wala: string }>> {
    if (gameOf(table) !== 'COCKFIGHT' || merchantCodes.length === 0) return new Map();
    const s = this.store.schema;
    const [terms, rows] = await Promise.all([
      this.options.limits.forMerchants(this.db, table, merchantCodes),
      this.db.query<{ merchant_code: string; plasada_bp: number; meron: string; wala: string }>(
        `select p.merchant_code, r.plasada_bp,
                coalesce(sum((b->>'amount')::bigint) filter (where b->>'spot' = 'MERON'), 0)::text as meron,
                coalesce(sum((b->>'amount')::bigint) filter (where b->>'spot' = 'WALA'), 0)::text as wala
           from ${s}.placements p
           join ${s}.player_rounds r on r.player_round_id = p.player_round_id,
                jsonb_array_elements(p.bets) b
          where p.round_id = $1 and p.status in ('betting', 'accepted') and r.plasada_bp is not null
          group by 1, 2`,
        [roundId],
      ),
    ]);
    const pools = new Map<string, { meron: string; wala: string }>();
    for (const merchant of merchantCodes) {
      const plasadaBp = terms.get(merchant)?.plasadaBp ?? null;
      if (plasadaBp === null) continue;
      const row = rows.find((r) => r.merchant_code === merchant && r.plasada_bp === plasadaBp);
      pools.set(merchant, {
        meron: formatMinor(BigInt(row?.meron ?? '0')),
        wala: formatMinor(BigInt(row?.wala ?? '0')),
      });
    }
    return pools;
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

  /** A table as the players of `merchantCode` see it (with that merchant's limits). */
  async table(table: TLiveTableCode, language: string, merchantCode: string): Promise<TLiveTable> {
    const game = gameOf(table);
    const [limits, round, shoe, lastResults, shoeResults, dealer] = await Promise.all([
      this.options.limits.of(table, merchantCode),
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
      spots: [...limits.spots].map(([spot, l]) => ({
        spot,
        min: formatMinor(l.min),
        max: formatMinor(l.max),
      })),
      pariMutuel:
        limits.plasadaBp === null
          ? null
          : {
              plasadaBp: limits.plasadaBp,
              ...(round?.phase === 'BETTING' || round?.phase === 'CLOSED' || round?.phase === 'REVEALING'
                ? { pool: (await this.pools(table, round.round_id, [merchantCode])).get(merchantCode) }
                : {}),
            },
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

interface PlacementRequest {
  session: SessionRow;
  request: TLivePlaceBetsRequest;
  /** The request's amounts per spot (a spot named twice added up). */
  adding: Map<string, bigint>;
  total: bigint;
}

/** What the write transaction made of a placement request. */
type Written =
  | { kind: 'new'; placement: PlacementRow; pr: PlayerRoundRow }
  | { kind: 'repeat'; placement: PlacementRow }
  /** Its requestId was committed by another process at the same moment: read it afresh. */
  | { kind: 'elsewhere' };

/** The limit a placement would break given what the player already holds in the round, if any. */
export function limitRefusal(
  held: ReadonlyMap<string, bigint>,
  adding: ReadonlyMap<string, bigint>,
  total: bigint,
  spotLimit: ReadonlyMap<string, { min: bigint; max: bigint }>,
  maxBet: bigint,
): VendorError | undefined {
  for (const [spot, amount] of adding) {
    const after = (held.get(spot) ?? 0n) + amount;
    const limit = spotLimit.get(spot);
    if (limit && (after < limit.min || after > limit.max))
      return new VendorError(
        'LIVE_TABLE_LIMIT',
        `${spot}: from ${formatMinor(limit.min)} to ${formatMinor(limit.max)} per round`,
      );
  }
  const roundTotal = [...held.values()].reduce((a, b) => a + b, 0n) + total;
  if (roundTotal > maxBet)
    return new VendorError('LIVE_TABLE_LIMIT', `at most ${formatMinor(maxBet)} per round at this table`);
  return undefined;
}
