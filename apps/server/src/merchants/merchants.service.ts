import type {
  TBrand,
  TLanguage,
  TMerchantSettings,
  TMerchantSettingsPatch,
  TSiteFlags,
} from '@croupier/contracts';
import { formatMinor, parseMinor } from '@croupier/contracts';
import ipaddr from 'ipaddr.js';
import type { Kysely } from 'kysely';
import type { Actor } from '../admin/actor.ts';
import type { AuditLog } from '../audit/audit-log.ts';
import { isUniqueViolation } from '../db/db-errors.ts';
import type { Database } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { newContentKey, newMerchantKeyPair } from '../security/content-crypto.ts';
import { DEFAULT_BRAND, DEFAULT_REGISTER_FIELDS, DEFAULT_SITE_FLAGS } from './merchant-defaults.ts';
import type { Merchant, MerchantsRepository } from './merchants.repository.ts';

export interface CreateMerchantInput {
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timezone: string;
  defaultLanguage: TLanguage;
  languages: TLanguage[];
  domains: { domain: string; kind?: 'player' | 'agent' }[];
  brand?: Partial<TBrand>;
  flags?: Partial<TSiteFlags>;
}

/** Normalises a Host header to the domain stored in merchant_domains: lower case, no port, no brackets. */
export function domainFromHost(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) {
    const end = trimmed.indexOf(']');
    return end > 1 ? trimmed.slice(1, end) : undefined;
  }
  const withoutPort = trimmed.replace(/:\d*$/, '');
  return withoutPort.length > 0 && withoutPort.length <= 253 ? withoutPort : undefined;
}

/** Merchants: creation, resolution from the request's host, and operator settings. */
/** A big-win threshold as the settings show it (minor units to a money string). */
function thresholdText(threshold: bigint | null): string | null {
  return threshold === null ? null : formatMinor(threshold);
}

