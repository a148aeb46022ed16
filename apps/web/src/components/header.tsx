import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { BrandLink } from './brand-link.tsx';
import { Icon } from './icon.tsx';
import { LanguageSelect } from './language-select.tsx';
import { SignOutButton } from './sign-out-button.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

type HeaderProps = {
  /** A side menu exists: phones get the "Open menu" button for its drawer. */
  hasSideMenu: boolean;
  /** The side menu does not offer the language select (hidden menu), so the header does. */
  showLanguage: boolean;
};

/** Site header: menu button (phones), brand, theme, language when needed, and the account actions. */
export function Header({ hasSideMenu, showLanguage }: HeaderProps) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const displayName = useSessionStore((state) => state.nickname ?? state.account ?? state.username);
  const openPopup = useUiStore((state) => state.openPopup);
  const isDrawerOpen = useUiStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);

  return (
    <header className="site-header">
      <div className="site-header__start">
        {hasSideMenu ? (
          <button
            type="button"
            className="icon-button site-header__menu"
            aria-label={t('header.openMenu')}
            aria-expanded={isDrawerOpen}
            aria-controls="side-menu"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
        ) : null}
        <BrandLink />
      </div>
      <div className="site-header__end">
        {showLanguage ? <LanguageSelect compact /> : null}
        <ThemeToggle />
        {isLogin ? (
          <>
            <Link to="/member" className="button button--ghost site-header__account">
              <Icon name="user" size={18} />
              <span>{displayName ?? t('header.myAccount')}</span>
              {displayName ? <span className="visually-hidden"> ({t('header.myAccount')})</span> : null}
            </Link>
            <SignOutButton redirectTo="/" />
          </>
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={() => openPopup('login')}>
              {t('header.login')}
            </button>
            <button type="button" className="button button--primary" onClick={() => openPopup('register')}>
              {t('header.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
}
