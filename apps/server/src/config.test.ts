import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe(loadConfig.name, () => {
  it('fills defaults for an empty environment: embedded database under .data, port 8080', () => {
    const sut = loadConfig({});
    expect(sut).toMatchObject({ PORT: 8080, DATA_DIR: '.data', TRUST_PROXY: false, SEED_DEMO: false });
    expect(sut.DATABASE_URL).toBeUndefined();
  });

  it('reads PostgreSQL, proxies and flags from the environment', () => {
    const sut = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8',
      SEED_DEMO: 'true',
      PORT: '0',
    });
    expect(sut).toMatchObject({ PORT: 0, SEED_DEMO: true, TRUST_PROXY: ['127.0.0.1', '10.0.0.0/8'] });
  });

  it('stops with a message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
  });

  it('takes a shorter demo lottery draw interval outside production only, never under 40 s', () => {
    expect(loadConfig({ LOTTERY_DEMO_DRAW_SECONDS: '40' }).LOTTERY_DEMO_DRAW_SECONDS).toBe(40);
    expect(loadConfig({}).LOTTERY_DEMO_DRAW_SECONDS).toBeUndefined();
    expect(() => loadConfig({ LOTTERY_DEMO_DRAW_SECONDS: '39' })).toThrow(/LOTTERY_DEMO_DRAW_SECONDS/);
    expect(() => loadConfig({ NODE_ENV: 'production', LOTTERY_DEMO_DRAW_SECONDS: '40' })).toThrow(
      /LOTTERY_DEMO_DRAW_SECONDS: .*refused with NODE_ENV=production/,
    );
  });
});
