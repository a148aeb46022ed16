import type { TBanner } from '@croupier/contracts';
import { Autoplay, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../lib/use-media-query.ts';
import { BANNER_AUTOPLAY_MS, BANNER_SPEED_MS } from './banner-carousel.tsx';
import { BannerSlide } from './banner-slide.tsx';

/**
 * The Swiper behind the home carousel: loaded after the first banner has painted. A player who asked
 * for reduced motion turns the banners with the pagination only (moving content that starts on its
 * own is what that setting asks to avoid).
 */
export function BannerSwiper({ banners }: { banners: readonly TBanner[] }) {
  const isLoop = banners.length > 1;
  const isReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  return (
    <Swiper
      modules={[Autoplay, Pagination]}
      autoplay={
        isLoop && !isReducedMotion
          ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }
          : false
      }
      speed={isReducedMotion ? 0 : BANNER_SPEED_MS}
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
  );
}
