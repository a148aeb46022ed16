import { isLiveGameCode, type TLanguage, type TLiveTableCode } from '@croupier/contracts';
import { siteLookOf, type TSiteTheme } from '@croupier/game-client';

export type TTheme = TSiteTheme;

/** What the address asks for: a live table (with its launch token) or nothing we know. */
export type Route =
  | {
      kind: 'table';
      tableCode: TLiveTableCode;
      launchToken: string | null;
      /** `?view=chat` (the platform's chat launch, its chatUrl): the table opens on its chat. */
      isChatView: boolean;
      theme: TTheme;
      language: TLanguage | null;
    }
  | { kind: 'unknown'; theme: TTheme; language: TLanguage | null };

/**
 * Reads the route from the path under the app's base ('/play/'): a table code, else unknown.
 * `?token=` is the one-time launch token, `?theme=light` switches from the default dark theme and
 * `?lang=` (the lobby's language) wins over the session's.
 */
export function routeOf(pathname: string, search: string, base: string): Route {
  const q = new URLSearchParams(search);
  // The lobby's theme and language (packages/game-client), over the session's.
  const { theme, language } = siteLookOf(search);
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const segment = decodeURIComponent(rest.split('/')[0] ?? '');
  if (isLiveGameCode(segment)) {
    return {
      kind: 'table',
      tableCode: segment,
      launchToken: q.get('token'),
      isChatView: q.get('view') === 'chat',
      theme,
      language,
    };
  }
  return { kind: 'unknown', theme, language };
}
