import { INHOUSE_GAME_CODES } from '@croupier/contracts';

/** What the address asks for. */
export type Route =
  | { kind: 'verify'; theme: 'dark' | 'light' }
  | { kind: 'game'; gameCode: string; launchToken: string | null; theme: 'dark' | 'light' }
  | { kind: 'unknown'; theme: 'dark' | 'light' };

/**
 * Reads the route from the path under the app's base ('/play/'): `verify`, a known in-house game
 * code, or unknown. `?theme=light` switches from the default dark theme.
 */
export function routeOf(pathname: string, search: string, base: string): Route {
  const q = new URLSearchParams(search);
  const theme = q.get('theme') === 'light' ? 'light' : 'dark';
  const rest = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\/+/, '');
  const segment = decodeURIComponent(rest.split('/')[0] ?? '');
  if (segment === 'verify') return { kind: 'verify', theme };
  if ((INHOUSE_GAME_CODES as readonly string[]).includes(segment)) {
    return { kind: 'game', gameCode: segment, launchToken: q.get('token'), theme };
  }
  return { kind: 'unknown', theme };
}
