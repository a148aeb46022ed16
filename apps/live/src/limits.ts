import {
  formatMinor,
  parseMinor,
  type TLiveLimits,
  type TLiveMerchantLimits,
  type TLivePariMutuelRequest,
  type TLiveTableCode,
  type TLiveTableLimitsRequest,
} from '@croupier/contracts';
import { isLiveSpot, type LiveGameKind } from '@croupier/games';
import { type SqlRunner, type VendorDb, VendorError } from '@croupier/vendor-kit';
import { gameOf, spotLimits, type TableLimits } from './config.ts';

/** A table's limits as one merchant's players meet them: per round, and per spot. */
export interface EffectiveLimits {
  minBet: bigint;
  maxBet: bigint;
  spots: ReadonlyMap<string, { min: bigint; max: bigint }>;
  /** Cockfight run pari-mutuel for this merchant: its plasada in basis points; null: fixed odds. */
  plasadaBp: number | null;
}

interface MerchantLimitsRow {
  merchant_code: string;
  table_code: TLiveTableCode;
  min_bet: bigint;
  max_bet: bigint;
  spots: Record<string, { min: string; max: string }>;
  updated_at: Date;
  updated_by: string;
}

/**
 * Per-merchant table settings: an operator sets, for its brand, a table's per-round minimum and
 * maximum and bounds per bet spot (a table without a merchant row keeps the vendor's defaults),
 * and may run a cockfight arena pari-mutuel with its plasada instead of fixed odds.
 * The bets read them in their own transaction (`forMerchants`), so a change applies to the next
 * placement in every process; each change is audited with its actor in the same transaction.
 */
export class LiveLimits {
  constructor(
    private readonly db: VendorDb,
    private readonly schema: string,
    private readonly defaults: (table: TLiveTableCode) => TableLimits,
    private readonly now: () => Date,
  ) {}

  /** The limits at `table` for the merchants named (a merchant without its own: the table's defaults). */
  async forMerchants(
    db: SqlRunner,
    table: TLiveTableCode,
    merchantCodes: readonly string[],
  ): Promise<Map<string, EffectiveLimits>> {
    const unique = [...new Set(merchantCodes)];
    const [rows, pari] = await Promise.all([
      db.query<MerchantLimitsRow>(
        `select * from ${this.schema}.merchant_limits where table_code = $1
            and merchant_code in (select jsonb_array_elements_text($2::jsonb))`,
        [table, JSON.stringify(unique)],
      ),
      gameOf(table) === 'COCKFIGHT'
        ? db.query<{ merchant_code: string; plasada_bp: number }>(
            `select merchant_code, plasada_bp from ${this.schema}.merchant_pari_mutuel where table_code = $1
                and merchant_code in (select jsonb_array_elements_text($2::jsonb))`,
            [table, JSON.stringify(unique)],
          )
        : [],
    ]);
    const byMerchant = new Map(rows.map((r) => [r.merchant_code, r]));
    const plasada = new Map(pari.map((r) => [r.merchant_code, r.plasada_bp]));
    return new Map(
      unique.map((m) => [
        m,
        { ...this.effective(table, byMerchant.get(m)), plasadaBp: plasada.get(m) ?? null },
      ]),
    );
  }

  async of(table: TLiveTableCode, merchantCode: string): Promise<EffectiveLimits> {
    return (await this.forMerchants(this.db, table, [merchantCode])).get(merchantCode) as EffectiveLimits;
  }

  private effective(
    table: TLiveTableCode,
    row: MerchantLimitsRow | undefined,
  ): Omit<EffectiveLimits, 'plasadaBp'> {
    const base: TableLimits = row ? { minBet: row.min_bet, maxBet: row.max_bet } : this.defaults(table);
    const spots = new Map(spotLimits(gameOf(table), base));
    for (const [spot, l] of Object.entries(row?.spots ?? {}))
      spots.set(spot, { min: BigInt(l.min), max: BigInt(l.max) });
    return { minBet: base.minBet, maxBet: base.maxBet, spots };
  }

