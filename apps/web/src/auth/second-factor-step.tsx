import type { TLoginValue, TSecondFactorChallenge } from '@croupier/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendSecondFactorCode, verifySecondFactor } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { FormNotice, TextField } from '../components/form-fields.tsx';
import { Icon, type TIconName } from '../components/icon.tsx';
import { SmsCodeField } from '../components/sms-code-field.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';

type TMethod = TSecondFactorChallenge['methods'][number];
const METHOD_ICONS: Record<TMethod, TIconName> = {
  sms: 'phone',
  email: 'mail',
  payeeName: 'key',
  totp: 'shield',
};

/**
 * "Verify it's you": a log in from a new address proves it is the member (spec section 4) by the
 * Google Authenticator code when the member turned it on, else by a code sent to the bound mobile
 * or email, or by the bound bank account name.
 */
export function SecondFactorStep({
  challenge,
  onSuccess,
  onBack,
}: {
  challenge: TSecondFactorChallenge;
  onSuccess: (value: TLoginValue) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const [method, setMethod] = useState<TMethod>(challenge.methods[0] ?? 'payeeName');
  const [answer, setAnswer] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [phase, setPhase] = useState<TSubmitPhase>('idle');

  const methodLabel = (option: TMethod) => {
    if (option === 'sms') return t('auth.methodSms', { mobile: challenge.maskedMobile ?? '' });
    if (option === 'email') return t('auth.methodEmail', { email: challenge.maskedEmail ?? '' });
    if (option === 'totp') return t('auth.methodTotp');
    return t('auth.methodPayeeName');
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = answer.trim();
    if (!trimmed) {
      setFieldError(t('validation.required'));
      return;
    }
    setAlert(null);
    setPhase('submitting');
    try {
      onSuccess(await verifySecondFactor({ challengeId: challenge.challengeId, method, answer: trimmed }));
    } catch (error) {
      setAlert(error instanceof ApiError ? error.message : String(error));
    } finally {
      setPhase('idle');
    }
  };

  return (
    <section className="second-factor" aria-labelledby={headingId}>
      <div className="second-factor__intro">
        <span className="second-factor__badge" aria-hidden="true">
          <Icon name="shield" size={26} />
        </span>
        <div>
          <h3 id={headingId} className="second-factor__title">
            {t('auth.secondFactorTitle')}
          </h3>
          <p className="second-factor__text">{t('auth.secondFactorText')}</p>
        </div>
      </div>
      <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
        <fieldset className="choice-group">
          <legend className="field__label">{t('auth.verificationMethod')}</legend>
          {challenge.methods.map((option) => (
            <label key={option} className="choice">
              <input
                type="radio"
                name="method"
                value={option}
                checked={method === option}
                onChange={() => {
                  setMethod(option);
                  setAnswer('');
                  setFieldError(null);
                  setAlert(null);
                }}
              />
              <span className="choice__icon" aria-hidden="true">
                <Icon name={METHOD_ICONS[option]} size={18} />
              </span>
              <span className="choice__label">{methodLabel(option)}</span>
            </label>
          ))}
        </fieldset>
        {method === 'totp' ? (
          <TextField
            key="totp"
            label={t('auth.totpCode')}
            hint={t('auth.totpHint')}
            name="answer"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            isRequired
            value={answer}
            error={fieldError}
            onChange={(event) => {
              setAnswer(event.target.value);
              setFieldError(null);
            }}
          />
        ) : method === 'payeeName' ? (
          <TextField
            key="payeeName"
            label={t('auth.bankAccountName')}
            name="answer"
            autoComplete="off"
            isRequired
            value={answer}
            error={fieldError}
            onChange={(event) => {
              setAnswer(event.target.value);
              setFieldError(null);
            }}
          />
        ) : (
          <SmsCodeField
            key={method}
            name="answer"
            value={answer}
            error={fieldError}
            buttonLabel={t('auth.sendCode')}
            needsHumanCheck={false}
            canSend={() => true}
            send={() => sendSecondFactorCode(challenge.challengeId, method === 'sms' ? 'sms' : 'email')}
            onChange={(event) => {
              setAnswer(event.target.value);
              setFieldError(null);
            }}
          />
        )}
        <FormNotice message={alert} tone="error" />
        <SubmitButton phase={phase}>{t('auth.verify')}</SubmitButton>
        <button type="button" className="link-button second-factor__back" onClick={onBack}>
          <Icon name="chevronLeft" size={16} />
          {t('auth.backToLogin')}
        </button>
      </form>
    </section>
  );
}
