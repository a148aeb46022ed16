import { encryptPayload } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import { newMerchantKeyPair } from './content-crypto.ts';
import { decryptPayload } from './payload-decryption.ts';

const keys = await newMerchantKeyPair();

describe(decryptPayload.name, () => {
  it('opens what the shared WebCrypto client code encrypted', async () => {
    const envelope = await encryptPayload(keys.publicKey, { username: 'player01', password: 'pässword1' });
    expect(decryptPayload(keys.privateKey, envelope)).toEqual({
      username: 'player01',
      password: 'pässword1',
    });
  });

  it('refuses a tampered payload, a wrong key and garbage with DECRYPTION_FAILED', async () => {
    const envelope = await encryptPayload(keys.publicKey, { a: 1 });
    const data = Buffer.from(envelope.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 1;
    const tampered = { ...envelope, data: data.toString('base64') };
    const other = await newMerchantKeyPair();
    for (const attempt of [
      () => decryptPayload(keys.privateKey, tampered),
      () => decryptPayload(other.privateKey, envelope),
      () => decryptPayload(keys.privateKey, { key: 'AAAA', iv: 'AAAA', data: 'AAAA' }),
    ]) {
      expect(attempt).toThrow(AppError);
      try {
        attempt();
      } catch (error) {
        expect((error as AppError).code).toBe('DECRYPTION_FAILED');
      }
    }
  });
});
