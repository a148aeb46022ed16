import {
  LOTTERY_GAMES,
  lotteryGamesOf,
  parseMinor,
  settingValueOfBp,
  settingValueOfMinor,
  type TLotteryGameCode,
  type TLotteryVendorCode,
  type TVendorSetting,
  type TVendorSettingsRequest,
} from '@croupier/contracts';
import { FULL_PAYOUT_BP, LOTTERY_BET_TYPES } from '@croupier/games';
import { type SqlRunner, type VendorDb, VendorError } from '@croupier/vendor-kit';
import type { LotteryLimits } from './config.ts';

/** What a merchant's players meet on one bet type: stake bounds per combination and the payout share. */
export interface BetTerms {
  minStake: bigint;
  maxStake: bigint;
  /** Share of the standard pay table paid, in basis points (10000: the table as published). */
  payoutBp: number;
}

/** The lowest payout share a merchant may set (the store refuses below it). */
const MIN_PAYOUT_BP = 5_000;
/** A merchant may raise the maximum stake at most this many times the vendor's (the vendor's risk). */
const MAX_RAISE = 10n;

type Field = 'minStake' | 'maxStake' | 'payout';
const FIELDS: readonly Field[] = ['minStake', 'maxStake', 'payout'];
const COLUMN: Record<Field, string> = { minStake: 'min_stake', maxStake: 'max_stake', payout: 'payout_bp' };
/** The per-game setting (`<game>.maxPayoutPerNumber`): the merchant's payout cap per number and draw. */
const CAP_FIELD = 'maxPayoutPerNumber';

interface Row {
  game_code: string;
  bet_type: string;
  min_stake: bigint | null;
  max_stake: bigint | null;
  payout_bp: number | null;
}

/**
 * A merchant's own stakes and odds per game and bet type (the generic merchant-settings call of the
 * vendor protocol): minimum and maximum stake per combination and the payout share of the standard
 * pay table. Purchases read them (`terms`) and a line keeps its payout share, so a change applies to
 * the next ticket and never to one already sold. Each change is audited in its own transaction.
 */
export class LotterySettings {
  constructor(
    private readonly db: VendorDb,
    private readonly schema: string,
    private readonly defaults: LotteryLimits,
    private readonly now: () => Date,
  ) {}

  /** The terms of every bet type of a game for one merchant (its own, else the vendor's defaults). */
  async terms(
    db: SqlRunner,
    merchantCode: string,
    gameCode: TLotteryGameCode,
  ): Promise<Map<string, BetTerms>> {
    const rows = await db.query<Row>(
      `select game_code, bet_type, min_stake, max_stake, payout_bp from ${this.schema}.merchant_bet_settings
        where merchant_code = $1 and game_code = $2`,
      [merchantCode, gameCode],
    );
    const own = new Map(rows.map((r) => [r.bet_type, r]));
    return new Map(
      LOTTERY_BET_TYPES[LOTTERY_GAMES[gameCode].kind].map((t) => {
        const r = own.get(t.code);
        return [
          t.code,
          {
            minStake: r?.min_stake != null ? BigInt(r.min_stake) : this.defaults.minStake,
            maxStake: r?.max_stake != null ? BigInt(r.max_stake) : this.defaults.maxStake,
            payoutBp: r?.payout_bp ?? FULL_PAYOUT_BP,
          },
        ];
      }),
    );
  }

  /** The merchant's payout cap per number and draw of a game (its own, else the vendor's default). */
  async numberCap(db: SqlRunner, merchantCode: string, gameCode: TLotteryGameCode): Promise<bigint> {
    const [row] = await db.query<{ max_payout_per_number: bigint }>(
      `select max_payout_per_number from ${this.schema}.merchant_game_settings where merchant_code = $1 and game_code = $2`,
      [merchantCode, gameCode],
    );
    return row ? BigInt(row.max_payout_per_number) : this.defaults.maxPayoutPerNumber;
  }

