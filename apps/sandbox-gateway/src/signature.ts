import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`: how the sandbox and its merchants sign. */
export function sign(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Constant-time check of a signed request, with a timestamp (unix seconds) within `windowSeconds`. */
export function isSigned(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  windowSeconds = 300,
): boolean {
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) {
    return false;
  }
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > windowSeconds) return false;
  return timingSafeEqual(Buffer.from(sign(secret, timestamp, rawBody), 'hex'), Buffer.from(signature, 'hex'));
}

/**
 * A sandbox merchant's secret, derived from the sandbox's master secret: any merchant id works
 * without signing up, and whoever configures the platform's channel computes the same secret.
 */
export function deriveSandboxMerchantSecret(masterSecret: string, merchantId: string): string {
  return createHmac('sha256', masterSecret).update(`merchant:${merchantId}`, 'utf8').digest('hex');
}
