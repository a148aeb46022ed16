import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompleteFirstLogin, useFirstLogin } from '../../api/profile-api.ts';
import { Icon } from '../../components/icon.tsx';

/**
 * First-login handling (spec section 4: "first-login handling runs if firstTimeLogin is set"): while
 * the first-login call says so, the member centre greets a new member with the first steps (each a
 * link, ticked when done) until "Got it" tells the server. Not a popup: it never covers a form.
 */
export function FirstLoginWelcome() {
  const { t } = useTranslation();
  // The server answers false for a trial account: it has nothing to set up.
  const firstLogin = useFirstLogin(true);
  const complete = useCompleteFirstLogin();
  const value = firstLogin.data;
  if (!value?.firstTimeLogin) return null;
  const steps = [
    { done: value.steps.icon, label: t('member.welcome.icon'), tab: 'accountInfo' },
    { done: value.steps.paymentPassword, label: t('member.welcome.paymentPassword'), tab: 'securityCenter' },
    { done: value.steps.mobile, label: t('member.welcome.mobile'), tab: 'securityCenter' },
    { done: value.steps.email, label: t('member.welcome.email'), tab: 'securityCenter' },
  ];
  return (
    <section className="welcome-card" aria-labelledby="welcome-title">
      <span className="welcome-card__icon" aria-hidden="true">
        <Icon name="sparkle" size={24} />
      </span>
      <div className="welcome-card__body">
        <h2 id="welcome-title" className="welcome-card__title">
          {t('member.welcome.title')}
        </h2>
        <p className="welcome-card__text">{t('member.welcome.text')}</p>
        <ul className="welcome-card__steps">
          {steps.map((step) => (
            <li key={step.label} className={step.done ? 'is-done' : undefined}>
              <Icon name={step.done ? 'check' : 'chevronRight'} size={16} />
              {step.done ? (
                <span>{step.label}</span>
              ) : (
                <Link to={`/member?tab=${step.tab}`}>{step.label}</Link>
              )}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={complete.isPending}
        onClick={() => complete.mutate()}
      >
        {t('member.welcome.done')}
      </button>
    </section>
  );
}
