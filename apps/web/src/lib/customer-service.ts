import type { TCustomerServiceEntry, TPermission } from '@croupier/contracts';
import { decryptContent, importContentKey } from '../crypto/content-cipher.ts';

/** A customer-service entry whose path was decrypted and checked to be a web link. */
export type TCustomerServiceLink = Omit<TCustomerServiceEntry, 'path'> & { url: string };

/** Only http(s) links may become an `href`: a decrypted `javascript:` URL must never run. */
export function toSafeExternalUrl(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * Decrypts every customer-service path of the bootstrap. An entry that fails to decrypt or is not
 * a web link is left out (and logged) rather than shown broken; the rest keep the server's order.
 */
export async function decryptCustomerService(
  permission: Pick<TPermission, 'contentKey' | 'customerService'>,
): Promise<TCustomerServiceLink[]> {
  if (permission.customerService.length === 0) return [];
  let key: CryptoKey;
  try {
    key = await importContentKey(permission.contentKey);
  } catch (error) {
    console.error('customer service: unusable content key', error);
    return [];
  }
  const results = await Promise.allSettled(
    permission.customerService.map(async ({ path, ...entry }) => {
      const url = toSafeExternalUrl(await decryptContent(key, path));
      if (!url) throw new Error(`customer service ${entry.csPosition}: not a web link`);
      return { ...entry, url };
    }),
  );
  const links: TCustomerServiceLink[] = [];
  for (const result of results) {
    if (result.status === 'fulfilled') links.push(result.value);
    else console.error('customer service: entry left out', result.reason);
  }
  return links;
}
