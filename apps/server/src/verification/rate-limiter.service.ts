import type { TErrorCode } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { RateLimitsRepository } from './rate-limits.repository.ts';

export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  /** Length of the window, counted from its first hit. */
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits in the current window, this one included. */
  hits: number;
  /** 0 when allowed; otherwise whole seconds until the window closes and hits are allowed again. */
  retryAfterSeconds: number;
}

/**
 * Fixed-window rate limits kept in PostgreSQL, so every server process counts against the same
 * numbers (login failures per account and per IP, SMS sends, captcha fetches...). A refused hit is
 * counted too: hammering a closed door does not open it sooner, and the window never extends.
 */
export class RateLimiter {
  constructor(private readonly limits: RateLimitsRepository) {}

  /** Counts one hit on `key`; atomic, so N concurrent hits with limit L allow exactly min(N, L). */
  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    assertRule(rule);
    const { hits, secondsLeft } = await this.limits.hit(key, rule.windowSeconds);
    const allowed = hits <= rule.limit;
    return { allowed, hits, retryAfterSeconds: allowed ? 0 : secondsLeft };
  }

  /**
   * Counts one hit and throws when it is over the limit.
   * Errors: `code` (TOO_MANY_REQUESTS by default) with value `{ retryAfterSeconds }`.
   */
  async enforce(key: string, rule: RateLimitRule, code: TErrorCode = 'TOO_MANY_REQUESTS'): Promise<void> {
    const result = await this.hit(key, rule);
    if (!result.allowed) {
      throw new AppError(code, {
        value: { retryAfterSeconds: result.retryAfterSeconds },
        detail: `rate limit ${key}`,
      });
    }
  }

  /**
   * Hits counted under `key` in its current window, without adding one (0 once the window has
   * closed). Pass the same `windowSeconds` as the hits use.
   */
  async count(key: string, windowSeconds: number): Promise<number> {
    assertRule({ limit: 0, windowSeconds });
    return this.limits.current(key, windowSeconds);
  }

  /**
   * Takes back one hit counted by {@link hit}: an attempt counted up front that turned out not to
   * be a credential check (or that succeeded) then does not weigh against the limit.
   */
  async release(key: string): Promise<void> {
    await this.limits.release(key);
  }

  /** Forgets the key's window (after a successful login, for example). */
  async reset(key: string): Promise<void> {
    await this.limits.delete(key);
  }

  /** Housekeeping: drops counters whose window has closed. */
  purgeClosed(): Promise<number> {
    return this.limits.deleteClosed();
  }
}

function assertRule(rule: RateLimitRule): void {
  if (!Number.isInteger(rule.limit) || rule.limit < 0)
    throw new RangeError(`rate limit must be a whole number >= 0, got ${rule.limit}`);
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds <= 0)
    throw new RangeError(`rate window must be a whole number of seconds > 0, got ${rule.windowSeconds}`);
}
