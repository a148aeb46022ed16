import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptForSite, newContentKey } from './content-crypto.ts';

describe(encryptForSite.name, () => {
  it('produces iv|ciphertext|tag that decrypts back with the same key', () => {
    const key = newContentKey();
    const sut = encryptForSite(key, 'https://t.me/croupier_support');
    const raw = Buffer.from(sut, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    expect(plain.toString('utf8')).toBe('https://t.me/croupier_support');
  });

  it('uses a fresh iv each time, so equal links do not look equal', () => {
    const key = newContentKey();
    expect(encryptForSite(key, 'same')).not.toBe(encryptForSite(key, 'same'));
  });
});
