import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../auth/use-sign-out.ts';
import { Dialog } from './dialog.tsx';
import { Icon } from './icon.tsx';

/** The spec's confirmation prompt of signing out ("Sign out?"), then the sign out itself. */
export function SignOutConfirmDialog({ redirectTo, onClose }: { redirectTo: string; onClose: () => void }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [isBusy, setBusy] = useState(false);
  return (
    <Dialog
      title={t('header.signOutConfirmTitle')}
      description={t('header.signOutConfirmText')}
      size="small"
      onClose={onClose}
    >
      <div className="dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('header.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          disabled={isBusy}
          onClick={async () => {
            setBusy(true);
            await signOut(redirectTo);
            onClose();
          }}
        >
          {t('header.signOut')}
        </button>
      </div>
    </Dialog>
  );
}

/** "Sign out" with the confirmation prompt; the agent header uses it (the player header has a menu). */
export function SignOutButton({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
        <Icon name="logout" size={18} />
        <span>{t('header.signOut')}</span>
      </button>
      {isConfirming ? (
        <SignOutConfirmDialog redirectTo={redirectTo} onClose={() => setConfirming(false)} />
      ) : null}
    </>
  );
}
