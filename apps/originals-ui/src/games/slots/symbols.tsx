import { type ReactNode, useId } from 'react';
import { themeFor } from './themes.ts';

/**
 * Slot symbols drawn as SVG (no image files): each title's symbols on a 100×100 canvas, filled with
 * the theme's colours. Card ranks are lettered; wilds and scatters carry a WILD / SCATTER banner.
 */

type Draw = (fill: string, c: readonly [string, string]) => ReactNode;

const letter =
  (text: string, font = 'Georgia, serif'): Draw =>
  (fill, c) => (
    <text
      x="50"
      y="70"
      textAnchor="middle"
      fontFamily={font}
      fontWeight="900"
      fontSize={text.length > 1 ? 50 : 62}
      fill={fill}
      stroke={c[1]}
      strokeWidth="2.5"
      paintOrder="stroke"
    >
      {text}
    </text>
  );

const banner = (text: string, color: string): ReactNode => (
  <g>
    <rect x="12" y="72" width="76" height="20" rx="6" fill="#1a0f00" stroke={color} strokeWidth="2" />
    <text
      x="50"
      y="87"
      textAnchor="middle"
      fontFamily="Impact, 'Arial Black', sans-serif"
      fontSize={text.length > 5 ? 13 : 16}
      fill={color}
      letterSpacing="1"
    >
      {text}
    </text>
  </g>
);

