import { describe, expect, it } from 'vitest';
import { routeOf } from './route.ts';

describe('routeOf', () => {
  it('reads the verifier, a game with its launch token, and unknown paths under /play/', () => {
    expect(routeOf('/play/verify', '', '/play/')).toEqual({ kind: 'verify', theme: 'dark' });
    expect(routeOf('/play/ih-dice', '?token=abc&theme=light', '/play/')).toEqual({
      kind: 'game',
      gameCode: 'ih-dice',
      launchToken: 'abc',
      theme: 'light',
    });
    expect(routeOf('/play/ih-fruit-fiesta/', '', '/play/')).toMatchObject({
      kind: 'game',
      launchToken: null,
    });
    expect(routeOf('/play/not-a-game', '', '/play/').kind).toBe('unknown');
    expect(routeOf('/play/', '', '/play/').kind).toBe('unknown');
  });
});
