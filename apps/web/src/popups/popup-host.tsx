import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { queryKeys } from '../api/queries.ts';
import { POPUP_PATHS } from '../auth/use-auth-success.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { ForgotPasswordDialog } from './forgot-password-dialog.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

/** Renders the one popup the UI store says is open (log in, register, passwords, help, feedback). */
export function PopupHost() {
  const popup = useUiStore((state) => state.popup);
  const helpTarget = useUiStore((state) => state.helpTarget);
  const referralCode = useUiStore((state) => state.referralCode);
  const passwordChange = useUiStore((state) => state.passwordChange);
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
            // Spec section 4: member info reloads, the popup closes and the player goes home.
            void queryClient.invalidateQueries({ queryKey: queryKeys.memberInfoAll });
            closePopup();
            navigate('/');
          }}
        />
      );
    case 'help':
      return <HelpDialog key={helpTarget ?? ''} target={helpTarget} onClose={closePopup} />;
    case 'feedback':
      return <FeedbackDialog onClose={closePopup} />;
    default:
      return null;
  }
}
