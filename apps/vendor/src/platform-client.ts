import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_TIMESTAMP_WINDOW_SECONDS,
} from '@croupier/contracts';

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`: the platform's vendor-protocol signature. */
export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Checks a signed request from the platform (same scheme both ways) within the timestamp window. */
export function isValidSignature(
  secret: string,
  timestamp: string | undefined,
  rawBody: string,
  presented: string | undefined,
  nowMs = Date.now(),
): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !presented || !/^[0-9a-f]{64}$/i.test(presented))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > VENDOR_TIMESTAMP_WINDOW_SECONDS) return false;
  return timingSafeEqual(Buffer.from(sign(secret, timestamp, rawBody), 'hex'), Buffer.from(presented, 'hex'));
}

/** Where and how to reach one operator's platform. */
export interface OperatorLink {
  merchantCode: string;
  platformUrl: string;
  vendorCode: string;
  keyId: string;
  secret: string;
  currency: string;
}

/**
 * The answer of a platform call, classified for the money engine:
 * - `ok`: the platform applied (or replayed) the call; `value` holds balance etc.;
 * - `refused`: a definitive 4xx answer with a code: nothing moved (INSUFFICIENT_FUNDS, ROUND_CLOSED...);
 * - `unknown`: timeout, network error, 5xx or an unreadable answer: the call may or may not have applied.
 */
export type PlatformResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; code: string; message: string; status: number }
  | { kind: 'unknown'; reason: string };

export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** A signed POST to the platform's vendor API; never throws (see `PlatformResult`). */
export async function callPlatform<T>(
  link: OperatorLink,
  path: string,
  body: Record<string, unknown>,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<PlatformResult<T>> {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
  const timestamp = Math.floor(Date.now() / 1000).toString();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000);
  try {
    const response = await doFetch(
      `${link.platformUrl.replace(/\/$/, '')}${path.replace(':vendorCode', link.vendorCode)}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_KEY_HEADER]: link.keyId,
          [VENDOR_TIMESTAMP_HEADER]: timestamp,
          [VENDOR_SIGNATURE_HEADER]: sign(link.secret, timestamp, rawBody),
        },
        body: rawBody,
        signal: controller.signal,
      },
    );
    const text = await response.text();
    let parsed: { success?: boolean; value?: T; code?: string; message?: string } | undefined;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.status >= 200 && response.status < 300 && parsed?.success === true) {
      return { kind: 'ok', value: parsed.value as T };
    }
    if (
      response.status >= 400 &&
      response.status < 500 &&
      parsed?.success === false &&
      typeof parsed.code === 'string'
    ) {
      // 401 signature/timestamp and 429 are not about the movement itself: retry them.
      if (response.status === 429 || parsed.code === 'VENDOR_TIMESTAMP_INVALID') {
        return { kind: 'unknown', reason: `${response.status} ${parsed.code}` };
      }
      return { kind: 'refused', code: parsed.code, message: parsed.message ?? '', status: response.status };
    }
    return { kind: 'unknown', reason: `HTTP ${response.status}` };
  } catch (error) {
    return {
      kind: 'unknown',
      reason: (error as Error).name === 'AbortError' ? 'timeout' : (error as Error).message,
    };
  } finally {
    clearTimeout(timer);
  }
}
