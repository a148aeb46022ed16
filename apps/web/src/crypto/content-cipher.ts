/**
 * Decrypts the customer-service `path` values of the permission bootstrap.
 *
 * Wire format (see `ZCustomerServiceEntry` in contracts): base64 of
 * `12-byte IV | AES-256-GCM ciphertext | 16-byte tag`, under the base64 `contentKey`.
 * WebCrypto wants the ciphertext with the tag appended, which is exactly what follows the IV.
 */

const IV_LENGTH = 12;
const TAG_LENGTH = 16;

/** Decodes standard or URL-safe base64 into bytes; throws on malformed input. */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const normalised = base64.trim().replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normalised);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Imports the bootstrap's base64 `contentKey` as a decrypt-only AES-GCM key. */
export async function importContentKey(contentKey: string): Promise<CryptoKey> {
  const raw = base64ToBytes(contentKey);
  if (raw.length !== 32) throw new Error('contentKey must be 32 bytes (AES-256)');
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['decrypt']);
}

/**
 * Decrypts one encrypted value to UTF-8 text. Rejects when the payload is too short, the key is
 * wrong or the data was tampered with (GCM authentication fails).
 */
export async function decryptContent(key: CryptoKey, payload: string): Promise<string> {
  const bytes = base64ToBytes(payload);
  if (bytes.length < IV_LENGTH + TAG_LENGTH) throw new Error('encrypted payload is too short');
  const iv = bytes.slice(0, IV_LENGTH);
  const cipherAndTag = bytes.slice(IV_LENGTH);
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv, tagLength: TAG_LENGTH * 8 },
    key,
    cipherAndTag,
  );
  return new TextDecoder().decode(plain);
}

/** Convenience for a single value: imports the key and decrypts. */
export async function decryptWithContentKey(contentKey: string, payload: string): Promise<string> {
  return decryptContent(await importContentKey(contentKey), payload);
}
