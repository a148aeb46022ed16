import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The live casino player UI: one SPA served by the live vendor (apps/live) under /play/
 * (`/play/:tableCode?token=…`). In development the dev server forwards the vendor API and its
 * WebSocket to `LIVE_URL` so the page talks to one origin, as in production.
 */
const LIVE_TARGET = process.env.LIVE_URL ?? 'http://localhost:8084';
const proxy = { '/live': { target: LIVE_TARGET, changeOrigin: false, ws: true } };

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5176, proxy },
  preview: { port: 4176, proxy },
});
