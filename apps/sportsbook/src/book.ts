import { randomUUID } from 'node:crypto';
import {
  formatMinor,
  parseMinor,
  SPORTS_GAMES,
  SPORTS_OF_VENDOR,
  type TSportsBet,
  type TSportsGameCode,
  type TSportsSlipRequest,
  type TSportsVendorCode,
} from '@croupier/contracts';
import {
  cashOutValue,
  combinationCount,
  type Market,
  parlayOdds,
  parseMarketKey,
  selectionsOf,
  systemMaxReturn,
} from '@croupier/games';
import { type SessionRow, sleep, type VendorDb, VendorError } from '@croupier/vendor-kit';
import type { StakeLimits } from './config.ts';
import type { Feed } from './feed.ts';
import type { SportsMoney } from './money.ts';
import type { BetRow, CashoutRow, LegRow, SportsStore } from './store.ts';

export interface BookOptions {
  limits: StakeLimits;
  /** How long a bet with a live selection waits before it is taken (ms). */
  liveDelayMs: number;
  /** The operator's cash-out margin per mille. */
  cashOutMarginPermille: number;
}

/** The vendor code and game a session books. */
export function vendorOfSession(s: SessionRow): TSportsVendorCode {
  const game = SPORTS_GAMES[s.game_code as TSportsGameCode];
  if (!game) throw new VendorError('UNAUTHORIZED', 'not a sportsbook session');
  return game.vendorCode;
}

interface PricedLeg {
  matchId: string;
  market: Market;
  marketKey: string;
  selection: string;
  odds: number;
  live: boolean;
}

/**
 * The bet slip: checks a slip against the feed's prices and the limits, waits out the live delay
 * (and checks again), stores the bet with its transaction ids and debits it through the platform.
 * The same requestId answers the first bet and moves nothing. Also the player's bets and cash-out.
 */
export class SportsBook {
  /** Called when a bet's state changes for its player (placed, cashed out). */
  onBet: (bet: BetRow) => void = () => undefined;

  constructor(
    private readonly db: VendorDb,
    private readonly store: SportsStore,
    private readonly feed: Feed,
    private readonly money: SportsMoney,
    private readonly options: BookOptions,
    private readonly now: () => Date,
  ) {}

  /** The current price of every leg, checked against what the player saw. Errors: see `place`. */
  private price(vendorCode: TSportsVendorCode, slip: TSportsSlipRequest): PricedLeg[] {
    const at = this.now();
    const sports = SPORTS_OF_VENDOR[vendorCode];
    let changed = false;
    const legs = slip.legs.map((leg) => {
      const fixture = this.feed.fixture(leg.matchId);
      if (!fixture || !sports.includes(fixture.sport)) throw new VendorError('SPORTS_MATCH_NOT_FOUND');
      const market = parseMarketKey(leg.market);
      if (!market || !selectionsOf(market).includes(leg.selection))
        throw new VendorError('SPORTS_BAD_SLIP', `no selection ${leg.selection} in ${leg.market}`);
      const odds = this.feed.price(leg.matchId, market, leg.selection, at);
      if (odds === null) throw new VendorError('SPORTS_SELECTION_CLOSED', `${leg.matchId} ${leg.market}`);
      if (odds < leg.odds || (odds > leg.odds && !slip.acceptHigher)) changed = true;
      return {
        matchId: leg.matchId,
        market,
        marketKey: leg.market,
        selection: leg.selection,
        odds,
        live: fixture.startsAt <= at,
      };
    });
    if (changed) throw new VendorError('SPORTS_ODDS_CHANGED');
    return legs;
  }

