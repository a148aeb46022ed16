import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { Tabs, tabId, tabPanelId } from '../components/tabs.tsx';
import { SocialLogin } from './social-login.tsx';

type TLoginMode = 'username' | 'sms';

/**
 * The "Log in" dialog with the spec's form layout (username or SMS mode, remember password,
 * forgot password). Logging in arrives with the next issue: submitting says so instead of faking it.
 */
export function LoginDialog({
  onClose,
  onSwitchToRegister,
}: {
  onClose: () => void;
  onSwitchToRegister: () => void;
}) {
  const { t } = useTranslation();
  const { flags } = useBootstrap().permission;
  const [mode, setMode] = useState<TLoginMode>('username');
  const [notice, setNotice] = useState<string | null>(null);
  const idPrefix = useId();
  const activeMode: TLoginMode = flags.mobileCodeLogin ? mode : 'username';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(t('auth.loginUnavailable'));
  };

  return (
    <Dialog title={t('auth.loginTitle')} onClose={onClose} size="small" className="auth-dialog">
      {flags.mobileCodeLogin ? (
        <Tabs
          label={t('auth.loginMethod')}
          idPrefix={idPrefix}
          value={activeMode}
          onChange={(next) => {
            setMode(next);
            setNotice(null);
          }}
          tabs={[
            { id: 'username', label: t('auth.modeUsername') },
            { id: 'sms', label: t('auth.modeSms') },
          ]}
        />
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit}
        {...(flags.mobileCodeLogin
          ? { id: tabPanelId(idPrefix), role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, activeMode) }
          : {})}
      >
        {activeMode === 'username' ? (
          <>
            <TextField
              label={t('auth.username')}
              name="username"
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              autoFocusOnOpen
            />
            <PasswordField
              label={t('auth.password')}
              name="password"
              autoComplete="current-password"
              placeholder={t('auth.passwordPlaceholder')}
            />
          </>
        ) : (
          <>
            <TextField
              label={t('auth.mobileNumber')}
              name="mobileNum"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="09********"
              autoFocusOnOpen
            />
            <TextField
              label={t('auth.verificationCode')}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              addon={
                <button
                  type="button"
                  className="button button--small button--outline field__addon-button"
                  onClick={() => setNotice(t('auth.smsUnavailable'))}
                >
                  {t('auth.getCode')}
                </button>
              }
            />
          </>
        )}
        <div className="form__row">
          <label className="checkbox">
            <input type="checkbox" name="remember" />
            <span>{t('auth.remember')}</span>
          </label>
          <button
            type="button"
            className="link-button"
            onClick={() => setNotice(t('auth.forgotUnavailable'))}
          >
            {t('auth.forgot')}
          </button>
        </div>
        <FormNotice message={notice} />
        <button type="submit" className="button button--primary button--block button--large">
          {t('auth.submitLogin')}
        </button>
      </form>
      <SocialLogin onUnavailable={() => setNotice(t('auth.socialUnavailable'))} />
      <p className="auth-dialog__switch">
        {t('auth.newHere')}{' '}
        <button type="button" className="link-button link-button--strong" onClick={onSwitchToRegister}>
          {t('auth.createAccount')}
        </button>
      </p>
    </Dialog>
  );
}
