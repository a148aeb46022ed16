import type { GameDef } from './games.ts';

/** Colours and a vector icon (drawn in a 120×120 box) per game: no emoji font is needed to render them. */
const ART: Record<string, { from: string; to: string; icon: string }> = {
  'ih-fruit-fiesta': {
    from: '#ff6b6b',
    to: '#ffb347',
    icon: '<path d="M60 20 C58 45 45 60 38 72 M60 20 C66 45 76 58 84 70" stroke="#2e7d32" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M60 20 C72 10 92 14 98 24 C84 28 70 28 60 20Z" fill="#43a047"/><circle cx="36" cy="86" r="22" fill="#d50000"/><circle cx="86" cy="84" r="22" fill="#c51162"/><circle cx="29" cy="79" r="6" fill="#fff" opacity=".6"/><circle cx="79" cy="77" r="6" fill="#fff" opacity=".6"/>',
  },
  'ih-pharaohs-fortune': {
    from: '#c89b3c',
    to: '#3b2a10',
    icon: '<path d="M60 10 L112 104 H8Z" fill="#ffd54f" stroke="#fff3c4" stroke-width="3"/><path d="M60 10 L112 104 H60Z" fill="#e0a800"/><ellipse cx="60" cy="72" rx="20" ry="11" fill="#3b2a10"/><circle cx="60" cy="72" r="7" fill="#ffd54f"/>',
  },
  'ih-dragon-pearls': {
    from: '#b31217',
    to: '#e52d27',
    icon: '<circle cx="60" cy="60" r="44" fill="#fff8e1"/><circle cx="60" cy="60" r="44" fill="url(#pearl)"/><circle cx="44" cy="42" r="12" fill="#fff" opacity=".9"/><defs><radialGradient id="pearl" cx=".35" cy=".35" r=".8"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#f48fb1" stop-opacity=".7"/></radialGradient></defs>',
  },
  'ih-neon-nights': {
    from: '#7f00ff',
    to: '#e100ff',
    icon: '<path d="M60 6 L72 46 L114 48 L80 72 L92 112 L60 88 L28 112 L40 72 L6 48 L48 46Z" fill="none" stroke="#fff" stroke-width="6" stroke-linejoin="round"/><path d="M60 6 L72 46 L114 48 L80 72 L92 112 L60 88 L28 112 L40 72 L6 48 L48 46Z" fill="#ff80ff" opacity=".35"/>',
  },
  'ih-viking-voyage': {
    from: '#1e3c72',
    to: '#2a5298',
    icon: '<path d="M60 14 V92" stroke="#fff" stroke-width="6"/><path d="M62 18 L100 60 H62Z" fill="#e53935"/><path d="M14 78 H106 L92 104 H28Z" fill="#8d6e63" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><circle cx="18" cy="74" r="8" fill="#ffd54f"/>',
  },
  'ih-ocean-treasure': {
    from: '#00c6ff',
    to: '#0072ff',
    icon: '<path d="M60 104 L10 56 A52 52 0 0 1 110 56Z" fill="#ffe0b2" stroke="#fff" stroke-width="4" stroke-linejoin="round"/><path d="M60 104 L30 30 M60 104 L60 12 M60 104 L90 30 M60 104 L14 56 M60 104 L106 56" stroke="#ffab91" stroke-width="4"/><circle cx="60" cy="96" r="10" fill="#fff"/>',
  },
  'ih-dice': {
    from: '#11998e',
    to: '#38ef7d',
    icon: '<rect x="14" y="14" width="92" height="92" rx="18" fill="#fff"/><g fill="#11998e"><circle cx="38" cy="38" r="9"/><circle cx="82" cy="38" r="9"/><circle cx="60" cy="60" r="9"/><circle cx="38" cy="82" r="9"/><circle cx="82" cy="82" r="9"/></g>',
  },
  'ih-limbo': {
    from: '#fc4a1a',
    to: '#f7b733',
    icon: '<path d="M14 100 C50 96 80 70 102 18" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M84 18 H104 V38" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  },
  'ih-plinko': {
    from: '#8e2de2',
    to: '#4a00e0',
    icon: '<g fill="#fff" opacity=".85"><circle cx="60" cy="22" r="6"/><circle cx="42" cy="46" r="6"/><circle cx="78" cy="46" r="6"/><circle cx="24" cy="70" r="6"/><circle cx="60" cy="70" r="6"/><circle cx="96" cy="70" r="6"/><circle cx="6" cy="94" r="6"/><circle cx="42" cy="94" r="6"/><circle cx="78" cy="94" r="6"/><circle cx="114" cy="94" r="6"/></g><circle cx="51" cy="58" r="10" fill="#ff4081"/>',
  },
  'ih-mines': {
    from: '#232526',
    to: '#414345',
    icon: '<path d="M30 20 H90 L112 46 L60 108 L8 46Z" fill="#4dd0e1" stroke="#e0f7fa" stroke-width="4" stroke-linejoin="round"/><path d="M8 46 H112 M30 20 L44 46 L60 108 L76 46 L90 20 M44 46 L60 20 L76 46" stroke="#e0f7fa" stroke-width="3" fill="none"/>',
  },
  'ih-crash': {
    from: '#f12711',
    to: '#f5af19',
    icon: '<path d="M60 6 C84 22 90 52 82 84 H38 C30 52 36 22 60 6Z" fill="#fff"/><circle cx="60" cy="44" r="11" fill="#f12711"/><path d="M38 70 L18 96 L40 90Z M82 70 L102 96 L80 90Z" fill="#ffd54f"/><path d="M48 86 L60 114 L72 86Z" fill="#ffeb3b"/>',
  },
};

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const rendered = new Map<string, string>();

/** The game's tile art (SVG, 400×300), rendered once per game and then served from memory. */
export function gameSvg(game: GameDef): string {
  let svg = rendered.get(game.code);
  if (svg === undefined) {
    svg = renderSvg(game);
    rendered.set(game.code, svg);
  }
  return svg;
}

/**
 * A themed gradient and a vector icon, centred so a square crop keeps it. No words: the lobby's card
 * shows the title and the RTP in the player's language, and nothing on the art sits under its heart.
 * The English title is only the image's accessible name when it is opened on its own.
 */
function renderSvg(game: GameDef): string {
  const { from, to, icon } = ART[game.code] ?? { from: '#333', to: '#111', icon: '' };
  const title = escapeXml(game.names.EN);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="s" cx="0.5" cy="0.45" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="400" height="300" rx="24" fill="url(#g)"/><rect width="400" height="300" rx="24" fill="url(#s)"/>
<g transform="translate(110 60) scale(1.5)">${icon}</g>
</svg>`;
}
