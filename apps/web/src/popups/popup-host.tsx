import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../api/queries.ts';
import { POPUP_PATHS } from '../auth/use-auth-success.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { useRegisterAction } from '../components/account-menu.tsx';
import { WarningDialog } from '../components/warning-dialog.tsx';
import { loadChunk } from '../lib/load-failure.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { PublicPopups } from './public-popups.tsx';

// Each popup is a chunk of its own, loaded when it first opens (forms, validation and the
// proof-of-work solver are not part of the lobby's first download).
const AnnouncementsDialog = lazy(() =>
  loadChunk(() => import('./announcements-dialog.tsx').then((m) => ({ default: m.AnnouncementsDialog }))),
);
const ChangePasswordDialog = lazy(() =>
  loadChunk(() => import('./change-password-dialog.tsx').then((m) => ({ default: m.ChangePasswordDialog }))),
);
const GameSearchDialog = lazy(() =>
  loadChunk(() => import('./game-search-dialog.tsx').then((m) => ({ default: m.GameSearchDialog }))),
);
const FeedbackDialog = lazy(() =>
  loadChunk(() => import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog }))),
);
const ForgotPasswordDialog = lazy(() =>
  loadChunk(() => import('./forgot-password-dialog.tsx').then((m) => ({ default: m.ForgotPasswordDialog }))),
);
const HelpDialog = lazy(() =>
  loadChunk(() => import('./help-dialog.tsx').then((m) => ({ default: m.HelpDialog }))),
);
const LoginDialog = lazy(() =>
  loadChunk(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog }))),
);
const RegisterDialog = lazy(() =>
  loadChunk(() => import('./register-dialog.tsx').then((m) => ({ default: m.RegisterDialog }))),
);
const VendorGamesDialog = lazy(() =>
  loadChunk(() => import('./vendor-games-dialog.tsx').then((m) => ({ default: m.VendorGamesDialog }))),
);

/**
 * Fetches the log-in and register popups' code once the page is idle, for visitors only, so a first click
 * on Log in or Register opens at once instead of waiting for a download on a slow network. Failures
 * are left to the real open, which reports them (load-failure.ts).
 */
function usePrefetchAuthPopups(): void {
  // A member already logged in never needs them: nothing to fetch.
  const isLogin = useSessionStore((state) => state.isLogin);
  useEffect(() => {
    if (isLogin) return;
    const prefetch = () => {
      void import('./login-dialog.tsx').catch(() => undefined);
      void import('./register-dialog.tsx').catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 3_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(prefetch, 1_500);
    return () => clearTimeout(timer);
  }, [isLogin]);
}

/**
 * The popups: the one the UI store says is open, the public popups when none is, and the warning
 * dialog (a refused launch) over everything.
 */
export function PopupHost() {
  const warning = useUiStore((state) => state.warning);
  const offersRegister = useUiStore((state) => state.warningOffersRegister);
  const showWarning = useUiStore((state) => state.showWarning);
  const registerAction = useRegisterAction(() => showWarning(null));
  usePrefetchAuthPopups();
  return (
    <>
      <Suspense fallback={null}>
        <OpenPopup />
      </Suspense>
      <PublicPopups />
      {warning ? (
        <WarningDialog
          message={warning}
          onClose={() => showWarning(null)}
          action={offersRegister ? registerAction : undefined}
        />
      ) : null}
    </>
  );
}

/** Renders the one popup the UI store says is open (log in, register, passwords, help, feedback, lobby). */
function OpenPopup() {
  const popup = useUiStore((state) => state.popup);
  const helpTarget = useUiStore((state) => state.helpTarget);
  const referralCode = useUiStore((state) => state.referralCode);
  const passwordChange = useUiStore((state) => state.passwordChange);
  const announcementId = useUiStore((state) => state.announcementId);
  const feedbackType = useUiStore((state) => state.feedbackType);
  const vendorGames = useUiStore((state) => state.vendorGames);
  const openPopup = useUiStore((state) => state.openPopup);
  const closePopup = useUiStore((state) => state.closePopup);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();

  const close = () => {
    closePopup();
    if (POPUP_PATHS.has(pathname)) navigate('/', { replace: true });
  };

  switch (popup) {
    case 'login':
      return (
        <LoginDialog
          onClose={close}
          onSwitchToRegister={() => openPopup('register')}
          onForgotPassword={() => openPopup('forgotPassword')}
        />
      );
    case 'register':
      return (
        <RegisterDialog
          referralCode={referralCode}
          onClose={close}
          onSwitchToLogin={() => openPopup('login')}
        />
      );
    case 'forgotPassword':
      return <ForgotPasswordDialog onClose={close} onBackToLogin={() => openPopup('login')} />;
    case 'changePassword':
      return (
        <ChangePasswordDialog
          isForced={passwordChange.isForced}
          knownOldPassword={passwordChange.oldPassword}
          onClose={closePopup}
          onSignOut={() => {
            closePopup();
            void signOut('/');
          }}
          onDone={() => {
            // Spec section 4: member info reloads, the popup closes and the player goes home. After a
            // forced change every query reloads: calls refused until now (PASSWORD_CHANGE_REQUIRED) work.
            void queryClient.invalidateQueries(
              passwordChange.isForced ? undefined : { queryKey: queryKeys.memberInfoAll },
            );
            closePopup();
            navigate('/');
          }}
        />
      );
    case 'help':
      return <HelpDialog key={helpTarget ?? ''} target={helpTarget} onClose={closePopup} />;
    case 'feedback':
      return <FeedbackDialog initialType={feedbackType} onClose={closePopup} />;
    case 'announcements':
      return (
        <AnnouncementsDialog key={announcementId ?? 0} initialId={announcementId} onClose={closePopup} />
      );
    case 'gameSearch':
      return <GameSearchDialog onClose={closePopup} />;
    case 'vendorGames':
      return vendorGames ? <VendorGamesDialog target={vendorGames} onClose={closePopup} /> : null;
    default:
      return null;
  }
}
