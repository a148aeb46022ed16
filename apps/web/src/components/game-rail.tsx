import type { TGame } from '@croupier/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Grid, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/grid';
import { HOME_ARROW_THRESHOLD } from '../lib/home-sections.ts';
import { GameCard } from './game-card.tsx';
import { Icon } from './icon.tsx';

/**
 * Home game slides: two rows of six per view with a 13 px gap (fewer columns on small screens);
 * previous/next arrows only when there are more than 12 games.
 */
export function GameRail({
  games,
  label,
  eager,
}: {
  games: readonly TGame[];
  label: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hasArrows = games.length > HOME_ARROW_THRESHOLD;
  const rows = games.length > 6 ? 2 : 1;
  return (
    <section className="game-rail" aria-label={label}>
      {hasArrows ? (
        <div className="game-rail__arrows">
          <button
            type="button"
            className={`icon-button rail-prev-${id}`}
            aria-label={t('games.previous', { name: label })}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={`icon-button rail-next-${id}`}
            aria-label={t('games.next', { name: label })}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      ) : null}
      <Swiper
        modules={[Grid, Navigation]}
        slidesPerView={3}
        slidesPerGroup={3}
        grid={{ rows, fill: 'row' }}
        spaceBetween={13}
        navigation={hasArrows ? { prevEl: `.rail-prev-${id}`, nextEl: `.rail-next-${id}` } : false}
        breakpoints={{
          640: { slidesPerView: 4, slidesPerGroup: 4 },
          1024: { slidesPerView: 6, slidesPerGroup: 6 },
        }}
        a11y={{ enabled: false }}
        wrapperTag="ul"
      >
        {games.map((game, index) => (
          <SwiperSlide key={game.nodeId} tag="li">
            <GameCard game={game} eager={eager && index < 6} />
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
