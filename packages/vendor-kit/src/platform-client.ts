import { randomUUID } from 'node:crypto';
import {
  VENDOR_KEY_HEADER,
  VENDOR_SIGNATURE_HEADER,
  VENDOR_TIMESTAMP_HEADER,
  VENDOR_TIMESTAMP_WINDOW_SECONDS,
} from '@croupier/contracts';
import { checkSignedPayload, type SigningKey, signPayload, unixTimestamp } from '@croupier/signing';

/** Where and how to reach one operator's platform: what the platform hands a vendor at onboarding. */
export interface OperatorLink {
  merchantCode: string;
  platformUrl: string;
  vendorCode: string;
  keyId: string;
  secret: string;
  currency: string;
}

/**
 * The answer of a platform call, classified for a money engine:
 * - `ok`: the platform applied (or replayed) the call; `value` holds balance etc.;
 * - `refused`: a definitive 4xx answer with a code: nothing moved (INSUFFICIENT_FUNDS, ROUND_CLOSED...);
 * - `unknown`: timeout, network error, 5xx or an unreadable answer: the call may or may not have applied.
 */
export type PlatformResult<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'refused'; code: string; message: string; status: number }
  | { kind: 'unknown'; reason: string };

/**
 * The platform's refusals of a bet after which nothing moved and nothing is to undo: the round is
 * rejected, not rolled back. Any other refusal of a bet is treated like an unknown answer (rolled
 * back: the rollback of a bet that never applied is refused as BET_NOT_FOUND, harmlessly).
 */
export const FINAL_BET_REFUSALS: ReadonlySet<string> = new Set([
  'INSUFFICIENT_FUNDS',
  'SESSION_EXPIRED',
  'PLAYER_NOT_FOUND',
  'ACCOUNT_DISABLED',
  'TRANSACTION_ROLLED_BACK',
  'DUPLICATE_TRANSACTION_CONFLICT',
  'ROUND_CLOSED',
  'ROUND_CONFLICT',
  'VALIDATION_FAILED',
  'VENDOR_SIGNATURE_INVALID',
  // Responsible gambling (issue 20): the player's own loss or wager limit, or their time-out or
  // self-exclusion; the game shows the code's message.
  'RG_LIMIT_REACHED',
  'RG_EXCLUDED',
]);

/** The slice of `fetch` the client uses: tests hand in one that injects faults (see the test kit). */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number; text(): Promise<string> }>;

/** The protocol headers of a signed message from `keyId` (the same scheme both ways). */
export function signedHeaders(
  keyId: string,
  secret: SigningKey,
  rawBody: string,
  timestamp = unixTimestamp(),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    [VENDOR_KEY_HEADER]: keyId,
    [VENDOR_TIMESTAMP_HEADER]: timestamp,
    [VENDOR_SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
  };
}

/**
 * Checks a signed message from the platform (e.g. a launch request): the signature over the exact raw
 * body under the operator's secret, with a timestamp within the protocol's window. Never throws.
 */
export function isValidPlatformSignature(
  secret: SigningKey,
  timestamp: string | undefined,
  rawBody: string,
  presented: string | undefined,
  nowMs = Date.now(),
): boolean {
  return (
    checkSignedPayload({
      key: secret,
      timestamp,
      signature: presented,
      rawBody,
      windowSeconds: VENDOR_TIMESTAMP_WINDOW_SECONDS,
      nowMs,
    }) === 'ok'
  );
}

/**
 * A signed POST to the platform's vendor API (`:vendorCode` in `path` is the link's code), with a fresh
 * `requestId` unless the body has one. Never throws: every outcome is a `PlatformResult`.
 */
export async function callPlatform<T>(
  link: OperatorLink,
  path: string,
  body: Record<string, unknown>,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<PlatformResult<T>> {
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const rawBody = JSON.stringify({ requestId: randomUUID(), ...body });
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 5000);
  try {
    const response = await doFetch(
      `${link.platformUrl.replace(/\/$/, '')}${path.replace(':vendorCode', link.vendorCode)}`,
      {
        method: 'POST',
        headers: signedHeaders(link.keyId, link.secret, rawBody),
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