export class MerchantsService {
  private readonly privateKeys = new Map<bigint, string>();
  /**
   * Every request resolves its merchant from the Host header, so the answer is kept for a moment
   * per domain (unknown domains too). A change through this process drops the cache at once;
   * another process sees it within `hostCacheMs`.
   */
  private readonly byDomain = new Map<string, { merchant: Merchant | undefined; expiresAt: number }>();
  private readonly hostCacheMs = 2_000;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly merchants: MerchantsRepository,
    private readonly audit: AuditLog,
  ) {}

  /** The merchant that owns the request's Host, or undefined for a domain nobody owns. */
  async resolveByHost(host: string | undefined): Promise<Merchant | undefined> {
    const domain = domainFromHost(host);
    if (!domain) return undefined;
    const now = Date.now();
    const cached = this.byDomain.get(domain);
    if (cached && cached.expiresAt > now) return cached.merchant;
    const merchant = await this.merchants.findByDomain(domain);
    if (this.byDomain.size >= 10_000) this.byDomain.clear(); // a flood of made-up hosts stays bounded
    this.byDomain.set(domain, { merchant, expiresAt: now + this.hostCacheMs });
    return merchant;
  }

  /** Forgets every cached host resolution (after a merchant or domain change). */
  forgetResolvedHosts(): void {
    this.byDomain.clear();
  }

  async findByCode(code: string): Promise<Merchant | undefined> {
    return this.merchants.findByCode(code);
  }

  /** The merchant with this id, read afresh (jobs that run per merchant; its flags as the operator last set them). */
  async findById(id: bigint): Promise<Merchant | undefined> {
    return this.merchants.findById(id);
  }

  /** PEM private key of the merchant, cached per process (keys never rotate in place). */
  async privateKeyOf(merchant: Merchant): Promise<string> {
    let pem = this.privateKeys.get(merchant.id);
    if (!pem) {
      pem = await this.merchants.privateKeyOf(merchant.id);
      this.privateKeys.set(merchant.id, pem);
    }
    return pem;
  }

  async listDomains(merchant: Merchant) {
    return this.merchants.listDomains(merchant.id);
  }

  /**
   * Creates a merchant with fresh keys and its domains in one transaction.
   * Errors: CONFLICT when the code or a domain is taken (nothing is written then).
   */
  async createMerchant(input: CreateMerchantInput, actor: Actor): Promise<Merchant> {
    const keys = await newMerchantKeyPair();
    const primaryDomain = input.domains[0]?.domain;
    if (!primaryDomain) throw new AppError('VALIDATION_FAILED', { detail: 'a merchant needs a domain' });
    await this.insertMerchant(input, primaryDomain, keys, actor).catch((error: unknown) => {
      if (isUniqueViolation(error))
        throw new AppError('CONFLICT', { detail: 'merchant code or domain taken', cause: error });
      throw error;
    });
    this.forgetResolvedHosts();
    const created = await this.merchants.findByCode(input.code);
    if (!created) throw new AppError('INTERNAL_ERROR', { detail: 'merchant vanished after insert' });
    return created;
  }

  private async insertMerchant(
    input: CreateMerchantInput,
    primaryDomain: string,
    keys: { publicKey: string; privateKey: string },
    actor: Actor,
  ): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      const id = await this.merchants.insert(tx, {
        code: input.code,
        name: input.name,
        currency: input.currency,
        currencySymbol: input.currencySymbol,
        timezone: input.timezone,
        defaultLanguage: input.defaultLanguage,
        languages: input.languages,
        brand: { ...DEFAULT_BRAND, ...input.brand },
        flags: { ...DEFAULT_SITE_FLAGS, ...input.flags },
        registerFields: DEFAULT_REGISTER_FIELDS,
        mainDomain: primaryDomain,
        contentKey: newContentKey(),
        publicKey: keys.publicKey,
        privateKey: keys.privateKey,
      });
      await this.merchants.insertDomains(
        tx,
        id,
        input.domains.map((d) => ({ domain: d.domain.toLowerCase(), kind: d.kind ?? 'player' })),
      );
      await this.audit.record(tx, {
        merchantId: id,
        actor: actor.name,
        action: 'merchant.create',
        detail: { code: input.code, domains: input.domains.map((d) => d.domain) },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
    });
  }

  settingsOf(merchant: Merchant): TMerchantSettings {
    return {
      maintenance: merchant.maintenance,
      blockedCountries: merchant.blockedCountries,
      blockedCidrs: merchant.blockedCidrs,
      flags: merchant.flags,
      brand: merchant.brand,
      gtagId: merchant.gtagId,
      bigWinThreshold: thresholdText(merchant.bigWinThreshold),
      registerFields: merchant.registerFields,
    };
  }

  /**
   * Applies an operator's change to a merchant's settings under a row lock, with an audit row in the
   * same transaction. Flags and brand merge into the stored ones. Errors: NOT_FOUND, VALIDATION_FAILED
   * (a CIDR that does not parse).
   */
  async updateSettings(
    code: string,
    patch: TMerchantSettingsPatch,
    actor: Actor,
  ): Promise<TMerchantSettings> {
    const blockedCidrs = patch.blockedCidrs?.map(normaliseCidr);
    const settings = await this.db.transaction().execute(async (tx) => {
      const merchant = await this.merchants.lockByCode(tx, code);
      if (!merchant) throw new AppError('NOT_FOUND', { detail: `no merchant ${code}` });
      const next: TMerchantSettings = {
        maintenance: patch.maintenance ?? merchant.maintenance,
        blockedCountries: patch.blockedCountries ?? merchant.blockedCountries,
        blockedCidrs: blockedCidrs ?? merchant.blockedCidrs,
        flags: { ...merchant.flags, ...patch.flags },
        brand: { ...merchant.brand, ...patch.brand },
        gtagId: patch.gtagId === undefined ? merchant.gtagId : patch.gtagId,
        bigWinThreshold: thresholdText(
          patch.bigWinThreshold === undefined
            ? merchant.bigWinThreshold
            : patch.bigWinThreshold === null
              ? null
              : parseMinor(patch.bigWinThreshold),
        ),
        registerFields: { ...merchant.registerFields, ...patch.registerFields },
      };
      await this.merchants.updateSettings(tx, merchant.id, {
        ...next,
        bigWinThreshold: next.bigWinThreshold === null ? null : parseMinor(next.bigWinThreshold),
      });
      await this.audit.record(tx, {
        merchantId: merchant.id,
        actor: actor.name,
        action: 'merchant.settings.update',
        detail: { patch },
        ip: actor.ip ?? null,
        requestId: actor.requestId ?? null,
      });
      return next;
    });
    this.forgetResolvedHosts();
    return settings;
  }
}

/** Parses an IPv4/IPv6 CIDR and returns it in canonical form; VALIDATION_FAILED when it does not parse. */
export function normaliseCidr(raw: string): string {
  try {
    const [address, prefix] = ipaddr.parseCIDR(raw.trim());
    const network = ipaddr.IPv4.isValid(address.toString())
      ? ipaddr.IPv4.networkAddressFromCIDR(raw.trim())
      : ipaddr.IPv6.networkAddressFromCIDR(raw.trim());
    return `${network.toString()}/${prefix}`;
  } catch {
    throw new AppError('VALIDATION_FAILED', {
      value: { fields: [{ field: 'blockedCidrs', message: `not a CIDR range: ${raw}` }] },
    });
  }
}
