/**
 * The merchant site's registration page beside its lobby (`<lobby origin>/register`), which a demo
 * session links to so a trial player can open a real account; null without an http(s) lobby.
 */
export function registerUrlOf(lobbyUrl: string | null): string | null {
  if (!lobbyUrl) return null;
  try {
    const url = new URL('/register', lobbyUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
