import { useTranslation } from 'react-i18next';
import { useThemeStore } from '../theme/theme-store.ts';
import { Icon } from './icon.tsx';

/** Switches between the dark and light themes; the label names the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = theme === 'dark' ? t('header.themeToLight') : t('header.themeToDark');
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={label}
      title={label}
      onClick={toggleTheme}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
    </button>
  );
}
