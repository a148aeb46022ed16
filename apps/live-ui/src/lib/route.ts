import { isLiveGameCode, matchLanguage, type TLanguage, type TLiveTableCode } from '@croupier/contracts';

export type TTheme = 'dark' | 'light';

/** What the address asks for: a live table (with its launch token) or nothing we know. */
export type Route =
  | {
      kind: 'table';
      tableCode: TLiveTableCode;
      launchToken: string | null;
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
  const theme: TTheme = q.get('theme') === 'light' ? 'light' : 'dark';
  const language = matchLanguage(q.get('lang')) ?? null;
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const segment = decodeURIComponent(rest.split('/')[0] ?? '');
  if (isLiveGameCode(segment)) {
    return { kind: 'table', tableCode: segment, launchToken: q.get('token'), theme, language };
  }
  return { kind: 'unknown', theme, language };
}
