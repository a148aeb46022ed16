import { createCipheriv, randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { decryptCustomerService, toSafeExternalUrl } from './customer-service.ts';

function encrypt(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

describe('toSafeExternalUrl', () => {
  it('accepts http and https links', () => {
    expect(toSafeExternalUrl('https://t.me/support')).toBe('https://t.me/support');
    expect(toSafeExternalUrl(' http://chat.example/x ')).toBe('http://chat.example/x');
  });

  it('refuses script and relative links', () => {
    expect(toSafeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(toSafeExternalUrl('/relative')).toBeNull();
  });
});

describe('decryptCustomerService', () => {
  it('decrypts paths and drops entries that are broken or unsafe', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const key = randomBytes(32);
    const links = await decryptCustomerService({
      contentKey: key.toString('base64'),
      customerService: [
        {
          csType: 'LIVECHAT',
          csPosition: 'LIVECHAT-1',
          title: 'Live chat',
          path: encrypt(key, 'https://c.example'),
        },
        { csType: 'TELEGRAM', csPosition: 'TELEGRAM-1', title: 'Telegram', path: 'bm90LWVuY3J5cHRlZA==' },
        {
          csType: 'FACEBOOK',
          csPosition: 'FACEBOOK-1',
          title: 'Facebook',
          path: encrypt(key, 'javascript:x'),
        },
      ],
    });
    expect(links).toEqual([
      { csType: 'LIVECHAT', csPosition: 'LIVECHAT-1', title: 'Live chat', url: 'https://c.example/' },
    ]);
    expect(logged).toHaveBeenCalledTimes(2);
    logged.mockRestore();
  });
});
