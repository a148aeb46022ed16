import type { TLanguage } from '@croupier/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import {
  useAnnouncements,
  useBanners,
  useCategoryGames,
  useHotGames,
  useJackpots,
  useRecentGames,
  useWinners,
} from '../api/lobby.ts';
import { useVendorLanes } from '../api/queries.ts';
import defaultGameIcon from '../assets/default-game.svg';
import { useIsTrial } from '../components/account-menu.tsx';
import { BannerCarousel } from '../components/banner-carousel.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { GameRail } from '../components/game-rail.tsx';
import { CATEGORY_ICONS, Icon, type TIconName } from '../components/icon.tsx';
import { VendorStrip } from '../components/vendor-strip.tsx';
import {
  availableCategories,
  categoryPath,
  groupVendors,
  MENU_CATEGORIES,
  offerPhrase,
} from '../lib/categories.ts';
import { pickHomeSections, type THomeSection, WINNER_BOARD_SIZE } from '../lib/home-sections.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

/** Scrolling notice line (announcements of type B); nothing renders when there are none. */
function NoticeMarquee() {
  const { t } = useTranslation();
  const { data } = useAnnouncements('B', { pageSize: 20 });
  const openAnnouncements = useUiStore((state) => state.openAnnouncements);
  const notices = data?.list ?? [];
  if (notices.length === 0) return null;
  return (
    <section className="marquee" aria-label={t('home.notices')}>
      <Icon name="megaphone" size={18} />
      <div className="marquee__viewport">
        <ul className="marquee__track" style={{ animationDuration: `${Math.max(20, notices.length * 12)}s` }}>
          {notices.map((notice) => (
            <li key={notice.id}>
              <button type="button" className="marquee__item" onClick={() => openAnnouncements(notice.id)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => openAnnouncements()}
      >
        {t('announcements.title')}
      </button>
    </section>
  );
}

/** The branded hero that fills the banner area while the merchant has no banners. */
function Hero() {
  const { t, i18n } = useTranslation();
  const { permission } = useBootstrap();
  // Promise only what this brand offers: its categories that have vendors, named in the language.
  const { data: lanes = [] } = useVendorLanes();
  const offer = offerPhrase(
    availableCategories(groupVendors(lanes), MENU_CATEGORIES).map((category) => t(`categories.${category}`)),
    i18n.language as TLanguage,
  );
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">
          <Icon name="sparkle" size={16} />
          {t('home.heroEyebrow')}
        </p>
        <h1 id="hero-title" className="hero__title">
          {t('home.heroTitle', { name: permission.merchant.name })}
        </h1>
        <p className="hero__text">{offer ? t('home.heroText', { offer }) : t('home.heroTextAny')}</p>
        <div className="hero__actions">
          {isLogin ? null : (
            <button
              type="button"
              className="button button--primary button--large"
              onClick={() => openPopup('register')}
            >
              {t('home.joinNow')}
            </button>
          )}
          <button
            type="button"
            className="button button--glass button--large"
            onClick={() => document.getElementById('home-games')?.scrollIntoView({ behavior: 'smooth' })}
          >
            {t('home.exploreGames')}
          </button>
        </div>
      </div>
      <div className="hero__art" aria-hidden="true">
        <span className="hero__card hero__card--back">♣</span>
        <span className="hero__card hero__card--mid">♦</span>
        <span className="hero__card hero__card--front">
          <span className="hero__card-corner">A</span>♠
        </span>
        <span className="hero__chip hero__chip--one" />
        <span className="hero__chip hero__chip--two" />
        <span className="hero__chip hero__chip--three" />
      </div>
    </section>
  );
}

function HomeSection({
  title,
  icon,
  moreLink,
  children,
}: {
  title: string;
  icon: TIconName;
  moreLink?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="section-head">
        <h2 id={headingId} className="section-head__title">
          <span className="section-head__icon" aria-hidden="true">
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {moreLink ? (
          <Link
            to={moreLink}
            className="section-head__more"
            aria-label={`${t('common.moreGames')}: ${title}`}
          >
            {t('common.moreGames')}
            <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** A category section of home: its first 20 games in slides, then its first vendors. */
function CategorySection({ category, vendors }: THomeSection) {
  const { t } = useTranslation();
  const label = t(`categories.${category}`);
  const { data, isPending } = useCategoryGames(category, true);
  const games = data?.games ?? [];
  return (
    <HomeSection title={label} icon={CATEGORY_ICONS[category]} moreLink={categoryPath(category)}>
      {isPending ? <div className="skeleton skeleton--rail" aria-hidden="true" /> : null}
      {!isPending && games.length > 0 ? <GameRail games={games} label={label} /> : null}
      {!isPending && games.length === 0 ? (
        <EmptyState
          icon={CATEGORY_ICONS[category]}
          title={t('home.gamesComingTitle')}
          text={t('home.gamesComingText')}
          compact
        />
      ) : null}
      <VendorStrip category={category} vendors={vendors} label={t('nav.providersOf', { category: label })} />
    </HomeSection>
  );
}

/** Winner board: the jackpot list and the biggest wins, the first 9 of each. */
function WinnerBoard() {
  const { t } = useTranslation();
  const { data: jackpots = [] } = useJackpots();
  const { data: winners = [] } = useWinners();
  if (jackpots.length === 0 && winners.length === 0) {
    return <EmptyState icon="trophy" title={t('home.noWinsTitle')} text={t('home.noWinsText')} compact />;
  }
  return (
    <div className="winner-board">
      {jackpots.length > 0 ? (
        <section className="winner-board__panel" aria-labelledby="jackpots-title">
          <h3 id="jackpots-title" className="winner-board__title">
            {t('home.jackpots')}
          </h3>
          <ul className="winner-list">
            {jackpots.slice(0, WINNER_BOARD_SIZE).map((jackpot) => (
              <li key={jackpot.code} className="winner-list__item">
                <img src={jackpot.iconUrl || defaultGameIcon} alt="" width={40} height={40} loading="lazy" />
                <span className="winner-list__name">{jackpot.name}</span>
                <span className="winner-list__amount">
                  {formatAmount(jackpot.amount)} {jackpot.currency}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {winners.length > 0 ? (
        <section className="winner-board__panel" aria-labelledby="winners-title">
          <h3 id="winners-title" className="winner-board__title">
            {t('home.biggestWins')}
          </h3>
          <ul className="winner-list">
            {winners.slice(0, WINNER_BOARD_SIZE).map((winner) => (
              <li
                key={`${winner.customerName}-${winner.gameName}-${winner.winAmount}`}
                className="winner-list__item"
              >
                <img src={winner.iconUrl || defaultGameIcon} alt="" width={40} height={40} loading="lazy" />
                <span className="winner-list__name">
                  <strong>{winner.customerName}</strong>
                  <span>{winner.gameName}</span>
                </span>
                <span className="winner-list__amount">{winner.winAmount}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** Amount with thousands separators and 2 decimals (a decimal string from the server). */
function formatAmount(amount: string): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * Home (spec section 2): notice marquee, banner carousel (the branded hero without banners), hot
 * games, the winner board, recent games (logged in, non-empty), then a section per category.
 */
export function HomePage({ popup }: { popup?: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { data: lanes = [] } = useVendorLanes();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode');
  const isLogin = useSessionStore((state) => state.isLogin);
  // A trial (free play) account may register a real one: a demo game's "Register" link comes here.
  const isTrial = useIsTrial();
  const openPopup = useUiStore((state) => state.openPopup);
  const setReferralCode = useUiStore((state) => state.setReferralCode);
  const { data: banners = [], isPending: isBannersPending } = useBanners('w_home');
  const { data: hot = [], isPending: isHotPending } = useHotGames();
  const { data: recent = [] } = useRecentGames();

  useEffect(() => {
    if (popup === 'register' && referralCode) setReferralCode(referralCode);
    if (popup && (!isLogin || (popup === 'register' && isTrial))) openPopup(popup);
  }, [popup, referralCode, isLogin, isTrial, openPopup, setReferralCode]);

  const sections = pickHomeSections(groupVendors(lanes), permission.flags);

  return (
    <div className="home">
      <NoticeMarquee />
      {isBannersPending ? <div className="skeleton banner banner--skeleton" aria-hidden="true" /> : null}
      {!isBannersPending && banners.length > 0 ? (
        <>
          {/* The page's heading, which the hero shows when there are no banners. */}
          <h1 className="visually-hidden">{t('home.heroTitle', { name: permission.merchant.name })}</h1>
          <BannerCarousel banners={banners} />
        </>
      ) : null}
      {!isBannersPending && banners.length === 0 ? <Hero /> : null}
      <div id="home-games" className="home__sections">
        <HomeSection title={t('home.hotGames')} icon="flame">
          {isHotPending ? <div className="skeleton skeleton--rail" aria-hidden="true" /> : null}
          {!isHotPending && hot.length > 0 ? <GameRail games={hot} label={t('home.hotGames')} eager /> : null}
          {!isHotPending && hot.length === 0 ? (
            <EmptyState
              icon="flame"
              title={t('home.gamesComingTitle')}
              text={t('home.gamesComingText')}
              compact
            />
          ) : null}
        </HomeSection>
        <HomeSection title={t('home.winners')} icon="trophy">
          <WinnerBoard />
        </HomeSection>
        {isLogin && recent.length > 0 ? (
          <HomeSection title={t('recent.title')} icon="clock" moreLink="/recent">
            <GameRail games={recent} label={t('recent.title')} />
          </HomeSection>
        ) : null}
        {sections.map((section) => (
          <CategorySection key={section.category} {...section} />
        ))}
      </div>
    </div>
  );
}
