import { constants, createDecipheriv, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import type { TEncryptedPayload } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';

const keyCache = new Map<string, KeyObject>();

function privateKeyObject(pem: string): KeyObject {
  let key = keyCache.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    keyCache.set(pem, key);
  }
  return key;
}

/**
 * Opens an `E` call body: unwraps the AES key with the merchant's RSA-OAEP (SHA-256) private key and
 * decrypts the AES-256-GCM data. Any tampering fails the GCM tag or the unwrap: DECRYPTION_FAILED,
 * never a 500, and the handler never sees a partial payload.
 */
export function decryptPayload(privateKeyPem: string, envelope: TEncryptedPayload): unknown {
  try {
    const aesKey = privateDecrypt(
      { key: privateKeyObject(privateKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(envelope.key, 'base64'),
    );
    const iv = Buffer.from(envelope.iv, 'base64');
    const data = Buffer.from(envelope.data, 'base64');
    if (aesKey.length !== 32 || iv.length !== 12 || data.length < 16) throw new Error('bad lengths');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(data.subarray(data.length - 16));
    const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
    return JSON.parse(plain.toString('utf8'));
  } catch (error) {
    throw new AppError('DECRYPTION_FAILED', { detail: 'encrypted payload did not open', cause: error });
  }
}
