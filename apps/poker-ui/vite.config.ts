import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The poker player UI: one SPA served by the poker vendor (apps/poker) under /play/
 * (`/play/:tableCode?token=…`). In development the dev server forwards the vendor API and its
 * WebSocket to `POKER_URL` so the page talks to one origin, as in production.
 */
const TARGET = process.env.POKER_URL ?? 'http://localhost:8086';
const proxy = { '/poker': { target: TARGET, changeOrigin: false, ws: true } };

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5178, proxy },
  preview: { port: 4178, proxy },
});