  /**
   * Places a slip. Errors: SPORTS_BAD_SLIP (a kind that does not fit its legs), SPORTS_SAME_MATCH,
   * SPORTS_MATCH_NOT_FOUND, SPORTS_SELECTION_CLOSED, SPORTS_ODDS_CHANGED, SPORTS_STAKE_LIMIT,
   * INSUFFICIENT_FUNDS and the platform's other refusals, SERVICE_UNAVAILABLE.
   */
  async place(s: SessionRow, slip: TSportsSlipRequest): Promise<{ bet: TSportsBet; balance: bigint | null }> {
    const vendorCode = vendorOfSession(s);
    const existing = await this.byRequest(s, slip.requestId);
    if (existing) return { bet: await this.settledView(existing), balance: null };

    const n = slip.legs.length;
    const kind = slip.kind;
    if (
      (kind === 'SINGLE' && n !== 1) ||
      (kind === 'PARLAY' && n < 2) ||
      (kind === 'SYSTEM' && (n < 3 || !slip.systemSize || slip.systemSize < 2 || slip.systemSize >= n))
    )
      throw new VendorError('SPORTS_BAD_SLIP');
    if (new Set(slip.legs.map((l) => l.matchId)).size !== n) throw new VendorError('SPORTS_SAME_MATCH');
    const unitStake = parseMinor(slip.stake);
    const combos = kind === 'SYSTEM' ? combinationCount(n, slip.systemSize ?? 0) : 1;
    const stake = unitStake * BigInt(combos);

    let legs = this.price(vendorCode, slip);
    this.checkLimits(legs, unitStake, stake, kind);
    if (legs.some((l) => l.live) && this.options.liveDelayMs > 0) {
      // The live delay: a goal meanwhile suspends the market and the bet is refused.
      await sleep(this.options.liveDelayMs);
      legs = this.price(vendorCode, slip);
    }
    const odds = kind === 'SINGLE' ? (legs[0]?.odds ?? 0) : parlayOdds(legs.map((l) => l.odds));
    const maxReturn =
      kind === 'SYSTEM'
        ? systemMaxReturn(
            unitStake,
            slip.systemSize ?? 2,
            legs.map((l) => l.odds),
          )
        : (stake * BigInt(odds)) / 1000n;
    if (maxReturn > this.options.limits.maxReturn)
      throw new VendorError('SPORTS_STAKE_LIMIT', 'return above the limit');

    const id = randomUUID();
    const bet = await this.db.transaction(async (tx) => {
      // One customer's open stakes are capped; the lock orders two slips of one player.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`${s.merchant_code}:${s.player_id}`]);
      const [open] = await tx.query<{ total: bigint | null }>(
        `select sum(stake)::bigint as total from ${this.store.schema}.bets
          where merchant_code = $1 and player_id = $2 and status in ('placing', 'open')`,
        [s.merchant_code, s.player_id],
      );
      if ((open?.total ?? 0n) + stake > this.options.limits.customerOpenStake)
        throw new VendorError('SPORTS_STAKE_LIMIT', 'open stakes above the customer limit');
      const [row] = await tx.query<BetRow>(
        `insert into ${this.store.schema}.bets (request_id, merchant_code, vendor_code, player_id, game_code, kind,
           system_size, unit_stake, stake, odds, max_return, status, wallet_round_id, bet_tx_id, win_tx_id,
           rollback_tx_id, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'placing', $12, $13, $14, $15, $16)
         on conflict (merchant_code, player_id, request_id) do nothing returning *`,
        [
          slip.requestId,
          s.merchant_code,
          vendorCode,
          s.player_id,
          s.game_code,
          kind,
          kind === 'SYSTEM' ? (slip.systemSize ?? null) : null,
          unitStake,
          stake,
          odds,
          maxReturn,
          `sb-${id}`,
          `sb-${id}-bet`,
          `sb-${id}-win`,
          `sb-${id}-rb`,
          this.now(),
        ],
      );
      if (!row) return undefined;
      await tx.query(
        `insert into ${this.store.schema}.legs (bet_id, leg_no, match_id, market, selection, odds, live)
         select $1, n, m, k, s, o, l from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::int[], $7::bool[])
           as t(n, m, k, s, o, l)`,
        [
          row.bet_id,
          legs.map((_, i) => i),
          legs.map((l) => l.matchId),
          legs.map((l) => l.marketKey),
          legs.map((l) => l.selection),
          legs.map((l) => l.odds),
          legs.map((l) => l.live),
        ],
      );
      return row;
    });
    if (!bet) {
      // A duplicate submission raced this one: answer the first.
      const first = await this.byRequest(s, slip.requestId);
      if (!first) throw new VendorError('SERVICE_UNAVAILABLE');
      return { bet: await this.settledView(first), balance: null };
    }
    const placed = await this.money.placeBet(bet);
    this.onBet(placed.bet);
    return { bet: await this.settledView(placed.bet), balance: placed.balance };
  }

  private checkLimits(legs: PricedLeg[], unitStake: bigint, stake: bigint, kind: TSportsSlipRequest['kind']) {
    const limits = this.options.limits;
    if (unitStake < limits.minStake) throw new VendorError('SPORTS_STAKE_LIMIT', 'below the minimum');
    const max = legs.reduce(
      (m, l) => (limits.maxStakeByMarket[l.market.type] < m ? limits.maxStakeByMarket[l.market.type] : m),
      kind === 'SINGLE' ? limits.maxStakeByMarket[legs[0]?.market.type ?? '1X2'] : limits.maxParlayStake,
    );
    if (stake > max) throw new VendorError('SPORTS_STAKE_LIMIT', 'above the market maximum');
  }

