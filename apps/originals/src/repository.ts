import type { SqlRunner } from '@croupier/vendor-kit';

/** A round row as stored (see db/migrations/001_inhouse.sql for the status machine). */
export interface RoundRow {
  round_id: string;
  merchant_code: string;
  player_id: string;
  game_code: string;
  kind: string;
  status:
    | 'betting'
    | 'open'
    | 'settling'
    | 'settled'
    | 'rejected'
    | 'rolling_back'
    | 'rolled_back'
    | 'failed';
  bet: bigint;
  game_win: bigint | null;
  jackpot_contribution: bigint;
  is_jackpot_won: boolean;
  jackpot_win: bigint;
  contributed_at: Date | null;
  awarded_at: Date | null;
  bet_tx_id: string;
  win_tx_id: string;
  rollback_tx_id: string;
  contribution_tx_id: string;
  award_tx_id: string;
  seed_id: bigint | null;
  nonce: number | null;
  outcome: Record<string, unknown>;
  secret: Record<string, unknown> | null;
  crash_round_id: string | null;
  balance_before: bigint | null;
  balance_after: bigint | null;
  attempts: number;
  next_attempt_at: Date | null;
  last_error: string | null;
  created_at: Date;
  settled_at: Date | null;
  /** A demo round (migration 003): its money moves the player's play-money wallet, never the platform's. */
  is_demo: boolean;
}

export interface SeedRow {
  id: bigint;
  merchant_code: string;
  player_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  next_nonce: number;
  is_active: boolean;
  revealed_at: Date | null;
}

const R = 'vendor_inhouse.rounds';

