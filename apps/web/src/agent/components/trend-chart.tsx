import { parseMinor } from '@croupier/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { displayMoney } from '../../lib/money-display.ts';
import { buildAxis, fractionFromTop } from '../lib/chart-scale.ts';

export type TChartPoint = { label: string; value: string };

const HEIGHT = 240;
const PAD = { top: 16, right: 12, bottom: 28, left: 56 };

/** Short axis label of a money tick: 1.2K, 3.5M (display only; the tick itself is exact). */
function shortMoney(minor: bigint): string {
  const units = Number(minor / 100n) / 100;
  const abs = Math.abs(units);
  if (abs >= 1_000_000) return `${(units / 1_000_000).toFixed(abs >= 10_000_000 ? 0 : 1)}M`;
  if (abs >= 1_000) return `${(units / 1_000).toFixed(abs >= 10_000 ? 0 : 1)}K`;
  return units.toFixed(abs >= 10 || abs === 0 ? 0 : 2);
}

/**
 * A light SVG column chart of one series per day (money strings, possibly negative: columns hang
 * below the zero line in the "down" colour). Exposed as an image with a summary; the exact figures
 * are in the table beside it. Hovering or focusing a column shows its value.
 */
export function TrendChart({
  points,
  title,
  summary,
  formatLabel = (label) => label.slice(5),
}: {
  points: readonly TChartPoint[];
  title: string;
  summary: string;
  formatLabel?: (label: string) => string;
}) {
  const titleId = useId();
  const descId = useId();
  const gradientId = useId();
  const [active, setActive] = useState<number | null>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  // Drawn at the frame's real width, so labels keep their size on a phone.
  const [width, setWidth] = useState(720);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  const values = points.map((point) => parseMinor(point.value, { allowNegative: true }));
  const axis = buildAxis(values);
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: bigint) => PAD.top + fractionFromTop(axis, value) * plotHeight;
  const zeroY = y(0n);
  const slot = points.length > 0 ? plotWidth / points.length : plotWidth;
  const barWidth = Math.max(3, Math.min(36, slot * 0.62));
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(3, Math.floor(plotWidth / 56))));
  const activePoint = active === null ? null : points[active];

  return (
    <figure className="trend-chart">
      <div ref={frameRef} className="trend-chart__frame">
        <svg
          viewBox={`0 0 ${width} ${HEIGHT}`}
          width={width}
          height={HEIGHT}
          role="img"
          aria-labelledby={`${titleId} ${descId}`}
          className="trend-chart__svg"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{summary}</desc>
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--brand-primary)" stopOpacity="1" />
              <stop offset="100%" stopColor="var(--brand-primary)" stopOpacity="0.45" />
            </linearGradient>
          </defs>
          {axis.ticks.map((tick) => (
            <g key={tick.toString()} className="trend-chart__tick">
              <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} />
              <text x={PAD.left - 10} y={y(tick)} dy="0.32em" textAnchor="end">
                {shortMoney(tick)}
              </text>
            </g>
          ))}
          <line className="trend-chart__zero" x1={PAD.left} x2={width - PAD.right} y1={zeroY} y2={zeroY} />
          {points.map((point, index) => {
            const value = values[index] ?? 0n;
            const top = Math.min(y(value), zeroY);
            const height = Math.max(value === 0n ? 0 : 1.5, Math.abs(y(value) - zeroY));
            const x = PAD.left + slot * index + (slot - barWidth) / 2;
            return (
              <g key={point.label}>
                <rect
                  className={value < 0n ? 'trend-chart__bar trend-chart__bar--down' : 'trend-chart__bar'}
                  x={x}
                  y={top}
                  width={barWidth}
                  height={height}
                  rx={Math.min(6, barWidth / 3)}
                  fill={value < 0n ? undefined : `url(#${gradientId})`}
                  opacity={active === null || active === index ? 1 : 0.45}
                />
                <rect
                  className="trend-chart__hit"
                  x={PAD.left + slot * index}
                  y={PAD.top}
                  width={slot}
                  height={plotHeight}
                  onPointerEnter={() => setActive(index)}
                  onPointerLeave={() => setActive(null)}
                />
                {index % labelEvery === 0 ? (
                  <text
                    className="trend-chart__label"
                    x={x + barWidth / 2}
                    y={HEIGHT - 8}
                    textAnchor="middle"
                  >
                    {formatLabel(point.label)}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption className="trend-chart__caption" aria-live="polite">
        {activePoint ? (
          <>
            <span>{activePoint.label}</span>
            <strong>{displayMoney(activePoint.value)}</strong>
          </>
        ) : (
          <span>{title}</span>
        )}
      </figcaption>
    </figure>
  );
}
