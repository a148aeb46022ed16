import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';

/**
 * The game's return address (`backUrl`) when it is an http(s) URL, without credentials, on one of
 * the merchant's own domains: a game page must never send the player (or frame permission) to a
 * site an attacker chose (issue 21, finding 9). Errors: BACK_URL_NOT_ALLOWED.
 */
export async function merchantBackUrl(
  merchants: Pick<MerchantsService, 'resolveByHost'>,
  merchant: Merchant,
  backUrl: string,
): Promise<string> {
  let url: URL;
  try {
    url = new URL(backUrl);
  } catch {
    throw new AppError('BACK_URL_NOT_ALLOWED', { detail: 'not an absolute URL' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppError('BACK_URL_NOT_ALLOWED', { detail: 'not http(s)' });
  if (url.username !== '' || url.password !== '')
    throw new AppError('BACK_URL_NOT_ALLOWED', { detail: 'credentials in URL' });
  const owner = await merchants.resolveByHost(url.host);
  if (owner?.id !== merchant.id)
    throw new AppError('BACK_URL_NOT_ALLOWED', { detail: 'not a domain of this merchant' });
  return url.toString();
}

/**
 * A launch's return address: the one asked for when it is the merchant's own (merchantBackUrl), else
 * the site the player launched from (`origin`, e.g. `https://host/`). Errors: BACK_URL_NOT_ALLOWED.
 */
export function launchBackUrl(
  merchants: Pick<MerchantsService, 'resolveByHost'>,
  merchant: Merchant,
  backUrl: string | undefined,
  origin: string,
): Promise<string> {
  return backUrl === undefined ? Promise.resolve(origin) : merchantBackUrl(merchants, merchant, backUrl);
}
