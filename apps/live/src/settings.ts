import {
  LIVE_TABLES,
  liveTablesOf,
  parseMinor,
  settingValueOfBp,
  settingValueOfMinor,
  type TLiveTableCode,
  type TLiveVendorCode,
  type TVendorSetting,
  type TVendorSettingsRequest,
} from '@croupier/contracts';
import { VendorError } from '@croupier/vendor-kit';
import { gameOf, type TableLimits } from './config.ts';
import type { LiveLimits } from './limits.ts';

/** The most a merchant may raise a table's maximum above the vendor's default (the vendor's risk). */
const MAX_RAISE = 10n;
/** The plasada a merchant may take at most, in percent of the pool (the store allows 0..2000 bp). */
const MAX_PLASADA_PERCENT = 20;

type Field = 'minBet' | 'maxBet' | 'plasada';
const FIELDS: readonly Field[] = ['minBet', 'maxBet', 'plasada'];

/**
 * The generic merchant-settings call of the vendor protocol for the live vendor: per table of the
 * vendor code, the merchant's per-round minimum and maximum (its per-spot overrides, set through the
 * admin API, are kept) and, for a cockfight arena, the plasada that runs it pari-mutuel (no value:
 * fixed odds). Changes are checked all first, then written through {@link LiveLimits}, which audits
 * each with the operator's name.
 */
export class LiveSettings {
  constructor(
    private readonly limits: LiveLimits,
    private readonly defaults: (table: TLiveTableCode) => TableLimits,
  ) {}

  async read(merchantCode: string, vendorCode: TLiveVendorCode): Promise<TVendorSetting[]> {
    const { limits } = await this.limits.list(merchantCode, 0);
    const own = new Map(limits.map((l) => [l.tableCode, l.limits]));
    const settings: TVendorSetting[] = [];
    for (const table of liveTablesOf(vendorCode)) {
      const base = this.defaults(table);
      const mine = own.get(table);
      const group = LIVE_TABLES[table].name;
      const bounds = { min: settingValueOfMinor(1n), max: settingValueOfMinor(base.maxBet * MAX_RAISE) };
      settings.push(
        {
          key: `${table}.minBet`,
          group,
          label: 'Minimum bet',
          kind: 'money',
          value: mine ? settingValueOfMinor(parseMinor(mine.minBet)) : null,
          defaultValue: settingValueOfMinor(base.minBet),
          ...bounds,
          notAbove: `${table}.maxBet`,
        },
        {
          key: `${table}.maxBet`,
          group,
          label: 'Maximum bet per round',
          kind: 'money',
          value: mine ? settingValueOfMinor(parseMinor(mine.maxBet)) : null,
          defaultValue: settingValueOfMinor(base.maxBet),
          ...bounds,
        },
      );
      if (gameOf(table) === 'COCKFIGHT') {
        const effective = await this.limits.of(table, merchantCode);
        settings.push({
          key: `${table}.plasada`,
          group,
          label: 'Pari-mutuel plasada (house cut of the pool); empty: fixed odds',
          kind: 'percent',
          value: effective.plasadaBp === null ? null : settingValueOfBp(effective.plasadaBp),
          defaultValue: null,
          min: '0',
          max: String(MAX_PLASADA_PERCENT),
        });
      }
    }
    return settings;
  }

  /**
   * Applies a settings call's changes (all checked before any is written) and answers the settings.
   * Errors: VALIDATION_FAILED (an unknown key, a value out of bounds, a minimum above its maximum).
   */
  async change(request: TVendorSettingsRequest, vendorCode: TLiveVendorCode): Promise<TVendorSetting[]> {
    const { merchantCode, actor } = request;
    const current = await this.read(merchantCode, vendorCode);
    const byKey = new Map(current.map((s) => [s.key, s]));
    const touched = new Map<TLiveTableCode, Map<Field, string | null>>();
    for (const { key, value } of request.changes) {
      const setting = byKey.get(key);
      const [table, field] = key.split('.') as [TLiveTableCode, Field];
      if (!setting || !FIELDS.includes(field))
        throw new VendorError('VALIDATION_FAILED', `unknown setting ${key}`);
      if (value !== null && !isWithin(setting, value))
        throw new VendorError('VALIDATION_FAILED', `${key} out of ${setting.min}..${setting.max}`);
      if (field === 'plasada' && value !== null && !Number.isInteger(Number(value) * 100))
        throw new VendorError('VALIDATION_FAILED', `${key}: at most two decimals`);
      const fields = touched.get(table) ?? new Map<Field, string | null>();
      fields.set(field, value);
      touched.set(table, fields);
    }
    const plans: (() => Promise<unknown>)[] = [];
    for (const [table, fields] of touched) {
      if (fields.has('minBet') || fields.has('maxBet')) {
        const value = (field: Field) =>
          fields.has(field) ? (fields.get(field) ?? null) : (byKey.get(`${table}.${field}`)?.value ?? null);
        const min = value('minBet');
        const max = value('maxBet');
        const base = this.defaults(table);
        const limits =
          min === null && max === null
            ? null
            : {
                minBet: min ?? settingValueOfMinor(base.minBet),
                maxBet: max ?? settingValueOfMinor(base.maxBet),
                spots:
                  (await this.limits.list(merchantCode, 0)).limits.find((l) => l.tableCode === table)?.limits
                    .spots ?? [],
              };
        if (limits && parseMinor(limits.minBet) > parseMinor(limits.maxBet))
          throw new VendorError('VALIDATION_FAILED', `${table}: the minimum is above the maximum`);
        const over = limits?.spots.find((spot) => parseMinor(spot.max) > parseMinor(limits.maxBet));
        if (over) throw new VendorError('VALIDATION_FAILED', `${table}: spot ${over.spot} allows more`);
        plans.push(() => this.limits.set({ merchantCode, tableCode: table, actor, limits }));
      }
      if (fields.has('plasada')) {
        const percent = fields.get('plasada') ?? null;
        const pariMutuel = percent === null ? null : { plasadaBp: Math.round(Number(percent) * 100) };
        plans.push(() => this.limits.setPariMutuel({ merchantCode, tableCode: table, actor, pariMutuel }));
      }
    }
    for (const plan of plans) await plan();
    return this.read(merchantCode, vendorCode);
  }
}

function isWithin(setting: TVendorSetting, value: string): boolean {
  return parseMinor(value) >= parseMinor(setting.min) && parseMinor(value) <= parseMinor(setting.max);
}
