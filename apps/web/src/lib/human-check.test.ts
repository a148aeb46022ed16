import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { encodeHumanVerification } from './human-check.ts';

describe('human verification payload', () => {
  it('is base64 JSON of the solved challenge that the ALTCHA verifier accepts', async () => {
    const hmacKey = 'test-key';
    const created = await createChallenge({ hmacKey, maxnumber: 100, number: 42 });
    const challenge = {
      algorithm: 'SHA-256' as const,
      challenge: created.challenge,
      maxnumber: 100,
      salt: created.salt,
      signature: created.signature,
    };
    const encoded = encodeHumanVerification(challenge, 42);
    const decoded = JSON.parse(atob(encoded));
    expect(decoded).toEqual({
      algorithm: 'SHA-256',
      challenge: created.challenge,
      number: 42,
      salt: created.salt,
      signature: created.signature,
    });
    await expect(verifySolution(encoded, hmacKey)).resolves.toBe(true);
    await expect(verifySolution(encodeHumanVerification(challenge, 41), hmacKey)).resolves.toBe(false);
  });
});
