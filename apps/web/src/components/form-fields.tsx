import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: ReactNode;
  /** Shows "(optional)" after the label. */
  isOptional?: boolean;
  /** Marks the input for the dialog's initial focus. */
  autoFocusOnOpen?: boolean;
  /** A control placed at the right edge of the input (for example "Get code"). */
  addon?: ReactNode;
};

/** A labelled text input; the label is a real `<label for>`, so tests can find it by label. */
export function TextField({
  label,
  hint,
  isOptional,
  autoFocusOnOpen,
  addon,
  className,
  ...input
}: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = useId();
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field__label">
        {label}
        {isOptional ? <span className="field__optional"> ({t('auth.optional')})</span> : null}
      </label>
      <div className={addon ? 'field__control field__control--addon' : 'field__control'}>
        <input
          id={id}
          className="input"
          aria-describedby={hint ? hintId : undefined}
          data-autofocus={autoFocusOnOpen ? true : undefined}
          {...input}
        />
        {addon}
      </div>
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
export function FormNotice({ message, tone = 'info' }: { message: string | null; tone?: 'info' | 'error' }) {
  return (
    <p className={`form-notice form-notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {message ? (
        <>
          <Icon name={tone === 'error' ? 'alert' : 'clock'} size={16} />
          <span>{message}</span>
        </>
      ) : null}
    </p>
  );
}
