import { randomUUID } from 'node:crypto';
import { type TOpenedNumero, type TVendorResultsRequest, ZVendorResultsResponse } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { InhouseLinksService } from './inhouse-links.service.ts';
import { base, LINKED_VENDOR_SERVICES, type LinkedVendorService, signed } from './linked-vendors.ts';

type Fetch = typeof fetch;

/**
 * Published results (lottery draws …) of a linked vendor service's game, asked of the service that
 * declares a `resultsPath`, signed with the merchant's credential for the vendor code as the launch
 * is. Errors: NOT_FOUND (no linked service publishes results for that vendor code, or a game code it
 * does not serve), OPERATION_NOT_ENABLED (the merchant is not connected to the vendor code),
 * SERVICE_UNAVAILABLE (the vendor did not answer, or answered out of contract).
 */
export class PublishedResultsReader {
  constructor(
    private readonly links: Pick<InhouseLinksService, 'find'>,
    private readonly services: readonly LinkedVendorService[] = LINKED_VENDOR_SERVICES,
    private readonly doFetch: Fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  async results(
    merchant: Merchant,
    vendorCode: string,
    gameCode: string,
    limit: number,
  ): Promise<TOpenedNumero[]> {
    const service = this.services.find((s) => s.vendorCodes.includes(vendorCode));
    if (!service?.resultsPath)
      throw new AppError('NOT_FOUND', { detail: `vendor ${vendorCode} publishes no results` });
    if (service.isGameCode && !service.isGameCode(gameCode))
      throw new AppError('NOT_FOUND', { detail: `no ${vendorCode} game ${gameCode}` });
    const link = await this.links.find(merchant.id, vendorCode);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `merchant not connected to ${vendorCode}` });
    const payload: TVendorResultsRequest = {
      requestId: randomUUID(),
      merchantCode: merchant.code,
      vendorCode,
      gameCode,
      limit,
    };
    const body = JSON.stringify(payload);
    let status: number;
    let answer: unknown;
    try {
      const response = await this.doFetch(`${base(link.vendorUrl)}${service.resultsPath}`, {
        method: 'POST',
        headers: signed(link.keyId, link.secret, body),
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      answer = await response.json();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${service.name} unreachable: ${(error as Error).message}`,
      });
    }
    if (status === 404) throw new AppError('NOT_FOUND', { detail: `no ${vendorCode} game ${gameCode}` });
    const parsed = ZVendorResultsResponse.safeParse(answer);
    if (!parsed.success) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${service.name} refused the results call: ${(answer as { code?: string } | null)?.code}`,
      });
    }
    return parsed.data.value.results.map((r) => ({ vassalage: vendorCode, ...r }));
  }
}
