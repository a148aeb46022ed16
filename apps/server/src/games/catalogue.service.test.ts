import { describe, expect, it } from 'vitest';
import { formatWinAmount, maskCustomerName } from './catalogue.service.ts';
import { CatalogueCache } from './catalogue-cache.ts';
import { DEFAULT_VENDOR_GROUPING, laneOf } from './vendor-grouping.ts';

describe('formatWinAmount', () => {
  it.each([
    [12_345_600n, '1,234.56'],
    [10_000n, '1.00'],
    [49n, '0.00'],
    [50n, '0.01'],
    [1_234_567_890_125n, '123,456,789.01'],
    [9_999_999_999n, '1,000,000.00'],
  ])('%s minor units -> %s', (minor, text) => {
    expect(formatWinAmount(minor)).toBe(text);
  });
});

describe('maskCustomerName', () => {
  it.each([
    ['a', 'a***'],
    ['bob', 'b***b'],
    ['alice123', 'al***23'],
    ['王小明', '王***明'],
  ])('%s -> %s', (name, masked) => {
    expect(maskCustomerName(name)).toBe(masked);
  });
});

describe('laneOf', () => {
  it('moves e-sport, cockfight and excluded RNG vendors to their lanes', () => {
    expect(laneOf(DEFAULT_VENDOR_GROUPING, 'IMES', 'SPORTS')).toBe('ESPORTS');
    expect(laneOf(DEFAULT_VENDOR_GROUPING, 'DS88', 'SPORTS')).toBe('COCKFIGHT');
    expect(laneOf(DEFAULT_VENDOR_GROUPING, 'INHOUSE', 'RNG')).toBe('INHOUSE');
    expect(laneOf(DEFAULT_VENDOR_GROUPING, 'INHOUSE', 'PVP')).toBe('PVP');
    expect(laneOf(DEFAULT_VENDOR_GROUPING, 'PG', 'SPORTS')).toBe('SPORTS');
  });
});

describe('CatalogueCache', () => {
  it('serves a hit until it expires or the merchant is invalidated', async () => {
    let now = 0;
    const sut = new CatalogueCache(1_000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await sut.get(1n, 'k', load)).toBe(1);
    expect(await sut.get(1n, 'k', load)).toBe(1);
    now = 1_001;
    expect(await sut.get(1n, 'k', load)).toBe(2);
    sut.invalidate(1n);
    expect(await sut.get(1n, 'k', load)).toBe(3);
    expect(await sut.get(2n, 'k', load)).toBe(4);
    sut.invalidateAll();
    expect(await sut.get(2n, 'k', load)).toBe(5);
  });

  it('keeps at most the configured number of entries per merchant', async () => {
    const sut = new CatalogueCache(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await sut.get(1n, 'a', load);
    await sut.get(1n, 'b', load);
    await sut.get(1n, 'c', load);
    expect(await sut.get(1n, 'a', load)).toBe(4);
  });
});
