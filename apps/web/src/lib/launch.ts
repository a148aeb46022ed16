import type { TGame } from '@croupier/contracts';

/** What starting a game does (spec section 4, Starting a game). */
export type TLaunchDecision =
  | { kind: 'login' }
  | { kind: 'trial' }
  | { kind: 'navigate'; to: string }
  | { kind: 'vendorPopup'; vassalage: string; gameType: TGame['gameType'] }
  | { kind: 'launch' };

/** Lottery vendors with their own pages; LOTT and ELOTT vendors go to /lottery. */
const VENDOR_ROUTES: Record<string, string> = { TCG_LOTTO_VN: '/vnLottery', TCG_SEA: '/seaLottery' };

/**
 * Decides how a game starts: not logged in opens the login popup; a trial account is refused;
 * lottery vendors route to their lottery page; an isGame VASSALAGE entry opens the vendor's game
 * list (the RNG page for slot vendors, a popup otherwise); every other game launches.
 */
export function decideLaunch(
  game: Pick<TGame, 'vassalage' | 'gameType' | 'isGame' | 'gameCode'>,
  member: { isLogin: boolean; isTrial: boolean },
): TLaunchDecision {
  if (!member.isLogin) return { kind: 'login' };
  if (member.isTrial) return { kind: 'trial' };
  const vendorRoute = VENDOR_ROUTES[game.vassalage];
  if (vendorRoute) return { kind: 'navigate', to: vendorRoute };
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return {
      kind: 'navigate',
      to: `/lottery?${new URLSearchParams({ gameCode: game.gameCode }).toString()}`,
    };
  }
  if (game.isGame === 'VASSALAGE') {
    if (game.gameType === 'RNG' || game.gameType === 'INHOUSE') {
      return {
        kind: 'navigate',
        to: `/rng?${new URLSearchParams({ vassalage: game.vassalage }).toString()}`,
      };
    }
    return { kind: 'vendorPopup', vassalage: game.vassalage, gameType: game.gameType };
  }
  return { kind: 'launch' };
}

/** The /seamless address that shows a launch URL in the game frame. */
export function seamlessPath(url: string, gameName: string): string {
  return `/seamless?${new URLSearchParams({ url, game: gameName }).toString()}`;
}

/** Only http(s) launch URLs (absolute or same-origin relative) may be framed. */
export function isFramableUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
