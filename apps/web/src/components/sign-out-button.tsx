import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';
import { Dialog } from './dialog.tsx';
import { Icon } from './icon.tsx';

/**
 * "Sign out" with the spec's confirmation prompt. It clears the session keys held by this tab
 * (merchant keys stay) and goes to `redirectTo`. The server-side logout call arrives with login.
 */
export function SignOutButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useSessionStore((state) => state.clearSession);
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        <Icon name="logout" size={18} />
        <span>{t('header.signOut')}</span>
      </button>
      {isConfirming ? (
        <Dialog
          title={t('header.signOutConfirmTitle')}
          description={t('header.signOutConfirmText')}
          size="small"
          onClose={() => setConfirming(false)}
        >
          <div className="dialog__actions">
            <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
              {t('header.cancel')}
            </button>
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => {
                setConfirming(false);
                clearSession();
                navigate(redirectTo);
              }}
            >
              {t('header.signOut')}
            </button>
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
