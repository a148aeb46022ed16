import { redirect } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';

/** Loader of routes that need login: without a session token the player goes to /login. */
export function requireLogin(): null {
  useSessionStore.getState().refresh();
  if (!useSessionStore.getState().token) throw redirect('/login');
  return null;
}

/** Loader of the agent centre: login first, then agents only (others go to /agent). */
export function requireAgent(): null {
  requireLogin();
  if (!useSessionStore.getState().isAgent) throw redirect('/agent');
  return null;
}

/** Route `handle` flags read by the layouts. */
export type TRouteHandle = {
  hideSideMenu?: boolean;
  /** A game frame page: the lobby's header, navigation, footer and floating buttons step aside. */
  immersive?: boolean;
  /**
   * The page frames a game: the phone tab bar and the floating customer-service button stay away,
   * so neither covers the game's controls.
   */
  gameFrame?: boolean;
};
