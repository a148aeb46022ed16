import { useLocation, useNavigate } from 'react-router';
import { useUiStore } from '../stores/ui-store.ts';
import { FeedbackDialog } from './feedback-dialog.tsx';
import { HelpDialog } from './help-dialog.tsx';
import { LoginDialog } from './login-dialog.tsx';
import { RegisterDialog } from './register-dialog.tsx';

/** Paths whose only purpose is to open a popup: closing it leaves for the home page. */
const POPUP_PATHS = new Set(['/login', '/register']);

/** Renders the one popup the UI store says is open (login, register, help or feedback). */
export function PopupHost() {
  const popup = useUiStore((state) => state.popup);
  const helpTarget = useUiStore((state) => state.helpTarget);
  const referralCode = useUiStore((state) => state.referralCode);
  const openPopup = useUiStore((state) => state.openPopup);
  const closePopup = useUiStore((state) => state.closePopup);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const close = () => {
    closePopup();
    if (POPUP_PATHS.has(pathname)) navigate('/', { replace: true });
  };

  switch (popup) {
    case 'login':
      return <LoginDialog onClose={close} onSwitchToRegister={() => openPopup('register')} />;
    case 'register':
      return (
        <RegisterDialog
          referralCode={referralCode}
          onClose={close}
          onSwitchToLogin={() => openPopup('login')}
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
