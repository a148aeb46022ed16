import type { TGame } from '@croupier/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import defaultGameIcon from '../assets/default-game.svg';
import { useFavorites } from '../hooks/use-favorite-toggle.ts';
import { useLaunchGame } from '../hooks/use-launch-game.ts';
import { formatRtp } from '../lib/rtp.ts';
import { useIsTrial } from './account-menu.tsx';
import { Icon } from './icon.tsx';

/** Card image size: square thumbnails, laid out at this size (the grid may scale them down). */
export const GAME_ICON_SIZE = 180;

/**
 * Game image that falls back once to the default game icon when the game's image fails; lazy and
 * with explicit sizes so long grids do not shift.
 */
function GameImage({ src, eager }: { src: string; eager?: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <img
      className="game-card__image"
      src={hasFailed || !src ? defaultGameIcon : src}
      alt=""
      width={GAME_ICON_SIZE}
      height={GAME_ICON_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setHasFailed(true)}
    />
  );
}

/**
 * A game (spec section 2): image, favourite heart, hot tag when isHot is 1, PLAY NOW for every type
 * but RNG; the whole card launches the game ("Play <name>"). The name (in the player's language)
 * and the RTP badge are the card's, under the art, where the heart cannot cover them. For a trial
 * (free play) account a game offered in demo mode says Demo, and its button says it plays with play money.
 */
export const GameCard = memo(function GameCard({ game, eager }: { game: TGame; eager?: boolean }) {
  const { t } = useTranslation();
  const launch = useLaunchGame();
  const { isFavourite, toggle } = useFavorites();
  const name = game.displayName || game.gameName || game.nodeName;
  const isFav = isFavourite(game.nodeId);
  const isDemo = useIsTrial() && game.demo;
  return (
    <article className="game-card" aria-label={name}>
      <button
        type="button"
        className="game-card__launch"
        aria-label={isDemo ? t('fit.playDemo', { name }) : t('games.play', { name })}
        onClick={() => void launch(game)}
      >
        <span className="game-card__media">
          <GameImage src={game.showIcon || game.iconUrl} eager={eager} />
          {game.gameType === 'RNG' ? (
            <span className="game-card__hover" aria-hidden="true">
              <Icon name="play" size={28} />
            </span>
          ) : (
            <span className="game-card__play" aria-hidden="true">
              {t('games.playNow')}
            </span>
          )}
          {isDemo ? (
            <span className="game-card__demo" aria-hidden="true">
              {t('fit.demo')}
            </span>
          ) : null}
          {game.maintenance ? (
            <span className="game-card__maintenance">{t('common.underMaintenance')}</span>
          ) : null}
        </span>
        <span className="game-card__meta">
          <span className="game-card__name">{name}</span>
          {game.rtp ? (
            <span className="game-card__rtp" title={t('fit.rtpLabel', { rtp: formatRtp(game.rtp) })}>
              {t('fit.rtp', { rtp: formatRtp(game.rtp) })}
            </span>
          ) : null}
        </span>
      </button>
      {game.isHot === 1 ? <span className="game-card__hot">{t('games.hot')}</span> : null}
      <button
        type="button"
        className="game-card__fav"
        aria-pressed={isFav}
        aria-label={isFav ? t('games.removeFavourite', { name }) : t('games.addFavourite', { name })}
        onClick={() => void toggle(game)}
      >
        <Icon name="heart" size={18} />
      </button>
    </article>
  );
});
