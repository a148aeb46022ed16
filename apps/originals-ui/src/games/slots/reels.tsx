import type { TSlotSpinOutcome } from '@croupier/contracts';
import type { SlotTitle } from '@croupier/games';
import { type CSSProperties, useEffect, useMemo, useRef } from 'react';
import { useI18n } from '../../lib/i18n.ts';
import { positions, range } from '../../lib/range.ts';
import { play } from '../../lib/sound.ts';
import { winningCells } from './slot-logic.ts';
import { SymbolArt } from './symbols.tsx';

/** Symbols scrolled past between the old and the new window (more on later reels). */
const FILLER_BASE = 14;
const FILLER_PER_REEL = 4;

/** What the reels show: a landed spin, or `waiting` (spinning while the server answers). */
export type ReelsState =
  | { readonly kind: 'idle'; readonly window: string[][] }
  | { readonly kind: 'waiting'; readonly window: string[][] }
  | {
      readonly kind: 'landing';
      readonly id: number;
      readonly from: string[][];
      readonly spin: TSlotSpinOutcome;
    }
  | { readonly kind: 'landed'; readonly spin: TSlotSpinOutcome };

/** The column of symbols scrolled by one reel: new window on top, filler, the old window at the bottom. */
function landingStrip(title: SlotTitle, reel: number, spin: TSlotSpinOutcome, from: string[]): string[] {
  const strip = title.reels[reel] ?? '';
  const stop = spin.stops[reel] ?? 0;
  const filler: string[] = [];
  const n = FILLER_BASE + reel * FILLER_PER_REEL;
  // The symbols above the stop on the real strip, so the reel scrolls through its actual strip.
  for (let i = 1; i <= n; i++)
    filler.push(strip[(((stop - i) % strip.length) + strip.length) % strip.length] ?? '');
  return [...(spin.window[reel] ?? []), ...filler.reverse(), ...from];
}

/**
 * The reel window of a slot: one column per reel of the title, drawn with the title's symbols. A
 * landing scrolls each reel through its strip to the server's stops (reels stop left to right), then
 * highlights the paying positions and draws the paying lines.
 */
export function Reels({
  title,
  state,
  onLanded,
}: {
  title: SlotTitle;
  state: ReelsState;
  onLanded?: () => void;
}) {
  const rows = title.rows;
  const { t } = useI18n();
  const nReels = title.reels.length;
  const landedRef = useRef(0);
  const onLandedRef = useRef(onLanded);
  onLandedRef.current = onLanded;
  const spin = state.kind === 'landed' ? state.spin : null;
  const highlight = useMemo(() => (spin ? winningCells(title, spin) : null), [title, spin]);
  const landingId = state.kind === 'landing' ? state.id : null;

  useEffect(() => {
    if (landingId !== null) landedRef.current = 0;
  }, [landingId]);

  const nameOf = (id: string) => title.symbols.find((s) => s.id === id)?.name ?? id;
  const windowNow: string[][] =
    state.kind === 'landed' ? state.spin.window : state.kind === 'landing' ? state.spin.window : state.window;

  const lines = title.mode.kind === 'lines' ? title.mode.lines : [];
  return (
    <div
      className={`reels${state.kind === 'waiting' ? ' reels--waiting' : ''}`}
      dir="ltr"
      style={{ '--reels': nReels, '--rows': rows } as CSSProperties}
      role="img"
      aria-label={t('reels', {
        reels: windowNow
          .map((reel, r) => t('reelOf', { n: r + 1, symbols: reel.map(nameOf).join(', ') }))
          .join('; '),
      })}
    >
      {range(nReels).map((reel) => {
        const column = windowNow[reel] ?? [];
        if (state.kind === 'landing') {
          const strip = landingStrip(title, reel, state.spin, state.from[reel] ?? []);
          const distance = ((strip.length - rows) / strip.length) * 100;
          return (
            <div className="reel" key={`${state.id}-${reel}`}>
              <div
                className="reel__strip reel__strip--landing"
                style={
                  {
                    '--cells': strip.length,
                    '--from': `-${distance}%`,
                    '--duration': `${700 + reel * 220}ms`,
                  } as CSSProperties
                }
                onAnimationEnd={() => {
                  play('reelStop');
                  landedRef.current += 1;
                  if (landedRef.current === nReels) onLandedRef.current?.();
                }}
              >
                {positions(strip).map(({ item: symbol, at: i }) => (
                  <div className="reel__cell" key={i}>
                    <SymbolArt titleId={title.id} symbol={symbol} />
                  </div>
                ))}
              </div>
            </div>
          );
        }
        if (state.kind === 'waiting') {
          const strip = (title.reels[reel] ?? '').split('');
          return (
            <div className="reel" key={`wait-${reel}`}>
              <div
                className="reel__strip reel__strip--looping"
                style={{ '--cells': strip.length * 2, '--rows-total': rows } as CSSProperties}
              >
                {positions([...strip, ...strip]).map(({ item: symbol, at: i }) => (
                  <div className="reel__cell" key={i}>
                    <SymbolArt titleId={title.id} symbol={symbol} />
                  </div>
                ))}
              </div>
            </div>
          );
        }
        return (
          <div className="reel" key={`still-${reel}`}>
            <div className="reel__strip" style={{ '--cells': rows } as CSSProperties}>
              {positions(column).map(({ item: symbol, at: row }) => {
                const isWin = highlight?.cells.has(reel * rows + row) ?? false;
                return (
                  <div
                    key={row}
                    className={`reel__cell${isWin ? ' reel__cell--win' : ''}${highlight && highlight.cells.size > 0 && !isWin ? ' reel__cell--dim' : ''}`}
                    data-symbol={symbol}
                  >
                    <SymbolArt titleId={title.id} symbol={symbol} />
                  </div>
                );
              })}
            </div>
          </div>
        );
      })}
      {spin && highlight && highlight.lines.length > 0 && (
        <svg
          className="reels__lines"
          viewBox={`0 0 ${nReels * 100} ${rows * 100}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {highlight.lines.map((l, i) => {
            const def = lines[l];
            if (!def) return null;
            const points = def.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(' ');
            return (
              <polyline
                key={l}
                className="reels__line"
                points={points}
                style={{ animationDelay: `${i * 120}ms` } as CSSProperties}
              />
            );
          })}
        </svg>
      )}
    </div>
  );
}
