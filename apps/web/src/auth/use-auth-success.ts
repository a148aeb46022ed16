import type { TLoginValue } from '@croupier/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { queryKeys } from '../api/queries.ts';
import { memberInfoOf, sessionValuesOf } from '../lib/auth-session.ts';
import { FIRST_LOGIN_KEY } from '../lib/public-popups.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

/** How the player got in: the kind decides whether an expired password must be changed now. */
export type TAuthKind = 'username' | 'sms' | 'freeplay' | 'register' | 'reset' | 'oauth';

/** Paths whose only purpose is to open a popup: once the player is in, they leave for home. */
export const POPUP_PATHS: ReadonlySet<string> = new Set(['/login', '/register']);

/** Remembers for the tab whether this log in was the member's first (public popups with code F). */
function markFirstLogin(isFirst: boolean): void {
  try {
    if (isFirst) sessionStorage.setItem(FIRST_LOGIN_KEY, 'true');
    else sessionStorage.removeItem(FIRST_LOGIN_KEY);
  } catch {
    // No storage: first-time popups are not shown.
  }
}

/**
 * Stores a new session (spec section 3 keys) and seeds the member-info cache from the answer.
 * Returns whether the password must be changed before anything else: it expired (or is a
 * temporary one) and the log in was not by SMS code (spec section 4, step 5).
 */
export function useStartSession() {
  const { permission } = useBootstrap();
  const setSession = useSessionStore((state) => state.setSession);
  const queryClient = useQueryClient();
  return useCallback(
    (value: TLoginValue, kind: TAuthKind): { mustChangePassword: boolean } => {
      queryClient.setQueryData(queryKeys.memberInfo(value.token), memberInfoOf(value));
      setSession(sessionValuesOf(value, permission.merchant));
      markFirstLogin(value.firstTimeLogin);
      const isPasswordLogin = kind === 'username';
      return { mustChangePassword: value.passwordExpired && isPasswordLogin };
    },
    [permission.merchant, queryClient, setSession],
  );
}

/**
 * What the player popups do once someone is in: start the session, then either open the forced
 * change-password popup (old password = the one just typed) or close the popup; registration and
 * a phone reset go to the home page, and so does a log in made on /login or /register.
 */
export function useFinishPopupAuth() {
  const startSession = useStartSession();
  const openPasswordChange = useUiStore((state) => state.openPasswordChange);
  const closePopup = useUiStore((state) => state.closePopup);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (value: TLoginValue, kind: TAuthKind, typedPassword?: string) => {
      const { mustChangePassword } = startSession(value, kind);
      const leavesForHome = kind === 'register' || kind === 'reset' || POPUP_PATHS.has(pathname);
      if (mustChangePassword) {
        openPasswordChange({ isForced: true, oldPassword: typedPassword ?? null });
      } else {
        closePopup();
      }
      if (leavesForHome && pathname !== '/') navigate('/', { replace: POPUP_PATHS.has(pathname) });
    },
    [closePopup, navigate, openPasswordChange, pathname, startSession],
  );
}
