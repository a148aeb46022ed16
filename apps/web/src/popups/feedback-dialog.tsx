import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../components/dialog.tsx';
import { FormNotice } from '../components/form-fields.tsx';

/** Question types of spec section 3 with their wire codes. */
const FEEDBACK_TYPES = [
  { code: 1, key: 'deposit' },
  { code: 2, key: 'withdrawal' },
  { code: 3, key: 'game' },
  { code: 4, key: 'customer' },
  { code: 6, key: 'applyAgent' },
  { code: 0, key: 'others' },
] as const;

const DESCRIPTION_MIN = 20;
const DESCRIPTION_MAX = 200;

/** The feedback popup: question type and a 20-200 character description (spec section 5). */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const typeId = useId();
  const descriptionId = useId();
  const hintId = useId();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const length = description.trim().length;
    if (length < DESCRIPTION_MIN || length > DESCRIPTION_MAX) {
      setNotice(null);
      setError(t('feedback.descriptionLength'));
      return;
    }
    setError(null);
    setNotice(t('feedback.unavailable'));
  };

  return (
    <Dialog title={t('feedback.title')} onClose={onClose} size="small">
      <form className="form" noValidate onSubmit={handleSubmit}>
        <div className="field">
          <label htmlFor={typeId} className="field__label">
            {t('feedback.type')}
          </label>
          <div className="select-wrap select-wrap--field">
            <select id={typeId} name="type" className="select" defaultValue="1" data-autofocus>
              {FEEDBACK_TYPES.map(({ code, key }) => (
                <option key={code} value={code}>
                  {t(`feedback.types.${key}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={descriptionId} className="field__label">
            {t('feedback.description')}
          </label>
          <textarea
            id={descriptionId}
            name="content"
            className="input textarea"
            rows={5}
            maxLength={DESCRIPTION_MAX}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <p id={hintId} className="field__hint field__hint--split">
            <span>{t('feedback.descriptionHint')}</span>
            <span aria-hidden="true">
              {description.trim().length}/{DESCRIPTION_MAX}
            </span>
          </p>
        </div>
        <FormNotice message={error} tone="error" />
        <FormNotice message={notice} />
        <button type="submit" className="button button--primary button--block">
          {t('feedback.submit')}
        </button>
      </form>
    </Dialog>
  );
}
