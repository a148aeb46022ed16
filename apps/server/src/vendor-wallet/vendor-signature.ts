import { createHmac, type KeyObject, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 over `${timestamp}.${rawBody}` under the vendor's secret (a KeyObject saves re-reading it). */
function vendorMac(secret: string | KeyObject, timestamp: string, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(timestamp, 'utf8').update('.').update(rawBody, 'utf8').digest();
}

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` under the vendor's secret: what a vendor sends. */
export function signVendorRequest(secret: string | KeyObject, timestamp: string, rawBody: string): string {
  return vendorMac(secret, timestamp, rawBody).toString('hex');
}

/** Constant-time check of a presented signature (hex) against the expected one. */
export function isValidVendorSignature(
  secret: string | KeyObject,
  timestamp: string,
  rawBody: string,
  presented: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(presented)) return false;
  return timingSafeEqual(vendorMac(secret, timestamp, rawBody), Buffer.from(presented, 'hex'));
}
