import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressAssets } from '../../scripts/vite-precompress.ts';

/**
 * Puts the stylesheet before the scripts in the built index.html: on HTTP/1.1 a browser opens six
 * connections to a host, and the first paint (the server's first-screen HTML) needs the styles, not
 * the scripts, so they take the first one (issue 26).
 */
function stylesFirst(): Plugin {
  return {
    name: 'croupier:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const styles = html.match(/\s*<link rel="stylesheet"[^>]*>/g) ?? [];
        if (styles.length === 0) return html;
        let rest = html;
        for (const style of styles) rest = rest.replace(style, '');
        const firstScript = rest.search(/\s*<script type="module"/);
        if (firstScript < 0) return html;
        return rest.slice(0, firstScript) + styles.join('') + rest.slice(firstScript);
      },
    },
  };
}

/** Everything the platform server answers; the dev server forwards it so the SPA talks to one origin. */
const API_PREFIXES = ['/wps', '/lgw', '/admin', '/healthz', '/docs', '/content-images'];
/** The platform server; `CROUPIER_API_URL` points the dev/preview proxy elsewhere. */
const API_TARGET = process.env.CROUPIER_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), stylesFirst(), precompressAssets()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload each merchant's language bundle with the page (apps/server/src/web).
    manifest: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        // What the first screen needs is few files (issue 26: every request costs a round trip on a
        // phone): the libraries it loads in one chunk, the app's own modules it loads in another,
        // besides the entry; the rest keeps one chunk per page, library or language.
        codeSplitting: {
          groups: [
            {
              name: 'libs',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|zustand|zod|i18next|react-i18next)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zustand|zod)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'ui-libs', test: /node_modules[\\/](qrcode\.react|dompurify)[\\/]/ },
            { name: 'swiper', test: /node_modules[\\/]swiper[\\/]/ },
            {
              name: 'app',
              test: (id) =>
                !id.includes('node_modules') && /[\\/](apps[\\/]web[\\/]src|packages)[\\/]/.test(id),
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      // ws: the member's socket (/wps/ws) goes through the same proxy.
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false, ws: true }]),
    ),
  },
});
