import {
  errorMessage,
  type TErrorCode,
  type TVendorBatchItem,
  type TVendorBatchItemAnswer,
  VENDOR_WALLET_BATCH_API,
  ZErrorBody,
  ZOk,
  ZVendorBatchEnvelope,
  ZVendorBatchItem,
  ZVendorBatchValue,
} from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDataException } from '../db/db-errors.ts';
import { AppError } from '../http/app-error.ts';
import { requestLanguage } from '../http/language.ts';
import { signedVendorScope, vendorAuditOf, ZVendorParams } from './signed-vendor-scope.ts';
import type { VendorWalletServices } from './vendor-wallet.plugin.ts';

/**
 * The batch call of the vendor wallet protocol: one signed request carrying bets, wins and
 * rollbacks, answered item by item (docs/vendor-protocol.md, "Batch"). The envelope (request id,
 * 1 to VENDOR_BATCH_MAX_ITEMS items) is validated as a whole; each item is then checked alone, so
 * a malformed item is refused with VALIDATION_FAILED in its own answer and the others go through.
 */
export const vendorBatchRoutes: FastifyPluginAsyncZod<{ services: VendorWalletServices }> = async (
  app,
  { services },
) => {
  const { vendorWallet } = services;
  const contextOf = signedVendorScope(app, services);
  // As the single calls: the answer is typed at compile time and built from the service's values.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  app.post(
    VENDOR_WALLET_BATCH_API.batch,
    {
      schema: {
        tags: ['vendor'],
        summary: 'Bets, wins and rollbacks in one signed call, each answered as if sent alone',
        params: ZVendorParams,
        body: ZVendorBatchEnvelope,
        response: { 200: ZOk(ZVendorBatchValue), '4xx': ZErrorBody },
      },
    },
    async (request) => {
      const context = contextOf(request);
      const answers: (TVendorBatchItemAnswer | undefined)[] = [];
      const valid: TVendorBatchItem[] = [];
      const at: number[] = [];
      request.body.items.forEach((raw, i) => {
        const parsed = ZVendorBatchItem.safeParse(raw);
        if (parsed.success) {
          valid.push(parsed.data);
          at.push(i);
          answers.push(undefined);
        } else {
          const fields = parsed.error.issues.map((issue) => ({
            field: ['items', i, ...issue.path].join('.'),
            message: issue.message,
          }));
          answers.push(errorAnswer(request, 'VALIDATION_FAILED', { fields }));
        }
      });
      const outcomes = await vendorWallet.batch(context, valid, vendorAuditOf(request, context));
      outcomes.forEach((outcome, k) => {
        answers[at[k] as number] = outcome.ok
          ? { success: true, value: outcome.value }
          : refusalAnswer(request, outcome.error);
      });
      return {
        success: true as const,
        value: { requestId: request.body.requestId, items: answers as TVendorBatchItemAnswer[] },
      };
    },
  );
};

function errorAnswer(request: FastifyRequest, code: TErrorCode, value?: unknown): TVendorBatchItemAnswer {
  return {
    success: false,
    code,
    message: errorMessage(code, requestLanguage(request)),
    ...(value === undefined ? {} : { value }),
  };
}

/** An item's error as the error handler would have answered it for the single call. */
function refusalAnswer(request: FastifyRequest, error: unknown): TVendorBatchItemAnswer {
  if (error instanceof AppError) return errorAnswer(request, error.code, error.options.value);
  if (isDataException(error)) return errorAnswer(request, 'VALIDATION_FAILED', { reason: 'DATA_EXCEPTION' });
  request.log.error({ err: error }, 'a batch item failed');
  return errorAnswer(request, 'INTERNAL_ERROR');
}
