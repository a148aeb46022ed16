import {
  type LegOutcome,
  type MatchResult,
  parlayReturn,
  parseMarketKey,
  settleSelection,
  singleReturn,
  systemReturn,
  validStake,
} from '@croupier/games';
import { inParallel, type VendorDb, type VendorLog } from '@croupier/vendor-kit';
import type { Feed } from './feed.ts';
import type { SportsMoney } from './money.ts';
import type { BetRow, LegRow, SportsStore } from './store.ts';

/** What a bet returns once every leg is settled, and its outcome and valid stake. */
export function betSettlement(
  bet: Pick<BetRow, 'kind' | 'stake' | 'unit_stake' | 'system_size'>,
  legs: readonly Pick<LegRow, 'outcome' | 'odds'>[],
): { payout: bigint; outcome: 'WON' | 'LOST' | 'VOID'; validStake: bigint } {
  const settled = legs.map((l) => ({ outcome: (l.outcome ?? 'VOID') as LegOutcome, oddsMilli: l.odds }));
  if (settled.every((l) => l.outcome === 'VOID'))
    return { payout: bet.stake, outcome: 'VOID', validStake: 0n };
  let payout: bigint;
  let valid = bet.stake;
  if (bet.kind === 'SINGLE') {
    const leg = settled[0] ?? { outcome: 'VOID' as const, oddsMilli: 1000 };
    payout = singleReturn(bet.stake, leg.outcome, leg.oddsMilli);
    valid = validStake(bet.stake, leg.outcome);
  } else if (bet.kind === 'PARLAY') {
    payout = parlayReturn(bet.stake, settled);
    if (settled.every((l) => l.outcome === 'VOID' || l.outcome === 'PUSH')) valid = 0n;
  } else {
    payout = systemReturn(bet.unit_stake, bet.system_size ?? 2, settled);
  }
  return { payout, outcome: payout > 0n ? 'WON' : 'LOST', validStake: valid };
}

/**
 * Settles what the feed has results for, exactly once per bet and result version: records the
 * result (version 1, a changed one as the next version), settles the open legs of the match by
 * (market, selection) in bulk, then moves each bet whose legs are all settled from `open` to
 * `settling` with its payout (conditional: a cash-out that moved it first wins) and pays it. Each
 * step is a conditional update, so a pass a crash cut is finished by the next one.
 */
export class Settlement {
  constructor(
    private readonly db: VendorDb,
    private readonly store: SportsStore,
    private readonly feed: Feed,
    private readonly money: SportsMoney,
    private readonly now: () => Date,
    private readonly options: {
      payConcurrency: number;
      batch: number;
      /** False: bets are left `settling` for the money sweep to pay (the bench times the two apart). */
      payInline?: boolean;
      log?: VendorLog;
    } = {
      payConcurrency: 16,
      batch: 5000,
    },
  ) {}

  /** One pass; returns how many bets it moved to settling. */
  async tick(): Promise<number> {
    const at = this.now();
    const matches = await this.db.query<{ match_id: string }>(
      `select distinct match_id from ${this.store.schema}.legs where outcome is null`,
    );
    let legsSettled = 0;
    for (const { match_id } of matches) {
      const result = this.feed.result(match_id, at);
      if (!result) continue;
      const version = await this.record(match_id, result);
      legsSettled += await this.settleLegs(match_id, result, version);
    }
    return this.settleBets(legsSettled > 0 || matches.length === 0);
  }

  /** The version of `result` for the match: the latest one if equal, else a new one. */
  private async record(matchId: string, result: MatchResult): Promise<number> {
    const [latest] = await this.db.query<{ version: number; result: MatchResult }>(
      `select version, result from ${this.store.schema}.results where match_id = $1 order by version desc limit 1`,
      [matchId],
    );
    if (latest && JSON.stringify(latest.result) === JSON.stringify(result)) return latest.version;
    const version = (latest?.version ?? 0) + 1;
    await this.db.query(
      `insert into ${this.store.schema}.results (match_id, version, result, recorded_at) values ($1, $2, $3, $4)
       on conflict do nothing`,
      [matchId, version, JSON.stringify(result), this.now()],
    );
    return version;
  }

  private async settleLegs(matchId: string, result: MatchResult, version: number): Promise<number> {
    const pairs = await this.db.query<{ market: string; selection: string }>(
      `select distinct market, selection from ${this.store.schema}.legs where match_id = $1 and outcome is null`,
      [matchId],
    );
    let n = 0;
    for (const { market, selection } of pairs) {
      const parsed = parseMarketKey(market);
      let outcome: LegOutcome = 'VOID';
      try {
        if (parsed) outcome = settleSelection(parsed, selection, result);
      } catch {
        outcome = 'VOID';
      }
      const rows = await this.db.query(
        `update ${this.store.schema}.legs set outcome = $4, result_version = $5
          where match_id = $1 and market = $2 and selection = $3 and outcome is null returning 1`,
        [matchId, market, selection, outcome, version],
      );
      n += rows.length;
    }
    return n;
  }

  /** Open bets whose legs are all settled: flipped to settling (or voiding) in batches, then paid. */
  async settleBets(_force = true): Promise<number> {
    let total = 0;
    for (;;) {
      const ready = await this.db.query<BetRow>(
        `select b.* from ${this.store.schema}.bets b
          where b.status = 'open'
            and not exists (select 1 from ${this.store.schema}.legs l where l.bet_id = b.bet_id and l.outcome is null)
          order by b.bet_id limit $1`,
        [this.options.batch],
      );
      if (ready.length === 0) break;
      const legs = await this.store.legsOf(
        this.db,
        ready.map((b) => b.bet_id),
      );
      const ids: string[] = [];
      const payouts: string[] = [];
      const outcomes: string[] = [];
      const valid: string[] = [];
      const versions: number[] = [];
      for (const bet of ready) {
        const list = legs.get(bet.bet_id) ?? [];
        const s = betSettlement(bet, list);
        ids.push(String(bet.bet_id));
        payouts.push(String(s.payout));
        outcomes.push(s.outcome);
        valid.push(String(s.validStake));
        versions.push(Math.max(...list.map((l) => l.result_version ?? 1)));
      }
      const moved = await this.db.query<BetRow>(
        `update ${this.store.schema}.bets b
            set status = case when v.outcome = 'VOID' then 'voiding' else 'settling' end,
                payout = v.payout, outcome = v.outcome, valid_stake = v.valid, result_version = v.version
           from (select unnest($1::bigint[]) as id, unnest($2::bigint[]) as payout, unnest($3::text[]) as outcome,
                        unnest($4::bigint[]) as valid, unnest($5::int[]) as version) v
          where b.bet_id = v.id and b.status = 'open'
          returning b.*`,
        [ids, payouts, outcomes, valid, versions],
      );
      total += moved.length;
      if (this.options.payInline === false) {
        if (ready.length < this.options.batch) break;
        continue;
      }
      await inParallel(moved, this.options.payConcurrency, async (bet) => {
        await this.money.drive(bet).catch((error: unknown) =>
          this.options.log?.('settlement payment to retry', {
            betId: String(bet.bet_id),
            error: String(error),
          }),
        );
      });
      if (ready.length < this.options.batch) break;
    }
    return total;
  }
}
