import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { Icon, type TIconName } from '../components/icon.tsx';

/** Change-password popup of the agent page; the password service arrives with login. */
function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Dialog title={t('agent.changePassword')} onClose={onClose} size="small">
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNotice(t('agent.changeUnavailable'));
        }}
      >
        <TextField label={t('auth.username')} name="username" autoComplete="username" autoFocusOnOpen />
        <PasswordField label={t('agent.oldPassword')} name="oldPassword" autoComplete="current-password" />
        <PasswordField label={t('agent.newPassword')} name="newPassword" autoComplete="new-password" />
        <PasswordField
          label={t('agent.confirmNewPassword')}
          name="confirmNewPassword"
          autoComplete="new-password"
        />
        <FormNotice message={notice} />
        <button type="submit" className="button button--primary button--block">
          {t('agent.savePassword')}
        </button>
      </form>
    </Dialog>
  );
}

const SELLING_POINTS: { key: 'pointDividend' | 'pointTeam' | 'pointReports'; icon: TIconName }[] = [
  { key: 'pointDividend', icon: 'chart' },
  { key: 'pointTeam', icon: 'users' },
  { key: 'pointReports', icon: 'shield' },
];

/** /agent: marketing text and the agent login form (username type) with a change-password popup. */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [isChangingPassword, setChangingPassword] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(t('auth.loginUnavailable'));
  };

  return (
    <div className="agent-landing">
      <section className="agent-landing__pitch" aria-labelledby="agent-pitch-title">
        <p className="hero__eyebrow">
          <Icon name="sparkle" size={16} />
          {t('agent.eyebrow')}
        </p>
        <h1 id="agent-pitch-title" className="agent-landing__title">
          {t('agent.marketingTitle')}
        </h1>
        <p className="agent-landing__text">{t('agent.marketingText')}</p>
        <ul className="agent-landing__points">
          {SELLING_POINTS.map(({ key, icon }) => (
            <li key={key}>
              <span className="agent-landing__point-icon" aria-hidden="true">
                <Icon name={icon} size={20} />
              </span>
              {t(`agent.${key}`)}
            </li>
          ))}
        </ul>
      </section>
      <section className="agent-landing__card panel" aria-labelledby="agent-login-title">
        <h2 id="agent-login-title" className="agent-landing__card-title">
          {t('agent.loginTitle')}
        </h2>
        <form className="form" noValidate onSubmit={handleSubmit}>
          <TextField
            label={t('auth.username')}
            name="username"
            autoComplete="username"
            placeholder={t('auth.usernamePlaceholder')}
          />
          <PasswordField
            label={t('auth.password')}
            name="password"
            autoComplete="current-password"
            placeholder={t('auth.passwordPlaceholder')}
          />
          <FormNotice message={notice} />
          <button type="submit" className="button button--primary button--block button--large">
            {t('auth.submitLogin')}
          </button>
        </form>
        <p className="agent-landing__links">
          <button type="button" className="link-button" onClick={() => setChangingPassword(true)}>
            <Icon name="lock" size={16} />
            {t('agent.changePassword')}
          </button>
        </p>
      </section>
      {isChangingPassword ? <ChangePasswordDialog onClose={() => setChangingPassword(false)} /> : null}
    </div>
  );
}
