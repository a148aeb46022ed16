import { drawLottery, sha256Hex } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { checkResult } from './verify-result.ts';

const seed = 'c0ffee'.repeat(10);
const drawn = drawLottery('VN_NORTH', seed, '20261126');
const published = {
  gameCode: 'vn-north',
  issue: '20261126',
  seed,
  seedHash: sha256Hex(seed),
  tiers: drawn.tiers.map((t) => ({ tier: t.tier, name: t.tier, numbers: [...t.numbers] })),
};

describe('checking a published lottery result in the browser', () => {
  it('accepts the seed and every tier the vendor drew from it', () => {
    expect(checkResult(published)).toEqual({ kind: 'checked', isSeedHashOk: true, isNumbersOk: true });
  });

  it('finds a changed number, a seed that does not match its hash, and a result without its seed', () => {
    const tiers = published.tiers.map((t, i) => (i === 0 ? { ...t, numbers: ['00000'] } : t));
    expect(checkResult({ ...published, tiers })).toMatchObject({ isSeedHashOk: true, isNumbersOk: false });
    expect(checkResult({ ...published, seedHash: sha256Hex('other') })).toMatchObject({
      isSeedHashOk: false,
    });
    expect(checkResult({ ...published, seed: null })).toEqual({ kind: 'noSeed' });
    expect(checkResult({ ...published, gameCode: 'other-game' })).toEqual({
      kind: 'checked',
      isSeedHashOk: true,
      isNumbersOk: null,
    });
  });
});
