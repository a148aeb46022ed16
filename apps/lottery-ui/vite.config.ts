import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The lottery player UI: one SPA served by the lottery vendor (apps/lottery) under /play/
 * (`/play/:gameCode?token=…`). In development the dev server forwards the vendor API to
 * `LOTTERY_URL` so the page talks to one origin, as in production.
 */
const LOTTERY_TARGET = process.env.LOTTERY_URL ?? 'http://localhost:8083';

export default defineConfig({
  root: import.meta.dirname,
  base: '/play/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { port: 5175, proxy: { '/lottery': { target: LOTTERY_TARGET, changeOrigin: false } } },
  preview: { port: 4175, proxy: { '/lottery': { target: LOTTERY_TARGET, changeOrigin: false } } },
});
