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

/**
 * What a bet returns once every leg is settled, and its outcome and valid stake. A bet partly cashed
 * out settles what is left of its stake (`stake - cashed_stake`); the part sold counts as wagered.
 */
export function betSettlement(
  bet: Pick<BetRow, 'kind' | 'stake' | 'unit_stake' | 'system_size'> & { cashed_stake?: bigint },
  legs: readonly Pick<LegRow, 'outcome' | 'odds'>[],
): { payout: bigint; outcome: 'WON' | 'LOST' | 'VOID'; validStake: bigint } {
  const cashed = bet.cashed_stake ?? 0n;
  const stake = bet.stake - cashed;
  const settled = legs.map((l) => ({ outcome: (l.outcome ?? 'VOID') as LegOutcome, oddsMilli: l.odds }));
  if (settled.every((l) => l.outcome === 'VOID'))
    return { payout: stake, outcome: 'VOID', validStake: cashed };
  let payout: bigint;
  let valid = stake;
  if (bet.kind === 'SINGLE') {
    const leg = settled[0] ?? { outcome: 'VOID' as const, oddsMilli: 1000 };
    payout = singleReturn(stake, leg.outcome, leg.oddsMilli);
    valid = validStake(stake, leg.outcome);
  } else if (bet.kind === 'PARLAY') {
    payout = parlayReturn(stake, settled);
    if (settled.every((l) => l.outcome === 'VOID' || l.outcome === 'PUSH')) valid = 0n;
  } else {
    payout = systemReturn(bet.unit_stake, bet.system_size ?? 2, settled);
  }
  return { payout, outcome: payout > 0n ? 'WON' : 'LOST', validStake: valid + cashed };
}

/** Two results alike whatever their keys' order (jsonb gives them back in its own order). */
export function sameResult(a: MatchResult, b: MatchResult): boolean {
  const canonical = (r: MatchResult) =>
    JSON.stringify(
      Object.entries(r)
        .filter(([, v]) => v !== undefined)
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
    );
  return canonical(a) === canonical(b);
}

