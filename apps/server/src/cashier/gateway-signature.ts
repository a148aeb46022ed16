import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far (seconds) a signed gateway message's timestamp may be from our clock, either way. */
export const GATEWAY_TIMESTAMP_WINDOW_SECONDS = 300;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` under the channel's shared secret. */
export function signGatewayPayload(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

export type SignatureCheck = 'ok' | 'missing' | 'stale_timestamp' | 'bad_signature';

/**
 * Checks a signed gateway message: a timestamp (unix seconds) within the window of `now` and a
 * signature equal, in constant time, to ours over exactly the raw body. Never throws.
 */
export function checkGatewaySignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  now?: Date;
  windowSeconds?: number;
}): SignatureCheck {
  const { timestamp, signature } = input;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale_timestamp';
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  const window = input.windowSeconds ?? GATEWAY_TIMESTAMP_WINDOW_SECONDS;
  if (Math.abs(nowSeconds - Number(timestamp)) > window) return 'stale_timestamp';
  if (!/^[0-9a-f]{64}$/i.test(signature)) return 'bad_signature';
  const expected = Buffer.from(signGatewayPayload(input.secret, timestamp, input.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? 'ok' : 'bad_signature';
}
