import { createDecipheriv } from 'node:crypto';

/**
 * What the site does with a customer-service path from the bootstrap: AES-256-GCM under the
 * merchant's content key, laid out iv(12) | ciphertext | tag(16) (see security/content-crypto.ts).
 */
export function decryptSitePath(contentKey: string, path: string): string {
  const raw = Buffer.from(path, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(contentKey, 'base64'), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}
