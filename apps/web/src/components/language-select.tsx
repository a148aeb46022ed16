import { LANGUAGE_INFO, type TLanguage } from '@croupier/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { chooseLanguage, merchantLanguages } from '../i18n/language.ts';
import { Icon } from './icon.tsx';

/** `<select>` labelled "Language" listing the merchant's languages by native name. */
export function LanguageSelect({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const { permission } = useBootstrap();
  const id = useId();
  const languages = merchantLanguages(permission.merchant);
  return (
    <div className={compact ? 'language-select language-select--compact' : 'language-select'}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : 'language-select__label'}>
        {t('sideMenu.language')}
      </label>
      <div className="select-wrap">
        <Icon name="globe" size={18} className="select-wrap__icon" />
        <select
          id={id}
          className="select"
          value={i18n.language}
          onChange={(event) => void chooseLanguage(event.target.value as TLanguage)}
        >
          {languages.map((code) => (
            <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
              {LANGUAGE_INFO[code].nativeName}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className="select-wrap__chevron" />
      </div>
    </div>
  );
}
