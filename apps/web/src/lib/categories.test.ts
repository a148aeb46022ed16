import type { TVendorLane } from '@croupier/contracts';
import { describe, expect, it } from 'vitest';
import { availableCategories, groupVendors, NAV_CATEGORIES, offerPhrase, vendorPath } from './categories.ts';

const vendor = (gameType: TVendorLane['gameType'], vassalage: string) => ({
  gameType,
  vassalage,
  displayName: vassalage,
  maintenance: false,
});

describe('groupVendors', () => {
  it('counts in-house vendors under slots (RNG)', () => {
    const grouped = groupVendors([{ gameType: 'INHOUSE', vendors: [vendor('INHOUSE', 'INHOUSE')] }]);
    expect([...grouped.keys()]).toEqual(['RNG']);
    expect(grouped.get('RNG')?.map((v) => v.vassalage)).toEqual(['INHOUSE']);
  });

  it('merges RNG and INHOUSE lanes without duplicates, keeping order', () => {
    const grouped = groupVendors([
      { gameType: 'RNG', vendors: [vendor('RNG', 'PG'), vendor('RNG', 'JDB')] },
      { gameType: 'INHOUSE', vendors: [vendor('INHOUSE', 'INHOUSE'), vendor('INHOUSE', 'PG')] },
    ]);
    expect(grouped.get('RNG')?.map((v) => v.vassalage)).toEqual(['PG', 'JDB', 'INHOUSE']);
  });

  it('leaves out empty lanes', () => {
    const grouped = groupVendors([
      { gameType: 'LIVE', vendors: [] },
      { gameType: 'FISH', vendors: [vendor('FISH', 'JL')] },
    ]);
    expect(availableCategories(grouped, NAV_CATEGORIES)).toEqual(['FISH']);
  });
});

describe('availableCategories', () => {
  it('keeps the navigation order whatever the lane order', () => {
    const grouped = groupVendors([
      { gameType: 'COCKFIGHT', vendors: [vendor('COCKFIGHT', 'DS88')] },
      { gameType: 'LIVE', vendors: [vendor('LIVE', 'EVO')] },
      { gameType: 'ELOTT', vendors: [vendor('ELOTT', 'TCG_LOTTO_VN')] },
    ]);
    expect(availableCategories(grouped, NAV_CATEGORIES)).toEqual(['ELOTT', 'LIVE', 'COCKFIGHT']);
  });

  it('lists mini games in the navigation, after the spec categories', () => {
    const grouped = groupVendors([
      { gameType: 'BGS', vendors: [vendor('BGS', 'INHOUSE')] },
      { gameType: 'RNG', vendors: [vendor('RNG', 'PG')] },
    ]);
    expect(availableCategories(grouped, NAV_CATEGORIES)).toEqual(['RNG', 'BGS']);
  });
});

describe('vendorPath', () => {
  it('links in-house vendors to the slots list', () => {
    expect(vendorPath('INHOUSE', 'INHOUSE')).toBe('/rng?vassalage=INHOUSE');
  });

  it('encodes the vendor code', () => {
    expect(vendorPath('LIVE', 'A&B')).toBe('/live?vassalage=A%26B');
  });
});

describe('offerPhrase', () => {
  it('lists what the brand offers as one phrase of the language', () => {
    expect(offerPhrase(['Lottery', 'Slots', 'Mini games'], 'EN')).toBe('Lottery, slots, and mini games');
    expect(offerPhrase(['Slots'], 'EN')).toBe('Slots');
    expect(offerPhrase(['หวย', 'สล็อต'], 'TH')).toContain('หวย');
    expect(offerPhrase(['Xổ số', 'Nổ hũ'], 'VI')).toBe('Xổ số và nổ hũ');
    expect(offerPhrase([], 'EN')).toBe('');
  });
});
