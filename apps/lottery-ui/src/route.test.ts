import { describe, expect, it } from 'vitest';
import { routeOf } from './route.ts';

describe('routeOf', () => {
  it('reads a lottery game, its launch token, theme and language', () => {
    expect(routeOf('/play/vn-north', '?token=abc&theme=light&lang=vi', '/play/')).toEqual({
      kind: 'game',
      gameCode: 'vn-north',
      launchToken: 'abc',
      theme: 'light',
      language: 'VI',
      view: 'betting',
      device: 'WEB',
    });
  });

  it("reads the lobby launch's first view and device", () => {
    expect(routeOf('/play/sea-4d', '?token=t&view=lobby&device=MOBILE', '/play/')).toMatchObject({
      kind: 'game',
      view: 'lobby',
      device: 'MOBILE',
    });
    expect(routeOf('/play/sea-4d', '?view=table&device=TV', '/play/')).toMatchObject({
      view: 'betting',
      device: 'WEB',
    });
  });

  it('defaults to dark without a language, and refuses codes that are not lottery games', () => {
    expect(routeOf('/play/lott-5d', '', '/play/')).toMatchObject({
      kind: 'game',
      theme: 'dark',
      language: null,
    });
    expect(routeOf('/play/crash', '?token=x', '/play/')).toEqual({
      kind: 'unknown',
      theme: 'dark',
      language: null,
    });
    expect(routeOf('/play/', '?lang=zh-CN', '/play/')).toEqual({
      kind: 'unknown',
      theme: 'dark',
      language: 'CN',
    });
  });
});
