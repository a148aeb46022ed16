import { randomUUID } from 'node:crypto';
import { type TVendorModel, type TVendorModelsRequest, ZVendorModelsResponse } from '@croupier/contracts';
import { AppError } from '../http/app-error.ts';
import type { Merchant } from '../merchants/merchant.ts';
import type { InhouseLinksService } from './inhouse-links.service.ts';
import { base, LINKED_VENDOR_SERVICES, type LinkedVendorService, signed } from './linked-vendors.ts';

type Fetch = typeof fetch;

/** The query parameter a service declaring `modelsPath` reads on its launch URL to open the chat. */
export const CHAT_VIEW_PARAM = ['view', 'chat'] as const;

/**
 * The live model list and chat launch of the spec (section 7), for any linked vendor service that
 * declares a `modelsPath`: the list is asked of the service, signed with the merchant's credential
 * for the vendor code; the chat URL is the game's launch URL with `view=chat`.
 * Errors: NOT_FOUND (no linked service has models for that vendor code), OPERATION_NOT_ENABLED (the
 * merchant is not connected to it), SERVICE_UNAVAILABLE.
 */
export class LiveModelsReader {
  constructor(
    private readonly links: Pick<InhouseLinksService, 'find'>,
    private readonly services: readonly LinkedVendorService[] = LINKED_VENDOR_SERVICES,
    private readonly doFetch: Fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {}

  /** The service of a vendor code with hosts, or NOT_FOUND. */
  serviceOf(vendorCode: string): LinkedVendorService & { modelsPath: string } {
    const service = this.services.find((s) => s.vendorCodes.includes(vendorCode));
    if (!service?.modelsPath)
      throw new AppError('NOT_FOUND', { detail: `vendor ${vendorCode} has no live models` });
    return service as LinkedVendorService & { modelsPath: string };
  }

  async models(merchant: Merchant, vendorCode: string, language: string): Promise<TVendorModel[]> {
    const service = this.serviceOf(vendorCode);
    const link = await this.links.find(merchant.id, vendorCode);
    if (!link?.secret)
      throw new AppError('OPERATION_NOT_ENABLED', { detail: `merchant not connected to ${vendorCode}` });
    const payload: TVendorModelsRequest = {
      requestId: randomUUID(),
      merchantCode: merchant.code,
      vendorCode,
      language,
    };
    const body = JSON.stringify(payload);
    let answer: unknown;
    try {
      const response = await this.doFetch(`${base(link.vendorUrl)}${service.modelsPath}`, {
        method: 'POST',
        headers: signed(link.keyId, link.secret, body),
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      answer = await response.json();
    } catch (error) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${service.name} unreachable: ${(error as Error).message}`,
      });
    }
    const parsed = ZVendorModelsResponse.safeParse(answer);
    if (!parsed.success)
      throw new AppError('SERVICE_UNAVAILABLE', {
        detail: `${service.name} refused the models call: ${(answer as { code?: string } | null)?.code}`,
      });
    return parsed.data.value.models;
  }

  /** The game's launch URL opened on its chat (`view=chat`). */
  chatUrlOf(launchUrl: string): string {
    const url = new URL(launchUrl);
    url.searchParams.set(CHAT_VIEW_PARAM[0], CHAT_VIEW_PARAM[1]);
    return url.toString();
  }
}
