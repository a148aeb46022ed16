import { type TVendorCatalogueRequest, VENDOR_JACKPOT_API } from '@croupier/contracts';
import type { OperatorStore } from './operators.ts';

/** A vendor's catalogue as it registers it (the request id is added per call). */
export type CatalogueRegistration = Omit<TVendorCatalogueRequest, 'requestId'>;

/**
 * Registers the vendor's catalogue with one operator's platform (signed; the platform upserts, so it is
 * safe to repeat at every start and onboarding). True when the platform accepted it; false when it
 * refused or did not answer, or the operator is not onboarded.
 */
export async function registerCatalogue(
  operators: OperatorStore,
  merchantCode: string,
  catalogue: CatalogueRegistration,
  timeoutMs = 10_000,
): Promise<boolean> {
  const link = await operators.find(merchantCode);
  if (!link) return false;
  const result = await operators.call(
    merchantCode,
    VENDOR_JACKPOT_API.catalogue,
    { ...catalogue },
    timeoutMs,
  );
  return result.kind === 'ok';
}
