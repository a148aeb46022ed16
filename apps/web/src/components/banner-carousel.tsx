import type { TBanner } from '@croupier/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../lib/load-failure.ts';
import { BannerSlide } from './banner-slide.tsx';

/** Swiper settings of spec section 2: autoplay every 5 s, 1000 ms transitions, loop above one banner. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/**
 * The carousel library is a chunk of its own: the first banner paints at once as a plain image
 * (the page's largest paint), and Swiper takes over the same slide when it has loaded.
 */
const BannerSwiper = lazy(() =>
  loadChunk(() => import('./banner-swiper.tsx').then((module) => ({ default: module.BannerSwiper }))),
);

/** The home banner carousel (group w_home). */
export function BannerCarousel({ banners }: { banners: readonly TBanner[] }) {
  const { t } = useTranslation();
  const [first] = banners;
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={t('home.banners')}>
      <Suspense fallback={first ? <BannerSlide banner={first} index={0} /> : null}>
        <BannerSwiper banners={banners} />
      </Suspense>
    </section>
  );
}
