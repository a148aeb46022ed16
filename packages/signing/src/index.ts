import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';

/**
 * The one HMAC-SHA256 signature of Croupier's signed HTTP messages: the vendor wallet protocol (both
 * ways), the in-house launch call and the payment gateway callbacks all sign `${timestamp}.${rawBody}`
 * under a shared secret and send it as 64 hex characters. The platform, the vendor kit, the sandbox
 * gateway and the end-to-end journeys import it from here, so the scheme cannot drift between them.
 */

/** A secret as text, or as a KeyObject made once with `signingKey` (saves re-reading the secret per call). */
export type SigningKey = string | KeyObject;

/** The secret as a KeyObject: for a verifier that checks many messages under the same secret (hot path). */
export function signingKey(secret: string): KeyObject {
  return createSecretKey(secret, 'utf8');
}

/** Unix seconds as a decimal string, as the timestamp headers carry it. */
export function unixTimestamp(nowMs = Date.now()): string {
  return Math.floor(nowMs / 1000).toString();
}

// Fed in three updates: no concatenated copy of the body per call. Same bytes as `${timestamp}.${rawBody}`.
function mac(key: SigningKey, timestamp: string, rawBody: string): Buffer {
  return createHmac('sha256', key).update(timestamp, 'utf8').update('.').update(rawBody, 'utf8').digest();
}

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` under `key`: what a signer sends. */
export function signPayload(key: SigningKey, timestamp: string, rawBody: string): string {
  return mac(key, timestamp, rawBody).toString('hex');
}

const HEX_SIGNATURE = /^[0-9a-f]{64}$/i;
const TIMESTAMP = /^\d{1,12}$/;

/**
 * Constant-time check of a presented signature (64 hex characters, either case) against ours over
 * exactly `${timestamp}.${rawBody}`. Anything malformed is false; never throws. The timestamp's age is
 * not checked here (see `checkSignedPayload`).
 */
export function isValidSignature(
  key: SigningKey,
  timestamp: string,
  rawBody: string,
  presented: string,
): boolean {
  if (!HEX_SIGNATURE.test(presented)) return false;
  return timingSafeEqual(mac(key, timestamp, rawBody), Buffer.from(presented, 'hex'));
}

/** True when `timestamp` is unix seconds within `windowSeconds` of `nowMs`, either way. */
export function isFreshTimestamp(timestamp: string, windowSeconds: number, nowMs = Date.now()): boolean {
  return TIMESTAMP.test(timestamp) && Math.abs(nowMs / 1000 - Number(timestamp)) <= windowSeconds;
}

/** Why a signed message was refused, or `ok`. */
export type SignatureCheck = 'ok' | 'missing' | 'stale_timestamp' | 'bad_signature';

/**
 * The whole check of a received signed message: both headers present, the timestamp within the window
 * of `nowMs`, and the signature right over exactly the raw body. Never throws.
 */
export function checkSignedPayload(input: {
  key: SigningKey;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  windowSeconds: number;
  nowMs?: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature) return 'missing';
  if (!isFreshTimestamp(timestamp, input.windowSeconds, input.nowMs)) return 'stale_timestamp';
  return isValidSignature(input.key, timestamp, input.rawBody, signature) ? 'ok' : 'bad_signature';
}
