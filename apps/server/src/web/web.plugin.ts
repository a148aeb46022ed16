import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/wps/', '/lgw/', '/admin/', '/docs', '/healthz', '/readyz'];

/** Answers a request that matched no route, or returns undefined to let the API's 404 stand. */
export type PageFallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

/**
 * Serves the built player site. The returned fallback answers every other GET for an HTML page with
 * index.html, so client-side routes (/agentHome, /rng?vassalage=...) load on refresh; API paths keep
 * their 404s. Undefined when there is no build.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<PageFallback | undefined> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found: the API runs without the player site (run npm run build)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: ['index.html'],
    // The build writes .br and .gz copies beside each text asset; browsers get the smallest they accept.
    preCompressed: true,
    // Hashed file names change with their content, so a browser may keep them for good; the
    // rest (index.html, icons) is checked with the server on every visit.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    return isPage ? reply.header('cache-control', 'no-cache').sendFile('index.html') : undefined;
  };
}
