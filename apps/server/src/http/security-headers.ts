import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Powerful browser features the player site never uses, switched off for it and anything it frames
 * (a game frame keeps autoplay, fullscreen and clipboard writing, which it asks for).
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** HSTS for a year, sent only on answers that went out over TLS (directly or by a trusted proxy). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The platform's security headers on every answer (issue 21, finding 5): a strict Content Security
 * Policy without inline script or style (the Vite build has none), game frames limited to http(s)
 * launch URLs, the site frameable by itself only, no MIME sniffing, no referrer outside the site,
 * the permissions above, and HSTS when the request came over TLS. HSTS on plain HTTP would be
 * ignored by browsers and would break a local `npm start`, so it follows the request's protocol,
 * which honours TRUST_PROXY for X-Forwarded-Proto.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        // blob: shows a chosen upload's preview and a private image the console fetched with its
        // session (KYC documents, applications' images), without a public URL for either.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // Game launch URLs are the vendors' own origins; javascript: and data: frames stay out.
        frameSrc: ["'self'", 'https:', 'http:'],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
      },
    },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Game images and vendor pages come from other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
  headers.push(['permissions-policy', PERMISSIONS_POLICY]);
  // Set on the raw answer as soon as the request is routed, as @fastify/helmet did, but from values
  // computed once (that plugin built the helmet middleware again for every request), in one hook.
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', HSTS);
    done();
  });
}

/**
 * The headers helmet sets for `options`, computed once: none of the options used depends on the
 * request (no function directives, no nonces), so every answer gets the same values.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): [name: string, value: string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}
