import {
  isLotteryGameCode,
  matchLanguage,
  type TLanguage,
  type TLotteryGameCode,
  type TLottoDevice,
  type TLottoView,
} from '@croupier/contracts';

export type TTheme = 'dark' | 'light';

/** What the address asks for: a lottery game (with its launch token) or nothing we know. */
export type Route =
  | {
      kind: 'game';
      gameCode: TLotteryGameCode;
      launchToken: string | null;
      theme: TTheme;
      language: TLanguage | null;
      /** The first view the lobby launch asked for: the bet slip, or the lobby's draws and results. */
      view: TLottoView;
      /** MOBILE: the phone layout whatever the frame's width. */
      device: TLottoDevice;
    }
  | { kind: 'unknown'; theme: TTheme; language: TLanguage | null };

/**
 * Reads the route from the path under the app's base ('/play/'): a lottery game code, else unknown.
 * `?token=` is the one-time launch token, `?theme=light` switches from the default dark theme and
 * `?lang=` (the lobby's language) wins over the session's until the lobby says otherwise; `?view=lobby`
 * opens on the results rather than the bet slip and `?device=MOBILE` asks for the phone layout (the
 * platform's lottery lobby launch passes both).
 */
export function routeOf(pathname: string, search: string, base: string): Route {
  const q = new URLSearchParams(search);
  const theme: TTheme = q.get('theme') === 'light' ? 'light' : 'dark';
  const language = matchLanguage(q.get('lang')) ?? null;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const segment = decodeURIComponent(rest.split('/')[0] ?? '');
  if (isLotteryGameCode(segment)) {
    return {
      kind: 'game',
      gameCode: segment,
      launchToken: q.get('token'),
      theme,
      language,
      view: q.get('view') === 'lobby' ? 'lobby' : 'betting',
      device: q.get('device') === 'MOBILE' ? 'MOBILE' : 'WEB',
    };
  }
  return { kind: 'unknown', theme, language };
}
