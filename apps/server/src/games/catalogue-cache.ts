/**
 * A per-merchant in-process cache of lobby answers (lists, menus, hot games). Admin changes through
 * this process invalidate the merchant (or everything, for a platform catalogue change) at once;
 * entries also expire after `ttlMs`, which bounds how stale an answer can be if a broadcast is lost.
 * With `broadcastInvalidations` wired (services.ts, through the realtime event bus: PostgreSQL
 * LISTEN/NOTIFY), every invalidation also reaches every other server process, which drops the
 * same entries through `dropLocal`.
 */
export class CatalogueCache {
  private readonly merchants = new Map<bigint, Map<string, { value: unknown; expiresAt: number }>>();
  private broadcast: ((merchantId: bigint | null) => void) | undefined;

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

  /** Drops the merchant's entries here and in every other process. */
  invalidate(merchantId: bigint): void {
    this.merchants.delete(merchantId);
    this.broadcast?.(merchantId);
  }

  /** Drops every entry here and in every other process (a platform catalogue change). */
  invalidateAll(): void {
    this.merchants.clear();
    this.broadcast?.(null);
  }

  /** Sends each invalidation to the other processes (null: every merchant). */
  broadcastInvalidations(publish: (merchantId: bigint | null) => void): void {
    this.broadcast = publish;
  }

  /** Applies an invalidation received from another process (null: every merchant); never re-broadcasts. */
  dropLocal(merchantId: bigint | null): void {
    if (merchantId === null) this.merchants.clear();
    else this.merchants.delete(merchantId);
  }
}
