import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveGameUi } from './game-ui.ts';

/** Issue 26: a game page's files go out compressed and, when hashed, cached for good. */
describe('serveGameUi', () => {
  const app = Fastify();
  const script = 'export const game = "slots";'.repeat(100);

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'croupier-game-ui-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Game</title>');
    writeFileSync(path.join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-abc.js.br'), brotliCompressSync(script));
    await serveGameUi(app, { dist, title: 'Game', sessions: { launchSiteOrigin: async () => null } });
  });
  afterAll(() => app.close());

  it('sends the Brotli copy to a browser that takes it, and keeps hashed files for a year', async () => {
    const response = await app.inject({
      url: '/play/assets/index-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length);
  });

  it('sends the file as built to a browser that takes no compression', async () => {
    const response = await app.inject({
      url: '/play/assets/index-abc.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('asks the browser to check the page itself on every launch', async () => {
    const response = await app.inject({ url: '/play/ih-fruit-fiesta?token=x' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).not.toContain('immutable');
  });
});