  async read(
    merchantCode: string,
    vendorCode: TLotteryVendorCode,
    db: SqlRunner = this.db,
  ): Promise<TVendorSetting[]> {
    const games = lotteryGamesOf(vendorCode);
    const rows = await db.query<Row>(
      `select game_code, bet_type, min_stake, max_stake, payout_bp from ${this.schema}.merchant_bet_settings
        where merchant_code = $1 and game_code in (select jsonb_array_elements_text($2::jsonb))`,
      [merchantCode, JSON.stringify(games)],
    );
    const own = new Map(rows.map((r) => [`${r.game_code}.${r.bet_type}`, r]));
    const caps = new Map(
      (
        await db.query<{ game_code: string; max_payout_per_number: bigint }>(
          `select game_code, max_payout_per_number from ${this.schema}.merchant_game_settings
            where merchant_code = $1 and game_code in (select jsonb_array_elements_text($2::jsonb))`,
          [merchantCode, JSON.stringify(games)],
        )
      ).map((r) => [r.game_code, BigInt(r.max_payout_per_number)]),
    );
    const stakeBounds = {
      min: settingValueOfMinor(1n),
      max: settingValueOfMinor(this.defaults.maxStake * MAX_RAISE),
    };
    return games.flatMap((gameCode) => [
      {
        key: `${gameCode}.${CAP_FIELD}`,
        group: LOTTERY_GAMES[gameCode].name,
        label: 'Maximum payout per number per draw',
        kind: 'money' as const,
        value: caps.has(gameCode) ? settingValueOfMinor(caps.get(gameCode) as bigint) : null,
        defaultValue: settingValueOfMinor(this.defaults.maxPayoutPerNumber),
        min: settingValueOfMinor(1n),
        max: settingValueOfMinor(this.defaults.maxPayoutPerNumber * MAX_RAISE),
      },
      ...LOTTERY_BET_TYPES[LOTTERY_GAMES[gameCode].kind].flatMap((t): TVendorSetting[] => {
        const key = `${gameCode}.${t.code}`;
        const r = own.get(key);
        const group = `${LOTTERY_GAMES[gameCode].name} · ${t.name}`;
        return [
          {
            key: `${key}.minStake`,
            group,
            label: 'Minimum stake per combination',
            kind: 'money',
            value: r?.min_stake != null ? settingValueOfMinor(BigInt(r.min_stake)) : null,
            defaultValue: settingValueOfMinor(this.defaults.minStake),
            ...stakeBounds,
            notAbove: `${key}.maxStake`,
          },
          {
            key: `${key}.maxStake`,
            group,
            label: 'Maximum stake per combination',
            kind: 'money',
            value: r?.max_stake != null ? settingValueOfMinor(BigInt(r.max_stake)) : null,
            defaultValue: settingValueOfMinor(this.defaults.maxStake),
            ...stakeBounds,
          },
          {
            key: `${key}.payout`,
            group,
            label: 'Odds paid, % of the standard pay table',
            kind: 'percent',
            value: r?.payout_bp != null ? settingValueOfBp(r.payout_bp) : null,
            defaultValue: '100',
            min: settingValueOfBp(MIN_PAYOUT_BP),
            max: '100',
          },
        ];
      }),
    ]);
  }

