import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALING_CODES } from '../lib/dialing-codes.ts';
import { TextField } from './form-fields.tsx';
import { Icon } from './icon.tsx';

type PhoneFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string | null | undefined;
  isRequired?: boolean;
  isOptional?: boolean;
  autoFocusOnOpen?: boolean;
  /** The country-code picker ("Country code"), shown when the merchant turns it on. */
  countryCode?: { value: string; onChange: (code: string) => void } | null;
  ref?: Ref<HTMLInputElement>;
};

/** A mobile number input (placeholder 09********) with the optional country-code picker before it. */
export function PhoneField({ countryCode, ...field }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="09********"
      leading={
        countryCode ? (
          <span className="phone-prefix">
            <span className="phone-prefix__value" aria-hidden="true">
              {countryCode.value}
              <Icon name="chevronDown" size={14} />
            </span>
            <select
              className="phone-prefix__select"
              aria-label={t('auth.countryCode')}
              value={countryCode.value}
              onChange={(event) => countryCode.onChange(event.target.value)}
            >
              {DIALING_CODES.map(({ code, country }) => (
                <option key={code} value={code}>
                  {code} {t(`countries.${country}`)}
                </option>
              ))}
            </select>
          </span>
        ) : undefined
      }
      {...field}
    />
  );
}
