import { describe, expect, it } from 'vitest';
import type { VerifyForm } from './verify-link.ts';
import { fromVerifyQuery, toVerifyQuery } from './verify-link.ts';

describe('verifier links', () => {
  const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'my:seed/ü', nonce: 42 };
  const forms: VerifyForm[] = [
    { params: { game: 'slot', titleId: 'neon-nights' }, seeds, serverSeedHash: 'f'.repeat(64) },
    { params: { game: 'dice', target: 4950, direction: 'over' }, seeds },
    { params: { game: 'limbo', target: 123_456n }, seeds },
    { params: { game: 'plinko', rows: 9, risk: 'high' }, seeds },
    { params: { game: 'mines', mines: 5, picks: [0, 24, 12] }, seeds },
  ];
  it('round-trips every game through the query string', () => {
    for (const form of forms) expect(fromVerifyQuery(`?${toVerifyQuery(form)}`)).toEqual(form);
  });
  it('falls back to defaults for missing or malformed fields', () => {
    const f = fromVerifyQuery('?game=mines&mines=x&picks=1,99,a,3&nonce=-1');
    expect(f.params).toEqual({ game: 'mines', mines: 3, picks: [1, 3] });
    expect(f.seeds.nonce).toBe(0);
    expect(fromVerifyQuery('').params).toEqual({ game: 'slot', titleId: 'fruit-fiesta' });
    expect(fromVerifyQuery('?game=plinko&risk=wild').params).toEqual({
      game: 'plinko',
      rows: 16,
      risk: 'medium',
    });
  });
});