  /**
   * Applies a settings call's changes in one transaction (all or none), audited, and answers the
   * settings. Errors: VALIDATION_FAILED (an unknown key, a value out of bounds or with more than two
   * decimals of a percent, a minimum above its maximum).
   */
  async change(request: TVendorSettingsRequest, vendorCode: TLotteryVendorCode): Promise<TVendorSetting[]> {
    const { merchantCode, actor } = request;
    return this.db.transaction(async (tx) => {
      // One change at a time per merchant and vendor code: the checks below see the settings they change.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`lottery-settings:${merchantCode}`]);
      const current = await this.read(merchantCode, vendorCode, tx);
      const byKey = new Map(current.map((s) => [s.key, s]));
      const effective = new Map(current.map((s) => [s.key, s.value ?? s.defaultValue]));
      const rows = new Map<string, Map<Field, string | null>>();
      const caps = new Map<string, bigint | null>();
      for (const { key, value } of request.changes) {
        const setting = byKey.get(key);
        const field = key.slice(key.lastIndexOf('.') + 1) as Field;
        if (setting && field === (CAP_FIELD as string)) {
          const v = value === null ? null : parseMinor(value);
          if (v !== null && (v < parseMinor(setting.min) || v > parseMinor(setting.max)))
            throw new VendorError('VALIDATION_FAILED', `${key} out of ${setting.min}..${setting.max}`);
          caps.set(key.slice(0, key.lastIndexOf('.')), v);
          continue;
        }
        if (!setting || !FIELDS.includes(field))
          throw new VendorError('VALIDATION_FAILED', `unknown setting ${key}`);
        if (value !== null) {
          const v = parseMinor(value);
          if (v < parseMinor(setting.min) || v > parseMinor(setting.max))
            throw new VendorError('VALIDATION_FAILED', `${key} out of ${setting.min}..${setting.max}`);
          if (field === 'payout' && !Number.isInteger(Number(value) * 100))
            throw new VendorError('VALIDATION_FAILED', `${key}: at most two decimals`);
        }
        effective.set(key, value ?? setting.defaultValue);
        const row = key.slice(0, key.lastIndexOf('.'));
        const fields = rows.get(row) ?? new Map<Field, string | null>();
        fields.set(field, value);
        rows.set(row, fields);
      }
      for (const row of rows.keys()) {
        const min = effective.get(`${row}.minStake`);
        const max = effective.get(`${row}.maxStake`);
        if (min && max && parseMinor(min) > parseMinor(max))
          throw new VendorError('VALIDATION_FAILED', `${row}: the minimum is above the maximum`);
      }
      const now = this.now();
      for (const [row, fields] of rows) {
        const [gameCode, betType] = row.split('.') as [string, string];
        const value = (field: Field) => {
          const v = fields.has(field)
            ? (fields.get(field) ?? null)
            : (byKey.get(`${row}.${field}`)?.value ?? null);
          if (v === null) return null;
          return field === 'payout' ? Math.round(Number(v) * 100) : parseMinor(v).toString();
        };
        const values = FIELDS.map(value);
        if (values.every((v) => v === null)) {
          await tx.query(
            `delete from ${this.schema}.merchant_bet_settings where merchant_code = $1 and game_code = $2 and bet_type = $3`,
            [merchantCode, gameCode, betType],
          );
          continue;
        }
        await tx.query(
          `insert into ${this.schema}.merchant_bet_settings
             (merchant_code, game_code, bet_type, ${FIELDS.map((f) => COLUMN[f]).join(', ')}, updated_at, updated_by)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (merchant_code, game_code, bet_type) do update set min_stake = excluded.min_stake,
             max_stake = excluded.max_stake, payout_bp = excluded.payout_bp, updated_at = excluded.updated_at,
             updated_by = excluded.updated_by`,
          [merchantCode, gameCode, betType, ...values, now, actor],
        );
      }
      for (const [gameCode, cap] of caps) {
        if (cap === null) {
          await tx.query(
            `delete from ${this.schema}.merchant_game_settings where merchant_code = $1 and game_code = $2`,
            [merchantCode, gameCode],
          );
          continue;
        }
        await tx.query(
          `insert into ${this.schema}.merchant_game_settings (merchant_code, game_code, max_payout_per_number, updated_at, updated_by)
           values ($1, $2, $3, $4, $5)
           on conflict (merchant_code, game_code) do update set max_payout_per_number = excluded.max_payout_per_number,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
          [merchantCode, gameCode, cap.toString(), now, actor],
        );
      }
      await tx.query(
        `insert into ${this.schema}.merchant_settings_audit (merchant_code, vendor_code, changes, actor, at)
         values ($1, $2, $3, $4, $5)`,
        [
          merchantCode,
          vendorCode,
          JSON.stringify(
            request.changes.map((c) => ({
              key: c.key,
              before: byKey.get(c.key)?.value ?? null,
              after: c.value,
            })),
          ),
          actor,
          now,
        ],
      );
      return this.read(merchantCode, vendorCode, tx);
    });
  }
}
