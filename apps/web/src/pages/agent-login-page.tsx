import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoginForm } from '../auth/login-form.tsx';
import { useStartSession } from '../auth/use-auth-success.ts';
import { useSignOut } from '../auth/use-sign-out.ts';
import { FormNotice } from '../components/form-fields.tsx';
import { Icon, type TIconName } from '../components/icon.tsx';
import { ChangePasswordDialog } from '../popups/change-password-dialog.tsx';
import { useSessionStore } from '../stores/session-store.ts';

const SELLING_POINTS: { key: 'pointDividend' | 'pointTeam' | 'pointReports'; icon: TIconName }[] = [
  { key: 'pointDividend', icon: 'chart' },
  { key: 'pointTeam', icon: 'users' },
  { key: 'pointReports', icon: 'shield' },
];

/**
 * /agent: marketing text and the agent log in form (username type, agent side: others get "Non-agents
 * cannot log in"); a log in goes to /agentHome, through the forced password change when the password
 * expired. "Change password" works with the agent's session, or signs in for that one change.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const signOut = useSignOut();
  const isAgent = useSessionStore((state) => state.isAgent);
  const displayName = useSessionStore((state) => state.nickname ?? state.account);
  const [passwordChange, setPasswordChange] = useState<{
    isForced: boolean;
    oldPassword: string | null;
  } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

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
        {isAgent ? (
          <div className="form">
            <p className="agent-landing__signed-in">{t('agent.signedInAs', { name: displayName ?? '' })}</p>
            <Link to="/agentHome" className="button button--primary button--block button--large">
              {t('agent.openCenter')}
            </Link>
          </div>
        ) : (
          <LoginForm
            side="agent"
            onSuccess={(value, kind, password) => {
              const { mustChangePassword } = startSession(value, kind);
              if (mustChangePassword) setPasswordChange({ isForced: true, oldPassword: password });
              else navigate('/agentHome');
            }}
          />
        )}
        <FormNotice message={notice} tone="success" />
        <p className="agent-landing__links">
          <button
            type="button"
            className="link-button"
            onClick={() => {
              setNotice(null);
              setPasswordChange({ isForced: false, oldPassword: null });
            }}
          >
            <Icon name="lock" size={16} />
            {t('agent.changePassword')}
          </button>
        </p>
      </section>
      {passwordChange ? (
        <ChangePasswordDialog
          isForced={passwordChange.isForced}
          knownOldPassword={passwordChange.oldPassword}
          signsInAs={isAgent ? undefined : 'agent'}
          onClose={() => setPasswordChange(null)}
          onSignOut={() => {
            setPasswordChange(null);
            void signOut('/agent');
          }}
          onDone={() => {
            const wasForced = passwordChange.isForced;
            setPasswordChange(null);
            if (wasForced) navigate('/agentHome');
            else setNotice(t('password.changed'));
          }}
        />
      ) : null}
    </div>
  );
}
