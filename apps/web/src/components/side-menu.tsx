import type { TGameType, TLanguage, TSideMenuMode, TVendorEntry } from '@croupier/contracts';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { fetchGamePage } from '../api/lobby.ts';
import { useVendorLanes } from '../api/queries.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { availableCategories, categoryPath, groupVendors, MENU_CATEGORIES } from '../lib/categories.ts';
import { firstCategoryGame, launchesFromMenu } from '../lib/category-launch.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { AppDownload } from './app-download.tsx';
import { CustomerServiceLinks } from './customer-service-links.tsx';
import { GroupBanner } from './group-banner.tsx';
import { CATEGORY_ICONS, Icon, type TIconName } from './icon.tsx';
import { LanguageSelect } from './language-select.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { NavSkeletons } from './top-nav.tsx';

/**
 * A side-menu entry. Links that carry a query (`/member?tab=referral`) are active only when the
 * query matches too, so two entries of one page never light up together.
 */
function MenuLink({ to, icon, label, end }: { to: string; icon: TIconName; label: string; end?: boolean }) {
  const location = useLocation();
  const [path = '/', query = ''] = to.split('?');
  const isCurrentPath = end ? location.pathname === path : location.pathname.startsWith(path);
  const isActive =
    isCurrentPath && (query === '' || new URLSearchParams(location.search).toString() === query);
  return (
    <li>
      <Link
        to={to}
        className={isActive ? 'side-menu__link active' : 'side-menu__link'}
        aria-current={isActive ? 'page' : undefined}
        title={label}
      >
        <span className="side-menu__icon" aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <span className="side-menu__label">{label}</span>
      </Link>
    </li>
  );
}

/**
 * A lottery category: a click launches the category's first vendor's game (its lottery page),
 * by the same rules as a game card (login popup, trial refusal); a category whose vendors have no
 * game yet opens its game centre instead.
 */
function LaunchingCategory({
  category,
  vendors,
  label,
}: {
  category: TGameType;
  vendors: readonly TVendorEntry[];
  label: string;
}) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const launch = useLaunchGame();
  const start = async () => {
    const game = await firstCategoryGame(vendors, async (vassalage) => {
      const page = await fetchGamePage({
        gameType: category,
        vassalage,
        keyword: '',
        pageNo: 1,
        pageSize: 1,
        language: i18n.language as TLanguage,
      });
      return page.games[0];
    });
    if (game) await launch(game);
    else navigate(categoryPath(category));
  };
  return (
    <li>
      <button type="button" className="side-menu__link" title={label} onClick={() => void start()}>
        <span className="side-menu__icon" aria-hidden="true">
          <Icon name={CATEGORY_ICONS[category]} size={20} />
        </span>
        <span className="side-menu__label">{label}</span>
      </button>
    </li>
  );
}

/**
 * `<nav aria-label="Side menu">` at the left: Home and the categories with vendors, invite
 * friends and VIP bonus (by flag), the app download QR code, customer-service links and the
 * language select. In 'toggle' mode it collapses to icons; on phones it is a drawer.
 */