/** Every SQL statement of the vendor: the services never write SQL themselves. */
export const repo = {
  async activeSeed(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
    lock = false,
  ): Promise<SeedRow | undefined> {
    const rows = await db.query<SeedRow>(
      `select * from vendor_inhouse.seeds where merchant_code = $1 and player_id = $2 and is_active${lock ? ' for update' : ''}`,
      [merchantCode, playerId],
    );
    return rows[0];
  },

  async insertSeed(
    db: SqlRunner,
    s: {
      merchantCode: string;
      playerId: string;
      serverSeed: string;
      serverSeedHash: string;
      clientSeed: string;
    },
  ): Promise<SeedRow | undefined> {
    const rows = await db.query<SeedRow>(
      `insert into vendor_inhouse.seeds (merchant_code, player_id, server_seed, server_seed_hash, client_seed)
       values ($1, $2, $3, $4, $5) on conflict (merchant_code, player_id) where is_active do nothing returning *`,
      [s.merchantCode, s.playerId, s.serverSeed, s.serverSeedHash, s.clientSeed],
    );
    return rows[0];
  },

  async revealSeed(db: SqlRunner, id: bigint): Promise<void> {
    await db.query('update vendor_inhouse.seeds set is_active = false, revealed_at = now() where id = $1', [
      id,
    ]);
  },

  async lastRevealedSeed(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
  ): Promise<SeedRow | undefined> {
    const rows = await db.query<SeedRow>(
      `select * from vendor_inhouse.seeds where merchant_code = $1 and player_id = $2 and not is_active
       order by id desc limit 1`,
      [merchantCode, playerId],
    );
    return rows[0];
  },

  async seedsById(db: SqlRunner, ids: bigint[]): Promise<Map<bigint, SeedRow>> {
    if (ids.length === 0) return new Map();
    const rows = await db.query<SeedRow>('select * from vendor_inhouse.seeds where id = any($1::bigint[])', [
      ids.map(String),
    ]);
    return new Map(rows.map((r) => [r.id, r]));
  },

  async bumpNonce(db: SqlRunner, id: bigint): Promise<number> {
    const rows = await db.query<{ nonce: number }>(
      'update vendor_inhouse.seeds set next_nonce = next_nonce + 1 where id = $1 returning next_nonce - 1 as nonce',
      [id],
    );
    return rows[0]?.nonce as number;
  },

  async insertRound(
    db: SqlRunner,
    r: Pick<
      RoundRow,
      | 'round_id'
      | 'merchant_code'
      | 'player_id'
      | 'game_code'
      | 'kind'
      | 'bet'
      | 'jackpot_contribution'
      | 'is_jackpot_won'
      | 'seed_id'
      | 'nonce'
      | 'outcome'
      | 'secret'
      | 'crash_round_id'
    > & { game_win: bigint | null; is_demo?: boolean },
  ): Promise<RoundRow> {
    const id = r.round_id;
    const rows = await db.query<RoundRow>(
      `insert into ${R} (round_id, merchant_code, player_id, game_code, kind, status, bet, game_win, jackpot_contribution,
         is_jackpot_won, bet_tx_id, win_tx_id, rollback_tx_id, contribution_tx_id, award_tx_id, seed_id, nonce, outcome,
         secret, crash_round_id, is_demo)
       values ($1, $2, $3, $4, $5, 'betting', $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)
       returning *`,
      [
        id,
        r.merchant_code,
        r.player_id,
        r.game_code,
        r.kind,
        r.bet,
        r.game_win,
        r.jackpot_contribution,
        r.is_jackpot_won,
        `${id}-bet`,
        `${id}-win`,
        `${id}-rb`,
        `${id}-jc`,
        `${id}-ja`,
        r.seed_id,
        r.nonce,
        JSON.stringify(r.outcome),
        r.secret === null ? null : JSON.stringify(r.secret),
        r.crash_round_id,
        r.is_demo ?? false,
      ],
    );
    return rows[0] as RoundRow;
  },

  async round(db: SqlRunner, roundId: string, lock = false): Promise<RoundRow | undefined> {
    const rows = await db.query<RoundRow>(
      `select * from ${R} where round_id = $1${lock ? ' for update' : ''}`,
      [roundId],
    );
    return rows[0];
  },

  /** Updates a round's columns (whitelisted by the caller's types). */
  async updateRound(db: SqlRunner, roundId: string, set: Partial<RoundRow>): Promise<RoundRow> {
    const keys = Object.keys(set) as (keyof RoundRow)[];
    const values = keys.map((k) => {
      const v = set[k];
      return (k === 'outcome' || k === 'secret') && v !== null ? JSON.stringify(v) : v;
    });
    const rows = await db.query<RoundRow>(
      `update ${R} set ${keys.map((k, i) => `${k} = $${i + 2}`).join(', ')} where round_id = $1 returning *`,
      [roundId, ...values],
    );
    return rows[0] as RoundRow;
  },

  async playerRounds(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
    limit: number,
  ): Promise<RoundRow[]> {
    return db.query<RoundRow>(
      `select * from ${R} where merchant_code = $1 and player_id = $2 and status not in ('rejected', 'betting')
       order by created_at desc, round_id desc limit $3`,
      [merchantCode, playerId, limit],
    );
  },

  async openRoundOf(
    db: SqlRunner,
    merchantCode: string,
    playerId: string,
    gameCode: string,
  ): Promise<RoundRow | undefined> {
    const rows = await db.query<RoundRow>(
      `select * from ${R} where merchant_code = $1 and player_id = $2 and game_code = $3 and status = 'open'
       order by created_at desc limit 1`,
      [merchantCode, playerId, gameCode],
    );
    return rows[0];
  },

  /** Rounds whose money is unfinished and due for another attempt (the recovery sweep). */
  async dueRounds(db: SqlRunner, limit: number, staleBettingMs: number): Promise<RoundRow[]> {
    return db.query<RoundRow>(
      `select * from ${R}
       where (status in ('settling', 'rolling_back') and (next_attempt_at is null or next_attempt_at <= now()))
          or (status = 'betting' and created_at < now() - ($2::int * interval '1 millisecond'))
       order by created_at limit $1`,
      [limit, staleBettingMs],
    );
  },

  /** Open rounds of single-player games left by their player for longer than `olderThanMs`. */
  async abandonedRounds(db: SqlRunner, olderThanMs: number): Promise<RoundRow[]> {
    return db.query<RoundRow>(
      `select * from ${R} where status = 'open' and kind = 'mines'
         and created_at < now() - ($1::bigint * interval '1 millisecond') order by created_at limit 100`,
      [olderThanMs],
    );
  },

  /**
   * The player's play-money balance, created at `start` on first use; locked for update with `lock`
   * (inside the caller's transaction).
   */
  async demoWallet(
    db: SqlRunner,
    w: { merchantCode: string; playerId: string; start: bigint },
    lock = false,
  ): Promise<bigint> {
    await db.query(
      `insert into vendor_inhouse.demo_wallets (merchant_code, player_id, balance)
       values ($1, $2, $3) on conflict (merchant_code, player_id) do nothing`,
      [w.merchantCode, w.playerId, w.start],
    );
    const rows = await db.query<{ balance: bigint }>(
      `select balance from vendor_inhouse.demo_wallets where merchant_code = $1 and player_id = $2${lock ? ' for update' : ''}`,
      [w.merchantCode, w.playerId],
    );
    return rows[0]?.balance as bigint;
  },

  /**
   * Adds `delta` (negative: a stake) to a play-money balance, made at `start` first when missing (the
   * CHECK refuses below zero); returns it after. One statement: the update locks the row itself.
   */
  async moveDemoWallet(
    db: SqlRunner,
    w: { merchantCode: string; playerId: string; start: bigint },
    delta: bigint,
  ): Promise<bigint> {
    const rows = await db.query<{ balance: bigint }>(
      `insert into vendor_inhouse.demo_wallets as w (merchant_code, player_id, balance)
       values ($1, $2, $3::bigint + $4::bigint)
       on conflict (merchant_code, player_id)
       do update set balance = w.balance + $4::bigint, updated_at = now()
       returning balance`,
      [w.merchantCode, w.playerId, w.start, delta],
    );
    return rows[0]?.balance as bigint;
  },

  /** Sets a play-money balance back to `start` (created when missing); returns it. */
  async resetDemoWallet(
    db: SqlRunner,
    w: { merchantCode: string; playerId: string; start: bigint },
  ): Promise<bigint> {
    const rows = await db.query<{ balance: bigint }>(
      `insert into vendor_inhouse.demo_wallets (merchant_code, player_id, balance)
       values ($1, $2, $3)
       on conflict (merchant_code, player_id)
       do update set balance = excluded.balance, reset_at = now(), updated_at = now()
       returning balance`,
      [w.merchantCode, w.playerId, w.start],
    );
    return rows[0]?.balance as bigint;
  },

  async openCrashRounds(db: SqlRunner): Promise<RoundRow[]> {
    return db.query<RoundRow>(`select * from ${R} where kind = 'crash' and status = 'open'`);
  },

  async crashChain(
    db: SqlRunner,
  ): Promise<
    { seed: string; length: number; commitment: string; salt: string; next_index: number } | undefined
  > {
    const rows = await db.query<{
      seed: string;
      length: number;
      commitment: string;
      salt: string;
      next_index: number;
    }>('select * from vendor_inhouse.crash_chain where id = 1');
    return rows[0];
  },

  async insertCrashChain(
    db: SqlRunner,
    c: { seed: string; length: number; commitment: string; salt: string },
  ): Promise<void> {
    await db.query(
      'insert into vendor_inhouse.crash_chain (id, seed, length, commitment, salt) values (1, $1, $2, $3, $4) on conflict (id) do nothing',
      [c.seed, c.length, c.commitment, c.salt],
    );
  },

  /** Takes the next chain index (atomically). */
  async takeChainIndex(db: SqlRunner): Promise<number> {
    const rows = await db.query<{ i: number }>(
      'update vendor_inhouse.crash_chain set next_index = next_index + 1 where id = 1 returning next_index - 1 as i',
    );
    return rows[0]?.i as number;
  },

  async insertCrashRound(
    db: SqlRunner,
    r: { id: string; index: number; hash: string; bust: bigint },
  ): Promise<void> {
    await db.query(
      `insert into vendor_inhouse.crash_rounds (crash_round_id, chain_index, round_hash, bust, status) values ($1, $2, $3, $4, 'betting')`,
      [r.id, r.index, r.hash, r.bust],
    );
  },

  async updateCrashRound(db: SqlRunner, id: string, status: 'running' | 'busted'): Promise<void> {
    await db.query(
      `update vendor_inhouse.crash_rounds set status = $2,
         started_at = case when $2 = 'running' then now() else started_at end,
         busted_at = case when $2 = 'busted' then now() else busted_at end
       where crash_round_id = $1`,
      [id, status],
    );
  },

  async crashRound(
    db: SqlRunner,
    id: string,
  ): Promise<{ status: string; bust: bigint; round_hash: string } | undefined> {
    const rows = await db.query<{ status: string; bust: bigint; round_hash: string }>(
      'select status, bust, round_hash from vendor_inhouse.crash_rounds where crash_round_id = $1',
      [id],
    );
    return rows[0];
  },

  /** Writes the bust and the revealed round hash into every player round of a crash round (recall). */
  async revealCrashRound(
    db: SqlRunner,
    crashRoundId: string,
    bust: string,
    roundHash: string,
  ): Promise<void> {
    await db.query(
      `update vendor_inhouse.rounds set outcome = outcome || jsonb_build_object('bust', $2::text, 'roundHash', $3::text)
       where crash_round_id = $1`,
      [crashRoundId, bust, roundHash],
    );
  },

  async recentBusts(db: SqlRunner, limit: number): Promise<{ crash_round_id: string; bust: bigint }[]> {
    return db.query(
      `select crash_round_id, bust from vendor_inhouse.crash_rounds where status = 'busted' order by chain_index desc limit $1`,
      [limit],
    );
  },
};
