/** Must match `.game-grid` in lobby.css: the narrowest card, and three columns on a phone. */
const MIN_CARD_PX = 150;
const PHONE_MAX_PX = 640;
const PHONE_COLUMNS = 3;

/** How many columns `.game-grid` lays out in a list this wide (its auto-fill rule, or 3 on a phone). */
export function gridColumns(listWidth: number, viewportWidth: number, columnGapPx: number): number {
  if (viewportWidth <= PHONE_MAX_PX) return PHONE_COLUMNS;
  return Math.max(1, Math.floor((listWidth + columnGapPx) / (MIN_CARD_PX + columnGapPx)));
}

/** The rows around the viewport of a virtual grid: which games to render and the padding around them. */
export function visibleSlice(
  total: number,
  columns: number,
  rowHeight: number,
  firstRow: number,
  lastRow: number,
): { first: number; end: number; paddingTop: number; paddingBottom: number } {
  const rowCount = Math.ceil(total / columns);
  const first = Math.min(firstRow, Math.max(0, rowCount - 1)) * columns;
  const end = Math.min(total, (lastRow + 1) * columns);
  return {
    first,
    end,
    paddingTop: (first / columns) * rowHeight,
    paddingBottom: Math.max(0, (rowCount - lastRow - 1) * rowHeight),
  };
}
