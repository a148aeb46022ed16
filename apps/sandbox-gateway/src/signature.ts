import { createHmac } from 'node:crypto';
import { checkSignedPayload, signPayload } from '@croupier/signing';

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}`: how the sandbox and its merchants sign. */
export { signPayload as sign };

/** Constant-time check of a signed request, with a timestamp (unix seconds) within `windowSeconds`. */
export function isSigned(
  secret: string,
  timestamp: string | undefined,
  signature: string | undefined,
  rawBody: string,
  windowSeconds = 300,
): boolean {
  return checkSignedPayload({ key: secret, timestamp, signature, rawBody, windowSeconds }) === 'ok';
}

/**
 * A sandbox merchant's secret, derived from the sandbox's master secret: any merchant id works
 * without signing up, and whoever configures the platform's channel computes the same secret.
 */
export function deriveSandboxMerchantSecret(masterSecret: string, merchantId: string): string {
  return createHmac('sha256', masterSecret).update(`merchant:${merchantId}`, 'utf8').digest('hex');
}
