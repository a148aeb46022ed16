import type { InputHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryCodes } from '../api/profile-api.ts';
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
  // The picker's countries come from the server's country-codes call.
  const countries = useCountryCodes(countryCode != null).data?.list ?? [];
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
              {countries.map(({ countryCode: country, countryDialingCode: code }) => (
                <option key={code} value={code}>
                  {/* biome-ignore lint/suspicious/noExplicitAny: a country the bundles do not name shows its code */}
                  {code} {t(`countries.${country}` as any, { defaultValue: country })}
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
