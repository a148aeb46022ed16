import { INHOUSE_GAME_CODES } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { gameLabel } from './game-label.ts';

describe('gameLabel', () => {
  it('names every in-house game', () => {
    expect(gameLabel('ih-pharaohs-fortune')).toBe("Pharaoh's Fortune");
    expect(gameLabel('ih-crash')).toBe('Crash');
    for (const code of INHOUSE_GAME_CODES) expect(gameLabel(code)).toMatch(/^[A-Z]/);
  });
});
