import { DEFAULT_LANGUAGE, LANGUAGE_HEADER, matchLanguage, type TLanguage } from '@croupier/contracts';
import type { FastifyRequest } from 'fastify';

/** The language of a request: `x-language`, then `?lang=`, then Accept-Language, then English. */
export function requestLanguage(request: FastifyRequest): TLanguage {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lang === 'string' ? query.lang : undefined;
  return (
    matchLanguage(headerValue(request.headers[LANGUAGE_HEADER])) ??
    matchLanguage(fromQuery) ??
    matchLanguage(headerValue(request.headers['accept-language'])) ??
    DEFAULT_LANGUAGE
  );
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