/** A selection's outcome under a result; VOID for a market the result cannot settle. */
function outcomeOf(market: string, selection: string, result: MatchResult): LegOutcome {
  const parsed = parseMarketKey(market);
  try {
    return parsed ? settleSelection(parsed, selection, result) : 'VOID';
  } catch {
    return 'VOID';
  }
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
    const moved = await this.settleBets(legsSettled > 0 || matches.length === 0);
    await this.resettle();
    return moved;
  }

  /**
   * An operator's corrected result: recorded at once as the match's next version (audited with the
   * actor), then the feed reads it; the next pass resettles what the earlier version settled.
   * Undefined for a match the feed does not know or that has no result yet.
   */
  async correct(matchId: string, result: MatchResult, actor: string): Promise<number | undefined> {
    if (!this.feed.result(matchId, this.now())) return undefined;
    if (!this.feed.correct(matchId, result)) return undefined;
    return this.record(matchId, result, { source: 'correction', actor });
  }

  /** Gives the feed back the corrections recorded before a restart (a version above the feed's first). */
  async restoreCorrections(): Promise<number> {
    const rows = await this.db.query<{ match_id: string; result: MatchResult }>(
      `select distinct on (match_id) match_id, result from ${this.store.schema}.results
        where source = 'correction' order by match_id, version desc`,
    );
    for (const row of rows) this.feed.correct(row.match_id, row.result);
    return rows.length;
  }

  /**
   * Resettles what a newer result version changed: for each match whose latest version is newer
   * than some of its settled legs, one transaction (holding that version's row, so two passes do
   * not both do it) moves those legs to the new version's outcomes and, for each bet already settled
   * or being paid, records the resettlement (the new payout, the difference, the valid stake) and
   * sets the bet's payout. A leg at the latest version is never moved again, so each version
   * resettles a bet once; the money sweep then pays each difference through the platform's
   * adjustment call. Cashed-out and voided bets stay as they are (their contract is over); open ones
   * settle later on the new outcomes. Returns how many bets it resettled.
   */
  async resettle(): Promise<number> {
    const corrected = await this.db.query<{ match_id: string; version: number; result: MatchResult }>(
      `select distinct on (r.match_id) r.match_id, r.version, r.result from ${this.store.schema}.results r
        where r.version > 1 order by r.match_id, r.version desc`,
    );
    let total = 0;
    for (const { match_id, version, result } of corrected) {
      const [stale] = await this.db.query(
        `select 1 from ${this.store.schema}.legs
          where match_id = $1 and outcome is not null and result_version < $2 limit 1`,
        [match_id, version],
      );
      if (!stale) continue;
      total += await this.db.transaction(async (tx) => {
        await tx.query(
          `select 1 from ${this.store.schema}.results where match_id = $1 and version = $2 for update`,
          [match_id, version],
        );
        const pairs = await tx.query<{ market: string; selection: string }>(
          `select distinct market, selection from ${this.store.schema}.legs
            where match_id = $1 and outcome is not null and result_version < $2`,
          [match_id, version],
        );
        const touched = new Set<bigint>();
        for (const { market, selection } of pairs) {
          const rows = await tx.query<{ bet_id: bigint }>(
            `update ${this.store.schema}.legs set outcome = $4, result_version = $5
              where match_id = $1 and market = $2 and selection = $3 and outcome is not null
                and result_version < $5 returning bet_id`,
            [match_id, market, selection, outcomeOf(market, selection, result), version],
          );
          for (const row of rows) touched.add(row.bet_id);
        }
        if (touched.size === 0) return 0;
        const bets = await tx.query<BetRow>(
          `select * from ${this.store.schema}.bets where bet_id = any($1::bigint[])
             and status in ('settling', 'settled') for update`,
          [[...touched].map(String)],
        );
        const legs = await this.store.legsOf(
          tx,
          bets.map((b) => b.bet_id),
        );
        const at = this.now();
        const cols: string[][] = [[], [], [], [], [], [], []];
        for (const bet of bets) {
          const list = legs.get(bet.bet_id) ?? [];
          if (list.some((l) => l.outcome === null)) continue;
          const s = betSettlement(bet, list);
          const previous = bet.payout ?? 0n;
          const values = [
            String(bet.bet_id),
            String(previous),
            String(s.payout),
            String(s.payout - previous),
            String(s.validStake),
            s.outcome,
            `${bet.win_tx_id}-r-${match_id}-${version}`,
          ];
          for (const [i, v] of values.entries()) cols[i]?.push(v);
        }
        if (!cols[0]?.length) return 0;
        await tx.query(
          `with v as (select unnest($1::bigint[]) as bet_id, unnest($2::bigint[]) as previous,
                             unnest($3::bigint[]) as payout, unnest($4::bigint[]) as delta,
                             unnest($5::bigint[]) as valid, unnest($6::text[]) as outcome, unnest($7::text[]) as tx),
                ins as (insert into ${this.store.schema}.resettlements (bet_id, match_id, version, previous_payout,
                          payout, delta, valid_stake, status, adjust_tx_id, created_at)
                        select bet_id, $8, $9, previous, payout, delta, valid, 'paying', tx, $10 from v
                        on conflict do nothing returning bet_id)
           update ${this.store.schema}.bets b set payout = v.payout, valid_stake = v.valid, outcome = v.outcome,
                  result_version = greatest(b.result_version, $9)
             from v join ins on ins.bet_id = v.bet_id where b.bet_id = v.bet_id`,
          [...cols, match_id, version, at],
        );
        this.options.log?.('resettled a corrected result', {
          matchId: match_id,
          version: String(version),
          bets: String(cols[0].length),
        });
        return cols[0].length;
      });
    }
    return total;
  }

  /** The version of `result` for the match: the latest one if equal, else a new one. */
  private async record(
    matchId: string,
    result: MatchResult,
    origin: { source: 'feed' | 'correction'; actor: string | null } = { source: 'feed', actor: null },
  ): Promise<number> {
    const [latest] = await this.db.query<{ version: number; result: MatchResult }>(
      `select version, result from ${this.store.schema}.results where match_id = $1 order by version desc limit 1`,
      [matchId],
    );
    if (latest && sameResult(latest.result, result)) return latest.version;
    const version = (latest?.version ?? 0) + 1;
    await this.db.query(
      `insert into ${this.store.schema}.results (match_id, version, result, recorded_at, source, actor)
       values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
      [matchId, version, JSON.stringify(result), this.now(), origin.source, origin.actor],
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
      const outcome = outcomeOf(market, selection, result);
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
      const cashed: string[] = [];
      for (const bet of ready) {
        const list = legs.get(bet.bet_id) ?? [];
        const s = betSettlement(bet, list);
        ids.push(String(bet.bet_id));
        payouts.push(String(s.payout));
        outcomes.push(s.outcome);
        valid.push(String(s.validStake));
        versions.push(Math.max(...list.map((l) => l.result_version ?? 1)));
        cashed.push(String(bet.cashed_stake));
      }
      const moved = await this.db.query<BetRow>(
        `update ${this.store.schema}.bets b
            set status = case when v.outcome = 'VOID' and v.cashed = 0 then 'voiding' else 'settling' end,
                payout = v.payout, outcome = v.outcome, valid_stake = v.valid, result_version = v.version
           from (select unnest($1::bigint[]) as id, unnest($2::bigint[]) as payout, unnest($3::text[]) as outcome,
                        unnest($4::bigint[]) as valid, unnest($5::int[]) as version,
                        unnest($6::bigint[]) as cashed) v
          where b.bet_id = v.id and b.status = 'open' and b.cashed_stake = v.cashed
          returning b.*`,
        [ids, payouts, outcomes, valid, versions, cashed],
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
