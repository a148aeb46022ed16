import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, decryptWithContentKey } from './content-cipher.ts';

/** Encrypts the way the server does: base64(iv | ciphertext | tag) under AES-256-GCM. */
function encryptLikeServer(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}

describe('decryptWithContentKey', () => {
  const key = randomBytes(32);
  const contentKey = key.toString('base64');

  it('decrypts a customer-service path encrypted with node:crypto', async () => {
    const path = 'https://t.me/croupier_support?start=hello';
    await expect(decryptWithContentKey(contentKey, encryptLikeServer(key, path))).resolves.toBe(path);
  });

  it('round-trips non-ASCII text', async () => {
    const text = '在线客服 · Hỗ trợ · ฝ่ายบริการ';
    await expect(decryptWithContentKey(contentKey, encryptLikeServer(key, text))).resolves.toBe(text);
  });

  it('rejects a payload encrypted under another key', async () => {
    const other = encryptLikeServer(randomBytes(32), 'https://example.com');
    await expect(decryptWithContentKey(contentKey, other)).rejects.toThrow();
  });

  it('rejects a tampered payload', async () => {
    const bytes = Buffer.from(encryptLikeServer(key, 'https://example.com/chat'), 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 0xff;
    await expect(decryptWithContentKey(contentKey, bytes.toString('base64'))).rejects.toThrow();
  });

  it('rejects a payload shorter than iv and tag', async () => {
    await expect(decryptWithContentKey(contentKey, randomBytes(20).toString('base64'))).rejects.toThrow(
      /too short/,
    );
  });

  it('rejects a key that is not 256 bits', async () => {
    await expect(decryptWithContentKey(randomBytes(16).toString('base64'), 'AAAA')).rejects.toThrow(
      /32 bytes/,
    );
  });

  it('decodes URL-safe base64', () => {
    expect(Array.from(base64ToBytes('-_8='))).toEqual([0xfb, 0xff]);
  });
});
