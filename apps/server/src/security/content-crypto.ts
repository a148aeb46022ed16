import { createCipheriv, generateKeyPairSync, randomBytes } from 'node:crypto';

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

/** A fresh RSA key pair for a merchant's encrypted (`E`) calls, both halves as PEM. */
export function newMerchantKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}
