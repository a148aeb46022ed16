import * as z from './z.ts';

/**
 * Body of an `E` call: the JSON payload encrypted with a fresh AES-256-GCM key, that key wrapped
 * with the merchant's RSA-OAEP (SHA-256) public key from the bootstrap. All fields base64.
 */
export const ZEncryptedPayload = z
  .object({
    key: z.string().min(1).max(1024),
    iv: z.string().min(1).max(64),
    data: z.string().min(1).max(200_000),
  })
  .strict();
export type TEncryptedPayload = z.infer<typeof ZEncryptedPayload>;

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

function pemToDer(pem: string): Uint8Array<ArrayBuffer> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  const binary = atob(body);
  const der = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) der[i] = binary.charCodeAt(i);
  return der;
}

/**
 * Encrypts a payload for an `E` call with WebCrypto, so the same code runs in the browser and in
 * Node tests. The server decrypts with the merchant's private key.
 */
export async function encryptPayload(publicKeyPem: string, payload: unknown): Promise<TEncryptedPayload> {
  const subtle = globalThis.crypto.subtle;
  const publicKey = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    aesKey,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const rawKey = await subtle.exportKey('raw', aesKey);
  const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return { key: toBase64(wrappedKey), iv: toBase64(iv), data: toBase64(data) };
}
