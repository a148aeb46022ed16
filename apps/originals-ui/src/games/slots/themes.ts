/**
 * Each slot title's look: colours of the cabinet, the reels and the win glow, and the colour of every
 * symbol (the drawings are in symbols.tsx). Keyed by the packages/games title id.
 */
export interface SlotTheme {
  /** Page background (a CSS gradient). */
  readonly background: string;
  /** Cabinet frame colours (light, dark). */
  readonly frame: readonly [string, string];
  /** Reel window background. */
  readonly reel: string;
  /** Win line / highlight colour. */
  readonly win: string;
  /** Title lettering gradient. */
  readonly title: readonly [string, string];
  /** Colour per symbol id (main, shade). */
  readonly colors: Readonly<Record<string, readonly [string, string]>>;
}

export const SLOT_THEMES: Readonly<Record<string, SlotTheme>> = {
  'fruit-fiesta': {
    background: 'radial-gradient(120% 90% at 50% 0%, #6b1140 0%, #2a0a2e 45%, #0d0518 100%)',
    frame: ['#ffd95a', '#b8860b'],
    reel: 'linear-gradient(180deg, #2b0c33 0%, #44124a 50%, #2b0c33 100%)',
    win: '#ffe066',
    title: ['#fff3b0', '#ff9f1c'],
    colors: {
      C: ['#ff2e4d', '#9b0a23'],
      L: ['#ffe94d', '#c9a400'],
      O: ['#ff9a1f', '#c25a00'],
      P: ['#a855f7', '#5b1a99'],
      G: ['#7c3aed', '#3b0f8a'],
      B: ['#ffd447', '#b8860b'],
      '7': ['#ff3355', '#8a0018'],
      W: ['#ffe45c', '#f59e0b'],
      S: ['#ffd700', '#a67c00'],
    },
  },
  'pharaohs-fortune': {
    background: 'radial-gradient(120% 90% at 50% 0%, #5a3d12 0%, #231a0a 45%, #0a0c1e 100%)',
    frame: ['#f2d27a', '#8c6a1c'],
    reel: 'linear-gradient(180deg, #1a1a3a 0%, #24264f 50%, #1a1a3a 100%)',
    win: '#ffd86b',
    title: ['#fff0c2', '#d4a93c'],
    colors: {
      T: ['#60a5fa', '#1e40af'],
      J: ['#34d399', '#047857'],
      Q: ['#f472b6', '#9d174d'],
      K: ['#fbbf24', '#b45309'],
      A: ['#f87171', '#991b1b'],
      E: ['#38bdf8', '#0c4a6e'],
      N: ['#cbd5e1', '#1e293b'],
      P: ['#2563eb', '#d4a93c'],
      W: ['#ffd86b', '#a0740f'],
      S: ['#f5c451', '#8c6a1c'],
    },
  },
  'dragon-pearls': {
    background: 'radial-gradient(120% 90% at 50% 0%, #7a0d0d 0%, #350606 45%, #120202 100%)',
    frame: ['#f5cf6a', '#9c6b12'],
    reel: 'linear-gradient(180deg, #2a0505 0%, #3f0a0a 50%, #2a0505 100%)',
    win: '#ffd23f',
    title: ['#fff1c1', '#e0a526'],
    colors: {
      '9': ['#93c5fd', '#1d4ed8'],
      T: ['#86efac', '#15803d'],
      J: ['#fda4af', '#be123c'],
      Q: ['#c4b5fd', '#6d28d9'],
      K: ['#fcd34d', '#b45309'],
      L: ['#ef4444', '#7f1d1d'],
      F: ['#fb923c', '#c2410c'],
      D: ['#22c55e', '#14532d'],
      W: ['#fdf2f8', '#f9a8d4'],
      S: ['#f5cf6a', '#9c6b12'],
    },
  },
  'neon-nights': {
    background: 'radial-gradient(120% 90% at 50% 0%, #3d0a66 0%, #1a0536 45%, #05010f 100%)',
    frame: ['#ff2bd6', '#6a00ff'],
    reel: 'linear-gradient(180deg, #0a0420 0%, #140a33 50%, #0a0420 100%)',
    win: '#00f0ff',
    title: ['#7df9ff', '#ff2bd6'],
    colors: {
      H: ['#ff3b8d', '#ff3b8d'],
      D: ['#00e5ff', '#00e5ff'],
      C: ['#39ff14', '#39ff14'],
      P: ['#b967ff', '#b967ff'],
      R: ['#ff9f1c', '#ff2bd6'],
      M: ['#f1f5f9', '#00e5ff'],
      X: ['#fffb00', '#ff2bd6'],
      W: ['#ff2bd6', '#7df9ff'],
      S: ['#e2e8f0', '#b967ff'],
    },
  },
  'viking-voyage': {
    background: 'radial-gradient(120% 90% at 50% 0%, #17405e 0%, #0b1e2e 45%, #03070c 100%)',
    frame: ['#c9d6df', '#5b6b78'],
    reel: 'linear-gradient(180deg, #0c1822 0%, #13273a 50%, #0c1822 100%)',
    win: '#7de3ff',
    title: ['#f1f5f9', '#7dd3fc'],
    colors: {
      T: ['#93c5fd', '#1e3a8a'],
      J: ['#6ee7b7', '#065f46'],
      Q: ['#c4b5fd', '#4c1d95'],
      K: ['#fca5a5', '#7f1d1d'],
      A: ['#fde68a', '#92400e'],
      X: ['#cbd5e1', '#7c4a1e'],
      H: ['#e2e8f0', '#a16207'],
      V: ['#fde047', '#0369a1'],
      W: ['#e2e8f0', '#7dd3fc'],
      S: ['#b45309', '#e11d48'],
    },
  },
  'ocean-treasure': {
    background: 'radial-gradient(120% 90% at 50% 0%, #0a5e7a 0%, #023047 45%, #010d18 100%)',
    frame: ['#ffd166', '#a0740f'],
    reel: 'linear-gradient(180deg, #022235 0%, #053a52 50%, #022235 100%)',
    win: '#5eead4',
    title: ['#e0fbff', '#22d3ee'],
    colors: {
      F: ['#60a5fa', '#1e3a8a'],
      H: ['#fbbf24', '#b45309'],
      T: ['#34d399', '#065f46'],
      O: ['#f472b6', '#9d174d'],
      C: ['#d97706', '#ffd166'],
      M: ['#2dd4bf', '#c026d3'],
      W: ['#cbd5e1', '#475569'],
      S: ['#fbcfe8', '#f9a8d4'],
    },
  },
};

/** A title's theme; an unknown id falls back to the first theme. */
export function themeFor(titleId: string): SlotTheme {
  return SLOT_THEMES[titleId] ?? (SLOT_THEMES['fruit-fiesta'] as SlotTheme);
}