  private async byRequest(s: SessionRow, requestId: string): Promise<BetRow | undefined> {
    const [row] = await this.db.query<BetRow>(
      `select * from ${this.store.schema}.bets where merchant_code = $1 and player_id = $2 and request_id = $3`,
      [s.merchant_code, s.player_id, requestId],
    );
    if (!row) return undefined;
    if (row.status === 'rejected') throw new VendorError((row.last_error ?? 'SPORTS_BAD_SLIP') as never);
    return row;
  }

  /** The player's bets: open (and being paid) or settled, newest first. */
  async myBets(s: SessionRow, status: 'open' | 'settled', limit: number): Promise<TSportsBet[]> {
    const statuses =
      status === 'open'
        ? ['placing', 'open', 'settling', 'cashing_out']
        : ['settled', 'cashed_out', 'voided'];
    const rows = await this.db.query<BetRow>(
      `select * from ${this.store.schema}.bets where merchant_code = $1 and player_id = $2 and vendor_code = $3
          and status = any($4::text[]) order by bet_id desc limit $5`,
      [s.merchant_code, s.player_id, vendorOfSession(s), statuses, limit],
    );
    const legs = await this.store.legsOf(
      this.db,
      rows.map((r) => r.bet_id),
    );
    return rows.map((r) => this.view(r, legs.get(r.bet_id) ?? []));
  }

  private async settledView(bet: BetRow): Promise<TSportsBet> {
    const legs = await this.store.legsOf(this.db, [bet.bet_id]);
    return this.view(bet, legs.get(bet.bet_id) ?? []);
  }

  /** What the bet can be cashed out for now (0n: not offered). */
  offer(bet: BetRow, legs: readonly LegRow[]): bigint {
    if (bet.status !== 'open' || bet.kind === 'SYSTEM') return 0n;
    const at = this.now();
    return cashOutValue(
      bet.stake - bet.cashed_stake,
      legs.map((l) => {
        if (l.outcome !== null)
          return { state: 'SETTLED' as const, outcome: l.outcome, placedOddsMilli: l.odds };
        const market = parseMarketKey(l.market);
        return {
          state: 'OPEN' as const,
          placedOddsMilli: l.odds,
          currentOddsMilli: market ? this.feed.price(l.match_id, market, l.selection, at) : null,
        };
      }),
      this.options.cashOutMarginPermille,
    );
  }

  view(bet: BetRow, legs: readonly LegRow[]): TSportsBet {
    const status =
      bet.status === 'settled'
        ? bet.outcome === 'VOID'
          ? 'VOID'
          : (bet.payout ?? 0n) > 0n
            ? 'WON'
            : 'LOST'
        : bet.status === 'cashed_out'
          ? 'CASHED_OUT'
          : bet.status === 'voided'
            ? 'VOID'
            : bet.status === 'settling' || bet.status === 'cashing_out'
              ? 'SETTLING'
              : bet.status === 'rejected' || bet.status === 'rolled_back' || bet.status === 'failed'
                ? 'REJECTED'
                : 'OPEN';
    const offer = this.offer(bet, legs);
    const at = this.now();
    return {
      betId: String(bet.bet_id),
      kind: bet.kind,
      systemSize: bet.system_size,
      stake: formatMinor(bet.stake),
      unitStake: formatMinor(bet.unit_stake),
      odds: bet.odds,
      potentialReturn: formatMinor(bet.max_return),
      status,
      payout:
        bet.status === 'voided'
          ? formatMinor(bet.stake)
          : bet.payout === null
            ? null
            : formatMinor(bet.payout),
      cashOut: offer > 0n ? formatMinor(offer) : null,
      openStake: formatMinor(bet.status === 'cashed_out' ? 0n : bet.stake - bet.cashed_stake),
      cashedOut: formatMinor(bet.cashed_amount),
      placedAt: bet.created_at.toISOString(),
      settledAt: bet.settled_at?.toISOString() ?? null,
      legs: legs.map((l) => {
        const fixture = this.feed.fixture(l.match_id);
        const state = this.feed.state(l.match_id, at);
        return {
          matchId: l.match_id,
          matchName: fixture ? `${fixture.home.name} v ${fixture.away.name}` : l.match_id,
          sport: fixture?.sport ?? 'FOOTBALL',
          market: l.market,
          selection: l.selection,
          odds: l.odds,
          state: l.outcome ?? 'OPEN',
          score: state && state.status !== 'UPCOMING' ? `${state.home}-${state.away}` : null,
        };
      }),
    };
  }

