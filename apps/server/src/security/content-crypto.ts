import { createCipheriv, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/**
 * Encrypts a short public string (a customer-service link) for the site: base64 of
 * iv(12) | AES-256-GCM ciphertext | tag(16), the layout WebCrypto decrypts directly.
 */
export function encryptForSite(key: Uint8Array, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function newContentKey(): Buffer {
  return randomBytes(32);
}

/**
 * A fresh RSA key pair for a merchant's encrypted (`E`) calls, both halves as PEM. Generated on
 * libuv's thread pool: an RSA key takes tens to hundreds of milliseconds of CPU, and generating it
 * synchronously stalled every request the server was answering meanwhile.
 */
export function newMerchantKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  return generateKeyPairAsync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
