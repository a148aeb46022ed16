import {
  FISHING_GAME_CODES,
  FISHING_GAMES,
  type TFishingGameCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';

const NAMES: Record<TFishingGameCode, { CN: string; VI: string; TH: string }> = {
  OCEAN_KING: { CN: '海洋之王', VI: 'Vua Đại Dương', TH: 'ราชาแห่งมหาสมุทร' },
  DRAGON_FORTUNE: { CN: '龙王财富', VI: 'Rồng Vàng Tài Lộc', TH: 'มังกรนำโชค' },
  MERMAID_TREASURE: { CN: '美人鱼宝藏', VI: 'Kho Báu Nàng Tiên Cá', TH: 'สมบัตินางเงือก' },
};

/** CFISH's catalogue: each ocean a FISH game. */
export function catalogueOf(publicUrl: string): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: 'Croupier Fishing',
    games: FISHING_GAME_CODES.map((code, i) => ({
      gameCode: code,
      gameId: code,
      gameType: 'FISH' as const,
      name: FISHING_GAMES[code].name,
      names: NAMES[code],
      iconUrl: `${base}/fishing/img/${code}.svg`,
      tags: ['fishing', 'multiplayer', 'provably-fair'],
      rtp: '96',
      isHot: i === 0,
      sortOrder: i,
    })),
  };
}

/** Each ocean's colours: deep water, light water, the accent of its title. */
export const THEMES: Record<TFishingGameCode, { deep: string; light: string; accent: string }> = {
  OCEAN_KING: { deep: '#032a4a', light: '#0b7fb8', accent: '#ffd54a' },
  DRAGON_FORTUNE: { deep: '#2a0826', light: '#a0214a', accent: '#ffcc33' },
  MERMAID_TREASURE: { deep: '#042f33', light: '#11a39a', accent: '#ffe8a3' },
};

/** A game's lobby tile: the ocean, a big fish and coins, and the name. */
export function gameIconSvg(code: TFishingGameCode): string {
  const { deep, light, accent } = THEMES[code];
  const name = FISHING_GAMES[code].name.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">
<defs>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<radialGradient id="glow" cx="50%" cy="40%" r="50%"><stop offset="0" stop-color="#ffffff" stop-opacity=".35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="fish" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#ff7a1a"/></linearGradient>
</defs>
<rect width="400" height="300" fill="url(#sea)"/>
<rect width="400" height="300" fill="url(#glow)"/>
<g opacity=".25" fill="#fff"><path d="M40 0 L90 300 L110 300 L60 0Z"/><path d="M200 0 L240 300 L255 300 L215 0Z"/><path d="M320 0 L350 300 L362 300 L332 0Z"/></g>
<g transform="translate(200 128)">
<path d="M-95 0 C-60 -58 40 -62 88 0 C40 62 -60 58 -95 0Z" fill="url(#fish)" stroke="#7a2e00" stroke-width="4"/>
<path d="M86 0 L130 -38 L122 0 L130 38Z" fill="${accent}" stroke="#7a2e00" stroke-width="4"/>
<path d="M-20 -46 L10 -78 L30 -44Z" fill="#ff9a3a" stroke="#7a2e00" stroke-width="3"/>
<circle cx="-58" cy="-10" r="11" fill="#fff"/><circle cx="-60" cy="-10" r="6" fill="#111"/>
<path d="M-30 -30 C-20 0 -20 10 -30 34" stroke="#7a2e00" stroke-width="3" fill="none" opacity=".6"/>
</g>
<g fill="${accent}" stroke="#8a5a00" stroke-width="2"><circle cx="70" cy="210" r="14"/><circle cx="96" cy="226" r="11"/><circle cx="330" cy="70" r="12"/><circle cx="312" cy="214" r="10"/></g>
<g fill="#fff" opacity=".55"><circle cx="60" cy="80" r="5"/><circle cx="72" cy="60" r="3"/><circle cx="350" cy="160" r="4"/><circle cx="262" cy="40" r="3"/></g>
<text x="200" y="262" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="900"${name.length > 12 ? ' textLength="360" lengthAdjust="spacingAndGlyphs"' : ''} fill="${accent}" stroke="#2a1200" stroke-width="6" paint-order="stroke">${name}</text>
<text x="200" y="288" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="15" font-weight="700" fill="#ffffffd0">4 PLAYERS · BOSS WAVES · RTP 96%</text>
</svg>`;
}
