import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';

const TITLES = {
  seamless: 'seamless.title',
  lottert: 'lottery.LOTTERY',
  vnlottery: 'lottery.VN',
  sealottery: 'lottery.SEA',
} as const;

/**
 * Game pages shown without the side menu (/seamless, /lottert, /vnlottery, /sealottery): the game
 * frame. Launching a game arrives with the catalogue, so the frame says no game is open.
 */
export function GamePage({ kind }: { kind: keyof typeof TITLES }) {
  const { t } = useTranslation();
  return (
    <div className="page game-page">
      <div className="game-page__bar">
        <Link to="/" className="button button--ghost button--small">
          <Icon name="chevronLeft" size={16} />
          {t('seamless.backToLobby')}
        </Link>
        <h1 className="game-page__title">{t(TITLES[kind])}</h1>
      </div>
      <div className="game-frame">
        <EmptyState
          icon="gamepad"
          title={t('seamless.emptyTitle')}
          text={t('seamless.emptyText')}
          level={2}
        />
      </div>
    </div>
  );
}
