import {
  LOTTERY_GAMES,
  LOTTERY_LOCAL_NAMES,
  lotteryGamesOf,
  type TLotteryVendorCode,
  type TVendorCatalogueRequest,
} from '@croupier/contracts';

const DISPLAY_NAMES: Record<TLotteryVendorCode, string> = {
  TCG_LOTTO_VN: 'TCG Lotto VN',
  TCG_SEA: 'TCG SEA 4D',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
};

/** The catalogue one vendor code registers: its games under LOTT (ELOTT for the e-lottery). */
export function catalogueOf(
  vendorCode: TLotteryVendorCode,
  publicUrl: string,
): Omit<TVendorCatalogueRequest, 'requestId'> {
  const base = publicUrl.replace(/\/$/, '');
  return {
    displayName: DISPLAY_NAMES[vendorCode],
    games: lotteryGamesOf(vendorCode).map((code, i) => {
      const game = LOTTERY_GAMES[code];
      return {
        gameCode: code,
        gameId: code,
        gameType: vendorCode === 'ELOTT' ? ('ELOTT' as const) : ('LOTT' as const),
        name: game.name,
        names: LOTTERY_LOCAL_NAMES[game.kind] ?? {},
        iconUrl: `${base}/lottery/img/${code}.svg`,
        tags: ['lottery', vendorCode.toLowerCase(), 'provably-fair'],
        rtp: '95',
        isHot: i === 0,
        sortOrder: i,
      };
    }),
  };
}

const COLOURS: Record<string, [string, string]> = {
  VN_NORTH: ['#b91c1c', '#f59e0b'],
  VN_SOUTH: ['#047857', '#facc15'],
  SEA_4D: ['#1d4ed8', '#22d3ee'],
  FAST_5D: ['#7c3aed', '#f472b6'],
  FAST_RACE: ['#c2410c', '#fde047'],
  FAST_DICE: ['#0f766e', '#a3e635'],
  FAST_11X5: ['#1e3a8a', '#fb7185'],
};

/** A simple game tile: the game's colours, balls and its short name. */
export function gameIconSvg(code: keyof typeof LOTTERY_GAMES): string {
  const game = LOTTERY_GAMES[code];
  const [a, b] = COLOURS[game.kind] ?? ['#334155', '#94a3b8'];
  const label = game.kind.replace('FAST_', '').replace('VN_', 'VN ').replace('SEA_', '');
  const balls = [0, 1, 2]
    .map(
      (i) =>
        `<circle cx="${70 + i * 80}" cy="110" r="30" fill="#fff" opacity="0.9"/><text x="${70 + i * 80}" y="121" font-size="30" text-anchor="middle" fill="${a}" font-family="sans-serif" font-weight="700">${(i * 3 + code.length) % 10}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="300" height="300" rx="36" fill="url(#g)"/>${balls}<text x="150" y="230" font-size="40" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="800">${label}</text></svg>`;
}
