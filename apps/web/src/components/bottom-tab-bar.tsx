import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useVendorLanes } from '../api/queries.ts';
import { availableCategories, categoryPath, GAMES_TAB_ORDER, groupVendors } from '../lib/categories.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { useIsTrial, useTrialNotice } from './account-menu.tsx';
import { Icon, type TIconName } from './icon.tsx';
import { WarningDialog } from './warning-dialog.tsx';

/** Member-centre tabs that are the wallet's (the rest of the member centre is the account tab). */
const WALLET_TABS = new Set(['deposit', 'withdraw', 'transfer']);

type TTab = { key: 'home' | 'games' | 'promotions' | 'wallet' | 'account'; icon: TIconName; to: string };

/**
 * The phones' bottom tab bar (home, games, promotions, wallet, account), as players of this market
 * expect; CSS shows it below 768 px only and pads the page so nothing hides behind it. A visitor's
 * wallet and account tabs open the login popup; a trial account's wallet gets the real-account notice.
 */
export function BottomTabBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  const isTrial = useIsTrial();
  const [trialNotice, showTrialNotice, hideTrialNotice] = useTrialNotice();
  const { data: lanes = [] } = useVendorLanes();
  const categories = availableCategories(groupVendors(lanes), GAMES_TAB_ORDER);
  const gamesPath = categoryPath(categories[0] ?? 'RNG');
  const gamePaths = new Set(categories.map((category) => categoryPath(category).split('?')[0]));

  const memberTab = params.get('tab') ?? '';
  const active: TTab['key'] | null =
    pathname === '/' || pathname === '/home'
      ? 'home'
      : pathname === '/promotions'
        ? 'promotions'
        : pathname === '/member'
          ? WALLET_TABS.has(memberTab)
            ? 'wallet'
            : 'account'
          : gamePaths.has(pathname)
            ? 'games'
            : null;

  const tabs: TTab[] = [
    { key: 'home', icon: 'home', to: '/' },
    { key: 'games', icon: 'gamepad', to: gamesPath },
    { key: 'promotions', icon: 'gift', to: '/promotions' },
    { key: 'wallet', icon: 'wallet', to: '/member?tab=deposit' },
    { key: 'account', icon: 'user', to: '/member' },
  ];

  return (
    <nav className="tab-bar" aria-label={t('fit.tabBar')}>
      <ul className="tab-bar__list">
        {tabs.map((tab) => {
          const content = (
            <>
              <Icon name={tab.icon} size={22} />
              <span className="tab-bar__label">{t(`fit.tabs.${tab.key}`)}</span>
            </>
          );
          const needsLogin = (tab.key === 'wallet' || tab.key === 'account') && !isLogin;
          const needsRealAccount = tab.key === 'wallet' && isLogin && isTrial;
          return (
            <li key={tab.key}>
              {needsLogin || needsRealAccount ? (
                <button
                  type="button"
                  className="tab-bar__link"
                  onClick={() => (needsLogin ? openPopup('login') : showTrialNotice())}
                >
                  {content}
                </button>
              ) : (
                <Link
                  to={tab.to}
                  className="tab-bar__link"
                  aria-current={active === tab.key ? 'page' : undefined}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      {trialNotice ? <WarningDialog message={trialNotice} onClose={hideTrialNotice} /> : null}
    </nav>
  );
}
