/**
 * A per-merchant in-process cache of lobby answers (lists, menus, hot games). Admin changes through
 * this process invalidate the merchant (or everything, for a platform catalogue change) at once;
 * entries also expire after `ttlMs`, which bounds how stale another process's answers can be.
 * With several server processes an admin change would be broadcast with PostgreSQL LISTEN/NOTIFY
 * so every process drops the merchant at once; that is not built yet.
 */
export class CatalogueCache {
  private readonly merchants = new Map<bigint, Map<string, { value: unknown; expiresAt: number }>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntriesPerMerchant = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  async get<T>(merchantId: bigint, key: string, load: () => Promise<T>): Promise<T> {
    let entries = this.merchants.get(merchantId);
    const hit = entries?.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value as T;
    const value = await load();
    if (!entries) {
      entries = new Map();
      this.merchants.set(merchantId, entries);
    }
    if (entries.size >= this.maxEntriesPerMerchant) {
      // Drop the oldest insertion: a Map iterates in insertion order.
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.delete(key);
    entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    return value;
  }

  invalidate(merchantId: bigint): void {
    this.merchants.delete(merchantId);
  }

  invalidateAll(): void {
    this.merchants.clear();
  }
}
