import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { useGameFrameBalance } from '../hooks/use-game-frame-balance.ts';
import { GAME_FRAME_SANDBOX, isFramableUrl, isIssuedLaunch, withSiteLook } from '../lib/launch.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { RealityCheck } from './member/rg/reality-check.tsx';

const TITLES = { seamless: 'seamless.title' } as const;

/**
 * The game page shown without the side menu (/seamless; the lottery ones are lottery-page.tsx): the
 * vendor's launch URL (`?url=`) in a sandboxed full-size frame named by the game (`?game=`), with a
 * way back to the lobby; only a launch URL the platform issued to this tab is framed, in the site's
 * theme and language (`withSiteLook`). Leaving the page refreshes the balance and the recent games.
 */
export function GamePage({ kind }: { kind: keyof typeof TITLES }) {
  const { t, i18n } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const gameName = params.get('game') || t(TITLES[kind]);
  const canFrame = url !== '' && isFramableUrl(url, window.location.origin) && isIssuedLaunch(url);

  useGameFrameBalance(canFrame ? url : null);

  return (
    <div className="page game-page">
      <div className="game-page__bar">
        <Link to="/" className="button button--ghost button--small">
          <Icon name="chevronLeft" size={16} />
          {t('seamless.backToLobby')}
        </Link>
        <h1 className="game-page__title">{gameName}</h1>
      </div>
      <div className="game-frame">
        {canFrame ? (
          <iframe
            className="game-frame__iframe"
            src={withSiteLook(url, { theme, language: i18n.language })}
            title={gameName}
            allow="autoplay; fullscreen; clipboard-write"
            sandbox={GAME_FRAME_SANDBOX}
            allowFullScreen
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <EmptyState
            icon="gamepad"
            title={t('seamless.emptyTitle')}
            text={t('seamless.emptyText')}
            level={2}
          />
        )}
      </div>
      {canFrame ? <RealityCheck /> : null}
    </div>
  );
}
