import type { TLanguage } from '@croupier/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { fetchLottoLaunch, fetchLottoMenu } from '../api/lobby.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { useGameFrameBalance } from '../hooks/use-game-frame-balance.ts';
import { GAME_FRAME_SANDBOX, isFramableUrl } from '../lib/launch.ts';
import {
  LOTTERY_PRIZE_MODES,
  lotteryFrameUrl,
  lotteryLaunchTarget,
  lotteryPrizeMode,
  lotteryView,
  type TLotteryPageKind,
} from '../lib/lottery-launch.ts';
import { useUiStore } from '../stores/ui-store.ts';
import { useThemeStore } from '../theme/theme-store.ts';

type TLaunchState =
  | { kind: 'launching' }
  | { kind: 'ready'; url: string }
  | { kind: 'noGame' }
  | { kind: 'failed'; message: string };

/**
 * /lottery, /seaLottery, /vnLottery (login required, `?gameCode=`; with the side menu) and /lottert,
 * /sealottery, /vnlottery (the same without it): launches the lottery vendor's game through the
 * platform's launch API (the vendor's first game on the lottery menus when no code is given) and frames its player UI
 * under the site's header. The frame gets the site's theme and language, and is told when either
 * changes; its settled-ticket notices refresh the header balance.
 */
export function LotteryPage({ kind }: { kind: TLotteryPageKind }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const theme = useThemeStore((state) => state.theme);
  const openPopup = useUiStore((state) => state.openPopup);
  const [state, setState] = useState<TLaunchState>({ kind: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const { vassalage, gameCode } = lotteryLaunchTarget(kind, params);
  const view = lotteryView(params);
  const language = i18n.language as TLanguage;
  // The look the frame opens with; later changes reach it as a message (a new URL would relaunch).
  const initialLook = useRef({ theme, language });
  // Only a new game or a retry launches again: a launch token is one-time, so a relaunch on any
  // other change (a new `t` once translations load) would throw away the frame's session.
  const onFailure = useRef({ t, openPopup });
  onFailure.current = { t, openPopup };

  useEffect(() => {
    void attempt;
    let isCurrent = true;
    setState({ kind: 'launching' });
    const launch = async () => {
      let code = gameCode;
      // No game named on /lottery: the vendor's first game on the lottery menus (LOTT, then ELOTT);
      // the Vietnamese and 4D pages' prize modes (ZY, SEA) list only their vendor's games.
      for (const prizeMode of kind === 'LOTTERY' ? LOTTERY_PRIZE_MODES : []) {
        if (code) break;
        const games = await fetchLottoMenu(prizeMode, initialLook.current.language);
        code = games.find((g) => g.vassalage === vassalage)?.gameCode ?? null;
      }
      if (!code && kind === 'LOTTERY') return { kind: 'noGame' } as const;
      const { url } = await fetchLottoLaunch({
        prizeMode: lotteryPrizeMode(kind, vassalage),
        gameCode: code,
        view,
        device: window.matchMedia('(max-width: 560px)').matches ? 'MOBILE' : 'WEB',
        backUrl: `${window.location.origin}/`,
        language: initialLook.current.language,
      }).catch((error: unknown) => {
        // An empty menu (the vendor not enabled for this brand) is "no game", not a failure.
        if (error instanceof ApiError && error.code === 'NOT_FOUND' && !code) return { url: null };
        throw error;
      });
      if (!url) return { kind: 'noGame' } as const;
      if (!isFramableUrl(url, window.location.origin)) {
        return { kind: 'failed', message: onFailure.current.t('games.launchFailed') } as const;
      }
      const { theme: look, language: lang } = initialLook.current;
      return { kind: 'ready', url: lotteryFrameUrl(url, window.location.origin, look, lang) } as const;
    };
    launch()
      .then((next) => {
        if (isCurrent) setState(next);
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        if (error instanceof ApiError && error.status === 401) onFailure.current.openPopup('login');
        setState({
          kind: 'failed',
          message: error instanceof Error ? error.message : onFailure.current.t('games.launchFailed'),
        });
      });
    return () => {
      isCurrent = false;
    };
  }, [vassalage, gameCode, view, kind, attempt]);

  const frameUrl = state.kind === 'ready' ? state.url : null;
  useGameFrameBalance(frameUrl);

  useEffect(() => {
    const frame = frameRef.current?.contentWindow;
    if (!frame || !frameUrl) return;
    const origin = new URL(frameUrl, window.location.origin).origin;
    frame.postMessage({ type: 'croupier:look', theme, language }, origin);
  }, [theme, language, frameUrl]);

  const title = t(`lottery.${kind}`);
  return (
    <div className="page game-page lottery-page">
      <div className="game-page__bar">
        <Link to="/" className="button button--ghost button--small">
          <Icon name="chevronLeft" size={16} />
          {t('seamless.backToLobby')}
        </Link>
        <h1 className="game-page__title">{title}</h1>
      </div>
      <div className="game-frame lottery-page__frame" aria-busy={state.kind === 'launching'}>
        {state.kind === 'ready' ? (
          <iframe
            ref={frameRef}
            className="game-frame__iframe lottery-page__iframe"
            src={state.url}
            title={title}
            allow="autoplay; fullscreen; clipboard-write"
            sandbox={GAME_FRAME_SANDBOX}
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : state.kind === 'launching' ? (
          <div className="lottery-page__loading" role="status">
            <span className="lottery-page__balls" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            {t('lottery.launching')}
          </div>
        ) : state.kind === 'noGame' ? (
          <EmptyState
            icon="balls"
            title={t('lottery.noGameTitle')}
            text={t('lottery.noGameText')}
            level={2}
          />
        ) : (
          <EmptyState icon="balls" title={t('lottery.failedTitle')} text={state.message} level={2}>
            <button type="button" className="button button--primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.tryAgain')}
            </button>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
