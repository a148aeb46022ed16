import type { TAltchaChallenge } from '@croupier/contracts';

/**
 * The `humanVerification` value of a call: base64 of the solved ALTCHA challenge as JSON, in the
 * shape the ALTCHA widget submits it.
 */
export function encodeHumanVerification(challenge: TAltchaChallenge, number: number): string {
  const json = JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  });
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
