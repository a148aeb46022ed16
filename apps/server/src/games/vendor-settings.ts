import { randomUUID } from 'node:crypto';
import {
  parseMinor,
  type TVendorSetting,
  type TVendorSettingsRequest,
  ZVendorSettingsResponse,
} from '@croupier/contracts';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { InhouseLinksService } from './inhouse-links.service.ts';
import {
  base,
  connectedVendorCodes,
  LINKED_VENDOR_SERVICES,
  type LinkedVendorService,
  signed,
} from './linked-vendors.ts';

type Fetch = typeof fetch;

/**
 * A merchant's settings at its linked vendor services (table limits, odds, house cut), read and
 * changed through the generic merchant-settings call a service declares (`settingsPath`), signed
 * with the merchant's credential for the vendor code. The platform checks each change against the
 * bounds the vendor states before sending it, and audits what changed (before and after) once the
 * vendor has applied it. No vendor is named here.
 * Errors: NOT_FOUND (no linked service takes settings for that vendor code), OPERATION_NOT_ENABLED
 * (the merchant is not connected to it), VALIDATION_FAILED (an unknown key, a value out of bounds, a
 * minimum above its maximum, or the vendor refused the values), SERVICE_UNAVAILABLE.
 */
export class VendorSettingsGateway {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly links: Pick<InhouseLinksService, 'find'>,
    private readonly audit: AuditLog,
    private readonly services: readonly LinkedVendorService[] = LINKED_VENDOR_SERVICES,
    private readonly doFetch: Fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  /** The vendor codes the merchant is connected to whose services take settings. */
  vendors(merchant: Merchant): Promise<{ vendorCode: string; name: string }[]> {
    return connectedVendorCodes(
      this.links,
      merchant,
      this.services.filter((service) => service.settingsPath),
    );
  }

  read(merchant: Merchant, vendorCode: string, actor: Actor): Promise<TVendorSetting[]> {
    return this.call(merchant, vendorCode, actor, []);
  }

  async change(
    merchant: Merchant,
    vendorCode: string,
    actor: Actor,
    changes: TVendorSettingsRequest['changes'],
  ): Promise<TVendorSetting[]> {
    const before = await this.read(merchant, vendorCode, actor);
    checkChanges(before, changes);
    const after = await this.call(merchant, vendorCode, actor, changes);
    const was = new Map(before.map((s) => [s.key, s.value]));
    const now = new Map(after.map((s) => [s.key, s.value]));
    await this.audit.recordBy(this.db, merchant.id, actor, 'vendor.settings', {
      vendorCode,
      before: Object.fromEntries(changes.map((c) => [c.key, was.get(c.key) ?? null])),
      after: Object.fromEntries(changes.map((c) => [c.key, now.get(c.key) ?? null])),
    });
    return after;
  }

  private async call(
    merchant: Merchant,
    vendorCode: string,
    actor: Actor,
    changes: TVendorSettingsRequest['changes'],
  ): Promise<TVendorSetting[]> {
    const service = this.services.find((s) => s.vendorCodes.includes(vendorCode));
    if (!service?.settingsPath)
      throw new AppError('NOT_FOUND', { detail: `vendor ${vendorCode} takes no settings` });
    const link = await this.links.find(merchant.id, vendorCode);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `merchant not connected to ${vendorCode}` });
    const payload: TVendorSettingsRequest = {
      requestId: randomUUID(),
      merchantCode: merchant.code,
      vendorCode,
      actor: actor.name.slice(0, 96),
      changes,
    };
    const body = JSON.stringify(payload);
    let answer: unknown;
    try {
      const response = await this.doFetch(`${base(link.vendorUrl)}${service.settingsPath}`, {
        method: 'POST',
        headers: signed(link.keyId, link.secret, body),
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = await response.json();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${service.name} unreachable: ${(error as Error).message}`,
      });
    }
    const parsed = ZVendorSettingsResponse.safeParse(answer);
    if (parsed.success) return parsed.data.value.settings;
    const code = (answer as { code?: string } | null)?.code;
    if (code === 'VALIDATION_FAILED')
      throw new AppError('VALIDATION_FAILED', { detail: `${service.name} refused the settings` });
    throw new AppError('SERVICE_UNAVAILABLE', {
      detail: `${service.name} refused the settings call: ${code}`,
    });
  }
}

/**
 * Each change names a known setting and stays within its bounds, and no minimum ends above the
 * setting it may not exceed (effective values: the merchant's own, else the default).
 * Errors: VALIDATION_FAILED with `value` naming the setting.
 */
export function checkChanges(
  settings: readonly TVendorSetting[],
  changes: TVendorSettingsRequest['changes'],
) {
  const byKey = new Map(settings.map((s) => [s.key, s]));
  const effective = new Map(settings.map((s) => [s.key, s.value ?? s.defaultValue]));
  for (const { key, value } of changes) {
    const setting = byKey.get(key);
    if (!setting)
      throw new AppError('VALIDATION_FAILED', { value: { key }, detail: `unknown setting ${key}` });
    if (
      value !== null &&
      (parseMinor(value) < parseMinor(setting.min) || parseMinor(value) > parseMinor(setting.max))
    )
      throw new AppError('VALIDATION_FAILED', {
        value: { key, min: setting.min, max: setting.max },
        detail: `${key} must be from ${setting.min} to ${setting.max}`,
      });
    effective.set(key, value ?? setting.defaultValue);
  }
  for (const setting of settings) {
    if (!setting.notAbove) continue;
    const mine = effective.get(setting.key);
    const ceiling = effective.get(setting.notAbove);
    if (mine != null && ceiling != null && parseMinor(mine) > parseMinor(ceiling))
      throw new AppError('VALIDATION_FAILED', {
        value: { key: setting.key, notAbove: setting.notAbove },
        detail: `${setting.key} is above ${setting.notAbove}`,
      });
  }
}
