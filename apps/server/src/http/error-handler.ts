import { ERROR_STATUS, errorMessage, type TErrorBody, type TErrorCode } from '@croupier/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException } from '../db/db-errors.ts';
import { AppError } from './app-error.ts';
import { requestLanguage } from './language.ts';

/** Sends the error envelope for `code` in the request's language. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: TErrorCode,
  value?: unknown,
): FastifyReply {
  const body: TErrorBody = {
    success: false,
    code,
    message: errorMessage(code, requestLanguage(request)),
    ...(value === undefined ? {} : { value }),
  };
  return reply.status(ERROR_STATUS[code]).send(body);
}

/**
 * One error handler for the whole API: expected failures keep their code; validation and parser
 * errors become 4xx with field details; anything else is logged and answered with a bare 500
 * whose message never carries internals.
 */
export function installErrorHandling(
  app: FastifyInstance,
  options: {
    pageFallback?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | undefined;
  } = {},
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'INTERNAL_ERROR') request.log.error({ err: error }, 'internal error');
      return sendError(request, reply, error.code, error.options.value);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => ({
        field: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'invalid',
      }));
      return sendError(request, reply, 'VALIDATION_FAILED', { fields });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendError(request, reply, 'INTERNAL_ERROR');
    }
    if (isDataException(error)) {
      // The contracts refuse bad values at the boundary; a value that still reaches the database
      // and is refused there (out of range, not storable text) is the caller's input, not our fault.
      request.log.warn({ err: error }, 'the database refused a value');
      return sendError(request, reply, 'VALIDATION_FAILED', { reason: 'DATA_EXCEPTION' });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    if (status === 415) return sendError(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
    if (status === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
    if (status >= 400 && status < 500) {
      // Malformed JSON, bad content length, invalid URL encoding and the like.
      return sendError(request, reply, 'VALIDATION_FAILED', { reason: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL_ERROR');
  });

  app.setNotFoundHandler(
    (request, reply) => options.pageFallback?.(request, reply) ?? sendError(request, reply, 'NOT_FOUND'),
  );
}
