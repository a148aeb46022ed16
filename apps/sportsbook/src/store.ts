import type { SqlRunner } from '@croupier/vendor-kit';

export type BetStatus =
  | 'placing'
  | 'open'
  | 'settling'
  | 'settled'
  | 'cashing_out'
  | 'cashed_out'
  | 'voiding'
  | 'voided'
  | 'rejected'
  | 'rolling_back'
  | 'rolled_back'
  | 'failed';

export interface BetRow {
  bet_id: bigint;
  request_id: string;
  merchant_code: string;
  vendor_code: string;
  player_id: string;
  game_code: string;
  kind: 'SINGLE' | 'PARLAY' | 'SYSTEM';
  system_size: number | null;
  unit_stake: bigint;
  stake: bigint;
  /** Stake sold by partial cash-outs so far, and what they paid (the rest of the bet stays open). */
  cashed_stake: bigint;
  cashed_amount: bigint;
  odds: number;
  max_return: bigint;
  status: BetStatus;
  outcome: 'WON' | 'LOST' | 'VOID' | null;
  payout: bigint | null;
  valid_stake: bigint | null;
  result_version: number | null;
  wallet_round_id: string;
  bet_tx_id: string;
  win_tx_id: string;
  rollback_tx_id: string;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
}

/** A resettlement of one bet after a corrected result of one of its matches (one per version). */
export interface ResettlementRow {
  bet_id: bigint;
  match_id: string;
  version: number;
  previous_payout: bigint;
  payout: bigint;
  delta: bigint;
  valid_stake: bigint;
  status: 'paying' | 'paid' | 'failed';
  adjust_tx_id: string;
  applied: bigint | null;
  shortfall: bigint | null;
  attempts: number;
}

/** A partial cash-out: `stake_part` of the bet sold for `amount`, paid as a credit on its round. */
export interface CashoutRow {
  bet_id: bigint;
  seq: number;
  stake_part: bigint;
  amount: bigint;
  status: 'paying' | 'paid' | 'failed';
  adjust_tx_id: string;
  attempts: number;
}

export interface LegRow {
  bet_id: bigint;
  leg_no: number;
  match_id: string;
  market: string;
  selection: string;
  odds: number;
  live: boolean;
  outcome: 'WIN' | 'HALF_WIN' | 'PUSH' | 'HALF_LOSE' | 'LOSE' | 'VOID' | null;
  result_version: number | null;
}

/** The sportsbook's rows: bets and their legs, each status change conditional on the status it leaves. */
export class SportsStore {
  constructor(readonly schema: string) {}

  async bet(db: SqlRunner, betId: bigint): Promise<BetRow | undefined> {
    const [row] = await db.query<BetRow>(`select * from ${this.schema}.bets where bet_id = $1`, [betId]);
    return row;
  }

  async legsOf(db: SqlRunner, betIds: readonly bigint[]): Promise<Map<bigint, LegRow[]>> {
    const out = new Map<bigint, LegRow[]>();
    if (betIds.length === 0) return out;
    const rows = await db.query<LegRow>(
      `select * from ${this.schema}.legs where bet_id = any($1::bigint[]) order by bet_id, leg_no`,
      [betIds.map(String)],
    );
    for (const row of rows) {
      const list = out.get(row.bet_id) ?? [];
      list.push(row);
      out.set(row.bet_id, list);
    }
    return out;
  }

  /** Moves a bet from `from` to `to` (with the other columns given); undefined when it was not in `from`. */
  async flip(
    db: SqlRunner,
    betId: bigint,
    from: BetStatus | readonly BetStatus[],
    set: Partial<Omit<BetRow, 'bet_id'>>,
  ): Promise<BetRow | undefined> {
    const froms = Array.isArray(from) ? from : [from];
    const keys = Object.keys(set) as (keyof typeof set)[];
    const assignments = keys.map((k, i) => `${k} = $${i + 3}`).join(', ');
    const [row] = await db.query<BetRow>(
      `update ${this.schema}.bets set ${assignments} where bet_id = $1 and status = any($2::text[]) returning *`,
      [betId, froms, ...keys.map((k) => set[k])],
    );
    return row;
  }
}
