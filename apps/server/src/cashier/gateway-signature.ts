import { checkSignedPayload, type SignatureCheck, signPayload } from '@croupier/signing';

/** How far (seconds) a signed gateway message's timestamp may be from our clock, either way. */
export const GATEWAY_TIMESTAMP_WINDOW_SECONDS = 300;

/** Hex HMAC-SHA256 over `${timestamp}.${rawBody}` under the channel's shared secret. */
export { type SignatureCheck, signPayload as signGatewayPayload };

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
  return checkSignedPayload({
    key: input.secret,
    timestamp: input.timestamp,
    signature: input.signature,
    rawBody: input.rawBody,
    windowSeconds: input.windowSeconds ?? GATEWAY_TIMESTAMP_WINDOW_SECONDS,
    nowMs: (input.now ?? new Date()).getTime(),
  });
}