const star = (cx: number, cy: number, r: number): string => {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const rad = i % 2 === 0 ? r : r * 0.45;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${(cx + rad * Math.cos(a)).toFixed(1)},${(cy + rad * Math.sin(a)).toFixed(1)}`);
  }
  return pts.join(' ');
};

const neon = (path: ReactNode, color: string): ReactNode => (
  <g fill="none" stroke={color} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
    <g opacity="0.35" strokeWidth="11">
      {path}
    </g>
    {path}
    <g stroke="#fff" strokeWidth="1.6" opacity="0.85">
      {path}
    </g>
  </g>
);

const ART: Readonly<Record<string, Readonly<Record<string, Draw>>>> = {
  'fruit-fiesta': {
    C: (f, c) => (
      <g>
        <path
          d="M50 14 C46 34 38 44 34 56 M50 14 C54 34 62 46 66 60"
          stroke="#2f9e44"
          strokeWidth="4"
          fill="none"
        />
        <path d="M50 14 C60 8 74 10 80 18 C70 22 58 22 50 14Z" fill="#40c057" />
        <circle cx="33" cy="66" r="17" fill={f} stroke={c[1]} strokeWidth="2" />
        <circle cx="66" cy="70" r="17" fill={f} stroke={c[1]} strokeWidth="2" />
        <circle cx="27" cy="60" r="5" fill="#fff" opacity="0.6" />
        <circle cx="60" cy="64" r="5" fill="#fff" opacity="0.6" />
      </g>
    ),
    L: (f, c) => (
      <g>
        <path
          d="M12 52 C16 28 44 18 66 24 C80 28 90 40 90 50 C86 74 56 84 34 78 C20 74 12 64 12 52Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="2.5"
        />
        <path
          d="M24 44 C30 34 44 30 54 31"
          stroke="#fff"
          strokeWidth="4"
          opacity="0.55"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    ),
    O: (f, c) => (
      <g>
        <circle cx="50" cy="55" r="32" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <path d="M50 24 C56 14 68 12 76 16 C70 26 60 28 50 24Z" fill="#2f9e44" />
        <circle cx="38" cy="44" r="7" fill="#fff" opacity="0.45" />
        <g fill={c[1]} opacity="0.35">
          <circle cx="60" cy="62" r="1.6" />
          <circle cx="48" cy="70" r="1.6" />
          <circle cx="66" cy="50" r="1.6" />
        </g>
      </g>
    ),
    P: (f, c) => (
      <g>
        <ellipse cx="50" cy="56" rx="29" ry="31" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <path d="M50 26 L54 12" stroke="#7c4a1e" strokeWidth="4" strokeLinecap="round" />
        <path d="M54 18 C64 10 76 14 78 20 C68 24 60 22 54 18Z" fill="#40c057" />
        <path d="M50 28 C46 44 46 70 50 86" stroke={c[1]} strokeWidth="2" fill="none" opacity="0.5" />
        <ellipse cx="38" cy="44" rx="6" ry="9" fill="#fff" opacity="0.35" />
      </g>
    ),
    G: (f, c) => (
      <g>
        <path d="M50 18 L50 8" stroke="#7c4a1e" strokeWidth="4" />
        <path d="M52 16 C62 6 78 8 82 16 C72 22 60 22 52 16Z" fill="#40c057" />
        {[
          [38, 30],
          [62, 30],
          [26, 48],
          [50, 46],
          [74, 48],
          [38, 64],
          [62, 64],
          [50, 80],
        ].map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <circle cx={x} cy={y} r="12" fill={f} stroke={c[1]} strokeWidth="2" />
            <circle cx={(x as number) - 4} cy={(y as number) - 4} r="3" fill="#fff" opacity="0.5" />
          </g>
        ))}
      </g>
    ),
    B: (f, c) => (
      <g>
        <path
          d="M50 12 C30 12 26 34 24 56 C22 66 16 70 14 76 L86 76 C84 70 78 66 76 56 C74 34 70 12 50 12Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="3"
        />
        <rect x="14" y="74" width="72" height="8" rx="4" fill={c[1]} />
        <circle cx="50" cy="86" r="7" fill={c[1]} />
        <path
          d="M36 26 C34 36 33 46 32 58"
          stroke="#fff"
          strokeWidth="5"
          opacity="0.5"
          strokeLinecap="round"
          fill="none"
        />
      </g>
    ),
    '7': letter('7', "Impact, 'Arial Black', sans-serif"),
    W: (f, c) => (
      <g>
        <polygon points={star(50, 40, 34)} fill={f} stroke={c[1]} strokeWidth="3" strokeLinejoin="round" />
        <polygon points={star(50, 40, 18)} fill="#fff" opacity="0.35" />
        {banner('WILD', '#ffe45c')}
      </g>
    ),
    S: (f, c) => (
      <g>
        <circle cx="50" cy="40" r="32" fill={f} stroke={c[1]} strokeWidth="3" />
        <circle cx="50" cy="40" r="24" fill="none" stroke={c[1]} strokeWidth="2" strokeDasharray="4 3" />
        <text
          x="50"
          y="52"
          textAnchor="middle"
          fontFamily="Georgia, serif"
          fontWeight="900"
          fontSize="34"
          fill={c[1]}
        >
          $
        </text>
        {banner('SCATTER', '#ffd700')}
      </g>
    ),
  },
  'pharaohs-fortune': {
    T: letter('10'),
    J: letter('J'),
    Q: letter('Q'),
    K: letter('K'),
    A: letter('A'),
    E: (f, c) => (
      <g fill="none" strokeLinecap="round">
        <path
          d="M12 46 C28 24 70 22 88 44 C70 60 30 62 12 46Z"
          fill="#f8fafc"
          stroke={c[1]}
          strokeWidth="4"
        />
        <circle cx="50" cy="44" r="12" fill={f} stroke={c[1]} strokeWidth="3" />
        <circle cx="50" cy="44" r="5" fill="#0b1020" />
        <path d="M20 28 C40 16 66 18 84 30" stroke={c[1]} strokeWidth="5" />
        <path d="M42 60 L36 84 M36 84 C32 90 24 88 26 80" stroke={c[1]} strokeWidth="4" />
        <path d="M58 58 C66 70 76 76 86 74" stroke={c[1]} strokeWidth="4" />
      </g>
    ),
    N: (f, c) => (
      <g>
        <path
          d="M30 90 L34 56 L24 44 L30 10 L42 36 L52 34 L60 12 L62 40 L86 56 L80 64 L60 62 L62 90Z"
          fill="#111827"
          stroke={f}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="54" cy="48" r="3.5" fill="#fbbf24" />
        <path d="M30 78 L62 78 M30 86 L62 86" stroke="#d4a93c" strokeWidth="4" />
        <path d="M30 82 L62 82" stroke={c[0]} strokeWidth="3" opacity="0.6" />
      </g>
    ),
    P: (f, c) => (
      <g>
        <path d="M22 90 L26 34 C28 14 72 14 74 34 L78 90Z" fill={f} />
        <g stroke={c[1]} strokeWidth="5">
          <path d="M26 44 L20 90 M74 44 L80 90" />
          <path d="M28 34 L72 34" />
          <path d="M24 58 L32 58 M68 58 L76 58 M22 72 L32 72 M68 72 L78 72" />
        </g>
        <path d="M34 36 L66 36 L64 70 C60 82 40 82 36 70Z" fill="#c68a4c" stroke="#6b3f16" strokeWidth="2" />
        <path d="M40 50 L46 50 M54 50 L60 50" stroke="#111" strokeWidth="3" strokeLinecap="round" />
        <path d="M46 66 L54 66" stroke="#6b3f16" strokeWidth="2" />
        <path d="M46 78 L54 78 L52 92 L48 92Z" fill={c[1]} />
      </g>
    ),
    W: (f, c) => (
      <g>
        <path d="M20 70 L24 28 C26 8 74 8 76 28 L80 70Z" fill={f} stroke={c[1]} strokeWidth="3" />
        <g stroke="#1e40af" strokeWidth="4">
          <path d="M24 40 L18 70 M76 40 L82 70" />
        </g>
        <path d="M34 30 L66 30 L64 56 C58 66 42 66 36 56Z" fill="#ffe9a8" stroke={c[1]} strokeWidth="2" />
        <path d="M40 42 L46 42 M54 42 L60 42" stroke="#1e3a8a" strokeWidth="3" strokeLinecap="round" />
        {banner('WILD', '#ffd86b')}
      </g>
    ),
    S: (f, c) => (
      <g>
        <circle cx="70" cy="20" r="9" fill="#fde68a" />
        <path d="M50 10 L88 70 L12 70Z" fill={f} stroke={c[1]} strokeWidth="2.5" strokeLinejoin="round" />
        <path d="M50 10 L88 70 L56 70Z" fill={c[1]} opacity="0.55" />
        <path d="M30 42 L70 42 M22 56 L78 56" stroke={c[1]} strokeWidth="1.5" opacity="0.6" />
        {banner('SCATTER', '#f5c451')}
      </g>
    ),
  },
  'dragon-pearls': {
    '9': letter('9', "'Trebuchet MS', sans-serif"),
    T: letter('10', "'Trebuchet MS', sans-serif"),
    J: letter('J', "'Trebuchet MS', sans-serif"),
    Q: letter('Q', "'Trebuchet MS', sans-serif"),
    K: letter('K', "'Trebuchet MS', sans-serif"),
    L: (f, c) => (
      <g>
        <path d="M50 4 L50 14" stroke="#f5cf6a" strokeWidth="3" />
        <rect x="34" y="12" width="32" height="8" rx="2" fill="#f5cf6a" />
        <ellipse cx="50" cy="48" rx="30" ry="30" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <path
          d="M50 18 C36 30 36 66 50 78 M50 18 C64 30 64 66 50 78 M22 48 L78 48"
          stroke={c[1]}
          strokeWidth="2"
          fill="none"
        />
        <text
          x="50"
          y="56"
          textAnchor="middle"
          fontFamily="serif"
          fontWeight="900"
          fontSize="20"
          fill="#fde68a"
        >
          福
        </text>
        <rect x="36" y="76" width="28" height="8" rx="2" fill="#f5cf6a" />
        <path d="M46 84 L44 98 M50 84 L50 98 M54 84 L56 98" stroke="#f5cf6a" strokeWidth="2" />
      </g>
    ),
    F: (f, c) => (
      <g>
        <path d="M14 52 C28 28 62 26 76 48 C62 70 28 74 14 52Z" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <path
          d="M74 48 L92 30 L88 50 L92 70Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M36 36 C42 44 40 56 34 64 M52 34 C58 44 56 58 50 66"
          stroke="#fff"
          strokeWidth="6"
          opacity="0.75"
          fill="none"
        />
        <circle cx="24" cy="48" r="3.5" fill="#111" />
        <path d="M42 32 L52 18 L58 32Z" fill={c[1]} />
      </g>
    ),
    D: (f, c) => (
      <g>
        <path
          d="M18 84 C8 60 30 50 44 60 C58 70 78 62 74 42 C72 30 60 22 48 28"
          stroke={f}
          strokeWidth="11"
          fill="none"
          strokeLinecap="round"
        />
        <path
          d="M18 84 C8 60 30 50 44 60 C58 70 78 62 74 42"
          stroke="#fde68a"
          strokeWidth="2"
          fill="none"
          strokeDasharray="3 5"
        />
        <path
          d="M30 30 C34 14 54 10 64 18 L76 12 L72 24 C76 32 70 40 60 40 L40 40 C32 40 28 36 30 30Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="2.5"
        />
        <circle cx="58" cy="26" r="3.5" fill="#fde047" />
        <path d="M32 36 L20 42 M36 38 L26 48" stroke="#f5cf6a" strokeWidth="2" />
      </g>
    ),
    W: (f, c) => (
      <g>
        <defs>
          <radialGradient id="pearl-shine" cx="35%" cy="30%" r="70%">
            <stop offset="0%" stopColor="#ffffff" />
            <stop offset="55%" stopColor={f} />
            <stop offset="100%" stopColor={c[1]} />
          </radialGradient>
        </defs>
        <circle cx="50" cy="40" r="30" fill="url(#pearl-shine)" />
        <circle cx="40" cy="30" r="7" fill="#fff" opacity="0.85" />
        {banner('WILD', '#fdf2f8')}
      </g>
    ),
    S: (f, c) => (
      <g>
        <path d="M14 10 L86 10 M20 10 L20 70 M80 10 L80 70" stroke="#7c2d12" strokeWidth="5" />
        <circle cx="50" cy="40" r="26" fill={f} stroke={c[1]} strokeWidth="3" />
        <circle cx="50" cy="40" r="16" fill="none" stroke={c[1]} strokeWidth="2" />
        <circle cx="50" cy="40" r="6" fill={c[1]} />
        {banner('SCATTER', '#f5cf6a')}
      </g>
    ),
  },
  'neon-nights': {
    H: (f) =>
      neon(
        <path d="M50 82 C22 60 12 46 16 32 C20 18 40 14 50 30 C60 14 80 18 84 32 C88 46 78 60 50 82Z" />,
        f,
      ),
    D: (f) => neon(<path d="M50 12 L80 50 L50 88 L20 50Z" />, f),
    C: (f) =>
      neon(
        <g>
          <circle cx="50" cy="30" r="14" />
          <circle cx="31" cy="54" r="14" />
          <circle cx="69" cy="54" r="14" />
          <path d="M50 56 L42 84 L58 84Z" />
        </g>,
        f,
      ),
    P: (f) =>
      neon(
        <g>
          <path d="M50 12 C40 30 16 42 18 58 C20 72 40 74 50 62 C60 74 80 72 82 58 C84 42 60 30 50 12Z" />
          <path d="M50 62 L42 86 L58 86Z" />
        </g>,
        f,
      ),
    R: (f, c) => (
      <g>
        {neon(
          <g>
            <path d="M10 66 L14 52 L32 46 L42 34 L66 34 L78 46 L90 50 L90 66Z" />
            <path d="M44 38 L46 46 M62 38 L64 46" />
          </g>,
          f,
        )}
        {neon(
          <g>
            <circle cx="28" cy="68" r="8" />
            <circle cx="74" cy="68" r="8" />
          </g>,
          c[1],
        )}
      </g>
    ),
    M: (f, c) => (
      <g>
        {neon(
          <g>
            <rect x="36" y="10" width="28" height="40" rx="14" />
            <path d="M26 40 C26 62 74 62 74 40 M50 62 L50 80 M36 84 L64 84" />
          </g>,
          c[1],
        )}
        <g stroke={f} strokeWidth="1.5" opacity="0.8">
          <path d="M40 22 L60 22 M40 30 L60 30 M40 38 L60 38" />
        </g>
      </g>
    ),
    X: (f, c) => (
      <g>
        <rect x="8" y="22" width="84" height="52" rx="10" fill="none" stroke={c[1]} strokeWidth="4" />
        <rect
          x="8"
          y="22"
          width="84"
          height="52"
          rx="10"
          fill="none"
          stroke={c[1]}
          strokeWidth="10"
          opacity="0.3"
        />
        <text
          x="50"
          y="61"
          textAnchor="middle"
          fontFamily="Impact, 'Arial Black', sans-serif"
          fontSize="32"
          fill={f}
          stroke={f}
          strokeWidth="1"
          style={{ filter: `drop-shadow(0 0 4px ${c[0]})` }}
        >
          777
        </text>
      </g>
    ),
    W: (f, c) => (
      <g>
        {neon(
          <path d="M60 12 C36 14 22 34 26 54 C30 70 50 78 66 70 C50 68 38 54 40 38 C42 26 50 16 60 12Z" />,
          c[1],
        )}
        <text
          x="50"
          y="90"
          textAnchor="middle"
          fontFamily="Impact, 'Arial Black', sans-serif"
          fontSize="24"
          fill={f}
          style={{ filter: `drop-shadow(0 0 5px ${c[0]})` }}
        >
          WILD
        </text>
      </g>
    ),
    S: (f, c) => (
      <g>
        <path d="M50 2 L50 12" stroke={f} strokeWidth="2" />
        <circle cx="50" cy="40" r="28" fill="#334155" stroke={c[1]} strokeWidth="3" />
        <g stroke="#0f172a" strokeWidth="1.5">
          <path
            d="M22 40 L78 40 M26 26 L74 26 M26 54 L74 54 M50 12 L50 68 M36 14 C30 30 30 50 36 66 M64 14 C70 30 70 50 64 66"
            fill="none"
          />
        </g>
        <circle cx="40" cy="28" r="6" fill="#fff" opacity="0.9" />
        <circle cx="60" cy="48" r="3" fill={c[1]} />
        {banner('SCATTER', '#e2e8f0')}
      </g>
    ),
  },
  'viking-voyage': {
    T: letter('10', "Georgia, 'Times New Roman', serif"),
    J: letter('J', "Georgia, 'Times New Roman', serif"),
    Q: letter('Q', "Georgia, 'Times New Roman', serif"),
    K: letter('K', "Georgia, 'Times New Roman', serif"),
    A: letter('A', "Georgia, 'Times New Roman', serif"),
    X: (f, c) => (
      <g>
        <path d="M30 88 L66 16" stroke={c[1]} strokeWidth="7" strokeLinecap="round" />
        <path
          d="M58 10 C78 10 92 26 90 44 C80 38 70 38 62 40 L54 32Z"
          fill={f}
          stroke="#475569"
          strokeWidth="2.5"
        />
        <path d="M60 16 C74 18 84 28 86 38" stroke="#fff" strokeWidth="2" opacity="0.6" fill="none" />
      </g>
    ),
    H: (f, c) => (
      <g>
        <path d="M20 62 C20 30 80 30 80 62Z" fill={f} stroke="#475569" strokeWidth="3" />
        <path d="M20 62 L80 62 L80 70 L20 70Z" fill={c[1]} />
        <path d="M50 34 L50 80" stroke="#64748b" strokeWidth="6" />
        <path
          d="M22 50 C10 40 8 24 14 12 C18 28 26 36 32 40Z"
          fill="#fef3c7"
          stroke="#a16207"
          strokeWidth="2"
        />
        <path
          d="M78 50 C90 40 92 24 86 12 C82 28 74 36 68 40Z"
          fill="#fef3c7"
          stroke="#a16207"
          strokeWidth="2"
        />
      </g>
    ),
    V: (f, c) => (
      <g>
        <path
          d="M50 50 C30 30 12 30 6 40 C18 42 26 48 30 58 C22 58 14 62 12 70 C26 66 40 66 50 70Z"
          fill="#f8fafc"
          stroke="#94a3b8"
          strokeWidth="2"
        />
        <path
          d="M50 50 C70 30 88 30 94 40 C82 42 74 48 70 58 C78 58 86 62 88 70 C74 66 60 66 50 70Z"
          fill="#f8fafc"
          stroke="#94a3b8"
          strokeWidth="2"
        />
        <circle cx="50" cy="58" r="18" fill={c[1]} stroke={f} strokeWidth="4" />
        <circle cx="50" cy="58" r="6" fill={f} />
        <path d="M50 40 L50 76 M32 58 L68 58" stroke={f} strokeWidth="2" />
      </g>
    ),
    W: (f, c) => (
      <g>
        <path d="M24 40 C24 14 76 14 76 40Z" fill="#94a3b8" stroke="#334155" strokeWidth="2.5" />
        <path d="M28 40 L72 40 L68 56 L32 56Z" fill="#f1c9a5" />
        <path d="M56 44 L66 44 L64 50 L56 50Z" fill="#0f172a" />
        <path d="M28 46 L72 38" stroke="#0f172a" strokeWidth="2" />
        <circle cx="42" cy="47" r="2.5" fill={c[1]} />
        <path
          d="M30 54 C32 70 42 74 50 74 C58 74 68 70 70 54 C62 60 38 60 30 54Z"
          fill={f}
          stroke="#94a3b8"
          strokeWidth="2"
        />
        {banner('WILD', '#e2e8f0')}
      </g>
    ),
    S: (f, c) => (
      <g>
        <path d="M48 6 L48 52" stroke="#78350f" strokeWidth="3" />
        <path d="M26 12 L72 12 L68 48 L30 48Z" fill="#f8fafc" stroke="#64748b" strokeWidth="1.5" />
        <path d="M34 12 L34 48 M48 12 L48 48 M62 12 L62 48" stroke={c[1]} strokeWidth="6" />
        <path d="M8 52 C10 62 20 68 50 68 C80 68 90 62 92 52 Z" fill={f} stroke="#451a03" strokeWidth="2" />
        <path d="M8 52 C4 46 6 38 12 36 M92 52 C96 46 94 38 88 36" stroke={f} strokeWidth="4" fill="none" />
        {banner('SCATTER', '#fbbf24')}
      </g>
    ),
  },
  'ocean-treasure': {
    F: (f, c) => (
      <g>
        <path d="M12 50 C26 26 60 26 72 50 C60 74 26 74 12 50Z" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <path
          d="M70 50 L90 32 L86 50 L90 68Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="26" cy="46" r="4" fill="#fff" />
        <circle cx="27" cy="46" r="2" fill="#111" />
        <path
          d="M40 34 C46 44 46 56 40 66 M52 34 C58 44 58 56 52 66"
          stroke="#fff"
          strokeWidth="2"
          opacity="0.5"
          fill="none"
        />
      </g>
    ),
    H: (f, c) => (
      <g>
        <path
          d="M46 14 C60 10 70 20 64 30 L72 34 L62 38 C60 50 70 58 66 70 C62 82 48 88 40 80 C48 80 52 74 48 68 C42 60 36 50 42 38 C34 36 30 30 34 24 C36 20 40 16 46 14Z"
          fill={f}
          stroke={c[1]}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <circle cx="52" cy="22" r="3" fill="#111" />
        <path d="M56 40 C64 44 66 52 60 58" stroke={c[1]} strokeWidth="2" fill="none" />
      </g>
    ),
    T: (f, c) => (
      <g>
        <ellipse cx="46" cy="52" rx="30" ry="24" fill={f} stroke={c[1]} strokeWidth="3" />
        <path
          d="M46 30 L46 74 M20 52 L72 52 M30 36 L62 68 M62 36 L30 68"
          stroke={c[1]}
          strokeWidth="2"
          opacity="0.6"
        />
        <ellipse cx="84" cy="50" rx="10" ry="8" fill="#a7f3d0" stroke={c[1]} strokeWidth="2" />
        <circle cx="87" cy="47" r="1.8" fill="#111" />
        <path
          d="M24 34 L14 22 M24 70 L14 82 M66 34 L72 24 M66 70 L72 80"
          stroke="#a7f3d0"
          strokeWidth="7"
          strokeLinecap="round"
        />
      </g>
    ),
    O: (f, c) => (
      <g>
        <path d="M22 48 C22 18 78 18 78 48Z" fill={f} stroke={c[1]} strokeWidth="2.5" />
        <g stroke={f} strokeWidth="7" strokeLinecap="round" fill="none">
          <path d="M26 48 C20 62 30 70 22 84" />
          <path d="M40 50 C36 66 44 74 38 88" />
          <path d="M60 50 C64 66 56 74 62 88" />
          <path d="M74 48 C80 62 70 70 78 84" />
        </g>
        <circle cx="40" cy="36" r="5" fill="#fff" />
        <circle cx="60" cy="36" r="5" fill="#fff" />
        <circle cx="41" cy="37" r="2.5" fill="#111" />
        <circle cx="61" cy="37" r="2.5" fill="#111" />
      </g>
    ),
    C: (f, c) => (
      <g>
        <path d="M14 42 C14 20 86 20 86 42Z" fill={f} stroke="#451a03" strokeWidth="2.5" />
        <rect x="14" y="42" width="72" height="40" rx="3" fill={f} stroke="#451a03" strokeWidth="2.5" />
        <g fill={c[1]}>
          <rect x="24" y="26" width="8" height="56" />
          <rect x="68" y="26" width="8" height="56" />
          <rect x="14" y="40" width="72" height="6" />
        </g>
        <rect x="44" y="46" width="12" height="14" rx="2" fill={c[1]} stroke="#451a03" strokeWidth="1.5" />
        <circle cx="34" cy="38" r="5" fill="#fde68a" />
        <circle cx="50" cy="34" r="5" fill="#fde68a" />
        <circle cx="64" cy="38" r="5" fill="#fde68a" />
      </g>
    ),
    M: (f, c) => (
      <g>
        <path
          d="M44 10 C30 30 34 54 46 64 C54 72 56 80 50 88 L72 82 C66 76 60 72 62 62 C70 44 62 24 44 10Z"
          fill={f}
          stroke="#134e4a"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path
          d="M50 88 C40 92 30 90 24 84 C34 82 42 82 50 88Z M50 88 C58 94 70 96 80 92 C74 86 64 84 50 88Z"
          fill={c[1]}
          stroke="#701a75"
          strokeWidth="2"
        />
        <path
          d="M46 24 C50 32 50 40 46 48 M54 36 C58 44 58 52 54 60"
          stroke="#ccfbf1"
          strokeWidth="2"
          fill="none"
          opacity="0.7"
        />
      </g>
    ),
    W: (f, c) => (
      <g>
        <g fill="none" stroke={f} strokeWidth="7" strokeLinecap="round">
          <circle cx="50" cy="14" r="7" />
          <path d="M50 21 L50 66 M34 32 L66 32" />
          <path d="M20 50 C20 64 36 70 50 70 C64 70 80 64 80 50" />
        </g>
        <path d="M14 52 L20 42 L26 52Z M74 52 L80 42 L86 52Z" fill={f} />
        <g stroke={c[1]} strokeWidth="1.5" fill="none">
          <path d="M50 24 L50 62" />
        </g>
        {banner('WILD', '#e2e8f0')}
      </g>
    ),
    S: (f, c) => (
      <g>
        <path
          d="M50 66 C20 66 10 44 16 28 C24 12 76 12 84 28 C90 44 80 66 50 66Z"
          fill={f}
          stroke="#be185d"
          strokeWidth="2.5"
        />
        <path
          d="M50 66 L22 26 M50 66 L36 18 M50 66 L50 16 M50 66 L64 18 M50 66 L78 26"
          stroke="#be185d"
          strokeWidth="2"
          opacity="0.6"
        />
        <circle cx="50" cy="50" r="10" fill="#fff" stroke={c[1]} strokeWidth="2" />
        <circle cx="47" cy="47" r="3" fill="#fff" />
        {banner('SCATTER', '#fbcfe8')}
      </g>
    ),
  },
};

/** One symbol of a title, as an SVG filling its box; `label` gives it an accessible name. */
export function SymbolArt({ titleId, symbol, label }: { titleId: string; symbol: string; label?: string }) {
  const id = useId().replace(/:/g, '');
  const theme = themeFor(titleId);
  const c = theme.colors[symbol] ?? (['#e2e8f0', '#475569'] as const);
  const draw = ART[titleId]?.[symbol] ?? letter(symbol);
  const gradient = `${id}-g`;
  return (
    <svg
      viewBox="0 0 100 100"
      className="symbol-art"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor={c[0]} />
          <stop offset="100%" stopColor={c[1]} />
        </linearGradient>
      </defs>
      {draw(`url(#${gradient})`, c)}
    </svg>
  );
}

/** True when the title has a drawing for the symbol (the tests hold every title's symbols drawn). */
export function hasArt(titleId: string, symbol: string): boolean {
  return Boolean(ART[titleId]?.[symbol]);
}
