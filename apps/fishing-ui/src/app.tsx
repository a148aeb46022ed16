import { matchLanguage, type TFishingGameCode, type TLanguage } from '@croupier/contracts';
import { applyDocumentLanguage } from '@croupier/game-client';
import { useEffect, useMemo, useState } from 'react';
import { GamePage } from './components/game-page.tsx';
import { ApiError, forgetSession, isSessionError, openSession, type TSession } from './lib/api.ts';
import { I18nContext, translator } from './lib/i18n.ts';

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; code: string; message: string }
  | { kind: 'ready'; session: TSession };

/** The fishing page: opens the session from the launch token, then the ocean launched. */
export function FishingApp({
  gameCode,
  launchToken,
  language,
}: {
  gameCode: TFishingGameCode;
  launchToken: string | null;
  language: TLanguage | null;
}) {
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    let cancelled = false;
    openSession(gameCode, launchToken)
      .then((session) => {
        if (launchToken) {
          // The launch token is one-time: drop it from the address so a reload uses the saved session.
          const url = new URL(window.location.href);
          url.searchParams.delete('token');
          window.history.replaceState(null, '', url.toString());
        }
        if (!cancelled) setLoad({ kind: 'ready', session });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isSessionError(error)) forgetSession(gameCode);
        const e = error instanceof ApiError ? error : new ApiError('UNKNOWN', String(error), 0);
        setLoad({ kind: 'failed', code: e.code, message: e.message });
      });
    return () => {
      cancelled = true;
    };
  }, [gameCode, launchToken]);
  const lang =
    load.kind === 'ready' ? (language ?? matchLanguage(load.session.language) ?? 'EN') : (language ?? 'EN');
  const i18n = useMemo(() => translator(lang), [lang]);
  // The frame's document speaks the shown language; Arabic lays the controls out right to left.
  useEffect(() => applyDocumentLanguage(lang), [lang]);
  return (
    <I18nContext.Provider value={i18n}>
      {load.kind === 'ready' ? (
        <GamePage session={load.session} gameCode={gameCode} />
      ) : load.kind === 'loading' ? (
        <div className="splash" role="status">
          <span className="splash__fish" aria-hidden="true" />
          <p>{i18n.t('loading')}</p>
        </div>
      ) : (
        <div className="splash" role="alert">
          <h1>
            {['SESSION_EXPIRED', 'UNAUTHORIZED', 'LAUNCH_TOKEN_INVALID'].includes(load.code)
              ? i18n.t('sessionOver')
              : i18n.t('couldNotStart')}
          </h1>
          <p>{load.message}</p>
        </div>
      )}
    </I18nContext.Provider>
  );
}
