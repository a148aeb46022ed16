import {
  APPLY_IMAGE_TYPES,
  APPLY_MAX_IMAGES,
  APPLY_TEXT_MAX,
  applicationIssue,
  errorMessage,
  type TPromotion,
  textLength,
} from '@croupier/contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-client.ts';
import { FormNotice } from '../../components/form-fields.tsx';
import { Icon } from '../../components/icon.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { fileSize, readBase64 } from '../../lib/image-files.ts';
import { useApplyPromotion } from './promotions-api.ts';

/** A chosen image with its preview, shown until it is sent or removed. */
function ChosenImage({ file, onRemove }: { file: File; onRemove: () => void }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className="apply-form__image">
      {preview ? <img src={preview} alt="" /> : null}
      <span className="apply-form__image-name">
        {file.name} · {fileSize(file.size)}
      </span>
      <button
        type="button"
        className="icon-button apply-form__remove"
        aria-label={t('promo.apply.remove', { name: file.name })}
        onClick={onRemove}
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

/**
 * The Apply form of an apply activity (issue 17): a comment of at most 140 characters with its
 * counter and up to 3 png or jpg images of at most 5 MB each, checked here with the same rule the
 * server runs (`applicationIssue`, whose codes have their messages in every language), then sent.
 */
export function ApplyForm({ promotion, onClose }: { promotion: TPromotion; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const apply = useApplyPromotion();
  const commentId = useId();
  const counterId = useId();
  const imagesId = useId();
  const hintId = useId();
  const [comment, setComment] = useState('');
  const [chosen, setChosen] = useState<{ key: number; file: File }[]>([]);
  const files = chosen.map((entry) => entry.file);
  const [problem, setProblem] = useState<string | null>(null);
  const length = textLength(comment);
  const issueOf = (next: { comment: string; files: File[] }) =>
    applicationIssue({
      comment: next.comment.trim(),
      images: next.files.map((file) => ({ contentType: file.type, size: file.size })),
    });
  const say = (issue: ReturnType<typeof issueOf>) => {
    if (!issue) return null;
    const message = errorMessage(issue.code, i18n.language);
    const file = 'index' in issue ? files[issue.index] : undefined;
    return file ? `${file.name}: ${message}` : message;
  };
  const choose = (picked: FileList | null) => {
    const next = [...files, ...Array.from(picked ?? [])];
    const issue = issueOf({ comment, files: next });
    if (issue && issue.code !== 'APPLICATION_TEXT_TOO_LONG') {
      const bad = 'index' in issue ? next[issue.index] : undefined;
      const message = errorMessage(issue.code, i18n.language);
      return setProblem(bad ? `${bad.name}: ${message}` : message);
    }
    setProblem(null);
    setChosen(next.map((file, index) => chosen[index] ?? { key: Date.now() + index, file }));
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = issueOf({ comment, files });
    if (issue) return setProblem(say(issue));
    setProblem(null);
    const images = await Promise.all(
      files.map(async (file) => ({
        fileName: file.name,
        contentType: file.type,
        data: await readBase64(file),
      })),
    );
    await apply.mutateAsync({ id: promotion.id, comment: comment.trim(), images });
    onClose();
  };
  const failure = problem ?? (apply.error instanceof ApiError ? apply.error.message : null);
  return (
    <form
      className="apply-form"
      aria-label={t('promo.apply.formLabel', { title: promotion.title })}
      noValidate
      onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
    >
      <div className={`field${length > APPLY_TEXT_MAX ? ' field--invalid' : ''}`}>
        <div className="field__head">
          <label htmlFor={commentId} className="field__label">
            {t('promo.apply.comment')}
          </label>
        </div>
        <textarea
          id={commentId}
          className="input textarea apply-form__comment"
          rows={3}
          value={comment}
          aria-describedby={counterId}
          aria-invalid={length > APPLY_TEXT_MAX}
          onChange={(event) => setComment(event.target.value)}
        />
        <span
          id={counterId}
          className={`apply-form__counter${length > APPLY_TEXT_MAX ? ' is-over' : ''}`}
          aria-live="polite"
        >
          {t('promo.apply.counter', { count: length, max: APPLY_TEXT_MAX })}
        </span>
      </div>
      <div className="field">
        <span className="field__label">{t('promo.apply.images')}</span>
        {files.length > 0 ? (
          <ul className="apply-form__images">
            {chosen.map((entry) => (
              <ChosenImage
                key={entry.key}
                file={entry.file}
                onRemove={() => setChosen(chosen.filter((other) => other !== entry))}
              />
            ))}
          </ul>
        ) : null}
        {files.length < APPLY_MAX_IMAGES ? (
          <label htmlFor={imagesId} className="apply-form__pick">
            <Icon name="download" size={16} />
            <span>{t('promo.apply.addImages')}</span>
            <input
              id={imagesId}
              type="file"
              multiple
              accept={APPLY_IMAGE_TYPES.join(',')}
              aria-describedby={hintId}
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        ) : null}
        <span id={hintId} className="field__hint">
          {t('promo.apply.imagesHint')}
        </span>
      </div>
      <FormNotice message={failure} tone="error" />
      <div className="apply-form__actions">
        <SubmitButton phase={apply.isPending ? 'submitting' : 'idle'} className="button button--primary">
          {t('promo.apply.send')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('promo.apply.cancel')}
        </button>
      </div>
    </form>
  );
}
