import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The fishing player UI: one SPA served by the fishing vendor (apps/fishing) under /play/
 * (`/play/:gameCode?token=…`). In development the dev server forwards the vendor API and its
 * WebSocket to `FISHING_URL` so the page talks to one origin, as in production.
 */
const TARGET = process.env.FISHING_URL ?? 'http://localhost:8087';
const proxy = { '/fishing': { target: TARGET, changeOrigin: false, ws: true } };

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5179, proxy },
  preview: { port: 4179, proxy },
});
