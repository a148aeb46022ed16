import { useEffect, useRef, useState } from 'react';

/** The European wheel's pockets clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const;
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** 'red' | 'black' | 'green' of a roulette number. */
export function numberColour(n: number): 'red' | 'black' | 'green' {
  return n === 0 ? 'green' : RED.has(n) ? 'red' : 'black';
}

const STEP = 360 / 37;

/**
 * The wheel seen from above. While `isSpinning` and no number is known it turns and the ball runs
 * the track; when `number` arrives the wheel eases to put that pocket under the ball at the top.
 */
export function RouletteWheel({ number, isSpinning }: { number: number | null; isSpinning: boolean }) {
  const [angle, setAngle] = useState(0);
  const last = useRef<number | null>(null);
  useEffect(() => {
    if (number === null || number === last.current) return;
    last.current = number;
    const index = WHEEL_ORDER.indexOf(number as (typeof WHEEL_ORDER)[number]);
    // Three more turns, then stop with the pocket at the top (angle 0).
    setAngle((current) => {
      const target = -index * STEP;
      const base = current - (current % 360) - 360 * 3;
      return base + target;
    });
  }, [number]);
  const isRolling = isSpinning && number === null;
  return (
    <div className={`wheel ${isRolling ? 'wheel--spinning' : ''}`} role="img" aria-label="Roulette wheel">
      <svg viewBox="-110 -110 220 220" className="wheel__svg" aria-hidden="true">
        <defs>
          <radialGradient id="wheel-wood" r="1">
            <stop offset="0.78" stopColor="#5a2d0c" />
            <stop offset="0.9" stopColor="#8b4a17" />
            <stop offset="1" stopColor="#3b1c06" />
          </radialGradient>
          <radialGradient id="wheel-cone" r="1">
            <stop offset="0" stopColor="#f7d774" />
            <stop offset="0.35" stopColor="#b8862b" />
            <stop offset="1" stopColor="#5a3a0c" />
          </radialGradient>
        </defs>
        <circle r="108" fill="url(#wheel-wood)" />
        <circle r="92" fill="#1a0d05" />
        <g className="wheel__rotor" style={{ transform: `rotate(${angle}deg)` }}>
          {WHEEL_ORDER.map((n, i) => {
            const a0 = ((i - 0.5) * STEP * Math.PI) / 180;
            const a1 = ((i + 0.5) * STEP * Math.PI) / 180;
            const r0 = 58;
            const r1 = 90;
            const p = (r: number, a: number) =>
              `${(r * Math.sin(a)).toFixed(2)} ${(-r * Math.cos(a)).toFixed(2)}`;
            const colour = numberColour(n);
            return (
              <g key={n}>
                <path
                  d={`M ${p(r0, a0)} L ${p(r1, a0)} A ${r1} ${r1} 0 0 1 ${p(r1, a1)} L ${p(r0, a1)} A ${r0} ${r0} 0 0 0 ${p(r0, a0)} Z`}
                  className={`wheel__pocket wheel__pocket--${colour}`}
                />
                <text
                  transform={`rotate(${i * STEP}) translate(0 -80)`}
                  className="wheel__number"
                  textAnchor="middle"
                  dominantBaseline="central"
                >
                  {n}
                </text>
              </g>
            );
          })}
          <circle r="58" fill="url(#wheel-cone)" />
          <circle r="66" fill="none" stroke="#d9b25a" strokeWidth="1.2" />
          {[0, 1, 2, 3].map((k) => (
            <rect
              key={k}
              x="-3"
              y="-48"
              width="6"
              height="96"
              rx="3"
              fill="#e8c46a"
              transform={`rotate(${k * 45})`}
            />
          ))}
          <circle r="10" fill="#f3d98b" stroke="#8a6420" />
        </g>
        <g className="wheel__ball-track">
          <circle className="wheel__ball" cx="0" cy={isRolling ? -99 : -74} r="4.6" />
        </g>
      </svg>
    </div>
  );
}
