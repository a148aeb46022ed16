import type { FastifyReply } from 'fastify';

/**
 * Sends a stored private image (a KYC document, an application's screenshot: always a re-encoded
 * png) to the operator who may see it: shown inline, never cached, never sniffed as another type.
 */
export function sendPrivateImage(reply: FastifyReply, png: Buffer): FastifyReply {
  return reply
    .type('image/png')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .send(png);
}
