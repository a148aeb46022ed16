import type { TGameType, TSiteFlags } from '@croupier/contracts';
import { type ReactNode, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useBootstrap } from '../api/bootstrap-context.tsx';
import { useVendorLanes } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { CATEGORY_ICONS, Icon, type TIconName } from '../components/icon.tsx';
import { VendorStrip } from '../components/vendor-strip.tsx';
import { categoryPath, groupVendors } from '../lib/categories.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

/** Home game sections of spec section 2, with how many vendors each shows (3 RNG, 1 LIVE, 1 FISH). */
const HOME_SECTIONS: { category: TGameType; vendorLimit: number; flag?: keyof TSiteFlags }[] = [
  { category: 'RNG', vendorLimit: 3 },
  { category: 'LIVE', vendorLimit: 1 },
  { category: 'FISH', vendorLimit: 1 },
  { category: 'PVP', vendorLimit: 12 },
  { category: 'SPORTS', vendorLimit: 12 },
  { category: 'ESPORTS', vendorLimit: 12, flag: 'esportsInLobby' },
  { category: 'COCKFIGHT', vendorLimit: 12 },
];

type TNotice = { id: string; title: string };

/** Scrolling notice line; renders nothing when there are no notices (announcements arrive later). */
function NoticeMarquee({ notices }: { notices: readonly TNotice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <section className="marquee" aria-label={t('home.notices')}>
      <Icon name="megaphone" size={18} />
      <div className="marquee__track">
        {notices.map((notice) => (
          <span key={notice.id}>{notice.title}</span>
        ))}
      </div>
    </section>
  );
}

/** The branded hero that fills the banner area while the merchant has no banners. */
function Hero() {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
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
        <p className="hero__text">{t('home.heroText')}</p>
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

/**
 * Home: notice marquee, banner area (a branded hero until banners exist), hot games, the winner
 * board and a section per category with vendors. Games arrive with the catalogue, so every game
 * area is an honest empty state.
 */
export function HomePage({ popup }: { popup?: 'login' | 'register' }) {
  const { t } = useTranslation();
  const { permission } = useBootstrap();
  const { data: lanes = [] } = useVendorLanes();
  const [params] = useSearchParams();
  const referralCode = params.get('referralCode');
  const isLogin = useSessionStore((state) => state.isLogin);
  const openPopup = useUiStore((state) => state.openPopup);
  const setReferralCode = useUiStore((state) => state.setReferralCode);

  useEffect(() => {
    if (popup === 'register' && referralCode) setReferralCode(referralCode);
    if (popup && !isLogin) openPopup(popup);
  }, [popup, referralCode, isLogin, openPopup, setReferralCode]);

  const grouped = groupVendors(lanes);
  const sections = HOME_SECTIONS.filter(
    ({ category, flag }) => (grouped.get(category)?.length ?? 0) > 0 && (!flag || permission.flags[flag]),
  );

  return (
    <div className="home">
      <NoticeMarquee notices={[]} />
      <Hero />
      <div id="home-games" className="home__sections">
        <HomeSection title={t('home.hotGames')} icon="flame">
          <EmptyState
            icon="flame"
            title={t('home.gamesComingTitle')}
            text={t('home.gamesComingText')}
            compact
          />
        </HomeSection>
        <HomeSection title={t('home.winners')} icon="trophy">
          <EmptyState icon="trophy" title={t('home.noWinsTitle')} text={t('home.noWinsText')} compact />
        </HomeSection>
        {sections.map(({ category, vendorLimit }) => {
          const label = t(`categories.${category}`);
          return (
            <HomeSection
              key={category}
              title={label}
              icon={CATEGORY_ICONS[category]}
              moreLink={categoryPath(category)}
            >
              <VendorStrip
                category={category}
                vendors={(grouped.get(category) ?? []).slice(0, vendorLimit)}
                label={t('nav.providersOf', { category: label })}
              />
              <EmptyState
                icon={CATEGORY_ICONS[category]}
                title={t('home.gamesComingTitle')}
                text={t('home.gamesComingText')}
                compact
              />
            </HomeSection>
          );
        })}
      </div>
    </div>
  );
}
