import { type AGENT_REGISTER_TYPES, ZAgentRegister } from '@croupier/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { FormNotice, PasswordField, TextField } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useReferral, useRegisterDownline } from '../agent-api.ts';
import { AgentSection } from '../components/section.tsx';

type TRegisterType = (typeof AGENT_REGISTER_TYPES)[number];

const TYPE_OPTIONS: { type: TRegisterType; label: 'typeMember' | 'typeAgent' | 'typeAgentOnly' }[] = [
  { type: 0, label: 'typeMember' },
  { type: 1, label: 'typeAgent' },
  { type: 41, label: 'typeAgentOnly' },
];

/** Two overlapping sheets (the shared icon set has no copy icon). */
function CopyIcon() {
  return (
    <svg
      className="icon"
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="8" y="8" width="12" height="12" rx="2" />
      <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
    </svg>
  );
}

type TErrors = Partial<Record<'username' | 'password' | 'confirm', string>>;

/** The form that opens an account directly under the agent (member, agent, or agent only). */
function CreateDownlineForm() {
  const { t } = useTranslation();
  const register = useRegisterDownline();
  const legendId = useId();
  const [type, setType] = useState<TRegisterType>(0);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [nickname, setNickname] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const handleSubmit = async () => {
    setNotice(null);
    const body = { username: username.trim(), password, nickname: nickname.trim() || undefined, type };
    const parsed = ZAgentRegister.safeParse(body);
    const next: TErrors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'username') next.username = t('agentCenter.register.usernameFormat');
        if (issue.path[0] === 'password') next.password = t('agentCenter.register.passwordLength');
      }
    }
    if (confirm !== password) next.confirm = t('agentCenter.register.confirmMismatch');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const member = await register.mutateAsync(body);
      setNotice({ tone: 'success', text: t('agentCenter.register.created', { username: member.username }) });
      setUsername('');
      setPassword('');
      setConfirm('');
      setNickname('');
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  return (
    <form
      className="form agent-card"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <h3 className="agent-card__title">{t('agentCenter.register.formTitle')}</h3>
      <fieldset className="type-picker" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          {t('agentCenter.register.accountType')}
        </legend>
        <div className="type-picker__options">
          {TYPE_OPTIONS.map((option) => (
            <label key={option.type} className="type-picker__option">
              <input
                type="radio"
                name="downline-type"
                value={option.type}
                checked={type === option.type}
                aria-labelledby={`${legendId}-${option.type}`}
                aria-describedby={`${legendId}-${option.type}-hint`}
                onChange={() => setType(option.type)}
              />
              <span className="type-picker__text">
                <span id={`${legendId}-${option.type}`} className="type-picker__label">
                  {t(`agentCenter.register.${option.label}`)}
                </span>
                <span id={`${legendId}-${option.type}-hint`} className="type-picker__hint">
                  {t(`agentCenter.register.${option.label}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form__grid">
        <TextField
          label={t('agentCenter.register.username')}
          hint={t('agentCenter.register.usernameHint')}
          value={username}
          autoComplete="off"
          maxLength={16}
          isRequired
          error={errors.username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t('agentCenter.register.nickname')}
          value={nickname}
          isOptional
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setNickname(event.target.value)}
        />
        <PasswordField
          label={t('agentCenter.register.password')}
          hint={t('agentCenter.register.passwordHint')}
          value={password}
          autoComplete="new-password"
          maxLength={32}
          isRequired
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordField
          label={t('agentCenter.register.confirmPassword')}
          value={confirm}
          autoComplete="new-password"
          maxLength={32}
          isRequired
          error={errors.confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </div>
      <FormNotice message={notice?.text ?? null} tone={notice?.tone ?? 'info'} />
      <SubmitButton
        phase={register.isPending ? 'submitting' : 'idle'}
        className="button button--primary button--large"
      >
        {t('agentCenter.register.submit')}
      </SubmitButton>
    </form>
  );
}

/** The referral link of the agent with a copy button and its 120 px QR code (spec section 9). */
function ReferralCard() {
  const { t } = useTranslation();
  const referral = useReferral();
  const linkId = useId();
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const link = referral.data ? new URL(referral.data.path, window.location.origin).toString() : '';

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyState('copied');
    } catch {
      const input = document.getElementById(linkId);
      if (input instanceof HTMLInputElement) input.select();
      setCopyState('failed');
    }
    window.setTimeout(() => setCopyState('idle'), 2500);
  };

  return (
    <aside className="agent-card referral-card" aria-labelledby={`${linkId}-title`}>
      <h3 id={`${linkId}-title`} className="agent-card__title">
        {t('agentCenter.register.referralTitle')}
      </h3>
      <p className="agent-card__text">{t('agentCenter.register.referralText')}</p>
      {referral.error ? (
        <p className="form-notice form-notice--error" role="alert">
          {referral.error.message}
        </p>
      ) : null}
      <div className="referral-card__qr">
        {link ? (
          <QRCodeSVG
            value={link}
            size={120}
            marginSize={1}
            bgColor="#ffffff"
            fgColor="#0b1020"
            role="img"
            aria-label={t('agentCenter.register.qrLabel')}
          />
        ) : (
          <span className="spinner" aria-hidden="true" />
        )}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={linkId}>
          {t('agentCenter.register.referralLink')}
        </label>
        <div className="copy-field">
          <input id={linkId} className="input input--compact" readOnly value={link} />
          <button
            type="button"
            className="button button--primary button--small"
            disabled={!link}
            onClick={() => void handleCopy()}
          >
            {copyState === 'copied' ? <Icon name="check" size={16} /> : <CopyIcon />}
            {copyState === 'copied' ? t('agentCenter.register.copied') : t('agentCenter.register.copy')}
          </button>
        </div>
        <p className="field__hint" role="status">
          {copyState === 'failed' ? t('agentCenter.register.copyFailed') : null}
        </p>
      </div>
      {referral.data ? (
        <p className="referral-card__code">
          <span>{t('agentCenter.register.referralCode')}</span>
          <strong>{referral.data.referralCode}</strong>
        </p>
      ) : null}
    </aside>
  );
}

/** Register center: create a downline account, or hand out the referral link and QR code. */
export function RegisterCenterSection() {
  const { t } = useTranslation();
  return (
    <AgentSection icon="user" title={t('agent.items.registerAccount')} lead={t('agentCenter.register.lead')}>
      <div className="register-center">
        <CreateDownlineForm />
        <ReferralCard />
      </div>
    </AgentSection>
  );
}
