import { drawLottery, sha256Hex } from '@croupier/games';
import { describe, expect, it } from 'vitest';
import { verifyDraw } from './verify.ts';

const seed = 'a1'.repeat(32);
const drawKey = 'VN_NORTH:2026-11-25';
const published = drawLottery('VN_NORTH', seed, drawKey).tiers.map((t) => ({
  ...t,
  numbers: [...t.numbers],
}));

describe('verifyDraw', () => {
  it('confirms a draw whose numbers and seed hash follow from the revealed seed', () => {
    const check = verifyDraw({
      kind: 'VN_NORTH',
      seed,
      seedHash: sha256Hex(seed),
      drawKey,
      tiers: published,
    });
    expect(check).toMatchObject({ kind: 'checked', isSeedHashOk: true, isResultOk: true, mismatched: [] });
  });

  it('names the tier that differs and a seed that does not match its hash', () => {
    const tampered = published.map((t) =>
      t.tier === 'G7' ? { ...t, numbers: ['00', '00', '00', '00'] } : t,
    );
    const check = verifyDraw({
      kind: 'VN_NORTH',
      seed,
      seedHash: sha256Hex('other'),
      drawKey,
      tiers: tampered,
    });
    expect(check).toMatchObject({
      kind: 'checked',
      isSeedHashOk: false,
      isResultOk: false,
      mismatched: ['G7'],
    });
  });

  it('cannot check a draw before its seed is revealed', () => {
    expect(verifyDraw({ kind: 'VN_NORTH', seed: null, seedHash: 'x', drawKey, tiers: null })).toEqual({
      kind: 'pending',
    });
  });
});
