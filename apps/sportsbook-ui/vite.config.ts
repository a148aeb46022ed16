import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The sportsbook player UI: one SPA served by the sportsbook vendor (apps/sportsbook) under /play/
 * (`/play/:gameCode?token=…`). In development the dev server forwards the vendor API and its
 * WebSocket to `SPORTS_URL` so the page talks to one origin, as in production.
 */
const SPORTS_TARGET = process.env.SPORTS_URL ?? 'http://localhost:8085';
const proxy = { '/sports': { target: SPORTS_TARGET, changeOrigin: false, ws: true } };

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5177, proxy },
  preview: { port: 4177, proxy },
});
