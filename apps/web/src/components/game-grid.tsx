import type { TGame } from '@croupier/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { gridColumns, visibleSlice } from '../lib/grid-layout.ts';
import { GameCard } from './game-card.tsx';

/** Past this many games a grid renders only the rows near the viewport. */
export const VIRTUAL_GRID_AFTER = 120;
/** A responsive grid of game cards (a list; each card is an article named by the game). */
export function GameGrid({ games, label }: { games: readonly TGame[]; label: string }) {
  if (games.length > VIRTUAL_GRID_AFTER) return <VirtualGameGrid games={games} label={label} />;
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className="game-grid__item">
          <GameCard game={game} eager={index < 6} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The same grid for long lists: only the rows around the viewport are in the page, the rest is
 * padding of the right height, so a list of thousands of games scrolls as smoothly as a short one.
 * Each card still says its place in the whole list (aria-posinset/aria-setsize).
 */
function VirtualGameGrid({ games, label }: { games: readonly TGame[]; label: string }) {
  const listRef = useRef<HTMLUListElement>(null);
  const [layout, setLayout] = useState({ columns: 6, rowHeight: 240, offsetTop: 0 });

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const card = list.querySelector<HTMLElement>('.game-grid__item');
      const style = getComputedStyle(list);
      const next = {
        columns: gridColumns(list.clientWidth, window.innerWidth, Number.parseFloat(style.columnGap) || 0),
        rowHeight: (card?.offsetHeight ?? 224) + (Number.parseFloat(style.rowGap) || 0),
        offsetTop: list.getBoundingClientRect().top + window.scrollY,
      };
      setLayout((previous) =>
        previous.columns === next.columns &&
        previous.rowHeight === next.rowHeight &&
        previous.offsetTop === next.offsetTop
          ? previous
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const rowCount = Math.ceil(games.length / layout.columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => layout.rowHeight,
    overscan: 3,
    scrollMargin: layout.offsetTop,
  });
  const rows = virtualizer.getVirtualItems();
  const { first, end, paddingTop, paddingBottom } = visibleSlice(
    games.length,
    layout.columns,
    layout.rowHeight,
    rows[0]?.index ?? 0,
    rows.at(-1)?.index ?? 0,
  );
  const shown = games.slice(first, end);

  return (
    <ul ref={listRef} className="game-grid" aria-label={label} style={{ paddingTop, paddingBottom }}>
      {shown.map((game, index) => (
        <li
          key={game.nodeId}
          className="game-grid__item"
          aria-posinset={first + index + 1}
          aria-setsize={games.length}
        >
          <GameCard game={game} eager={first + index < 6} />
        </li>
      ))}
    </ul>
  );
}
