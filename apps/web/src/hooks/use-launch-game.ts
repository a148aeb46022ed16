import type { TGame, TLanguage } from '@croupier/contracts';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/api-client.ts';
import { fetchLaunchUrl } from '../api/lobby.ts';
import { useMemberInfo } from '../api/queries.ts';
import { decideLaunch, rememberIssuedLaunch, seamlessPath } from '../lib/launch.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { useUiStore } from '../stores/ui-store.ts';

export type TLaunchable = Pick<TGame, 'vassalage' | 'gameType' | 'isGame' | 'gameCode' | 'displayName'> &
  Partial<Pick<TGame, 'demo'>>;

/**
 * Starts a game by the rules of spec section 4: login popup, trial refusal (but a demo launch of a
 * game offered in demo mode), vendor routing, the
 * vendor game-list popup, or `launchGame` and the /seamless frame. A refusal shows the server's
 * message in the warning dialog.
 */
export function useLaunchGame() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const isLogin = useSessionStore((state) => state.isLogin);
  const { data: member } = useMemberInfo();
  const openPopup = useUiStore((state) => state.openPopup);
  const openVendorGames = useUiStore((state) => state.openVendorGames);
  const showWarning = useUiStore((state) => state.showWarning);
  const isBusy = useRef(false);

  return useCallback(
    async (game: TLaunchable) => {
      const decision = decideLaunch(game, { isLogin, isTrial: member?.isTrial ?? false });
      switch (decision.kind) {
        case 'login':
          openPopup('login');
          return;
        case 'trial':
          showWarning(t('games.needRealAccount'), { offerRegister: true });
          return;
        case 'navigate':
          navigate(decision.to);
          return;
        case 'vendorPopup':
          openVendorGames({
            vassalage: decision.vassalage,
            gameType: decision.gameType,
            name: game.displayName,
          });
          return;
        case 'launch': {
          if (isBusy.current) return;
          isBusy.current = true;
          try {
            const url = await fetchLaunchUrl(game, i18n.language as TLanguage);
            useUiStore.getState().closePopup();
            rememberIssuedLaunch(url);
            navigate(seamlessPath(url, game.displayName));
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) openPopup('login');
            else showWarning(error instanceof Error ? error.message : t('games.launchFailed'));
          } finally {
            isBusy.current = false;
          }
        }
      }
    },
    [isLogin, member?.isTrial, navigate, openPopup, openVendorGames, showWarning, t, i18n],
  );
}