export function SideMenu({
  mode,
  isCollapsed,
}: {
  mode: Exclude<TSideMenuMode, 'hidden'>;
  isCollapsed: boolean;
}) {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { flags } = permission;
  const { data: lanes = [], isPending: isLanesPending } = useVendorLanes();
  const vendorsByCategory = groupVendors(lanes);
  const categories = availableCategories(vendorsByCategory, MENU_CATEGORIES);
  const toggleSideMenu = useUiStore((state) => state.toggleSideMenu);
  const isDrawerOpen = useUiStore((state) => state.isDrawerOpen);
  const setDrawerOpen = useUiStore((state) => state.setDrawerOpen);
  const openAnnouncements = useUiStore((state) => state.openAnnouncements);
  const openPopup = useUiStore((state) => state.openPopup);
  const isLogin = useSessionStore((state) => state.isLogin);
  const closeRef = useRef<HTMLButtonElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const csHeadingId = useId();

  useEffect(() => {
    if (!isDrawerOpen) return;
    closeRef.current?.focus();
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    const backdrop = backdropRef.current;
    const handleBackdrop = () => setDrawerOpen(false);
    document.addEventListener('keydown', handleKey);
    backdrop?.addEventListener('click', handleBackdrop);
    return () => {
      document.removeEventListener('keydown', handleKey);
      backdrop?.removeEventListener('click', handleBackdrop);
    };
  }, [isDrawerOpen, setDrawerOpen]);

  return (
    <>
      <div ref={backdropRef} className="drawer-backdrop" data-open={isDrawerOpen} aria-hidden="true" />
      <nav
        id="side-menu"
        className="side-menu"
        aria-label={t('nav.side')}
        data-collapsed={isCollapsed}
        data-open={isDrawerOpen}
      >
        <div className="side-menu__top">
          {mode === 'toggle' ? (
            <button
              type="button"
              className="icon-button side-menu__collapse"
              aria-label={isCollapsed ? t('sideMenu.expand') : t('sideMenu.collapse')}
              aria-expanded={!isCollapsed}
              aria-controls="side-menu-content"
              onClick={toggleSideMenu}
            >
              <Icon name={isCollapsed ? 'chevronRight' : 'chevronLeft'} />
            </button>
          ) : null}
          {isLogin ? (
            // On a narrow phone a member's header keeps room for the balance: game search and the
            // theme move here (styles/fit.css shows them only there and then).
            <div className="side-menu__tools">
              <button
                type="button"
                className="icon-button"
                aria-label={t('games.search')}
                onClick={() => {
                  setDrawerOpen(false);
                  openPopup('gameSearch');
                }}
              >
                <Icon name="search" />
              </button>
              <ThemeToggle />
            </div>
          ) : null}
          <button
            ref={closeRef}
            type="button"
            className="icon-button side-menu__close"
            aria-label={t('header.closeMenu')}
            onClick={() => setDrawerOpen(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <div id="side-menu-content" className="side-menu__content">
          <ul className="side-menu__list">
            <MenuLink to="/" end icon="home" label={t('nav.home')} />
            {isLanesPending ? (
              <NavSkeletons className="side-menu__placeholder" bar="side-menu__skeleton" />
            ) : null}
            {categories.map((category) =>
              launchesFromMenu(category) ? (
                <LaunchingCategory
                  key={category}
                  category={category}
                  vendors={vendorsByCategory.get(category) ?? []}
                  label={t(`categories.${category}`)}
                />
              ) : (
                <MenuLink
                  key={category}
                  to={categoryPath(category)}
                  icon={CATEGORY_ICONS[category]}
                  label={t(`categories.${category}`)}
                />
              ),
            )}
          </ul>
          <ul className="side-menu__list side-menu__list--extras">
            <li>
              <button
                type="button"
                className="side-menu__link"
                title={t('announcements.title')}
                onClick={() => openAnnouncements()}
              >
                <span className="side-menu__icon" aria-hidden="true">
                  <Icon name="megaphone" size={20} />
                </span>
                <span className="side-menu__label">{t('announcements.title')}</span>
              </button>
            </li>
          </ul>
          {flags.referral || flags.vip ? (
            <ul className="side-menu__list side-menu__list--extras">
              {flags.referral ? (
                <MenuLink to="/member?tab=referral" icon="users" label={t('sideMenu.inviteFriends')} />
              ) : null}
              {flags.vip ? (
                <MenuLink to="/member?tab=vip" icon="crown" label={t('sideMenu.vipBonus')} />
              ) : null}
            </ul>
          ) : null}
          {isCollapsed ? null : (
            <div className="side-menu__cards">
              <GroupBanner group="w_leftmenu" label={t('sideMenu.offers')} />
              <AppDownload />
              <section className="side-card" aria-labelledby={csHeadingId}>
                <h2 id={csHeadingId} className="side-card__title">
                  <Icon name="headset" size={16} />
                  {t('sideMenu.customerService')}
                </h2>
                <CustomerServiceLinks />
              </section>
              <LanguageSelect />
            </div>
          )}
        </div>
      </nav>
    </>
  );
}
