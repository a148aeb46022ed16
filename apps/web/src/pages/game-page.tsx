import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BalanceWidget } from '../components/balance-widget.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { useGameFrameBalance } from '../hooks/use-game-frame-balance.ts';
import { GAME_FRAME_SANDBOX, isFramableUrl, isIssuedLaunch, withSiteLook } from '../lib/launch.ts';
import { useThemeStore } from '../theme/theme-store.ts';
import { RealityCheck } from './member/rg/reality-check.tsx';

const TITLES = { seamless: 'seamless.title' } as const;

/** Phones turn to landscape in full screen where the browser allows it (a lock outside full screen is refused). */
async function preferLandscape(): Promise<void> {
  const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> };
  if (!orientation?.lock || !window.matchMedia('(pointer: coarse)').matches) return;
  await orientation.lock('landscape').catch(() => undefined);
}

/** Full screen of the game (frame and its bar) on request, and whether it is on now. */
function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [isFullScreen, setFullScreen] = useState(false);
  useEffect(() => {
    const sync = () => setFullScreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const isSupported = typeof document !== 'undefined' && document.fullscreenEnabled;
  const toggle = async () => {
    if (document.fullscreenElement) {
      await document.exitFullscreen().catch(() => undefined);
      return;
    }
    await target.current?.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
    if (document.fullscreenElement) await preferLandscape();
  };
  return { isFullScreen, isSupported, toggle };
}

/**
 * The game page (/seamless; the lottery ones are lottery-page.tsx), in immersive mode: the lobby's
 * header, navigation and footer step aside (route handle `immersive`), a slim bar keeps the way back,
 * the wallet balance and full screen, and the vendor's launch URL (`?url=`) fills the rest of the viewport in a
 * sandboxed frame named by the game (`?game=`), so a game's controls are never below the fold. Only
 * a launch URL the platform issued to this tab is framed, in the site's theme and language
 * (`withSiteLook`). Leaving the page refreshes the balance and the recent games.
 */
export function GamePage({ kind }: { kind: keyof typeof TITLES }) {
  const { t, i18n } = useTranslation();
  const theme = useThemeStore((s) => s.theme);
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const gameName = params.get('game') || t(TITLES[kind]);
  const canFrame = url !== '' && isFramableUrl(url, window.location.origin) && isIssuedLaunch(url);
  const stageRef = useRef<HTMLDivElement>(null);
  const fullScreen = useFullScreen(stageRef);

  useGameFrameBalance(canFrame ? url : null);

  return (
    <div className="game-page game-page--immersive" ref={stageRef}>
      <div className="game-page__bar">
        <Link to="/" className="button button--ghost button--small game-page__back">
          <Icon name="chevronLeft" size={16} />
          <span>{t('seamless.backToLobby')}</span>
        </Link>
        <h1 className="game-page__title">{gameName}</h1>
        <BalanceWidget />
        {canFrame && fullScreen.isSupported ? (
          <button
            type="button"
            className="icon-button game-page__full-screen"
            aria-pressed={fullScreen.isFullScreen}
            aria-label={fullScreen.isFullScreen ? t('fit.exitFullScreen') : t('fit.fullScreen')}
            title={fullScreen.isFullScreen ? t('fit.exitFullScreen') : t('fit.fullScreen')}
            onClick={() => void fullScreen.toggle()}
          >
            <Icon name={fullScreen.isFullScreen ? 'shrink' : 'expand'} size={18} />
          </button>
        ) : null}
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
