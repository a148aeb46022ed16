import type { TGameType, TVendorEntry } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { pickHomeSections } from './home-sections.ts';

function vendors(gameType: TGameType, count: number): TVendorEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    gameType,
    vassalage: `${gameType}${i}`,
    displayName: `${gameType} ${i}`,
    maintenance: false,
  }));
}

describe('pickHomeSections', () => {
  const grouped = new Map<TGameType, TVendorEntry[]>([
    ['LIVE', vendors('LIVE', 4)],
    ['RNG', vendors('RNG', 5)],
    ['FISH', vendors('FISH', 2)],
    ['ESPORTS', vendors('ESPORTS', 1)],
    ['SPORTS', vendors('SPORTS', 20)],
  ]);

  it('keeps the spec order and takes 3 RNG, 1 LIVE, 1 FISH and 12 of the others', () => {
    const sections = pickHomeSections(grouped, { esportsInLobby: true });
    expect(sections.map((s) => [s.category, s.vendors.length])).toEqual([
      ['RNG', 3],
      ['LIVE', 1],
      ['FISH', 1],
      ['SPORTS', 12],
      ['ESPORTS', 1],
    ]);
  });

  it('leaves e-sports out unless the lobby view allows it', () => {
    expect(pickHomeSections(grouped, { esportsInLobby: false }).map((s) => s.category)).not.toContain(
      'ESPORTS',
    );
  });
});