  /**
   * Sets (or, with `limits: null`, clears) a merchant's limits at a table and audits the change.
   * Errors: VALIDATION_FAILED (a minimum above its maximum, a spot above the table's maximum or
   * named twice), LIVE_UNKNOWN_SPOT.
   */
  async set(request: TLiveTableLimitsRequest): Promise<TLiveLimits | null> {
    const { merchantCode, tableCode, actor } = request;
    const next = request.limits ? validated(tableCode, request.limits) : null;
    const s = this.schema;
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<MerchantLimitsRow>(
        `select * from ${s}.merchant_limits where merchant_code = $1 and table_code = $2 for update`,
        [merchantCode, tableCode],
      );
      const now = this.now();
      if (next)
        await tx.query(
          `insert into ${s}.merchant_limits (merchant_code, table_code, min_bet, max_bet, spots, updated_at, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (merchant_code, table_code) do update set min_bet = excluded.min_bet, max_bet = excluded.max_bet,
             spots = excluded.spots, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [merchantCode, tableCode, next.minBet, next.maxBet, JSON.stringify(next.spots), now, actor],
        );
      else
        await tx.query(`delete from ${s}.merchant_limits where merchant_code = $1 and table_code = $2`, [
          merchantCode,
          tableCode,
        ]);
      await tx.query(
        `insert into ${s}.merchant_settings_audit (merchant_code, table_code, setting, before, after, actor, at)
         values ($1, $2, 'limits', $3, $4, $5, $6)`,
        [
          merchantCode,
          tableCode,
          before ? JSON.stringify(limitsView(before)) : null,
          request.limits ? JSON.stringify(request.limits) : null,
          actor,
          now,
        ],
      );
    });
    return request.limits;
  }

  /**
   * Runs a cockfight arena pari-mutuel for a merchant's players with its plasada, or (null) back
   * at fixed odds; audited. Player rounds already open keep the terms of their first bet.
   * Errors: LIVE_TABLE_NOT_FOUND (not a cockfight arena).
   */
  async setPariMutuel(request: TLivePariMutuelRequest): Promise<{ plasadaBp: number } | null> {
    const { merchantCode, tableCode, actor, pariMutuel } = request;
    if (gameOf(tableCode) !== 'COCKFIGHT')
      throw new VendorError('LIVE_TABLE_NOT_FOUND', 'not a cockfight arena');
    const s = this.schema;
    await this.db.transaction(async (tx) => {
      const [before] = await tx.query<{ plasada_bp: number }>(
        `select plasada_bp from ${s}.merchant_pari_mutuel where merchant_code = $1 and table_code = $2 for update`,
        [merchantCode, tableCode],
      );
      const now = this.now();
      if (pariMutuel)
        await tx.query(
          `insert into ${s}.merchant_pari_mutuel (merchant_code, table_code, plasada_bp, updated_at, updated_by)
           values ($1, $2, $3, $4, $5)
           on conflict (merchant_code, table_code) do update set plasada_bp = excluded.plasada_bp,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [merchantCode, tableCode, pariMutuel.plasadaBp, now, actor],
        );
      else
        await tx.query(`delete from ${s}.merchant_pari_mutuel where merchant_code = $1 and table_code = $2`, [
          merchantCode,
          tableCode,
        ]);
      await tx.query(
        `insert into ${s}.merchant_settings_audit (merchant_code, table_code, setting, before, after, actor, at)
         values ($1, $2, 'pari_mutuel', $3, $4, $5, $6)`,
        [
          merchantCode,
          tableCode,
          before ? JSON.stringify({ plasadaBp: before.plasada_bp }) : null,
          pariMutuel ? JSON.stringify(pariMutuel) : null,
          actor,
          now,
        ],
      );
    });
    return pariMutuel;
  }

  /** A merchant's own limits and its latest changes (newest first). */
  async list(
    merchantCode: string,
    changes = 50,
  ): Promise<{
    limits: TLiveMerchantLimits[];
    changes: {
      tableCode: TLiveTableCode;
      before: TLiveLimits | null;
      after: TLiveLimits | null;
      actor: string;
      at: string;
    }[];
  }> {
    const s = this.schema;
    const [rows, audit] = await Promise.all([
      this.db.query<MerchantLimitsRow>(
        `select * from ${s}.merchant_limits where merchant_code = $1 order by table_code`,
        [merchantCode],
      ),
      this.db.query<{
        table_code: TLiveTableCode;
        before: TLiveLimits | null;
        after: TLiveLimits | null;
        actor: string;
        at: Date;
      }>(
        `select table_code, before, after, actor, at from ${s}.merchant_settings_audit
          where merchant_code = $1 and setting = 'limits' order by audit_id desc limit $2`,
        [merchantCode, changes],
      ),
    ]);
    return {
      limits: rows.map((r) => ({
        tableCode: r.table_code,
        limits: limitsView(r),
        updatedAt: r.updated_at.toISOString(),
        updatedBy: r.updated_by,
      })),
      changes: audit.map((a) => ({
        tableCode: a.table_code,
        before: a.before,
        after: a.after,
        actor: a.actor,
        at: a.at.toISOString(),
      })),
    };
  }
}

function limitsView(row: MerchantLimitsRow): TLiveLimits {
  return {
    minBet: formatMinor(row.min_bet),
    maxBet: formatMinor(row.max_bet),
    spots: Object.entries(row.spots).map(([spot, l]) => ({
      spot,
      min: formatMinor(BigInt(l.min)),
      max: formatMinor(BigInt(l.max)),
    })),
  };
}

/** The request's limits in minor units, checked against the table's game. */
function validated(
  table: TLiveTableCode,
  limits: TLiveLimits,
): { minBet: bigint; maxBet: bigint; spots: Record<string, { min: string; max: string }> } {
  const minBet = parseMinor(limits.minBet);
  const maxBet = parseMinor(limits.maxBet);
  if (minBet > maxBet) throw new VendorError('VALIDATION_FAILED', 'minBet is above maxBet');
  const spots: Record<string, { min: string; max: string }> = {};
  for (const l of limits.spots) {
    if (!isLiveSpot(gameOf(table) as LiveGameKind, l.spot))
      throw new VendorError('LIVE_UNKNOWN_SPOT', `${l.spot} is not a ${gameOf(table)} spot`);
    if (spots[l.spot]) throw new VendorError('VALIDATION_FAILED', `${l.spot} is named twice`);
    const min = parseMinor(l.min);
    const max = parseMinor(l.max);
    if (min > max) throw new VendorError('VALIDATION_FAILED', `${l.spot}: min is above max`);
    if (max > maxBet)
      throw new VendorError('VALIDATION_FAILED', `${l.spot}: max is above the table's maxBet`);
    spots[l.spot] = { min: min.toString(), max: max.toString() };
  }
  return { minBet, maxBet, spots };
}
