import { describe, expect, it } from 'vitest';
import { gridColumns, visibleSlice } from './grid-layout.ts';

describe('virtual game grid layout', () => {
  it('counts the auto-fill columns of .game-grid, and three on a phone', () => {
    expect(gridColumns(1100, 1440, 13)).toBe(6); // (1100 + 13) / 163 = 6.8
    expect(gridColumns(162, 1440, 13)).toBe(1);
    expect(gridColumns(100, 1440, 13)).toBe(1);
    expect(gridColumns(370, 390, 10)).toBe(3);
  });

  it('renders whole rows around the viewport and pads the rest to the full height', () => {
    // 1,000 games in 6 columns: 167 rows of 250 px; rows 10 to 14 are on screen.
    const slice = visibleSlice(1000, 6, 250, 10, 14);
    expect(slice).toEqual({ first: 60, end: 90, paddingTop: 2500, paddingBottom: (167 - 15) * 250 });
    // The rendered rows and both paddings add up to the whole list's height.
    const renderedRows = Math.ceil((slice.end - slice.first) / 6);
    expect(slice.paddingTop + renderedRows * 250 + slice.paddingBottom).toBe(167 * 250);
    // The last, partly filled row.
    expect(visibleSlice(1000, 6, 250, 160, 166)).toMatchObject({ first: 960, end: 1000, paddingBottom: 0 });
  });
});
