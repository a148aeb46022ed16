import type { TFieldRule, TRegisterField } from '@croupier/contracts';
import { type FormEvent, type HTMLInputTypeAttribute, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice, PasswordField, TextField } from '../components/form-fields.tsx';
import { Tabs, tabId, tabPanelId } from '../components/tabs.tsx';
import type { TBundle } from '../i18n/locales/en.ts';
import { SocialLogin } from './social-login.tsx';

type TRegisterMode = 'username' | 'mobile';

/** Optional fields shown by server config, in the spec's order, with their label and input type. */
const OPTIONAL_FIELDS: {
  field: TRegisterField;
  label: keyof TBundle['auth'];
  type?: HTMLInputTypeAttribute;
}[] = [
  { field: 'payeeName', label: 'payeeName' },
  { field: 'paymentPassword', label: 'paymentPassword', type: 'password' },
  { field: 'qqNum', label: 'qqNum', type: 'tel' },
  { field: 'line', label: 'line' },
  { field: 'whatsapp', label: 'whatsapp', type: 'tel' },
  { field: 'facebook', label: 'facebookId' },
  { field: 'wechat', label: 'wechat' },
  { field: 'idNumber', label: 'idNumber' },
  { field: 'email', label: 'email', type: 'email' },
  { field: 'recommenderId', label: 'recommenderId' },
  { field: 'affiliateCode', label: 'affiliateCode' },
];

function isShown(rule: TFieldRule | undefined): rule is TFieldRule {
  return rule?.enabled === true;
}

/**
 * The "Register" dialog: username and mobile tabs (each only if enabled; mobile first when on),
 * the fields the merchant's register settings enable, a read-only referral code from
 * `/register?referralCode=`, and the terms checkbox. Submitting checks the terms, then says that
 * registration is not available yet (it arrives with the next issue).
 */
export function RegisterDialog({
  referralCode,
  onClose,
  onSwitchToLogin,
}: {
  referralCode: string | null;
  onClose: () => void;
  onSwitchToLogin: () => void;
}) {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { flags, register } = permission;
  const fields = register.fields;
  const modes: TRegisterMode[] = [];
  if (flags.mobileRegistration) modes.push('mobile');
  if (flags.usernameRegistration || modes.length === 0) modes.push('username');
  const [mode, setMode] = useState<TRegisterMode>(modes[0] ?? 'username');
  const [hasAcceptedTerms, setAcceptedTerms] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const idPrefix = useId();
  const activeMode = modes.includes(mode) ? mode : (modes[0] ?? 'username');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasAcceptedTerms) {
      setNotice(null);
      setError(t('auth.termsRequired'));
      return;
    }
    setError(null);
    setNotice(t('auth.registerUnavailable'));
  };

  const showsMobile = activeMode === 'mobile' || isShown(fields.mobileNum);
  const showsCode = showsMobile && flags.smsVerification;
  const showsPassword = activeMode === 'username' || flags.mobilePasswordRegistration;
  const optionalFor = (rule: TFieldRule | undefined) => !rule?.required;

  return (
    <Dialog title={t('auth.registerTitle')} onClose={onClose} size="medium" className="auth-dialog">
      {modes.length > 1 ? (
        <Tabs
          label={t('auth.registerMethod')}
          idPrefix={idPrefix}
          value={activeMode}
          onChange={(next) => {
            setMode(next);
            setNotice(null);
            setError(null);
          }}
          tabs={modes.map((id) => ({
            id,
            label: id === 'mobile' ? t('auth.modeMobile') : t('auth.modeUsername'),
          }))}
        />
      ) : null}
      <form
        className="form"
        noValidate
        onSubmit={handleSubmit}
        {...(modes.length > 1
          ? { id: tabPanelId(idPrefix), role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, activeMode) }
          : {})}
      >
        <div className="form__grid">
          {activeMode === 'username' ? (
            <TextField
              label={t('auth.username')}
              name="username"
              autoComplete="username"
              placeholder={t('auth.usernamePlaceholder')}
              aria-required="true"
              autoFocusOnOpen
            />
          ) : null}
          {showsMobile ? (
            <TextField
              label={t('auth.mobileNumber')}
              name="mobileNum"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="09********"
              aria-required={activeMode === 'mobile' || fields.mobileNum?.required ? 'true' : undefined}
              isOptional={activeMode === 'username' && optionalFor(fields.mobileNum)}
              autoFocusOnOpen={activeMode === 'mobile'}
            />
          ) : null}
          {showsCode ? (
            <TextField
              label={t('auth.verificationCode')}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-required="true"
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
          ) : null}
          {showsPassword ? (
            <>
              <PasswordField
                label={t('auth.password')}
                name="password"
                autoComplete="new-password"
                placeholder={t('auth.passwordPlaceholder')}
                aria-required="true"
              />
              <PasswordField
                label={t('auth.confirmPassword')}
                name="confirmPassword"
                autoComplete="new-password"
                aria-required="true"
              />
            </>
          ) : null}
          {OPTIONAL_FIELDS.filter(({ field }) => isShown(fields[field])).map(({ field, label, type }) => (
            <TextField
              key={field}
              label={t(`auth.${label}`)}
              name={field}
              type={type ?? 'text'}
              autoComplete={type === 'password' ? 'new-password' : 'off'}
              aria-required={fields[field]?.required ? 'true' : undefined}
              isOptional={optionalFor(fields[field])}
            />
          ))}
          {referralCode ? (
            <TextField label={t('auth.referralCode')} name="referralCode" value={referralCode} readOnly />
          ) : null}
        </div>
        <div className="form__terms">
          <label className="checkbox">
            <input
              type="checkbox"
              name="terms"
              checked={hasAcceptedTerms}
              onChange={(event) => {
                setAcceptedTerms(event.target.checked);
                if (event.target.checked) setError(null);
              }}
              aria-invalid={error ? true : undefined}
            />
            <span>{t('auth.terms')}</span>
          </label>
          <Link to="/help#term" className="link-button">
            {t('auth.readTerms')}
          </Link>
        </div>
        <FormNotice message={error} tone="error" />
        <FormNotice message={notice} />
        <button type="submit" className="button button--primary button--block button--large">
          {t('auth.submitRegister')}
        </button>
      </form>
      <SocialLogin onUnavailable={() => setNotice(t('auth.socialUnavailable'))} />
      <p className="auth-dialog__switch">
        {t('auth.haveAccount')}{' '}
        <button type="button" className="link-button link-button--strong" onClick={onSwitchToLogin}>
          {t('auth.toLogin')}
        </button>
      </p>
    </Dialog>
  );
}
