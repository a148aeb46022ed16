import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Everything the platform server answers; the dev server forwards it so the SPA talks to one origin. */
const API_PREFIXES = ['/wps', '/lgw', '/admin', '/healthz', '/docs'];
/** The platform server; `CROUPIER_API_URL` points the dev/preview proxy elsewhere. */
const API_TARGET = process.env.CROUPIER_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'data', test: /node_modules[\\/](@tanstack|zustand|zod)[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            { name: 'ui-libs', test: /node_modules[\\/](qrcode\.react|dompurify)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      API_PREFIXES.map((prefix) => [prefix, { target: API_TARGET, changeOrigin: false }]),
    ),
  },
});