  /**
   * Cashes out an open bet for its current offer (at least `seen`, the offer the player accepted),
   * or with `part` only that much of its open stake (partial cash-out: the part's share of the offer
   * is credited on the wallet round, which stays open, and the rest of the bet rides on). Races the
   * settlement on the bet's `open` status and open stake: only one of them moves it. Errors:
   * NOT_FOUND, SPORTS_CASHOUT_UNAVAILABLE (not open, a system bet, a suspended or lost leg, settled
   * meanwhile), SPORTS_ODDS_CHANGED (the offer went down), SPORTS_STAKE_LIMIT (a part that would leave
   * less than the minimum stake riding, or sell less than it), SERVICE_UNAVAILABLE.
   */
  async cashOut(
    s: SessionRow,
    betId: bigint,
    seen: bigint,
    part?: bigint,
  ): Promise<{ bet: TSportsBet; balance: bigint | null }> {
    const bet = await this.store.bet(this.db, betId);
    if (!bet || bet.merchant_code !== s.merchant_code || bet.player_id !== s.player_id)
      throw new VendorError('NOT_FOUND');
    const legs = (await this.store.legsOf(this.db, [betId])).get(betId) ?? [];
    const offer = this.offer(bet, legs);
    if (offer <= 0n) throw new VendorError('SPORTS_CASHOUT_UNAVAILABLE');
    const riding = bet.stake - bet.cashed_stake;
    if (part !== undefined && part < riding) return this.cashOutPart(s, bet, legs, offer, seen, part);
    if (offer < seen) throw new VendorError('SPORTS_ODDS_CHANGED', 'the cash-out offer went down');
    const flipped = await this.store.flip(this.db, betId, 'open', {
      status: 'cashing_out',
      payout: offer,
      valid_stake: bet.stake,
      outcome: offer + bet.cashed_amount >= bet.stake ? 'WON' : 'LOST',
    });
    if (!flipped) throw new VendorError('SPORTS_CASHOUT_UNAVAILABLE', 'settled meanwhile');
    let balance: bigint | null = null;
    const done = await this.money.drive(flipped, true);
    if (done.status === 'cashed_out') {
      balance = await this.money.balance(s.merchant_code, bet.vendor_code, s.player_id).catch(() => null);
    }
    return { bet: this.view(done, legs), balance };
  }

  /** Sells `part` of the open stake for its share of `offer` (see cashOut). */
  private async cashOutPart(
    s: SessionRow,
    bet: BetRow,
    legs: readonly LegRow[],
    offer: bigint,
    seen: bigint,
    part: bigint,
  ): Promise<{ bet: TSportsBet; balance: bigint | null }> {
    const riding = bet.stake - bet.cashed_stake;
    const min = this.options.limits.minStake;
    if (part < min || riding - part < min)
      throw new VendorError(
        'SPORTS_STAKE_LIMIT',
        'a partial cash-out leaves and sells at least the minimum stake',
      );
    const amount = (offer * part) / riding;
    if (amount <= 0n) throw new VendorError('SPORTS_CASHOUT_UNAVAILABLE');
    if (amount < seen) throw new VendorError('SPORTS_ODDS_CHANGED', 'the cash-out offer went down');
    // One statement: the bet's open stake shrinks only if it is still open with the stake read, and the
    // cash-out to pay is recorded with it; the settlement's flip checks the same open stake.
    const [row] = await this.db.query<CashoutRow>(
      `with b as (update ${this.store.schema}.bets set cashed_stake = cashed_stake + $3, cashed_amount = cashed_amount + $4
                   where bet_id = $1 and status = 'open' and cashed_stake = $2 returning bet_id, win_tx_id)
       insert into ${this.store.schema}.cashouts (bet_id, seq, stake_part, amount, status, adjust_tx_id, created_at)
       select b.bet_id, n.seq, $3, $4, 'paying', b.win_tx_id || '-c' || n.seq, $5
         from b, (select count(*)::int + 1 as seq from ${this.store.schema}.cashouts where bet_id = $1) n
       returning *`,
      [bet.bet_id, bet.cashed_stake, part, amount, this.now()],
    );
    if (!row) throw new VendorError('SPORTS_CASHOUT_UNAVAILABLE', 'settled or cashed out meanwhile');
    const status = await this.money
      .payAdjustment({ ...row, ...pickRound(bet) })
      .catch(() => 'paying' as const);
    const after = (await this.store.bet(this.db, bet.bet_id)) ?? bet;
    const balance =
      status === 'paid'
        ? await this.money.balance(s.merchant_code, bet.vendor_code, s.player_id).catch(() => null)
        : null;
    return { bet: this.view(after, legs), balance };
  }
}

function pickRound(bet: BetRow) {
  return {
    merchant_code: bet.merchant_code,
    vendor_code: bet.vendor_code,
    player_id: bet.player_id,
    game_code: bet.game_code,
    wallet_round_id: bet.wallet_round_id,
  };
}
