import { describe, expect, it } from 'vitest';
import { readableTextOn, relativeLuminance } from './system.ts';

describe('readableTextOn', () => {
  it('uses dark text on light brand colours', () => {
    expect(readableTextOn('#f5b301')).toBe('#0b1020');
    expect(readableTextOn('#ffffff')).toBe('#0b1020');
  });

  it('uses white text on dark brand colours', () => {
    expect(readableTextOn('#7c3aed')).toBe('#ffffff');
    expect(readableTextOn('#000000')).toBe('#ffffff');
  });

  it('computes WCAG luminance', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(relativeLuminance('#000000')).toBeCloseTo(0);
  });
});
