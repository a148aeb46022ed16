import type { TLottoPrizeMode, TLottoView } from '@croupier/contracts';

/** The lottery pages: /lottery (LOTT and ELOTT), /seaLottery (TCG_SEA), /vnLottery (TCG_LOTTO_VN). */
export type TLotteryPageKind = 'LOTTERY' | 'SEA' | 'VN';

/** The vendors each lottery page hosts, the first being the one launched when none is named. */
export const LOTTERY_PAGE_VENDORS: Record<TLotteryPageKind, readonly string[]> = {
  VN: ['TCG_LOTTO_VN'],
  SEA: ['TCG_SEA'],
  LOTTERY: ['LOTT', 'ELOTT'],
};

/** The prize modes whose lottery menus (`/lgw/vn/games/game_menu`) list a vendor's games (first game lookup). */
export const LOTTERY_PRIZE_MODES: readonly TLottoPrizeMode[] = ['LOTT', 'ELOTT'];

/**
 * The prize mode a lottery page launches under (the lobby launch GET's `prizeMode`): the Vietnamese
 * page ZY, the 4D page SEA, /lottery LOTT or ELOTT by the vendor launched.
 */
export function lotteryPrizeMode(kind: TLotteryPageKind, vassalage: string): TLottoPrizeMode {
  if (kind === 'VN') return 'ZY';
  if (kind === 'SEA') return 'SEA';
  return vassalage === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/** The first view a lottery page asks for (`?view=lobby`: the draws and results; else the bet slip). */
export function lotteryView(query: URLSearchParams): TLottoView {
  return query.get('view') === 'lobby' ? 'lobby' : 'betting';
}

/**
 * What a lottery page launches from its query (`?gameCode=…&vassalage=…`): the named vendor when the
 * page hosts it, else the page's first vendor; the game code as given (null: the vendor's first
 * game, looked up in the catalogue).
 */
export function lotteryLaunchTarget(
  kind: TLotteryPageKind,
  query: URLSearchParams,
): { vassalage: string; gameCode: string | null } {
  const vendors = LOTTERY_PAGE_VENDORS[kind];
  const named = query.get('vassalage');
  const vassalage = named && vendors.includes(named) ? named : (vendors[0] as string);
  const gameCode = query.get('gameCode')?.trim() || null;
  return { vassalage, gameCode };
}

/**
 * The launch URL as the lottery frame loads it: the site's theme and language ride along in the
 * query (`theme`, `lang`), so the vendor page opens in the player's look before any message.
 */
export function lotteryFrameUrl(
  url: string,
  origin: string,
  theme: 'dark' | 'light',
  language: string,
): string {
  const parsed = new URL(url, origin);
  parsed.searchParams.set('theme', theme);
  parsed.searchParams.set('lang', language);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}
