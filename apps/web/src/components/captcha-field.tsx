import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCaptcha } from '../lib/use-captcha.ts';
import { TextField } from './form-fields.tsx';
import { Icon } from './icon.tsx';

/**
 * The image captcha: an input labelled "Captcha" and the image beside it; clicking the image
 * ("Refresh captcha") loads a new one, at most once a second.
 */
export function CaptchaField({
  captcha,
  error,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  captcha: TCaptcha;
  error?: string | null | undefined;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      ref={ref}
      label={t('auth.captcha')}
      placeholder={t('auth.captchaPlaceholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={8}
      isRequired
      error={error ?? captcha.error}
      className="captcha-field"
      addon={
        <button
          type="button"
          className="captcha-field__image"
          aria-label={t('auth.refreshCaptcha')}
          title={t('auth.refreshCaptcha')}
          aria-busy={captcha.isLoading || undefined}
          onClick={() => captcha.refresh()}
        >
          {captcha.image ? (
            <img src={captcha.image} alt="" width={104} height={38} />
          ) : (
            <span className="spinner" aria-hidden="true" />
          )}
          <span className="captcha-field__refresh" aria-hidden="true">
            <Icon name="refresh" size={12} />
          </span>
        </button>
      }
      {...input}
    />
  );
}
