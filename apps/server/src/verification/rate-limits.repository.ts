import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface RateLimitHitRow {
  hits: number;
  /** Whole seconds until the current window closes (at least 1). */
  secondsLeft: number;
}

/** Hits kept in a counter are capped here so a flood can never overflow the integer column. */
const HITS_CAP = 1_000_000_000;

/** Fixed-window counters in `rate_limits`. Only this file touches that table. */
export class RateLimitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one hit in one statement: a new key or a closed window starts a window at 1, an open
   * window adds 1. PostgreSQL serialises concurrent upserts of one key on its row, so every caller
   * sees a distinct count and no hit is lost. Times are the database's, shared by every process.
   */
  async hit(key: string, windowSeconds: number): Promise<RateLimitHitRow> {
    const closed = sql<boolean>`rate_limits.window_started_at <= now() - make_interval(secs => ${windowSeconds})`;
    const row = await this.db
      .insertInto('rate_limits')
      .values({ key, window_started_at: sql`now()`, window_seconds: windowSeconds, hits: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          window_started_at: sql`case when ${closed} then now() else rate_limits.window_started_at end`,
          window_seconds: windowSeconds,
          hits: sql`case when ${closed} then 1 else least(rate_limits.hits + 1, ${HITS_CAP}) end`,
        }),
      )
      .returning([
        'hits',
        sql<number>`greatest(1, ceil(extract(epoch from (window_started_at + make_interval(secs => window_seconds) - now()))))::int`.as(
          'secondsLeft',
        ),
      ])
      .executeTakeFirstOrThrow();
    return { hits: row.hits, secondsLeft: row.secondsLeft };
  }

  /** Hits in the key's window if that window is still open, else 0; counts nothing. */
  async current(key: string, windowSeconds: number): Promise<number> {
    const row = await this.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', key)
      .where(sql<boolean>`window_started_at > now() - make_interval(secs => ${windowSeconds})`)
      .executeTakeFirst();
    return row?.hits ?? 0;
  }

  /** Takes one hit back from the key's open window (never below 0); counts nothing new. */
  async release(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limits')
      .set({ hits: sql`greatest(hits - 1, 0)` })
      .where('key', '=', key)
      .execute();
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('rate_limits').where('key', '=', key).execute();
  }

  /** Drops counters whose window has closed; returns how many. */
  async deleteClosed(): Promise<number> {
    const result = await this.db
      .deleteFrom('rate_limits')
      .where(sql<boolean>`window_started_at + make_interval(secs => window_seconds) < now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
