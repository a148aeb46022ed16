import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { lobbyKeys } from '../api/lobby.ts';
import { queryKeys } from '../api/queries.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { Icon } from '../components/icon.tsx';
import { GAME_FRAME_SANDBOX, isFramableUrl, isIssuedLaunch } from '../lib/launch.ts';
import { useSessionStore } from '../stores/session-store.ts';

const TITLES = {
  seamless: 'seamless.title',
  lottert: 'lottery.LOTTERY',
  vnlottery: 'lottery.VN',
  sealottery: 'lottery.SEA',
} as const;

/**
 * Game pages shown without the side menu (/seamless, /lottert, /vnlottery, /sealottery): the
 * vendor's launch URL (`?url=`) in a sandboxed full-size frame named by the game (`?game=`), with a
 * way back to the lobby; only a launch URL the platform issued to this tab is framed. Leaving the page refreshes the balance and the recent games.
 */
export function GamePage({ kind }: { kind: keyof typeof TITLES }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const url = params.get('url') ?? '';
  const gameName = params.get('game') || t(TITLES[kind]);
  const canFrame = url !== '' && isFramableUrl(url, window.location.origin) && isIssuedLaunch(url);

  useEffect(
    () => () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
      void queryClient.invalidateQueries({ queryKey: lobbyKeys.recentAll(token) });
    },
    [queryClient, token],
  );

  // A game that says a round has settled (`croupier:balance`) gets the header balance reloaded
  // from the platform at once; the message only triggers a reload, its content is not trusted.
  useEffect(() => {
    if (!canFrame) return;
    const gameOrigin = new URL(url, window.location.origin).origin;
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data;
      const isBalanceNotice =
        typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'croupier:balance';
      if (event.origin === gameOrigin && isBalanceNotice)
        void queryClient.invalidateQueries({ queryKey: queryKeys.balance(token) });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [canFrame, url, queryClient, token]);

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
            src={url}
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
    </div>
  );
}
