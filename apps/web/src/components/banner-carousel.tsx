import type { TBanner } from '@croupier/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

/** Swiper settings of spec section 2: autoplay every 5 s, 1000 ms transitions, loop above one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/** Where a banner leads: an external URL (new tab), a site path, or nowhere. */
export function bannerTarget(banner: TBanner): { href: string; isExternal: boolean } | null {
  if (banner.linkageType === 'NONE' || !banner.linkTarget) return null;
  if (banner.linkageType === 'PROMOTION') {
    return {
      href: `/promotions?${new URLSearchParams({ id: banner.linkTarget }).toString()}`,
      isExternal: false,
    };
  }
  if (banner.linkageType === 'GAME') {
    return {
      href: banner.linkTarget.startsWith('/') ? banner.linkTarget : `/${banner.linkTarget}`,
      isExternal: false,
    };
  }
  try {
    const url = new URL(banner.linkTarget, window.location.origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const isExternal = url.origin !== window.location.origin;
    return { href: isExternal ? url.href : `${url.pathname}${url.search}${url.hash}`, isExternal };
  } catch {
    return null;
  }
}

function BannerSlide({ banner, index }: { banner: TBanner; index: number }) {
  const navigate = useNavigate();
  const target = bannerTarget(banner);
  const image = (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
    />
  );
  if (!target) return image;
  return (
    <a
      className="banner__link"
      href={target.href}
      target={target.isExternal ? '_blank' : undefined}
      rel={target.isExternal ? 'noopener noreferrer' : undefined}
      onClick={(event) => {
        if (target.isExternal) return;
        event.preventDefault();
        navigate(target.href);
      }}
    >
      {image}
    </a>
  );
}

/** The home banner carousel (group w_home). */
export function BannerCarousel({ banners }: { banners: readonly TBanner[] }) {
  const { t } = useTranslation();
  const isLoop = banners.length > 1;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <Swiper
        modules={[Autoplay, Pagination]}
        autoplay={
          isLoop ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false
        }
        speed={BANNER_SPEED_MS}
        loop={isLoop}
        pagination={isLoop ? { clickable: true } : false}
        slidesPerView={1}
      >
        {banners.map((banner, index) => (
          <SwiperSlide key={banner.id}>
            <BannerSlide banner={banner} index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
