import { ZEncryptedPayload } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { merchantOf } from '../merchants/merchant-context.ts';
import type { MerchantsService } from '../merchants/merchants.service.ts';
import { decryptPayload } from '../security/payload-decryption.ts';

/**
 * preValidation hook of an `E` call: the body must be the encrypted envelope; it is replaced by the
 * decrypted payload before the route's own schema validates it. Errors: DECRYPTION_FAILED.
 */
export function openEncryptedBody(merchants: MerchantsService) {
  return async (request: FastifyRequest): Promise<void> => {
    const envelope = ZEncryptedPayload.safeParse(request.body);
    if (!envelope.success)
      throw new AppError('DECRYPTION_FAILED', { detail: 'E call body is not an encrypted envelope' });
    request.body = decryptPayload(await merchants.privateKeyOf(merchantOf(request)), envelope.data);
  };
}

export const ENCRYPTED_CALL_NOTE =
  'E call: send the JSON below encrypted as { key, iv, data } (RSA-OAEP-256 wrapped AES-256-GCM, see encryptPayload in contracts).';
