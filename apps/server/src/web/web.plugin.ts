import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TInlineHome, TPermission } from '@croupier/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageModules, readBuildManifest } from './build-manifest.ts';
import { type PagePreload, policyWithStyleHash, renderPageShell } from './page-shell.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/admin/api/', '/content-images/', '/docs', '/healthz', '/readyz'];

/** Answers a request that matched no route, or returns undefined to let the API's 404 stand. */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply> | undefined;

/** The bootstrap of the merchant a page request is for (null: unknown host, the site asks itself). */
export type PageBootstrap = (request: FastifyRequest) => Promise<TPermission | null>;

/** The home's first screen data for an open site's merchant, in its default language. */
export type PageHome = (request: FastifyRequest, permission: TPermission) => Promise<TInlineHome | null>;

/** Client-side routes that show the home page (apps/web/src/routes/router.tsx). */
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home', '/login', '/register']);

/** A `Link` header of the page's preloads: the browser may start them before it parses the HTML. */
const linkHeader = (preloads: readonly PagePreload[]) =>
  preloads
    .map(({ href, as }) =>
      as === 'image' ? `<${href}>; rel=preload; as=image` : `<${href}>; rel=modulepreload; crossorigin`,
    )
    .join(', ');

/**
 * Serves the built player site. Pages (`/` and, through the returned fallback, every other GET for
 * an HTML page, so client-side routes such as /agentHome load on refresh) get index.html with the
 * merchant's brand and bootstrap written in (page-shell.ts); API paths keep their 404s. Undefined
 * when there is no build.
 */
export async function serveWebApp(
  app: FastifyInstance,
  distDir: string,
  bootstrapFor: PageBootstrap,
  homeFor?: PageHome,
): Promise<PageFallback | undefined> {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ root }, 'web build not found: the API runs without the player site (run npm run build)');
    return undefined;
  }
  const template = readFileSync(indexFile, 'utf8');
  const manifest = readBuildManifest(root);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    // `/` is a page like any other: written per merchant below, not the file as built.
    index: false,
    // The build manifest is the server's to read, not the public's.
    allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
    // The build writes .br and .gz copies beside each text asset; browsers get the smallest they accept.
    preCompressed: true,
    // Hashed file names change with their content, so a browser may keep them for good; the
    // rest (icons) is checked with the server on every visit.
    cacheControl: false,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendPage = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    let permission: TPermission | null = null;
    let home: TInlineHome | null = null;
    try {
      permission = await bootstrapFor(request);
      const isHome = HOME_PATHS.has(request.url.split('?')[0] ?? '');
      if (permission && isHome && homeFor) home = await homeFor(request, permission);
    } catch (error) {
      // The page still goes out as built; the site then asks for its bootstrap and shows the error.
      request.log.warn({ err: error }, 'page bootstrap failed');
    }
    const shell = renderPageShell(template, permission, {
      home,
      languageModules: permission ? languageModules(manifest, permission.merchant.defaultLanguage) : [],
    });
    const policy = reply.raw.getHeader('content-security-policy');
    if (shell.styleHash && typeof policy === 'string')
      reply.raw.setHeader('content-security-policy', policyWithStyleHash(policy, shell.styleHash));
    if (shell.preloads.length > 0) reply.header('link', linkHeader(shell.preloads));
    // Per merchant and per visitor (the status depends on the caller's region): never shared.
    return reply
      .header('cache-control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(shell.html);
  };
  app.get('/', sendPage);

  return (request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !API_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
      !path.extname(request.url.split('?')[0] ?? '');
    return isPage ? sendPage(request, reply) : undefined;
  };
}
