import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` under the vendor's secret: what a vendor sends. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/** Constant-time check of a presented signature (hex) against the expected one. */
export function isValidVendorSignature(
  secret: string,
  timestamp: string,
  rawBody: string,
  presented: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(presented)) return false;
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(presented, 'hex'));
}
