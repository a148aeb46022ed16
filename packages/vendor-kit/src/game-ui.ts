import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { gamePagePolicy } from './http.ts';
import type { LaunchSessions } from './sessions.ts';

/**
 * Serves a vendor's built player UI (a Vite `dist` with base `/play/`) under `/play/`: the assets as
 * files, every other `/play/…` path as `index.html` with the game-page policy of the merchant site
 * the launch token was issued for (the page may be framed by that site and nothing else). When the
 * UI is not built, `/play/…` answers 503 with a page saying so.
 */
export async function serveGameUi(
  app: FastifyInstance,
  options: { dist: string; title: string; sessions: Pick<LaunchSessions, 'launchSiteOrigin'> },
): Promise<void> {
  const dist = path.resolve(options.dist);
  if (!existsSync(path.join(dist, 'index.html'))) {
    app.get('/play/*', async (_request, reply) =>
      reply
        .type('text/html')
        .status(503)
        .send(
          `<!doctype html><title>${options.title}</title><p>The game UI is not built: run <code>npm run build</code>.</p>`,
        ),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/play/',
    index: false,
    wildcard: false,
    // A UI built with Brotli and gzip copies (scripts/vite-precompress.ts) is sent compressed; the
    // file as built otherwise.
    preCompressed: true,
    // Hashed file names change with their content: a player's second launch downloads nothing.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get<{ Querystring: { token?: string } }>('/play/*', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const siteOrigin = await options.sessions.launchSiteOrigin(token);
    reply.header('content-security-policy', gamePagePolicy(siteOrigin));
    return reply.type('text/html').sendFile('index.html', dist, { cacheControl: false });
  });
}
