import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** The field's problem, shown under it and tied to the input (`aria-invalid`, described by it). */
  error?: string | null | undefined;
  /** Shows "(optional)" after the label. */
  isOptional?: boolean;
  /** Marks the field as required: a star after the label and `aria-required`. */
  isRequired?: boolean;
  /** Marks the input for the dialog's initial focus. */
  autoFocusOnOpen?: boolean;
  /** A control placed at the right edge of the input (for example "Get code"). */
  addon?: ReactNode;
  /** A control placed before the input (for example the country-code picker). */
  leading?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; the label is a real `<label for>`, so tests can find it by label. */
export function TextField({
  label,
  hint,
  error,
  isOptional,
  isRequired,
  autoFocusOnOpen,
  addon,
  leading,
  className,
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  let controlClass = 'field__control';
  if (addon) controlClass += ' field__control--addon';
  if (leading) controlClass += ' field__control--prefix';
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <div className="field__head">
        <label htmlFor={id} className="field__label">
          {label}
          {isOptional ? <span className="field__optional"> ({t('auth.optional')})</span> : null}
        </label>
        {/* Outside the label, so the label (and the accessible name) is exactly the field's name. */}
        {isRequired ? (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      <div className={controlClass}>
        {leading}
        <input
          id={id}
          className="input"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired ? true : undefined}
          data-autofocus={autoFocusOnOpen ? true : undefined}
          {...input}
        />
        {addon}
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="alert" size={14} />
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A password input with a show/hide toggle ("Show password" / "Hide password"). */
export function PasswordField({ label, ...rest }: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [isVisible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={isVisible ? 'text' : 'password'}
      {...rest}
      addon={
        <button
          type="button"
          className="field__addon icon-button icon-button--small"
          aria-label={isVisible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={isVisible}
          onClick={() => setVisible((visible) => !visible)}
        >
          <Icon name={isVisible ? 'eyeOff' : 'eye'} size={18} />
        </button>
      }
    />
  );
}

/** Inline notice under a form: a polite live region that is always present, so changes are announced. */
export function FormNotice({
  message,
  tone = 'info',
}: {
  message: string | null;
  tone?: 'info' | 'error' | 'success';
}) {
  let icon: 'alert' | 'clock' | 'check' = 'clock';
  if (tone === 'error') icon = 'alert';
  else if (tone === 'success') icon = 'check';
  return (
    <p className={`form-notice form-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message ? (
        <>
          <Icon name={icon} size={16} />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
