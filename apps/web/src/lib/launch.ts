import { GAME_FRAME_LOOK_PARAMS, type TGame } from '@croupier/contracts';

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
 * Decides how a game starts: not logged in opens the login popup; a trial account launches a game
 * its vendor offers in demo mode (play money) and is refused any other; lottery vendors route to
 * their lottery page; an isGame VASSALAGE entry opens the vendor's game list (the RNG page for slot
 * vendors, a popup otherwise); every other game launches.
 */
export function decideLaunch(
  game: Pick<TGame, 'vassalage' | 'gameType' | 'isGame' | 'gameCode'> & { demo?: boolean },
  member: { isLogin: boolean; isTrial: boolean },
): TLaunchDecision {
  if (!member.isLogin) return { kind: 'login' };
  if (member.isTrial)
    return game.demo === true && game.isGame === 'GAME' ? { kind: 'launch' } : { kind: 'trial' };
  const lotteryRoute =
    VENDOR_ROUTES[game.vassalage] ??
    (game.gameType === 'LOTT' || game.gameType === 'ELOTT' ? '/lottery' : undefined);
  if (lotteryRoute) {
    // The page launches the game itself; the vendor code tells it which vendor serves the code.
    const query = new URLSearchParams({ gameCode: game.gameCode, vassalage: game.vassalage });
    return { kind: 'navigate', to: `${lotteryRoute}?${query.toString()}` };
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

/**
 * The launch URL as the game frame loads it: with the site's theme and language
 * (`GAME_FRAME_LOOK_PARAMS`), so the game opens light on a light brand and in the player's language.
 */
export function withSiteLook(url: string, look: { theme: 'dark' | 'light'; language: string }): string {
  try {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url);
    const parsed = new URL(url, 'http://relative.invalid');
    parsed.searchParams.set(GAME_FRAME_LOOK_PARAMS.theme, look.theme);
    parsed.searchParams.set(GAME_FRAME_LOOK_PARAMS.language, look.language.toUpperCase());
    return absolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
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

const ISSUED_LAUNCHES_KEY = 'croupier.issuedLaunchUrls';
const ISSUED_LAUNCHES_KEPT = 20;

function readIssuedLaunches(storage: Storage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ISSUED_LAUNCHES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a launch URL the platform just issued to this tab, so /seamless may frame it. */
export function rememberIssuedLaunch(url: string, storage: Storage = sessionStorage): void {
  const kept = readIssuedLaunches(storage).filter((item) => item !== url);
  storage.setItem(ISSUED_LAUNCHES_KEY, JSON.stringify([...kept, url].slice(-ISSUED_LAUNCHES_KEPT)));
}

/**
 * True when `url` is a launch URL the platform issued to this tab. A /seamless link crafted
 * elsewhere (`/seamless?url=https://evil.example`) frames nothing, so the site cannot be made to
 * show an attacker's page under its own address.
 */
export function isIssuedLaunch(url: string, storage: Storage = sessionStorage): boolean {
  return readIssuedLaunches(storage).includes(url);
}

/**
 * What a game frame may do: run its scripts against its own origin, submit its forms, open the
 * vendor's help in a popup, and leave for the lobby when the player clicks. No top navigation
 * without a click, no downloads, no modals over the lobby.
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation';
