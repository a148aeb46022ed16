import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { freePlay } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { LoginForm } from '../auth/login-form.tsx';
import { useFinishPopupAuth } from '../auth/use-auth-success.ts';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice } from '../components/form-fields.tsx';
import { GroupBanner } from '../components/group-banner.tsx';
import { Icon } from '../components/icon.tsx';
import { SocialLogin } from './social-login.tsx';

/** "Free play": a trial account in one click, when the merchant offers it. */
function FreePlayButton({ onError }: { onError: (message: string | null) => void }) {
  const { t } = useTranslation();
  const finish = useFinishPopupAuth();
  const [isBusy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button--outline button--block free-play-button"
      disabled={isBusy}
      aria-busy={isBusy || undefined}
      onClick={async () => {
        onError(null);
        setBusy(true);
        try {
          finish(await freePlay(), 'freeplay');
        } catch (error) {
          onError(error instanceof ApiError ? error.message : String(error));
        } finally {
          setBusy(false);
        }
      }}
    >
      {isBusy ? <span className="spinner" aria-hidden="true" /> : <Icon name="sparkle" size={18} />}
      {t('auth.freePlay')}
    </button>
  );
}

/**
 * The "Log in" dialog: the log in form (username or SMS mode, remember password, forgot
 * password, the new-address check), free play, one-click log in and the way to register.
 */
export function LoginDialog({
  onClose,
  onSwitchToRegister,
  onForgotPassword,
}: {
  onClose: () => void;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  const finish = useFinishPopupAuth();
  const [freePlayError, setFreePlayError] = useState<string | null>(null);

  return (
    <Dialog title={t('auth.loginTitle')} onClose={onClose} size="small" className="auth-dialog">
      <GroupBanner group="w_login" label={t('auth.offers')} onFollow={onClose} />
      <LoginForm
        side="player"
        onSuccess={(value, kind, password) => finish(value, kind, password)}
        onForgotPassword={onForgotPassword}
      >
        {flags.freePlay ? (
          <div className="auth-dialog__extra">
            <p className="divider">
              <span>{t('auth.or')}</span>
            </p>
            <FreePlayButton onError={setFreePlayError} />
            <FormNotice message={freePlayError} tone="error" />
          </div>
        ) : null}
        <SocialLogin />
        <p className="auth-dialog__switch">
          {t('auth.newHere')}{' '}
          <button type="button" className="link-button link-button--strong" onClick={onSwitchToRegister}>
            {t('auth.createAccount')}
          </button>
        </p>
      </LoginForm>
    </Dialog>
  );
}
