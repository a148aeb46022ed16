import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageBell } from '../messages/message-bell.tsx';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { AccountMenu, useIsTrial, useRegisterAction, useTrialNotice } from './account-menu.tsx';
import { BalanceWidget } from './balance-widget.tsx';
import { BrandLink } from './brand-link.tsx';
import { Icon, type TIconName } from './icon.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { WarningDialog } from './warning-dialog.tsx';

type HeaderProps = {
  /** A side menu exists: phones get the "Open menu" button for its drawer. */
  hasSideMenu: boolean;
  /** The side menu does not offer the language select (hidden menu), so the header does. */
  showLanguage: boolean;
};

/**
 * Deposit and withdraw shortcuts of the logged-in header; a trial account gets the
 * need-real-account notice instead of the pages.
 */
function WalletShortcuts() {
  const { t } = useTranslation();
  const isTrial = useIsTrial();
  const [trialNotice, showTrialNotice, hideTrialNotice] = useTrialNotice();
  const registerAction = useRegisterAction(hideTrialNotice);
  const shortcuts: { key: string; label: string; to: string; icon: TIconName; className: string }[] = [
    {
      key: 'deposit',
      label: t('header.deposit'),
      to: '/member?tab=deposit',
      icon: 'deposit',
      className: 'button button--primary wallet-shortcut',
    },
    {
      key: 'withdraw',
      label: t('header.withdraw'),
      to: '/member?tab=withdraw',
      icon: 'withdraw',
      className: 'button button--ghost wallet-shortcut wallet-shortcut--secondary',
    },
  ];
  return (
    <>
      {shortcuts.map(({ key, label, to, icon, className }) =>
        isTrial ? (
          <button key={key} type="button" className={className} onClick={showTrialNotice}>
            <Icon name={icon} size={18} />
            <span className="wallet-shortcut__label">{label}</span>
          </button>
        ) : (
          <Link key={key} to={to} className={className}>
            <Icon name={icon} size={18} />
            <span className="wallet-shortcut__label">{label}</span>
          </Link>
        ),
      )}
      {trialNotice ? (
        <WarningDialog message={trialNotice} onClose={hideTrialNotice} action={registerAction} />
      ) : null}
    </>
  );
}

/** Site header: menu button (phones), brand, theme, language when needed, and the account actions. */
export function Header({ hasSideMenu, showLanguage }: HeaderProps) {
  const { t } = useTranslation();
  const isLogin = useSessionStore((state) => state.isLogin);
  const isTrial = useIsTrial();
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
        <button
          type="button"
          className="icon-button site-header__search"
          aria-label={t('games.search')}
          onClick={() => openPopup('gameSearch')}
        >
          <Icon name="search" />
        </button>
        {showLanguage ? <LanguageSelect compact /> : null}
        <ThemeToggle />
        {isLogin ? (
          <>
            {isTrial ? (
              <span className="badge badge--warning free-play-badge">
                <Icon name="sparkle" size={14} />
                {t('header.freePlay')}
              </span>
            ) : null}
            <BalanceWidget />
            <WalletShortcuts />
            <MessageBell isTrial={isTrial} />
            <AccountMenu />
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
