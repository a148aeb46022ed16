import type { TLiveFight, TLivePhase, TLiveRevealStep, TLiveTableCode } from '@croupier/contracts';
import type { LiveOutcome } from '@croupier/games';
import type { SqlRunner } from '@croupier/vendor-kit';

export interface SeedRow {
  seed_id: bigint;
  table_code: TLiveTableCode;
  seq: number;
  seed: string;
  seed_hash: string;
  used: number;
  started_at: Date;
  ended_at: Date | null;
}

export interface RoundRow {
  round_id: bigint;
  table_code: TLiveTableCode;
  round_no: number;
  round_key: string;
  phase: TLivePhase;
  seed_id: bigint;
  opened_at: Date;
  betting_ends_at: Date;
  last_call_at: Date | null;
  phase_ends_at: Date | null;
  fight: TLiveFight | null;
  outcome: LiveOutcome | null;
  reveal: TLiveRevealStep[] | null;
  revealed: number;
  settled_at: Date | null;
}

export type PlayerRoundStatus = 'open' | 'settling' | 'settled' | 'voiding' | 'voided' | 'failed';
export interface PlayerRoundRow {
  player_round_id: bigint;
  round_id: bigint;
  table_code: TLiveTableCode;
  merchant_code: string;
  player_id: string;
  vendor_code: string;
  wallet_round_id: string;
  win_tx_id: string;
  status: PlayerRoundStatus;
  stake: bigint | null;
  returned: bigint | null;
  /** [{spot, stake, returned}] in minor units as text, once computed. */
  spots: { spot: string; stake: string; returned: string }[] | null;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
  /** Cockfight run pari-mutuel for this player's merchant (its plasada, fixed at the first bet); null: fixed odds. */
  plasada_bp: number | null;
}

export type PlacementStatus =
  | 'betting'
  | 'accepted'
  | 'rejected'
  | 'rolling_back'
  | 'rolled_back'
  | 'refunding'
  | 'refunded'
  | 'failed';
export interface PlacementRow {
  placement_id: bigint;
  player_round_id: bigint;
  round_id: bigint;
  merchant_code: string;
  player_id: string;
  request_id: string;
  status: PlacementStatus;
  /** [{spot, amount}] with the amount in minor units as text. */
  bets: { spot: string; amount: string }[];
  total: bigint;
  bet_tx_id: string;
  rollback_tx_id: string;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
}

/** SQL of the live tables shared by the engine, the money and the views. */
export class LiveStore {
  constructor(readonly schema: string) {}

  async round(db: SqlRunner, roundId: bigint, lock = ''): Promise<RoundRow | undefined> {
    const [row] = await db.query<RoundRow>(
      `select * from ${this.schema}.rounds where round_id = $1 ${lock}`,
      [roundId],
    );
    return row;
  }

  /** The table's latest round (the current one). */
  async currentRound(db: SqlRunner, tableCode: string): Promise<RoundRow | undefined> {
    const [row] = await db.query<RoundRow>(
      `select * from ${this.schema}.rounds where table_code = $1 order by round_no desc limit 1`,
      [tableCode],
    );
    return row;
  }

  async seed(db: SqlRunner, seedId: bigint): Promise<SeedRow | undefined> {
    const [row] = await db.query<SeedRow>(`select * from ${this.schema}.seeds where seed_id = $1`, [seedId]);
    return row;
  }

  async activeSeed(db: SqlRunner, tableCode: string, lock = ''): Promise<SeedRow | undefined> {
    const [row] = await db.query<SeedRow>(
      `select * from ${this.schema}.seeds where table_code = $1 and ended_at is null ${lock}`,
      [tableCode],
    );
    return row;
  }

  async playerRound(db: SqlRunner, id: bigint): Promise<PlayerRoundRow | undefined> {
    const [row] = await db.query<PlayerRoundRow>(
      `select * from ${this.schema}.player_rounds where player_round_id = $1`,
      [id],
    );
    return row;
  }

  async placement(db: SqlRunner, id: bigint): Promise<PlacementRow | undefined> {
    const [row] = await db.query<PlacementRow>(
      `select * from ${this.schema}.placements where placement_id = $1`,
      [id],
    );
    return row;
  }

  /** Moves a placement from `from` to the given columns; undefined when it was not in `from`. */
  async flipPlacement(
    db: SqlRunner,
    id: bigint,
    from: PlacementStatus,
    set: Partial<Pick<PlacementRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_error'>>,
  ): Promise<PlacementRow | undefined> {
    const [sql, params] = assignments(set, 3);
    const [row] = await db.query<PlacementRow>(
      `update ${this.schema}.placements set ${sql} where placement_id = $1 and status = $2 returning *`,
      [id, from, ...params],
    );
    return row;
  }

  async flipPlayerRound(
    db: SqlRunner,
    id: bigint,
    from: PlayerRoundStatus,
    set: Partial<
      Pick<PlayerRoundRow, 'status' | 'attempts' | 'next_attempt_at' | 'last_error' | 'settled_at'>
    >,
  ): Promise<PlayerRoundRow | undefined> {
    const [sql, params] = assignments(set, 3);
    const [row] = await db.query<PlayerRoundRow>(
      `update ${this.schema}.player_rounds set ${sql} where player_round_id = $1 and status = $2 returning *`,
      [id, from, ...params],
    );
    return row;
  }

  async placementsOf(db: SqlRunner, playerRoundId: bigint): Promise<PlacementRow[]> {
    return db.query<PlacementRow>(
      `select * from ${this.schema}.placements where player_round_id = $1 order by placement_id`,
      [playerRoundId],
    );
  }
}

function assignments(set: Record<string, unknown>, first: number): [string, unknown[]] {
  const keys = Object.keys(set);
  return [keys.map((k, i) => `${k} = $${first + i}`).join(', '), keys.map((k) => set[k])];
}
