import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendError } from '../http/error-handler.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/admin/', '/docs', '/healthz', '/readyz'];

/**
 * Serves the built player site and answers every other GET for an HTML page with index.html, so
 * client-side routes (/agentHome, /rng?vassalage=...) load on refresh. API paths keep their 404s.
 */
export async function serveWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web build not found: the API runs without the player site (run npm run build)');
    return false;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (isPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return sendError(request, reply, 'NOT_FOUND');
  });
  return true;
}
