import type { TDashboard } from '@croupier/contracts';
import { money } from '../console-api.ts';

/** A money string as a plain number for drawing only (pixels, never sums). */
function drawn(amount: string): number {
  return Number.parseFloat(amount);
}

/**
 * Deposits and withdrawals as paired bars and GGR as a line, per day. Plain SVG: the chart is one
 * picture of three series, so a chart library (tens of kB in the console chunk) would buy nothing
 * but weight; the colours come from the theme's tokens, so it follows dark and light.
 */
export function TrendChart({ series, symbol }: { series: TDashboard['series']; symbol: string }) {
  const width = 960;
  const height = 260;
  const pad = { top: 16, right: 12, bottom: 28, left: 64 };
  const values = series.flatMap((d) => [drawn(d.deposits), drawn(d.withdrawals), drawn(d.ggr)]);
  const max = Math.max(1, ...values);
  const min = Math.min(0, ...values);
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const y = (v: number) => pad.top + ((max - v) / (max - min)) * innerH;
  const step = innerW / Math.max(1, series.length);
  const barW = Math.max(3, Math.min(18, step / 3));
  const ticks = [max, (max + min) / 2, min];
  const line = series
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${pad.left + step * i + step / 2},${y(drawn(d.ggr))}`)
    .join(' ');
  return (
    <svg
      className="console-chart"
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label="Deposits, withdrawals and GGR per day"
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={pad.left}
            x2={width - pad.right}
            y1={y(tick)}
            y2={y(tick)}
            className="console-chart__grid"
          />
          <text x={pad.left - 8} y={y(tick) + 4} textAnchor="end" className="console-chart__axis">
            {max - min >= 10
              ? money(tick.toFixed(2), symbol).replace(/\.\d\d$/, '')
              : money(tick.toFixed(2), symbol)}
          </text>
        </g>
      ))}
      {series.map((d, i) => {
        const x = pad.left + step * i + step / 2;
        return (
          <g key={d.day}>
            <title>{`${d.day}: deposits ${money(d.deposits, symbol)}, withdrawals ${money(d.withdrawals, symbol)}, GGR ${money(d.ggr, symbol)}`}</title>
            <rect
              x={x - barW - 1}
              width={barW}
              y={y(drawn(d.deposits))}
              height={Math.max(0, y(0) - y(drawn(d.deposits)))}
              rx="3"
              className="console-chart__in"
            />
            <rect
              x={x + 1}
              width={barW}
              y={y(drawn(d.withdrawals))}
              height={Math.max(0, y(0) - y(drawn(d.withdrawals)))}
              rx="3"
              className="console-chart__out"
            />
            {(i % Math.ceil(series.length / 10) === 0 || i === series.length - 1) && (
              <text x={x} y={height - 8} textAnchor="middle" className="console-chart__axis">
                {d.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
      <path d={line} className="console-chart__line" />
      {series.map((d, i) => (
        <circle
          key={d.day}
          cx={pad.left + step * i + step / 2}
          cy={y(drawn(d.ggr))}
          r="3"
          className="console-chart__point"
        />
      ))}
    </svg>
  );
}
