import type { TGame } from '@croupier/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_ARROW_THRESHOLD } from '../lib/home-sections.ts';
import { GameCard } from './game-card.tsx';
import { Icon } from './icon.tsx';

/** The gap between cards, in CSS pixels (spec section 2: gap 13). */
const RAIL_GAP_PX = 13;

/**
 * Home game slides: two rows of six per view with a 13 px gap (fewer columns on small screens);
 * previous/next arrows only when there are more than 12 games. A native scroll-snap track: it
 * swipes with the finger on a phone and pages a view at a time with the arrows, with no carousel
 * library in the lobby's first download.
 */
export function GameRail({
  games,
  label,
  eager,
}: {
  games: readonly TGame[];
  label: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ isAtStart: true, isAtEnd: false });
  const hasArrows = games.length > HOME_ARROW_THRESHOLD;
  const isTwoRows = games.length > 6;

  const updateEdges = useCallback(() => {
    const element = track.current;
    if (!element) return;
    const isAtStart = element.scrollLeft <= 1;
    const isAtEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) =>
      previous.isAtStart === isAtStart && previous.isAtEnd === isAtEnd ? previous : { isAtStart, isAtEnd },
    );
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    updateEdges();
    const observer = new ResizeObserver(updateEdges);
    observer.observe(element);
    return () => observer.disconnect();
  }, [updateEdges]);

  /** Moves one view (the visible columns and the gap after them) back or forth. */
  const turnPage = (direction: -1 | 1) => {
    const element = track.current;
    if (!element) return;
    element.scrollBy({ left: direction * (element.clientWidth + RAIL_GAP_PX), behavior: 'smooth' });
  };

  return (
    <section className="game-rail" aria-label={label}>
      {hasArrows ? (
        <div className="game-rail__arrows">
          <button
            type="button"
            className="icon-button"
            aria-label={t('games.previous', { name: label })}
            disabled={edges.isAtStart}
            onClick={() => turnPage(-1)}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={t('games.next', { name: label })}
            disabled={edges.isAtEnd}
            onClick={() => turnPage(1)}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      ) : null}
      <ul
        ref={track}
        className={isTwoRows ? 'game-rail__track game-rail__track--two-rows' : 'game-rail__track'}
        onScroll={updateEdges}
      >
        {games.map((game, index) => (
          <li key={game.nodeId} className="game-rail__item">
            <GameCard game={game} eager={eager && index < 6} />
          </li>
        ))}
      </ul>
    </section>
  );
}
