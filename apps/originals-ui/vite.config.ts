import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../../scripts/vite-precompress.ts';

/**
 * The in-house game UIs: one SPA served by the vendor service under /play/ (`/play/:gameCode?token=…`,
 * `/play/verify`). In development the dev server forwards the vendor API and the crash socket to
 * `VENDOR_URL` so the page talks to one origin, as in production.
 */
const VENDOR_TARGET = process.env.VENDOR_URL ?? 'http://localhost:8081';

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  // Brotli and gzip copies the vendor sends (packages/vendor-kit game-ui.ts): a phone on a slow
  // network downloads the game in a third of the bytes (issue 26, launch to first frame).
  plugins: [react(), precompressAssets()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: {
    port: 5174,
    proxy: { '/inhouse': { target: VENDOR_TARGET, ws: true, changeOrigin: false } },
  },
  preview: {
    port: 4174,
    proxy: { '/inhouse': { target: VENDOR_TARGET, ws: true, changeOrigin: false } },
  },
});
