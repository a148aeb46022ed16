import { FEEDBACK_TYPES as FEEDBACK_CODES } from '@croupier/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { submitFeedback } from '../api/accounts.ts';
import { ApiError } from '../api/api-client.ts';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { CaptchaField } from '../components/captcha-field.tsx';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice } from '../components/form-fields.tsx';
import { Icon } from '../components/icon.tsx';
import { SubmitButton, type TSubmitPhase } from '../components/submit-button.tsx';
import { useCaptcha } from '../lib/use-captcha.ts';
import { useSessionStore } from '../stores/session-store.ts';

/** Question types of spec section 3 with their wire codes. */
const FEEDBACK_TYPES = [
  { code: FEEDBACK_CODES.DEPOSIT, key: 'deposit' },
  { code: FEEDBACK_CODES.WITHDRAWAL, key: 'withdrawal' },
  { code: FEEDBACK_CODES.GAME, key: 'game' },
  { code: FEEDBACK_CODES.CUSTOMER, key: 'customer' },
  { code: FEEDBACK_CODES.APPLY_AGENT, key: 'applyAgent' },
  { code: FEEDBACK_CODES.OTHERS, key: 'others' },
] as const;
type TFeedbackCode = (typeof FEEDBACK_TYPES)[number]['code'];

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 200;

/**
 * The feedback popup (spec sections 3 and 5): question type, a 20-200 character description and
 * the image captcha; empty fields are listed in a warning; `PUT /wps/feedback`.
 */
export function FeedbackDialog({
  initialType = null,
  onClose,
}: {
  initialType?: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const typeId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const descriptionErrorId = useId();
  const account = useSessionStore((state) => state.account);
  const isAgent = useSessionStore((state) => state.isAgent);
  const { flags } = useBootstrap().permission;
  // Applying to become an agent needs the agent policy (AGENTPOLICY3) and a member who is not one.
  const mayApplyAgent = flags.agentPolicy && account !== null && !isAgent;
  const types = FEEDBACK_TYPES.filter(({ code }) => code !== FEEDBACK_CODES.APPLY_AGENT || mayApplyAgent);
  const [type, setType] = useState(() =>
    types.some(({ code }) => code === initialType) ? String(initialType) : '',
  );
  const [description, setDescription] = useState('');
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [descriptionError, setDescriptionError] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [isSent, setSent] = useState(false);
  const [phase, setPhase] = useState<TSubmitPhase>('idle');
  const captcha = useCaptcha(!isSent);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAlert(null);
    const content = description.trim();
    const empty = [
      type === '' ? t('feedback.type') : null,
      content === '' ? t('feedback.description') : null,
      captchaAnswer.trim() === '' ? t('auth.captcha') : null,
    ].filter((name): name is string => name !== null);
    if (empty.length > 0) {
      setAlert(t('feedback.emptyFields', { fields: empty.join(t('feedback.listSeparator')) }));
      return;
    }
    if (content.length < DESCRIPTION_MIN || content.length > DESCRIPTION_MAX) {
      setDescriptionError(t('feedback.descriptionLength'));
      return;
    }
    setPhase('submitting');
    try {
      await submitFeedback({
        type: Number(type) as TFeedbackCode,
        content,
        captcha: captchaAnswer.trim(),
        captchaKey: captcha.captchaKey ?? '',
        ...(account ? { sender: account } : {}),
      });
      setSent(true);
    } catch (error) {
      captcha.refresh({ force: true });
      setCaptchaAnswer('');
      const message = error instanceof ApiError ? error.message : String(error);
      if (error instanceof ApiError && error.code === 'CAPTCHA_INVALID') setCaptchaError(message);
      else setAlert(message);
    } finally {
      setPhase('idle');
    }
  };

  return (
    <Dialog title={t('feedback.title')} onClose={onClose} size="small">
      {isSent ? (
        <div className="form feedback-sent">
          <span className="feedback-sent__icon" aria-hidden="true">
            <Icon name="check" size={30} />
          </span>
          <FormNotice message={t('feedback.sent')} tone="success" />
          <button
            type="button"
            className="button button--primary button--block"
            data-autofocus
            onClick={onClose}
          >
            {t('common.done')}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={(event) => void handleSubmit(event)}>
          <div className="field">
            <div className="field__head">
              <label htmlFor={typeId} className="field__label">
                {t('feedback.type')}
              </label>
              <span className="field__required" aria-hidden="true">
                *
              </span>
            </div>
            <div className="select-wrap select-wrap--field">
              <select
                id={typeId}
                name="type"
                className="select"
                value={type}
                aria-required="true"
                data-autofocus
                onChange={(event) => setType(event.target.value)}
              >
                <option value="" disabled>
                  {t('feedback.choose')}
                </option>
                {types.map(({ code, key }) => (
                  <option key={code} value={code}>
                    {t(`feedback.types.${key}`)}
                  </option>
                ))}
              </select>
              <span className="select-wrap__chevron">
                <Icon name="chevronDown" size={16} />
              </span>
            </div>
          </div>
          <div className={`field${descriptionError ? ' field--invalid' : ''}`}>
            <div className="field__head">
              <label htmlFor={descriptionId} className="field__label">
                {t('feedback.description')}
              </label>
              <span className="field__required" aria-hidden="true">
                *
              </span>
            </div>
            <textarea
              id={descriptionId}
              name="content"
              className="input textarea"
              rows={5}
              maxLength={DESCRIPTION_MAX}
              aria-required="true"
              aria-describedby={descriptionError ? `${descriptionErrorId} ${hintId}` : hintId}
              aria-invalid={descriptionError ? true : undefined}
              value={description}
              onChange={(event) => {
                setDescription(event.target.value);
                setDescriptionError(null);
              }}
            />
            {descriptionError ? (
              <p id={descriptionErrorId} className="field__error">
                <Icon name="alert" size={14} />
                <span>{descriptionError}</span>
              </p>
            ) : null}
            <p id={hintId} className="field__hint field__hint--split">
              <span>{t('feedback.descriptionHint')}</span>
              <span aria-hidden="true">
                {description.trim().length}/{DESCRIPTION_MAX}
              </span>
            </p>
          </div>
          <CaptchaField
            captcha={captcha}
            name="captcha"
            value={captchaAnswer}
            error={captchaError}
            onChange={(event) => {
              setCaptchaAnswer(event.target.value);
              setCaptchaError(null);
            }}
          />
          <FormNotice message={alert} tone="error" />
          <SubmitButton phase={phase} className="button button--primary button--block">
            {t('feedback.submit')}
          </SubmitButton>
        </form>
      )}
    </Dialog>
  );
}
